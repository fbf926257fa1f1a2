package dev.nimber.games.connect;

/**
 * Binomial coefficients C(n, k) for n up to the most cells a board may have, from Pascal's
 * triangle.
 */
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

  /**
   * The k-subset of {0 .. n − 1} with a rank in the combinatorial number system, where a subset c_1
   * < … < c_k ranks C(c_1, 1) + … + C(c_k, k). Time O(n).
   *
   * @param n the set's size
   * @param k the subset's size
   * @param rank from 0 to C(n, k) − 1
   * @return for each element, whether it is in the subset
   */
  static boolean[] subset(int n, int k, long rank) {
    boolean[] chosen = new boolean[n];
    long left = rank;
    for (int j = k, element = n - 1; j >= 1; j--) {
      while (choose(element, j) > left) {
        element--;
      }
      chosen[element] = true;
      left -= choose(element, j);
      element--;
    }
    return chosen;
  }

  /** C(n, k): 0 when k is negative or above n. */
  static long choose(int n, int k) {
    return k < 0 || k > n ? 0 : CHOOSE[n][k];
  }
}
