package dev.nimber.api;

import java.math.BigInteger;

/**
 * How nimber reads an integer written as text, on every path: the command line, config files, judge
 * input and the ranges of {@code table} and {@code plot}. One rule:
 *
 * <ul>
 *   <li>decimal digits {@code 0}–{@code 9} (ASCII only), with an optional sign and optional single
 *       underscores between digits: {@code 387}, {@code -5}, {@code 500_000_000};
 *   <li>or a power {@code B^E} of two such unsigned numbers, with an optional sign: {@code 10^18},
 *       {@code 2^62};
 *   <li>white space around the number is ignored; nothing else is accepted ({@code 1e3}, {@code
 *       0x10}, {@code .inf} and full-width or other non-ASCII digits are not integers);
 *   <li>the value has at most {@value #MAX_BITS} bits, that is at most {@value #MAX_DIGITS} decimal
 *       digits; a power is checked against this before it is computed.
 * </ul>
 *
 * <p>Decimals are converted by splitting the digits in halves and joining the halves with one
 * multiplication (Knuth, TAOCP vol. 2, 4.4), so that the largest allowed number is read in well
 * under a second; the JDK's own conversion is quadratic in the number of digits.
 */
final class IntegerText {

  /** The most bits an integer may have. */
  static final int MAX_BITS = 1 << 20;

  /** The most significant decimal digits an integer may have: 2^MAX_BITS has this many. */
  static final int MAX_DIGITS = 315_653;

  /** Below this many digits the JDK's conversion is as fast as splitting. */
  private static final int SPLIT_DIGITS = 1_000;

  /** Why a text is not an integer nimber reads. */
  enum Problem {
    /** Not of the forms above. */
    MALFORMED,
    /** Of the right form, but more than {@value #MAX_BITS} bits. */
    TOO_LARGE
  }

  /** Thrown with the reason a text was refused. */
  static final class RefusedException extends Exception {

    private static final long serialVersionUID = 1L;

    private final Problem problem;

    RefusedException(Problem problem) {
      super(problem.name(), null, false, false);
      this.problem = problem;
    }

    Problem problem() {
      return problem;
    }
  }

  private IntegerText() {}

  /**
   * Reads an integer.
   *
   * @throws RefusedException saying whether the text is malformed or the value too large
   */
  static BigInteger parse(String text) throws RefusedException {
    String number = text.strip();
    int start = 0;
    boolean negative = false;
    if (!number.isEmpty() && (number.charAt(0) == '+' || number.charAt(0) == '-')) {
      negative = number.charAt(0) == '-';
      start = 1;
    }
    int caret = number.indexOf('^', start);
    BigInteger magnitude =
        caret < 0
            ? unsigned(number, start, number.length())
            : power(unsigned(number, start, caret), unsigned(number, caret + 1, number.length()));
    return negative ? magnitude.negate() : magnitude;
  }

  /** Whether a value is within the size limit, for values that did not come from text. */
  static boolean fits(BigInteger value) {
    return value.bitLength() <= MAX_BITS;
  }

  /**
   * Digits with single underscores between them, from {@code start} to {@code end} of {@code text}.
   */
  private static BigInteger unsigned(String text, int start, int end) throws RefusedException {
    if (start >= end || !isDigit(text.charAt(start)) || !isDigit(text.charAt(end - 1))) {
      throw new RefusedException(Problem.MALFORMED);
    }
    StringBuilder digits = new StringBuilder(end - start);
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (isDigit(c)) {
        if (c != '0' || digits.length() > 0) {
          digits.append(c);
        }
      } else if (c != '_' || text.charAt(i - 1) == '_') {
        throw new RefusedException(Problem.MALFORMED);
      }
    }
    if (digits.length() > MAX_DIGITS) {
      throw new RefusedException(Problem.TOO_LARGE);
    }
    BigInteger value = digits.length() == 0 ? BigInteger.ZERO : decimal(digits.toString());
    if (!fits(value)) {
      throw new RefusedException(Problem.TOO_LARGE);
    }
    return value;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** base^exponent, refused before it is computed when it would have more than MAX_BITS bits. */
  private static BigInteger power(BigInteger base, BigInteger exponent) throws RefusedException {
    if (base.compareTo(BigInteger.ONE) <= 0) {
      // 0^0 = 1, 0^e = 0, 1^e = 1.
      return exponent.signum() == 0 ? BigInteger.ONE : base;
    }
    // base^exponent has more than exponent * (bitLength(base) - 1) bits, so this bound refuses
    // nothing that fits.
    BigInteger leastBits =
        exponent.multiply(BigInteger.valueOf(base.bitLength() - 1L)).add(BigInteger.ONE);
    if (leastBits.compareTo(BigInteger.valueOf(MAX_BITS)) > 0) {
      throw new RefusedException(Problem.TOO_LARGE);
    }
    BigInteger value = base.pow(exponent.intValueExact());
    if (!fits(value)) {
      throw new RefusedException(Problem.TOO_LARGE);
    }
    return value;
  }

  /**
   * A string of decimal digits; O(M(d) log d) for d digits, where M is the cost of a
   * multiplication.
   */
  private static BigInteger decimal(String digits) {
    if (digits.length() <= SPLIT_DIGITS) {
      return new BigInteger(digits);
    }
    int lowDigits = digits.length() / 2;
    int split = digits.length() - lowDigits;
    BigInteger high = decimal(digits.substring(0, split));
    BigInteger low = decimal(digits.substring(split));
    return high.multiply(BigInteger.TEN.pow(lowDigits)).add(low);
  }
}
