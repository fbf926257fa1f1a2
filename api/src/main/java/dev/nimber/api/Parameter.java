package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A named, typed parameter of a game, with its documentation and default.
 *
 * @param name how the parameter is typed ({@code n}, {@code rules}); letters, digits and dashes
 * @param description one line on what the parameter means
 * @param type how values are read and which are allowed
 * @param required whether every instance must give a value
 * @param defaultValue the value used when an optional parameter is not given, or {@code null} for
 *     none
 * @param role whether the parameter is part of the game's rules or of a position within them
 * @param <T> the type of a checked value
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Parameter<T>(
    String name,
    String description,
    ParameterType<T> type,
    boolean required,
    @Nullable T defaultValue,
    Role role) {

  /**
   * What a parameter is part of. The rules (connect's width, height, k and gravity; octal's code)
   * identify a ruleset; a position (connect's moves; octal's heaps; a pile) is a place within it,
   * valid only within its rules. Everything solved for a ruleset answers every position in it: a
   * solved database of the rules answers any position its tiers hold.
   */
  @API(status = API.Status.STABLE, since = "0.1")
  public enum Role {
    /** Part of the rules: two instances with different values are different games. */
    RULE,
    /** Part of the position: instances that differ only here are positions of one ruleset. */
    POSITION
  }

  private static final Pattern NAME = Pattern.compile("[a-zA-Z][a-zA-Z0-9-]*");

  /**
   * Checks the components.
   *
   * @param name how the parameter is typed; letters, digits and dashes, starting with a letter
   * @param description one line on what the parameter means
   * @param type how values are read and which are allowed
   * @param required whether every instance must give a value
   * @param defaultValue the default, or {@code null}; a required parameter has none
   * @param role part of the rules or of the position
   * @throws IllegalArgumentException when the name is not of that form, or a required parameter has
   *     a default
   */
  public Parameter {
    requireNonNull(name, "name");
    requireNonNull(description, "description");
    requireNonNull(type, "type");
    requireNonNull(role, "role");
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException(
          "parameter name '" + name + "' must be letters, digits and dashes");
    }
    if (required && defaultValue != null) {
      throw new IllegalArgumentException("required parameter '" + name + "' cannot have a default");
    }
  }

  /**
   * A parameter of the rules, as every parameter was before roles: {@link #Parameter(String,
   * String, ParameterType, boolean, Object, Role)} with {@link Role#RULE}.
   *
   * @param name how the parameter is typed
   * @param description one line on what it means
   * @param type how values are read and which are allowed
   * @param required whether every instance must give a value
   * @param defaultValue the default, or {@code null}
   */
  public Parameter(
      String name,
      String description,
      ParameterType<T> type,
      boolean required,
      @Nullable T defaultValue) {
    this(name, description, type, required, defaultValue, Role.RULE);
  }

  /**
   * This parameter as part of the position rather than the rules.
   *
   * @return a copy with {@link Role#POSITION}
   */
  public Parameter<T> ofPosition() {
    return new Parameter<>(name, description, type, required, defaultValue, Role.POSITION);
  }

  /**
   * Whether this parameter is part of the position.
   *
   * @return true for {@link Role#POSITION}
   */
  public boolean isPosition() {
    return role == Role.POSITION;
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
  public static <T> Parameter<T> optional(
      String name, String description, ParameterType<T> type, @Nullable T defaultValue) {
    return new Parameter<>(name, description, type, false, defaultValue);
  }

  /**
   * A one-line summary for listings.
   *
   * @return the name, the meaning, the allowed values, the default, and whether it places the
   *     position
   */
  public String summary() {
    String usage =
        required
            ? "required"
            : defaultValue == null ? "optional" : "default " + type.toPlain(defaultValue);
    return name
        + ": "
        + description
        + "; "
        + type.allowed()
        + " ("
        + usage
        + (isPosition() ? "; the position" : "")
        + ")";
  }
}
