package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.regex.Pattern;

/**
 * A named, typed parameter of a game, with its documentation and default.
 *
 * @param name how the parameter is typed ({@code n}, {@code rules}); letters, digits and dashes
 * @param description one line on what the parameter means
 * @param type how values are read and which are allowed
 * @param required whether every instance must give a value
 * @param defaultValue the value used when an optional parameter is not given, or {@code null} for none
 * @param <T> the type of a checked value
 */
public record Parameter<T>(String name, String description, ParameterType<T> type, boolean required, T defaultValue) {

  private static final Pattern NAME = Pattern.compile("[a-zA-Z][a-zA-Z0-9-]*");

  /**
   * Checks the components.
   *
   * @param name how the parameter is typed; letters, digits and dashes, starting with a letter
   * @param description one line on what the parameter means
   * @param type how values are read and which are allowed
   * @param required whether every instance must give a value
   * @param defaultValue the default, or {@code null}; a required parameter has none
   * @throws IllegalArgumentException when the name is not of that form, or a required parameter has a default
   */
  public Parameter {
    requireNonNull(name, "name");
    requireNonNull(description, "description");
    requireNonNull(type, "type");
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("parameter name '" + name + "' must be letters, digits and dashes");
    }
    if (required && defaultValue != null) {
      throw new IllegalArgumentException("required parameter '" + name + "' cannot have a default");
    }
  }

  /**
   * A parameter every instance must give.
   *
   * @param name how the parameter is typed
   * @param description one line on what it means
   * @param type how values are read and which are allowed
   * @param <T> the type of a checked value
   * @return the parameter
   */
  public static <T> Parameter<T> required(String name, String description, ParameterType<T> type) {
    return new Parameter<>(name, description, type, true, null);
  }

  /**
   * A parameter that takes {@code defaultValue} when not given.
   *
   * @param name how the parameter is typed
   * @param description one line on what it means
   * @param type how values are read and which are allowed
   * @param defaultValue the value when not given, or {@code null} to leave the parameter absent
   * @param <T> the type of a checked value
   * @return the parameter
   */
  public static <T> Parameter<T> optional(String name, String description, ParameterType<T> type, T defaultValue) {
    return new Parameter<>(name, description, type, false, defaultValue);
  }

  /**
   * A one-line summary for listings.
   *
   * @return the name, the meaning, the allowed values and the default
   */
  public String summary() {
    String usage = required ? "required" : defaultValue == null ? "optional" : "default " + type.toPlain(defaultValue);
    return name + ": " + description + "; " + type.allowed() + " (" + usage + ")";
  }
}
