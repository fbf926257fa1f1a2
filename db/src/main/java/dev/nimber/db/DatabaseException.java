package dev.nimber.db;

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
}
