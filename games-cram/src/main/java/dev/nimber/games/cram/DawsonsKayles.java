package dev.nimber.games.cram;

/**
 * The values of Dawson's Kayles (octal 0.07: take two adjacent tokens from a row, leaving nothing,
 * one row or two): Cram on a strip of n cells, since a domino covers two neighbouring cells. The
 * values are computed by the recurrence up to {@value #COMPUTED} when the class loads, and its
 * period 34 from {@value #PERIODIC_FROM} on is checked there against the computed stretch, twice
 * over, as the periodicity theorem for octal games asks (Guy and Smith): a row of any length then
 * costs O(1).
 */
final class DawsonsKayles {

  /** Where the values are periodic. */
  static final int PERIODIC_FROM = 53;

  static final int PERIOD = 34;

  /** How many values the recurrence computes: enough for the theorem's check. */
  static final int COMPUTED = 2 * (PERIODIC_FROM + PERIOD) + 2 + 200;

  private static final int[] VALUES = recurrence(COMPUTED);

  static {
    // The periodicity theorem: if G(n + p) = G(n) for n0 <= n < 2 n0 + p + t (t = 2 the most a
    // move takes), the period holds for every n >= n0.
    for (int n = PERIODIC_FROM; n < 2 * PERIODIC_FROM + PERIOD + 2; n++) {
      if (VALUES[n + PERIOD] != VALUES[n]) {
        throw new IllegalStateException("Dawson's Kayles is not periodic from " + PERIODIC_FROM);
      }
    }
  }

  private DawsonsKayles() {}

  /** The values of rows of 0 to {@code most} cells, by mex over every domino. O(most²). */
  static int[] recurrence(int most) {
    int[] values = new int[most + 1];
    for (int n = 2; n <= most; n++) {
      long seen = 0;
      for (int left = 0; left <= (n - 2) / 2; left++) {
        seen |= 1L << (values[left] ^ values[n - 2 - left]);
      }
      values[n] = Long.numberOfTrailingZeros(~seen);
    }
    return values;
  }

  /** The Grundy value of a strip of {@code n} cells. O(1). */
  static int value(long n) {
    if (n < COMPUTED) {
      return VALUES[(int) n];
    }
    return VALUES[(int) (PERIODIC_FROM + (n - PERIODIC_FROM) % PERIOD)];
  }

  /**
   * Where a domino on a strip of {@code n} cells leaves a value of {@code target}: the cells left
   * of it, or -1 when no domino does. Values are periodic on both sides, so a domino with more than
   * {@value #PERIODIC_FROM} + {@value #PERIOD} cells on each side has one with fewer on its left
   * worth the same: O(1).
   */
  static long leaving(long n, int target) {
    long most = Math.min(n - 2, PERIODIC_FROM + 2L * PERIOD);
    for (long left = 0; left <= most; left++) {
      if ((value(left) ^ value(n - 2 - left)) == target) {
        return left;
      }
    }
    return -1;
  }
}
