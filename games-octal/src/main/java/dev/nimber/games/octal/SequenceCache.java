package dev.nimber.games.octal;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Grundy values kept on disk between runs, one file per code, so that a second query about a game
 * whose values took seconds to compute is answered at once. The folder is {@code octal/} under the
 * user's cache folder: the system property {@value #PROPERTY}, else the environment variable
 * {@value #ENVIRONMENT}, else {@code $XDG_CACHE_HOME/nimber}, else {@code ~/.cache/nimber}; {@code
 * off} turns the cache off.
 *
 * <p>A file ({@code 0.16.values.gz}) is gzip (whose CRC-32 and length catch a flipped byte or a
 * truncated file) around a header (a magic string, the format version, the code, the number of
 * values and bytes per value) and the values, big-endian. A file that cannot be read, or whose
 * header names another code or format, or whose first values differ from the plain recurrence's, is
 * ignored and later replaced: the values are computed again, never taken from it. Files are written
 * to a temporary file first and moved into place, so a reader never sees half a file. Failing to
 * write is not an error: the answer does not depend on the cache.
 */
final class SequenceCache {

  /** The system property naming the cache folder, or {@code off}. */
  static final String PROPERTY = "nimber.cache";

  /** The environment variable naming the cache folder, or {@code off}; the property wins. */
  static final String ENVIRONMENT = "NIMBER_CACHE";

  /** Values kept only once at least this many are known: fewer are computed in milliseconds. */
  static final int LEAST_KEPT = 1 << 16;

  private static final String MAGIC = "nimber octal Grundy values";
  private static final int VERSION = 1;

  /** Values checked against the plain recurrence when a file is read. */
  private static final int CHECKED = 1024;

  private final Optional<Path> folder;

  SequenceCache(Optional<Path> folder) {
    this.folder = folder.map(each -> each.resolve("octal"));
  }

  /** The cache in the user's cache folder, as the class javadoc says, or none when turned off. */
  static SequenceCache ofUser() {
    String chosen =
        Optional.ofNullable(System.getProperty(PROPERTY)).orElse(System.getenv(ENVIRONMENT));
    if (chosen != null && !chosen.isBlank()) {
      return new SequenceCache(
          chosen.equals("off") ? Optional.empty() : Optional.of(Path.of(chosen)));
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base =
        xdg != null && !xdg.isBlank()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".cache");
    return new SequenceCache(Optional.of(base.resolve("nimber")));
  }

  /** A cache that keeps nothing. */
  static SequenceCache none() {
    return new SequenceCache(Optional.empty());
  }

  /** The file a code's values are kept in, when the cache is on. */
  Optional<Path> fileOf(OctalCode code) {
    return folder.map(each -> each.resolve(code + ".values.gz"));
  }

  /** The values kept for a code: G(0 .. N − 1), or none when there is no usable file. Time O(N). */
  GrundyValues read(OctalCode code) {
    Optional<Path> file = fileOf(code).filter(Files::isRegularFile);
    if (file.isEmpty()) {
      return GrundyValues.empty();
    }
    try (DataInputStream in =
        new DataInputStream(
            new BufferedInputStream(
                new GZIPInputStream(Files.newInputStream(file.get()), 1 << 16), 1 << 16))) {
      if (!in.readUTF().equals(MAGIC)
          || in.readInt() != VERSION
          || !in.readUTF().equals(code.toString())) {
        return GrundyValues.empty();
      }
      int count = in.readInt();
      int width = in.readByte();
      if (count < 0
          || count > OctalSolver.MOST_VALUES + 1
          || (width != 1 && width != 2 && width != 4)) {
        return GrundyValues.empty();
      }
      GrundyValues values = GrundyValues.zeros(count, width);
      for (int heap = 0; heap < count; heap++) {
        int value =
            width == 1 ? in.readUnsignedByte() : width == 2 ? in.readUnsignedShort() : in.readInt();
        if (value < 0) {
          return GrundyValues.empty();
        }
        values = values.set(heap, value);
      }
      if (in.read() != -1 || !agreesWithPlainRecurrence(code, values)) {
        return GrundyValues.empty();
      }
      return values;
    } catch (IOException | RuntimeException unreadable) {
      return GrundyValues.empty();
    }
  }

  /**
   * Keeps a code's values, replacing what was kept; quietly does nothing when the cache is off or
   * cannot be written. Time O(N).
   */
  void write(OctalCode code, GrundyValues values) {
    Optional<Path> file = fileOf(code);
    if (file.isEmpty()) {
      return;
    }
    Path temporary = null;
    try {
      Files.createDirectories(file.get().getParent());
      temporary = Files.createTempFile(file.get().getParent(), code + ".", ".part");
      int width = values.width();
      try (OutputStream raw = Files.newOutputStream(temporary);
          DataOutputStream out =
              new DataOutputStream(new BufferedOutputStream(fastGzip(raw), 1 << 16))) {
        out.writeUTF(MAGIC);
        out.writeInt(VERSION);
        out.writeUTF(code.toString());
        out.writeInt(values.size());
        out.writeByte(width);
        for (int heap = 0; heap < values.size(); heap++) {
          int value = values.get(heap);
          if (width == 1) {
            out.writeByte(value);
          } else if (width == 2) {
            out.writeShort(value);
          } else {
            out.writeInt(value);
          }
        }
      }
      Files.move(
          temporary,
          file.get(),
          StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException | RuntimeException notWritten) {
      deleteQuietly(temporary);
    }
  }

  /** Gzip at its fastest level: the values repeat, so it still shrinks them manyfold. */
  private static OutputStream fastGzip(OutputStream raw) throws IOException {
    return new GZIPOutputStream(raw, 1 << 16) {
      {
        def.setLevel(Deflater.BEST_SPEED);
      }
    };
  }

  /**
   * Whether the first values kept are the plain recurrence's: a file of another game is never
   * taken.
   */
  private static boolean agreesWithPlainRecurrence(OctalCode code, GrundyValues values) {
    int checked = Math.min(values.size(), CHECKED);
    if (checked == 0) {
      return true;
    }
    GrundyValues plain = new MexSequence().extend(code, GrundyValues.empty(), checked - 1);
    return GrundyValues.equalUpTo(plain, values, checked);
  }

  private static void deleteQuietly(Path file) {
    if (file == null) {
      return;
    }
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // A temporary file left behind is harmless: it is never read.
    }
  }
}
