package dev.nimber.api;

import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Integers within a range, of any size. Accepted forms: decimal digits with an optional sign and optional
 * underscores between digits ({@code 500_000_000}), and powers {@code B^E} ({@code 10^18}, {@code 2^62}), whose value
 * may have at most {@value #MAX_POWER_BITS} bits.
 *
 * @param min the least allowed value
 * @param max the greatest allowed value, or {@code null} for no upper bound
 */
record IntegerType(BigInteger min, BigInteger max) implements ParameterType<BigInteger> {

  static final int MAX_POWER_BITS = 1 << 20;
  private static final Pattern DECIMAL = Pattern.compile("[+-]?\\d+(_\\d+)*");
  private static final Pattern POWER = Pattern.compile("(\\d+)\\^(\\d+)");

  IntegerType {
    if (min == null || (max != null && max.compareTo(min) < 0)) {
      throw new IllegalArgumentException("empty integer range [" + min + ", " + max + "]");
    }
  }

  @Override
  public BigInteger parse(String parameter, Object raw) {
    BigInteger value = read(parameter, raw);
    if (value.compareTo(min) < 0 || (max != null && value.compareTo(max) > 0)) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    return value;
  }

  private BigInteger read(String parameter, Object raw) {
    if (raw instanceof BigInteger big) {
      return big;
    }
    if (raw instanceof Long || raw instanceof Integer || raw instanceof Short || raw instanceof Byte) {
      return BigInteger.valueOf(((Number) raw).longValue());
    }
    if (raw instanceof String text) {
      String trimmed = text.strip();
      if (DECIMAL.matcher(trimmed).matches()) {
        return new BigInteger(trimmed.replace("_", ""));
      }
      Matcher power = POWER.matcher(trimmed);
      if (power.matches()) {
        return power(parameter, raw, new BigInteger(power.group(1)), new BigInteger(power.group(2)));
      }
    }
    throw InvalidParameterException.of(parameter, raw, allowed() + " (decimal digits, or a power such as 10^18)");
  }

  private BigInteger power(String parameter, Object raw, BigInteger base, BigInteger exponent) {
    // The bit length of base^exponent is at most exponent * bitLength(base); bound it before computing.
    if (base.compareTo(BigInteger.ONE) > 0) {
      BigInteger bits = exponent.multiply(BigInteger.valueOf(base.bitLength()));
      if (bits.compareTo(BigInteger.valueOf(MAX_POWER_BITS)) > 0) {
        throw InvalidParameterException.of(parameter, raw, allowed() + ", at most " + MAX_POWER_BITS + " bits long");
      }
    }
    if (exponent.bitLength() > 31) {
      return base.signum() == 0 ? BigInteger.ZERO : BigInteger.ONE;
    }
    return base.pow(exponent.intValueExact());
  }

  @Override
  public String allowed() {
    return max == null ? "an integer from " + min + " upward, of any size" : "an integer from " + min + " to " + max;
  }
}
