package dev.nimber.db;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A database file that cannot be trusted: missing, truncated, of another format, or with a byte that does not match its
 * checksum. The message names the file, what is wrong with it and what to do (rebuild the tier it holds); nothing is
 * answered from such a file.
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
    return new DatabaseException(file + ": the file is missing; rebuild the database (or this tier)", cause);
  }

  /** A file of the database that the system will not read. */
  static DatabaseException unreadable(Path file, IOException cause) {
    return new DatabaseException(file + ": cannot be read (" + cause.getMessage() + ")", cause);
  }
}
