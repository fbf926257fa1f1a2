package dev.nimber.app.service;

/**
 * The user asked for something that cannot be done as asked: an unknown game, a malformed argument,
 * a config file with an unknown key. The message says what was given and what is allowed; the exit
 * code is 2.
 */
public final class UsageException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public UsageException(String message) {
    super(message);
  }

  public UsageException(String message, Throwable cause) {
    super(message, cause);
  }
}
