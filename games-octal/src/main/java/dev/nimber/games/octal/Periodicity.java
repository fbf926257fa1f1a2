package dev.nimber.games.octal;

import java.util.Optional;

/**
 * The period of a Grundy sequence, with the periodicity theorem's proof: for a game whose moves
 * take at most t tokens and leave at most k heaps (k = 2 in an octal game, 3 in a hexadecimal game
 * that splits heaps in three), if G(n + p) = G(n) for every n with e ≤ n &lt; k·e' + (k − 1)·p + t,
 * where e' = max(e, 1), then G(n + p) = G(n) for every n ≥ e. By induction on n past that stretch:
 * a move from a heap of n + p that leaves j ≤ k heaps leaves one of at least (n + p − t) / j ≥ e' +
 * p tokens, and the same move with p tokens fewer in that heap is a move from a heap of n, worth
 * the same; and a move from a heap of n leaves one of at least (n − t) / j ≥ e tokens, to which p
 * more give a move from a heap of n + p worth the same. For k = 2 this is Guy and Smith's theorem
 * (1956; Berlekamp, Conway and Guy, Winning Ways, ch. 4), with e' rather than e so that the heap
 * left p tokens fewer is never empty. So a period seen over that stretch is proven for all heaps.
 *
 * @param preperiod e, the first heap from which the values repeat
 * @param period p
 * @param proven whether the values known cover the theorem's stretch, n + p up to k·e' + k·p + t −
 *     1
 * @param seenUpTo the largest heap whose value was known when the period was found
 */
public record Periodicity(int preperiod, int period, boolean proven, int seenUpTo) {

  /** The same period, not proven: for a game the theorem does not cover (Grundy's game). */
  public Periodicity unproven() {
    return new Periodicity(preperiod, period, false, seenUpTo);
  }

  /**
   * The shortest period the values show and its least preperiod, or empty when none does. A period
   * is only reported once the values repeat over at least the theorem's stretch or, when that is
   * not yet known, over as many values as the period and the preperiod together (so that a period
   * seen once is not taken for one). Both rules are easier to meet the shorter the period and the
   * longer the tail that repeats, so the answer is the least p that meets them with the longest
   * tail of values having period p; and that tail's shortest period is p itself (a shorter one
   * would meet them first). So the prefix function (Knuth–Morris–Pratt) of the values read
   * backwards, which gives the shortest period of every tail, finds p in one pass; its preperiod is
   * then where the values last break period p. Time O(N) and memory N ints for N values, whatever
   * the values' width.
   *
   * @param values G(0 .. N − 1)
   * @param maxTaken t, the most tokens a move takes
   * @param mostHeapsLeft k, the most heaps a move leaves: 2 or 3
   * @return the period found, proven or not
   */
  static Optional<Periodicity> find(GrundyValues values, int maxTaken, int mostHeapsLeft) {
    int count = values.size();
    int[] border = new int[count];
    int best = Integer.MAX_VALUE;
    for (int length = 2; length <= count; length++) {
      int next = values.get(count - length);
      int k = border[length - 2];
      while (k > 0 && values.get(count - 1 - k) != next) {
        k = border[k - 1];
      }
      if (values.get(count - 1 - k) == next) {
        k++;
      }
      border[length - 1] = k;
      int period = length - k;
      if (period < best && reported(count, count - length, period, maxTaken, mostHeapsLeft)) {
        best = period;
      }
    }
    if (best == Integer.MAX_VALUE) {
      return Optional.empty();
    }
    int last = count - 1 - best;
    while (last >= 0 && values.get(last) == values.get(last + best)) {
      last--;
    }
    int preperiod = last + 1;
    return Optional.of(
        new Periodicity(
            preperiod, best, isProven(count, preperiod, best, maxTaken, mostHeapsLeft), count - 1));
  }

  /**
   * Whether a period holding from a preperiod on, among N values, is reported: proven, or seen long
   * enough.
   */
  private static boolean reported(
      int count, int preperiod, int period, int maxTaken, int mostHeapsLeft) {
    return 2L * period <= count
        && (isProven(count, preperiod, period, maxTaken, mostHeapsLeft)
            || count - preperiod >= 2L * period + preperiod);
  }

  /**
   * Whether N values cover the theorem's stretch for a period and preperiod: n + p up to k·e' + k·p
   * + t − 1.
   */
  static boolean isProven(int count, int preperiod, int period, int maxTaken, int mostHeapsLeft) {
    long lastNeeded =
        (long) mostHeapsLeft * Math.max(preperiod, 1)
            + (long) mostHeapsLeft * period
            + maxTaken
            - 1;
    return lastNeeded <= count - 1;
  }

  /**
   * The value of any heap, from the values up to the end of the first period.
   *
   * @param values G(0 .. preperiod + period − 1) at least
   * @param heap any heap, up to 10^18
   * @return G(heap)
   */
  int valueOf(GrundyValues values, long heap) {
    if (heap < preperiod + period) {
      return values.get((int) heap);
    }
    return values.get((int) (preperiod + (heap - preperiod) % period));
  }
}
