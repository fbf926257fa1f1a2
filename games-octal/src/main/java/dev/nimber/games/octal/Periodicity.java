package dev.nimber.games.octal;

import java.util.Optional;

/**
 * The period of a Grundy sequence, with the octal periodicity theorem's proof: for an octal game whose moves take at
 * most t tokens, if G(n + p) = G(n) for every n with e ≤ n &lt; 2e + p + t, then G(n + p) = G(n) for every n ≥ e
 * (Guy and Smith 1956; Berlekamp, Conway and Guy, Winning Ways, ch. 4). So a period seen over that stretch is proven
 * for all heaps.
 *
 * @param preperiod e, the first heap from which the values repeat
 * @param period p
 * @param proven whether the values known cover the theorem's stretch, n + p up to 2e + 2p + t − 1
 * @param seenUpTo the largest heap whose value was known when the period was found
 */
public record Periodicity(int preperiod, int period, boolean proven, int seenUpTo) {

  /**
   * The shortest period the values show and its least preperiod, or empty when none does: for each p from 1 on, the
   * last heap n with G(n) ≠ G(n + p) is found by looking back from the end, which stops at once for most wrong p. A
   * period is only reported once the values repeat over at least the theorem's stretch or, when that is not yet known,
   * over as many values as the period and the preperiod together (so that a period seen once is not taken for one).
   * Time O(N + P · k) for N values, P periods tried and k values looked back each (small for wrong periods), plus
   * O(N) for the right one.
   *
   * @param values G(0 .. N − 1)
   * @param maxTaken t, the most tokens a move takes
   * @return the period found, proven or not
   */
  public static Optional<Periodicity> find(int[] values, int maxTaken) {
    int count = values.length;
    for (int period = 1; 2 * period <= count; period++) {
      int last = count - 1 - period;
      while (last >= 0 && values[last] == values[last + period]) {
        last--;
      }
      int preperiod = last + 1;
      long stretchEnd = 2L * preperiod + 2L * period + maxTaken - 1;
      boolean proven = stretchEnd <= count - 1;
      if (proven || count - preperiod >= 2L * period + preperiod) {
        return Optional.of(new Periodicity(preperiod, period, proven, count - 1));
      }
    }
    return Optional.empty();
  }

  /**
   * The value of any heap, from the values up to the end of the first period.
   *
   * @param values G(0 .. preperiod + period − 1) at least
   * @param heap any heap, up to 10^18
   * @return G(heap)
   */
  public int valueOf(int[] values, long heap) {
    if (heap < preperiod + period) {
      return values[(int) heap];
    }
    return values[(int) (preperiod + (heap - preperiod) % period)];
  }
}
