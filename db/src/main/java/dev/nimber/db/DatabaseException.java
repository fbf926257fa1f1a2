package dev.nimber.db;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A database file that cannot be trusted, read or written: missing, truncated, of another format,
 * with a byte that does not match its checksum, or in a folder that cannot be written. The message
 * names the file, what is wrong with it and what to do (rebuild the tier it holds, choose another
 * folder); nothing is answered from such a file.
 */
public final class DatabaseException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * @param message the file, what is wrong, and what to do
   * @param cause what was thrown reading it, or null
   */
  public DatabaseException(String message, Throwable cause) {
    super(message, cause);
  }

  /** A file of the database that is not there. */
  static DatabaseException missing(Path file, IOException cause) {
    return new DatabaseException(
        file + ": the file is missing; rebuild the database (or this tier)", cause);
  }

  /** A file of the database that the system will not write: no permission, no room. */
  static DatabaseException unwritable(Path file, IOException cause) {
    String reason =
        cause instanceof AccessDeniedException
            ? "permission denied"
            : cause instanceof FileSystemException system && system.getReason() != null
                ? system.getReason()
                : cause instanceof NoSuchFileException
                    ? "no such file or folder"
                    : cause.getMessage();
    return new DatabaseException(
        "cannot write "
            + file
            + " ("
            + reason
            + "); choose a folder you can write, with room"
            + " for the database",
        cause);
  }

  /** A file of the database that the system will not read. */
  static DatabaseException unreadable(Path file, IOException cause) {
    return new DatabaseException(file + ": cannot be read (" + cause.getMessage() + ")", cause);
  }
}
