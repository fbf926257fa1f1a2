package dev.nimber.games.octal;

/**
 * The rules of an octal game in Guy and Smith's notation {@code d0.d1d2…dt}: digit d_i says how a
 * move may take i tokens from one heap, as the sum of 1 (take a whole heap of exactly i), 2 (take i
 * from a larger heap, leaving one heap) and 4 (take i from a heap of more than i + 1, leaving two
 * non-empty heaps). d0 is 0, or 4 (split a heap into two non-empty heaps without taking any), since
 * taking none and leaving the heap as it was would never end. Kayles is 0.77, Dawson's Kayles 0.07,
 * Dawson's chess 0.137, Officers 0.6. A hexadecimal game has digits to f, 8 adding "take i from a
 * heap of more than i + 2, leaving three non-empty heaps" (0.8: take one token and split the rest
 * in three). Grundy's game (split a heap into two unequal heaps), which is not octal, is {@link
 * #GRUNDY}: d0 = 4 with no digit after the point and no split into two equal heaps.
 *
 * @param splitsWithoutTaking whether d0 is 4
 * @param digits d1 … dt, each 0 to f (lower case), the last not 0; empty only in Grundy's game
 * @param equalSplits whether a split may leave two equal heaps: false only in Grundy's game
 */
public record OctalCode(boolean splitsWithoutTaking, String digits, boolean equalSplits) {

  /** Grundy's game: a move splits a heap into two unequal heaps; {@code grundy} as typed. */
  public static final OctalCode GRUNDY = new OctalCode(true, "", false);

  private static final String GRUNDY_NAME = "grundy";

  /**
   * Whether another code has the same rules. Written out rather than left to the record: a record's
   * own equality is set up on its first use by method handles the JVM generates then, which a
   * command's first question would wait for.
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof OctalCode code
        && splitsWithoutTaking == code.splitsWithoutTaking
        && digits.equals(code.digits)
        && equalSplits == code.equalSplits;
  }

  @Override
  public int hashCode() {
    return 4 * digits.hashCode() + (splitsWithoutTaking ? 2 : 0) + (equalSplits ? 1 : 0);
  }

  /** The most digits after the point: a move takes at most this many tokens. */
  public static final int MAX_DIGITS = 64;

  /** What the notation allows, in words. */
  static final String ALLOWED =
      "'0.' or '4.' then up to "
          + MAX_DIGITS
          + " digits, the last not 0 (0.77 is"
          + " Kayles): digit d_i (the i-th after the point) says how a move may take i tokens from a heap, as the sum of 1"
          + " (a whole heap of i), 2 (from a larger heap, leaving one heap) and 4 (leaving two heaps), so 0 to 7, and in"
          + " a hexadecimal game 8 (leaving three heaps), so up to f; or 'grundy' (Grundy's game: split a heap into two"
          + " unequal heaps)";

  /**
   * An octal game, whose splits may leave two equal heaps.
   *
   * @param splitsWithoutTaking whether d0 is 4
   * @param digits d1 … dt, each 0 to f, the last not 0
   */
  public OctalCode(boolean splitsWithoutTaking, String digits) {
    this(splitsWithoutTaking, digits, true);
  }

  /** Checks the digits. */
  public OctalCode {
    boolean grundy = splitsWithoutTaking && digits.isEmpty() && !equalSplits;
    if (!equalSplits && !grundy) {
      throw new IllegalArgumentException(
          "only Grundy's game (4. with no digit) forbids splits into equal heaps");
    }
    if (!grundy
        && (digits.isEmpty()
            || digits.length() > MAX_DIGITS
            || !digits.chars().allMatch(c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f')
            || digits.charAt(digits.length() - 1) == '0')) {
      throw new IllegalArgumentException(
          "digits must be 1 to "
              + MAX_DIGITS
              + " digits 0 to f, the last not 0, got '"
              + digits
              + "'");
    }
  }

  /**
   * Reads a code as typed.
   *
   * @param text such as {@code 0.77}, {@code 4.07} or {@code .6} (a leading 0 may be left out)
   * @return the code
   * @throws IllegalArgumentException saying what is wrong, and what a digit means where a digit is
   *     wrong
   */
  public static OctalCode parse(String text) {
    String code = text.strip();
    if (code.equalsIgnoreCase(GRUNDY_NAME)) {
      return GRUNDY;
    }
    int point = code.indexOf('.');
    if (point < 0) {
      throw new IllegalArgumentException(
          "there is no point: write the digits after '0.' or '4.' (or 'grundy' for Grundy's game)");
    }
    String before = code.substring(0, point);
    if (!before.isEmpty() && !before.equals("0") && !before.equals("4")) {
      throw new IllegalArgumentException(
          "'"
              + before
              + "' before the point: only 0, or 4 (a heap may be split in two"
              + " without taking any token), since a move must change the heaps");
    }
    String after = code.substring(point + 1).toLowerCase(java.util.Locale.ROOT);
    if (after.isEmpty()) {
      throw new IllegalArgumentException("no digits after the point, so no move at all");
    }
    if (after.length() > MAX_DIGITS) {
      throw new IllegalArgumentException(
          after.length() + " digits after the point; at most " + MAX_DIGITS);
    }
    for (int i = 0; i < after.length(); i++) {
      char digit = after.charAt(i);
      if (Character.digit(digit, 16) < 0) {
        throw new IllegalArgumentException(
            "'"
                + digit
                + "', digit "
                + (i + 1)
                + " after the point, is not a"
                + " digit: d_"
                + (i + 1)
                + " says how a move may take "
                + (i + 1)
                + " token"
                + (i == 0 ? "" : "s")
                + ", as the sum of 1 (a whole heap of "
                + (i + 1)
                + "), 2 (from a larger heap, leaving one heap), 4"
                + " (leaving two heaps) and 8 (leaving three heaps), so 0 to f");
      }
    }
    if (after.charAt(after.length() - 1) == '0') {
      throw new IllegalArgumentException(
          "the last digit is 0: drop trailing zeros ("
              + before
              + "."
              + after.replaceAll("0+$", "")
              + ")");
    }
    return new OctalCode(before.equals("4"), after);
  }

  /** The most tokens a move takes, t. */
  public int maxTaken() {
    return digits.length();
  }

  /**
   * Digit d_i.
   *
   * @param taken i, from 0 to {@link #maxTaken()}
   * @return 0 to 7 (d0 is 0 or 4)
   */
  public int digit(int taken) {
    if (taken == 0) {
      return splitsWithoutTaking ? 4 : 0;
    }
    return taken <= digits.length() ? Character.digit(digits.charAt(taken - 1), 16) : 0;
  }

  /**
   * Whether some move leaves two heaps: the values then need the mex of XORs, not of single values.
   */
  public boolean splits() {
    for (int taken = 0; taken <= maxTaken(); taken++) {
      if ((digit(taken) & 4) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether some move leaves three heaps (a hexadecimal game: a digit 8 to f). The sparse method's
   * classes do not apply to such moves, and the periodicity theorem asks for more values ({@link
   * Periodicity}).
   */
  public boolean splitsInThree() {
    for (int taken = 1; taken <= maxTaken(); taken++) {
      if ((digit(taken) & 8) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The largest smaller part of a split of {@code left} tokens: half of them, less one in Grundy's
   * game when they are even (no two equal heaps).
   */
  public long largestSmallerPart(long left) {
    return equalSplits ? left / 2 : (left - 1) / 2;
  }

  @Override
  public String toString() {
    return equalSplits ? (splitsWithoutTaking ? "4." : "0.") + digits : GRUNDY_NAME;
  }
}
