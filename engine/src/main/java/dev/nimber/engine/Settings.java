package dev.nimber.engine;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.math.BigInteger;
import java.util.OptionalLong;

/**
 * The engine's settings given as system properties (in {@code NIMBER_OPTS} on the command line).
 */
final class Settings {

  private Settings() {}

  /**
   * A setting that is a whole number within bounds, read as parameters are ({@code 1_000}, {@code
   * 10^6}).
   *
   * @param property the system property
   * @param least the least allowed
   * @param most the most allowed
   * @param unit what the number counts, for the message ({@code positions})
   * @return the number, or empty when the property is not set
   * @throws IllegalArgumentException when it is set to anything else, naming the property, the
   *     value and what is allowed
   */
  static OptionalLong wholeNumber(String property, long least, long most, String unit) {
    String configured = System.getProperty(property);
    if (configured == null) {
      return OptionalLong.empty();
    }
    BigInteger value;
    try {
      value = ParameterType.anyInteger().parse(property, configured);
    } catch (InvalidParameterException malformed) {
      value = null;
    }
    if (value == null
        || value.compareTo(BigInteger.valueOf(least)) < 0
        || value.compareTo(BigInteger.valueOf(most)) > 0) {
      throw new IllegalArgumentException(
          "-D"
              + property
              + "="
              + configured
              + ": allowed: a whole number of "
              + unit
              + " from "
              + least
              + " to "
              + most);
    }
    return OptionalLong.of(value.longValueExact());
  }
}
