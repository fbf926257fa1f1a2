package dev.nimber.api;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * Integers within a range, read by the one rule of {@link IntegerText}: decimal digits with an
 * optional sign and optional underscores between digits ({@code 500_000_000}), or powers {@code
 * B^E} ({@code 10^18}, {@code 2^62}), of at most {@value IntegerText#MAX_BITS} bits. A YAML integer
 * or a Java integer is taken as it is, within the same size.
 *
 * @param min the least allowed value, or {@code null} for no lower bound
 * @param max the greatest allowed value, or {@code null} for no upper bound
 */
record IntegerType(@Nullable BigInteger min, @Nullable BigInteger max)
    implements ParameterType<BigInteger> {

  private static final String FORMS = " (decimal digits, or a power such as 10^18)";

  IntegerType {
    if (min != null && max != null && max.compareTo(min) < 0) {
      throw new IllegalArgumentException("empty integer range [" + min + ", " + max + "]");
    }
  }

  @Override
  public BigInteger parse(String parameter, Object raw) {
    BigInteger value = read(parameter, raw);
    if ((min != null && value.compareTo(min) < 0) || (max != null && value.compareTo(max) > 0)) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    return value;
  }

  private BigInteger read(String parameter, Object raw) {
    @Nullable BigInteger value = null;
    if (raw instanceof BigInteger big) {
      value = big;
    } else if (raw instanceof Long
        || raw instanceof Integer
        || raw instanceof Short
        || raw instanceof Byte) {
      value = BigInteger.valueOf(((Number) raw).longValue());
    } else if (raw instanceof String text) {
      try {
        return IntegerText.parse(text);
      } catch (IntegerText.RefusedException refused) {
        throw refused.problem() == IntegerText.Problem.TOO_LARGE
            ? tooLarge(parameter, raw)
            : InvalidParameterException.of(parameter, raw, allowed() + FORMS);
      }
    }
    if (value == null) {
      throw InvalidParameterException.of(parameter, raw, allowed() + FORMS);
    }
    if (!IntegerText.fits(value)) {
      throw tooLarge(parameter, raw);
    }
    return value;
  }

  private InvalidParameterException tooLarge(String parameter, Object raw) {
    return InvalidParameterException.of(
        parameter,
        raw,
        allowed()
            + ", of at most "
            + IntegerText.MAX_BITS
            + " bits ("
            + IntegerText.MAX_DIGITS
            + " decimal digits)");
  }

  /** From the least allowed value (0 when 0 is allowed), {@code size} more, within the range. */
  @Override
  public List<BigInteger> smallValues(int size) {
    BigInteger least = least(size);
    List<BigInteger> values = new ArrayList<>(size + 1);
    for (BigInteger value = least;
        values.size() <= size && (max == null || value.compareTo(max) <= 0);
        value = value.add(BigInteger.ONE)) {
      values.add(value);
    }
    return values;
  }

  /** Uniform among the least allowed value and up to {@code size} more, within the range. */
  @Override
  public Optional<BigInteger> randomValue(long size, Random random) {
    BigInteger least = least(size);
    BigInteger most = least.add(BigInteger.valueOf(size));
    if (max != null && most.compareTo(max) > 0) {
      most = max;
    }
    long span = most.subtract(least).longValueExact();
    long drawn =
        span == Long.MAX_VALUE ? random.nextLong() & Long.MAX_VALUE : random.nextLong(span + 1);
    return Optional.of(least.add(BigInteger.valueOf(drawn)));
  }

  /**
   * The least value the small and random values start from: 0 when allowed, else the bound nearer
   * to it ({@code size} below an upper bound under 0 when there is no lower bound).
   */
  private BigInteger least(long size) {
    if (min != null && min.signum() > 0) {
      return min;
    }
    if (max != null && max.signum() < 0) {
      return min != null
          ? min.max(max.subtract(BigInteger.valueOf(size)))
          : max.subtract(BigInteger.valueOf(size));
    }
    return BigInteger.ZERO;
  }

  @Override
  public String allowed() {
    if (min == null) {
      return max == null ? "an integer" : "an integer up to " + max;
    }
    return max == null
        ? "an integer from " + min + " upward"
        : "an integer from " + min + " to " + max;
  }
}
