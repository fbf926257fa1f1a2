package dev.nimber.games.wythoff;

import java.util.Arrays;

/**
 * The remoteness of Wythoff positions (how many moves the game lasts, the winner hurrying and the
 * loser delaying; Smith 1966), from the losing pairs P_k = (⌊kφ⌋, ⌊kφ⌋ + k) of {@link Golden}
 * instead of from every move of every position below.
 *
 * <p>The rule: every move from a losing pair leads to a winning position, and a winning position
 * wins fastest by a move to a losing pair, of which it has at most three (the pair that shares its
 * smaller heap, the pair whose partner of its larger heap is below its smaller one, and the pair of
 * its difference, by taking from both). So a winning position's remoteness is 1 + the least
 * remoteness of those pairs, and a losing pair's is 1 + the most remoteness of the positions its
 * moves lead to (0 for (0, 0)). The pairs are valued in order of k, each from pairs before it: P_k
 * has 3⌊kφ⌋ + k moves (about 5.9k), so the pairs up to the k-th cost O(k²) steps in all, and memory
 * O(the largest heap) ints. What is valued is kept and extended for later questions. Thread-safe
 * (one question at a time).
 *
 * <p>Limits: heaps up to {@value #MAX_HEAP} counters (the pairs up to k = 38,196 then, about 4 ×
 * 10^9 steps).
 */
final class Remoteness {

  /** The largest heap answered. */
  static final long MAX_HEAP = 100_000;

  /** For each heap h up to {@link #heaps}: k when h = ⌊kφ⌋ (0 for h = 0), else -1. */
  private int[] lowerOf = {0};

  /** For each heap h up to {@link #heaps}: k when h = ⌊kφ⌋ + k for k ≥ 1, else -1. */
  private int[] upperOf = {-1};

  /** The largest heap the two maps above cover. */
  private int heaps;

  /** The remoteness of P_k for k below {@link #valued}. */
  private int[] ofPair = {0};

  /** ⌊kφ⌋, the smaller heap of P_k, for k below {@link #valued}. */
  private int[] pairLower = {0};

  private int valued = 1;

  /**
   * The remoteness of a position.
   *
   * @param position the heaps, each at most {@value #MAX_HEAP}
   * @return the moves the game lasts with perfect play from it
   */
  synchronized long of(Heaps position) {
    int small = (int) position.small();
    int large = (int) position.large();
    cover(large);
    int k = lowerOf[small];
    if (k >= 0 && small + k == large) {
      return ofPair[k];
    }
    return winning(small, large);
  }

  /**
   * The move of a losing position that loses slowest: of the moves leaving the most remote
   * position, the first found (from the larger heap, fewest counters first, then from the smaller
   * heap and from both); null for (0, 0).
   *
   * @param position a losing pair, each heap at most {@value #MAX_HEAP}
   */
  synchronized WythoffMove slowestLoss(Heaps position) {
    cover((int) position.large());
    return slowest((int) position.small(), (int) position.large()).move();
  }

  /** A move from a losing pair and the remoteness of the position it leaves. */
  private record Slowest(WythoffMove move, int remoteness) {}

  /**
   * The move of the losing pair (small, large) that leaves the most remote position, the first
   * found as {@link #slowestLoss} says, whose pairs below are valued; a remoteness of -1 and no
   * move for (0, 0).
   */
  private Slowest slowest(int small, int large) {
    WythoffMove slowest = null;
    int most = -1;
    for (int count = 1; count <= large; count++) {
      int left = large - count;
      int remote = winning(Math.min(small, left), Math.max(small, left));
      if (remote > most) {
        most = remote;
        slowest = WythoffMove.fromOne(large, count);
      }
    }
    for (int count = 1; count <= small; count++) {
      int remote = winning(small - count, large);
      if (remote > most) {
        most = remote;
        slowest = WythoffMove.fromOne(small, count);
      }
      remote = winning(small - count, large - count);
      if (remote > most) {
        most = remote;
        slowest = WythoffMove.fromBoth(count);
      }
    }
    return new Slowest(slowest, most);
  }

  /** Values every losing pair whose larger heap is at most {@code large}. */
  private void cover(int large) {
    if (large > heaps) {
      int size = Math.max(large, Math.min((int) MAX_HEAP, 2 * heaps));
      lowerOf = new int[size + 1];
      upperOf = new int[size + 1];
      Arrays.fill(lowerOf, -1);
      Arrays.fill(upperOf, -1);
      lowerOf[0] = 0;
      for (int k = 1; Golden.lower(k) <= size; k++) {
        int lower = (int) Golden.lower(k);
        lowerOf[lower] = k;
        if (lower + k <= size) {
          upperOf[lower + k] = k;
        }
      }
      heaps = size;
    }
    while (true) {
      int lower = (int) Golden.lower(valued);
      int upper = lower + valued;
      if (upper > large) {
        return;
      }
      if (valued == ofPair.length) {
        ofPair = Arrays.copyOf(ofPair, 2 * valued);
        pairLower = Arrays.copyOf(pairLower, 2 * valued);
      }
      ofPair[valued] = 1 + slowest(lower, upper).remoteness();
      pairLower[valued] = lower;
      valued++;
    }
  }

  /**
   * The remoteness of a winning position, small ≤ large, whose losing pairs below are valued: 1 +
   * the least remoteness of the losing pairs it moves to.
   */
  private int winning(int small, int large) {
    int least = Integer.MAX_VALUE;
    int k = lowerOf[small];
    if (k >= 0 && small + k < large) {
      least = ofPair[k];
    }
    k = upperOf[small];
    if (k >= 0) {
      least = Math.min(least, ofPair[k]);
    }
    k = upperOf[large];
    if (k >= 0 && large - k < small) {
      least = Math.min(least, ofPair[k]);
    }
    int difference = large - small;
    if (difference < valued && pairLower[difference] < small) {
      least = Math.min(least, ofPair[difference]);
    }
    return 1 + least;
  }
}
