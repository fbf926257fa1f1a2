package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The checked parameter values of one instance of a game, in the order the game declares its
 * parameters. Values are read back with the game's {@link Parameter} constants, typed: {@code
 * instance.get(ROWS)} is a {@code List<Integer>} when {@code ROWS} is a {@code
 * Parameter<List<Integer>>}, with no cast.
 *
 * <p>Instances are immutable and thread-safe. They are made by {@link GameDescriptor#bind} from raw
 * values (the command line, a config file, judge input), or by a {@link #builder(GameDescriptor)
 * builder} from typed ones; either way every value is checked against its type, once, and then by
 * {@link GameDescriptor#validate}.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Parameters {

  private final GameDescriptor game;

  /** The game's parameters, in declaration order, with distinct names. */
  private final Parameter<?>[] declared;

  /** values[i]: the value of declared[i], or null when it has none. */
  private final @Nullable Object[] values;

  private Parameters(GameDescriptor game, Parameter<?>[] declared, @Nullable Object[] values) {
    this.game = game;
    this.declared = declared;
    this.values = values;
  }

  /**
   * Reads and checks raw values against a game's declared parameters, filling in defaults; the
   * game's own {@link GameDescriptor#validate} is left to {@link GameDescriptor#bind}, which calls
   * this first. One lookup in {@code raw} per declared parameter; the names in {@code raw} are
   * walked only when some of them are not declared.
   *
   * @param game the game whose parameters these are
   * @param raw values by parameter name: text, or Java values
   * @return the checked values
   * @throws InvalidParameterException when a name is unknown, a required parameter is missing, or a
   *     value is not allowed; the message names the parameter, the value and what is allowed
   */
  public static Parameters bind(GameDescriptor game, Map<String, ? extends @Nullable Object> raw) {
    Parameter<?>[] declared = game.parameters().toArray(Parameter<?>[]::new);
    for (int i = 1; i < declared.length; i++) {
      for (int j = 0; j < i; j++) {
        if (declared[j].name().equals(declared[i].name())) {
          throw new IllegalArgumentException(
              "parameter '" + declared[i].name() + "' is declared twice");
        }
      }
    }
    @Nullable Object[] values = new Object[declared.length];
    int given = 0;
    for (int i = 0; i < declared.length; i++) {
      Object value = raw.get(declared[i].name());
      values[i] = value;
      given += value != null ? 1 : 0;
    }
    if (given < raw.size()) {
      refuseUnknown(declared, raw);
    }
    for (int i = 0; i < declared.length; i++) {
      Parameter<?> parameter = declared[i];
      if (values[i] != null) {
        values[i] = parameter.type().parse(parameter.name(), values[i]);
      } else if (parameter.required()) {
        throw InvalidParameterException.of(
            parameter.name(), null, parameter.type().allowed() + " (required)");
      } else {
        values[i] = parameter.defaultValue();
      }
    }
    return new Parameters(game, declared, values);
  }

  /**
   * Refuses the raw names no parameter declares, sorted so that the message does not depend on the
   * order of an unordered map; returns when there are none (the raw values held nulls).
   */
  private static void refuseUnknown(Parameter<?>[] declared, Map<String, ?> raw) {
    List<String> unknown =
        raw.keySet().stream()
            .filter(name -> indexOf(declared, name, declared.length) < 0)
            .sorted()
            .toList();
    if (!unknown.isEmpty()) {
      throw new InvalidParameterException(
          unknown.get(0),
          "unknown parameter "
              + unknown.stream().map(name -> "'" + name + "'").collect(Collectors.joining(", "))
              + "; this game's parameters are: "
              + Arrays.stream(declared).map(Parameter::name).collect(Collectors.joining(", ")));
    }
  }

  /**
   * The index of the parameter named {@code name} among the first {@code before} declared, or -1.
   */
  private static int indexOf(Parameter<?>[] declared, String name, int before) {
    for (int i = 0; i < before; i++) {
      if (declared[i].name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * A builder of an instance from typed values, for a game's {@link GameDescriptor#smallInstances}
   * and {@link GameDescriptor#randomInstance}, and for tests.
   *
   * @param game the game the instance is of
   * @return an empty builder
   */
  public static Builder builder(GameDescriptor game) {
    return new Builder(game);
  }

  /**
   * Builds an instance from typed values; each is checked as if it had been typed. Not thread-safe.
   */
  @API(status = API.Status.STABLE, since = "0.1")
  public static final class Builder {

    private final GameDescriptor game;
    private final Map<String, Object> raw = new LinkedHashMap<>();

    private Builder(GameDescriptor game) {
      this.game = requireNonNull(game, "game");
    }

    /**
     * Gives a parameter a value.
     *
     * @param parameter one of the game's parameters
     * @param value its value
     * @param <T> the parameter's type
     * @return this builder
     */
    public <T> Builder set(Parameter<T> parameter, T value) {
      raw.put(parameter.name(), parameter.type().toPlain(requireNonNull(value, "value")));
      return this;
    }

    /**
     * The instance, checked like one typed on a command line.
     *
     * @return the checked instance
     * @throws InvalidParameterException when a value is not allowed or a required one is missing
     */
    public Parameters build() {
      return game.bind(raw);
    }
  }

  /**
   * The game these are parameters of.
   *
   * @return the descriptor that checked them
   */
  public GameDescriptor game() {
    return game;
  }

  /**
   * Whether the parameter has a value, given or by default.
   *
   * @param parameter one of the game's parameters
   * @return whether it has a value
   */
  public boolean has(Parameter<?> parameter) {
    return values[indexOf(parameter)] != null;
  }

  /**
   * The value of a parameter.
   *
   * @param parameter one of the game's parameters
   * @param <T> its type
   * @return its value
   * @throws IllegalArgumentException when the parameter is not the game's or has no value (a
   *     programming error)
   */
  @SuppressWarnings("unchecked")
  public <T> T get(Parameter<T> parameter) {
    Object value = values[indexOf(parameter)];
    if (value == null) {
      throw new IllegalArgumentException("parameter '" + parameter.name() + "' has no value");
    }
    // The value was made by this very parameter's type (indexOf checks that it is the game's), so
    // it is a T.
    return (T) value;
  }

  /**
   * The value of a parameter, when it has one.
   *
   * @param parameter one of the game's parameters
   * @param <T> its type
   * @return its value, or empty
   * @throws IllegalArgumentException when the parameter is not one of the game's
   */
  @SuppressWarnings("unchecked")
  public <T> Optional<T> find(Parameter<T> parameter) {
    // As in get: a T.
    return Optional.ofNullable((T) values[indexOf(parameter)]);
  }

  /**
   * An integer parameter's value as a {@code long}.
   *
   * @param parameter one of the game's integer parameters
   * @return its value
   * @throws UnsupportedInstanceException when the value does not fit in a {@code long}
   */
  public long longValue(Parameter<BigInteger> parameter) {
    BigInteger value = get(parameter);
    if (value.bitLength() > 63) {
      throw new UnsupportedInstanceException(
          parameter.name() + " = " + value + " does not fit in 64 bits");
    }
    return value.longValue();
  }

  /**
   * An integer parameter's value as an {@code int}.
   *
   * @param parameter one of the game's integer parameters
   * @return its value
   * @throws UnsupportedInstanceException when the value does not fit in an {@code int}
   */
  public int intValue(Parameter<BigInteger> parameter) {
    BigInteger value = get(parameter);
    if (value.bitLength() > 31) {
      throw new UnsupportedInstanceException(
          parameter.name() + " = " + value + " does not fit in 32 bits");
    }
    return value.intValue();
  }

  /**
   * The values as JSON-friendly data, in declaration order.
   *
   * @return name to plain value ({@link ParameterType#toPlain})
   */
  public Map<String, Object> toPlain() {
    Map<String, Object> plain = new LinkedHashMap<>();
    for (int i = 0; i < declared.length; i++) {
      if (values[i] != null) {
        plain.put(declared[i].name(), plainValue(declared[i], values[i]));
      }
    }
    return plain;
  }

  /**
   * Where the parameter is declared: found by identity, as games pass their own constants, else by
   * equality.
   */
  private int indexOf(Parameter<?> parameter) {
    for (int i = 0; i < declared.length; i++) {
      if (declared[i] == parameter) {
        return i;
      }
    }
    int i = indexOf(declared, parameter.name(), declared.length);
    if (i < 0 || !declared[i].equals(parameter)) {
      throw new IllegalArgumentException(
          "'" + parameter.name() + "' is not a parameter of game '" + game.id() + "'");
    }
    return i;
  }

  /** The values by name, in declaration order, without the parameters that have none. */
  private Map<String, Object> valuesByName() {
    Map<String, Object> byName = new LinkedHashMap<>();
    for (int i = 0; i < declared.length; i++) {
      if (values[i] != null) {
        byName.put(declared[i].name(), values[i]);
      }
    }
    return byName;
  }

  @SuppressWarnings("unchecked")
  private static <T> Object plainValue(Parameter<T> parameter, Object value) {
    return parameter.type().toPlain((T) value);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Parameters that
        && game.id().equals(that.game.id())
        && valuesByName().equals(that.valuesByName());
  }

  @Override
  public int hashCode() {
    int hash = 0;
    for (int i = 0; i < declared.length; i++) {
      if (values[i] != null) {
        hash += declared[i].name().hashCode() ^ values[i].hashCode();
      }
    }
    return hash;
  }

  /**
   * The instance as typed on a command line: {@code name=value} pairs in declaration order, lists
   * with commas, and values equal to their parameter's default left out ({@code n=13 m=3}).
   */
  @Override
  public String toString() {
    StringJoiner typed = new StringJoiner(" ");
    for (int i = 0; i < declared.length; i++) {
      if (values[i] != null && !values[i].equals(declared[i].defaultValue())) {
        typed.add(declared[i].name() + "=" + typed(plainValue(declared[i], values[i])));
      }
    }
    return typed.toString();
  }

  private static String typed(Object plain) {
    return plain instanceof List<?> list
        ? list.stream().map(Parameters::typed).collect(Collectors.joining(","))
        : String.valueOf(plain);
  }
}
