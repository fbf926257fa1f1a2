package dev.nimber.api;

import org.jspecify.annotations.Nullable;

/**
 * A parameter of an instance is missing, malformed or out of its range. The message names the
 * parameter, the value given and what is allowed; it is meant for the person who typed the value.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class InvalidParameterException extends InstanceException {

  private static final long serialVersionUID = 1L;

  /** The name of the parameter that is wrong. */
  private final String parameter;

  /**
   * A bad parameter with a message of its own; {@link #of} and {@link #described} build the
   * standard one.
   *
   * @param parameter the parameter's name
   * @param message the whole message, naming the parameter, the value given and what is allowed
   */
  public InvalidParameterException(String parameter, String message) {
    super(message);
    this.parameter = parameter;
  }

  /**
   * A bad parameter with the standard message: {@code parameter 'm': got 0; allowed: an integer
   * from 1 to 1000000}.
   *
   * @param parameter the parameter's name
   * @param given the value given, shown as it is (text in quotes, and cut when longer than 60
   *     characters), or {@code null} for a missing value
   * @param allowed what is allowed, in words
   * @return the exception
   */
  public static InvalidParameterException of(
      String parameter, @Nullable Object given, String allowed) {
    return new InvalidParameterException(
        parameter, "parameter '" + parameter + "': got " + show(given) + "; allowed: " + allowed);
  }

  /**
   * A bad parameter with the standard message, for a value described in words rather than shown
   * ({@code got 4 elements}).
   *
   * @param parameter the parameter's name
   * @param given what was given, in words; printed as it is
   * @param allowed what is allowed, in words
   * @return the exception
   */
  public static InvalidParameterException described(
      String parameter, String given, String allowed) {
    return new InvalidParameterException(
        parameter, "parameter '" + parameter + "': got " + given + "; allowed: " + allowed);
  }

  /**
   * The parameter that is wrong.
   *
   * @return its name
   */
  public String parameter() {
    return parameter;
  }

  private static String show(@Nullable Object given) {
    if (given == null) {
      return "nothing";
    }
    String text = given.toString();
    if (text.length() > 60) {
      text = text.substring(0, 40) + "…(" + text.length() + " characters)";
    }
    return given instanceof String ? "'" + text + "'" : text;
  }
}
