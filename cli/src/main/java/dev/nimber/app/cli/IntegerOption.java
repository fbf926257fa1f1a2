package dev.nimber.app.cli;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.math.BigInteger;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads an integer given to an option (--threads, --random-size) by the rule every integer follows.
 */
final class IntegerOption {

  private IntegerOption() {}

  /**
   * @throws TypeConversionException naming the value and the range, which picocli reports with the
   *     option's name
   */
  static BigInteger parse(String text, long min, long max) {
    BigInteger value;
    try {
      value = ParameterType.anyInteger().parse("option", text);
    } catch (InvalidParameterException notAnInteger) {
      throw new TypeConversionException(
          "'" + text + "' is not an integer (decimal digits, or a power such as 10^18)");
    }
    if (value.compareTo(BigInteger.valueOf(min)) < 0
        || value.compareTo(BigInteger.valueOf(max)) > 0) {
      throw new TypeConversionException("'" + text + "' is out of range");
    }
    return value;
  }
}
