package dev.nimber.games.connect;

/** Binomial coefficients C(n, k) for n up to the most cells a board may have, from Pascal's triangle. */
final class Binomials {

  /** The largest n. */
  static final int MAX_N = 42;

  private static final long[][] CHOOSE = new long[MAX_N + 1][MAX_N + 1];

  static {
    for (int n = 0; n <= MAX_N; n++) {
      CHOOSE[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        CHOOSE[n][k] = CHOOSE[n - 1][k - 1] + CHOOSE[n - 1][k];
      }
    }
  }

  private Binomials() {}

  /** C(n, k): 0 when k is negative or above n. */
  static long choose(int n, int k) {
    return k < 0 || k > n ? 0 : CHOOSE[n][k];
  }
}
