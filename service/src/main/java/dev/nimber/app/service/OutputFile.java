package dev.nimber.app.service;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * A file the user named for output ({@code --out}). It is checked before any work is done: its
 * folder must exist and it must not be a folder itself. A file is written to a temporary file
 * beside it and moved into place only when complete, so that a failed write (a full disk) leaves
 * whatever was there before; a folder is never replaced. A symbolic link is followed (the file it
 * names is replaced, not the link), and what is neither a file nor a folder ({@code /dev/stdout}, a
 * named pipe) is written to directly, never replaced.
 *
 * @param option how the user named it, for messages ({@code --out})
 * @param path the file
 */
public record OutputFile(String option, Path path) {

  /** What writes the content. */
  public interface Writer {
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * Checks that the file can be written where it is named.
   *
   * @throws UsageException naming the option, the path and what is wrong
   */
  public static OutputFile check(String option, Path path) {
    OutputFile file = new OutputFile(option, path);
    if (Files.isDirectory(path)) {
      throw new UsageException(file.named() + " is a folder; name a file in it");
    }
    Path folder = folderOf(path);
    if (!Files.isDirectory(folder)) {
      throw new UsageException(file.named() + ": the folder '" + folder + "' does not exist");
    }
    if (!Files.isWritable(folder)) {
      throw new UsageException(file.named() + ": the folder '" + folder + "' cannot be written");
    }
    return file;
  }

  /**
   * Writes the file whole, or not at all.
   *
   * @throws UsageException when the folder cannot be written after all, or the path became a folder
   * @throws OutputFailedException when the writing itself fails (a full disk)
   */
  public void write(Writer writer) {
    Path temporary = null;
    try {
      Path target = Files.exists(path) ? path.toRealPath() : path;
      if (Files.exists(target) && !Files.isRegularFile(target) && !Files.isDirectory(target)) {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(target))) {
          writer.writeTo(out);
        }
        return;
      }
      // Created like any new file (so the user's umask applies), under a name nobody else uses.
      temporary =
          folderOf(target).resolve("." + target.getFileName() + "." + UUID.randomUUID() + ".part");
      try (OutputStream out =
          new BufferedOutputStream(
              Files.newOutputStream(
                  temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE))) {
        writer.writeTo(out);
      }
      if (Files.isDirectory(target)) {
        throw new UsageException(named() + " is a folder; name a file in it");
      }
      try {
        Files.move(
            temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException notAtomic) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
      temporary = null;
    } catch (AccessDeniedException denied) {
      throw new UsageException(named() + " cannot be written: permission denied");
    } catch (FileSystemException refused) {
      throw new UsageException(
          named()
              + " cannot be written: "
              + (refused.getReason() != null
                  ? refused.getReason()
                  : "the file system refused it (" + refused.getClass().getSimpleName() + ")"));
    } catch (IOException failed) {
      throw new OutputFailedException(named(), failed);
    } finally {
      if (temporary != null) {
        try {
          Files.deleteIfExists(temporary);
        } catch (IOException leftBehind) {
          // Nothing more to do: the message of the failure says what went wrong.
        }
      }
    }
  }

  private static Path folderOf(Path file) {
    Path parent = file.toAbsolutePath().getParent();
    return parent == null ? file.toAbsolutePath().getRoot() : parent;
  }

  private String named() {
    return option + " '" + path + "'";
  }
}
