package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The checked parameter values of one instance of a game, in the order the game declares its parameters.
 *
 * <p>Instances are immutable. Build them with {@link #bind}, which is where every value is checked, once; games
 * add checks that involve several parameters in {@link GameDescriptor#validate}.
 */
public final class Parameters {

  private final Map<String, Parameter<?>> declared;
  private final Map<String, Object> values;

  private Parameters(Map<String, Parameter<?>> declared, Map<String, Object> values) {
    this.declared = declared;
    this.values = values;
  }

  /**
   * Reads and checks raw values against declared parameters, filling in defaults.
   *
   * @param parameters the parameters a game declares
   * @param raw values by parameter name: strings from a command line, or what a YAML reader produced
   * @return the checked values
   * @throws InvalidParameterException when a name is unknown, a required parameter is missing, or a value is not
   *     allowed; the message names the parameter, the value and what is allowed
   */
  public static Parameters bind(List<Parameter<?>> parameters, Map<String, ?> raw) {
    Map<String, Parameter<?>> declared = new LinkedHashMap<>();
    for (Parameter<?> parameter : parameters) {
      if (declared.put(parameter.name(), parameter) != null) {
        throw new IllegalArgumentException("parameter '" + parameter.name() + "' is declared twice");
      }
    }
    // Sorted, so that the message does not depend on the order of an unordered map.
    List<String> unknown = raw.keySet().stream().filter(name -> !declared.containsKey(name)).sorted().toList();
    if (!unknown.isEmpty()) {
      throw new InvalidParameterException(unknown.get(0), "unknown parameter " + unknown.stream()
          .map(name -> "'" + name + "'").collect(Collectors.joining(", ")) + "; this game's parameters are: "
          + String.join(", ", declared.keySet()));
    }
    Map<String, Object> values = new LinkedHashMap<>();
    for (Parameter<?> parameter : declared.values()) {
      Object given = raw.get(parameter.name());
      if (given != null) {
        values.put(parameter.name(), parameter.type().parse(parameter.name(), given));
      } else if (parameter.required()) {
        throw InvalidParameterException.of(parameter.name(), null, parameter.type().allowed() + " (required)");
      } else if (parameter.defaultValue() != null) {
        values.put(parameter.name(), parameter.defaultValue());
      }
    }
    return new Parameters(Collections.unmodifiableMap(declared), Collections.unmodifiableMap(values));
  }

  /** Whether the parameter has a value, given or by default. */
  public boolean has(String name) {
    return values.containsKey(name);
  }

  /**
   * The value of a parameter.
   *
   * @throws IllegalArgumentException when the parameter has no value or is not of that type (a programming error)
   */
  public <T> T get(String name, Class<T> type) {
    Object value = values.get(requireNonNull(name, "name"));
    if (value == null) {
      throw new IllegalArgumentException("parameter '" + name + "' has no value");
    }
    return type.cast(value);
  }

  /** The value of a parameter, or empty when it has none. */
  public <T> Optional<T> find(String name, Class<T> type) {
    return Optional.ofNullable(values.get(name)).map(type::cast);
  }

  /** An integer parameter's value. */
  public BigInteger integer(String name) {
    return get(name, BigInteger.class);
  }

  /**
   * An integer parameter's value as a {@code long}.
   *
   * @throws UnsupportedInstanceException when the value does not fit in a {@code long}
   */
  public long longValue(String name) {
    BigInteger value = integer(name);
    if (value.bitLength() > 63) {
      throw new UnsupportedInstanceException(name + " = " + value + " does not fit in 64 bits");
    }
    return value.longValue();
  }

  /**
   * An integer parameter's value as an {@code int}.
   *
   * @throws UnsupportedInstanceException when the value does not fit in an {@code int}
   */
  public int intValue(String name) {
    BigInteger value = integer(name);
    if (value.bitLength() > 31) {
      throw new UnsupportedInstanceException(name + " = " + value + " does not fit in 32 bits");
    }
    return value.intValue();
  }

  /**
   * A copy with one value replaced by a raw value, checked like any other.
   *
   * @throws InvalidParameterException when the value is not allowed
   */
  public Parameters with(String name, Object raw) {
    Parameter<?> parameter = declared.get(name);
    if (parameter == null) {
      throw new InvalidParameterException(name, "unknown parameter '" + name + "'");
    }
    Map<String, Object> copy = new LinkedHashMap<>(values);
    copy.put(name, parameter.type().parse(name, raw));
    return new Parameters(declared, Collections.unmodifiableMap(copy));
  }

  /** The values as JSON-friendly data, in declaration order. */
  public Map<String, Object> toPlain() {
    Map<String, Object> plain = new LinkedHashMap<>();
    values.forEach((name, value) -> plain.put(name, plainValue(declared.get(name), value)));
    return plain;
  }

  @SuppressWarnings("unchecked")
  private static <T> Object plainValue(Parameter<T> parameter, Object value) {
    return parameter.type().toPlain((T) value);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Parameters that && values.equals(that.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  /** The values as {@code name=value} pairs in declaration order, as typed on a command line. */
  @Override
  public String toString() {
    return toPlain().entrySet().stream().map(e -> e.getKey() + "=" + typed(e.getValue()))
        .collect(Collectors.joining(" "));
  }

  /** A value as it is typed on a command line: a list as its elements separated by commas. */
  static String typed(Object plain) {
    return plain instanceof List<?> list
        ? list.stream().map(Parameters::typed).collect(Collectors.joining(","))
        : String.valueOf(plain);
  }
}
