package dev.nimber.api;

/**
 * Something about an instance that the person who gave it can fix: a parameter that is missing or
 * not allowed, a line of judge input that does not follow the format, or an instance beyond the
 * reach of the solver asked. The message says what was given and what is allowed; the host exits
 * with code 2.
 */
@API(status = API.Status.STABLE, since = "0.1")
public abstract sealed class InstanceException extends NimberException
    permits InvalidParameterException, InvalidInputException, UnsupportedInstanceException {

  private static final long serialVersionUID = 1L;

  InstanceException(String message) {
    super(message);
  }

  InstanceException(String message, Shortage shortage) {
    super(message, shortage);
  }
}
