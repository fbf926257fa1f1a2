package dev.nimber.engine.weak;

import static dev.nimber.engine.weak.WeakScores.M;
import static dev.nimber.engine.weak.WeakScores.NONTERMINAL_MAX;

/**
 * The exact score of a position (in {@link WeakScores}' convention) from null-window searches of
 * it: two to find the outcome (is the score at least 1? at most -1?), then the remoteness of a win
 * or a loss by bisecting the score, at most log2(tier) more where the tier bounds the remoteness;
 * where nothing bounds it, probes from the quick end at distances that double first, then bisects
 * what they bracket.
 */
final class NullWindows {

  /** A fail-soft search of the position with the window (alpha, beta). */
  interface Probe {
    int search(int alpha, int beta);
  }

  private NullWindows() {}

  /**
   * The score of a position that is not terminal.
   *
   * @param probe searches the position
   * @param tier the position's tier, which bounds its remoteness; -1 when nothing does
   * @return the exact score
   */
  static int exactScore(Probe probe, int tier) {
    int wins = probe.search(0, 1);
    if (wins >= 1) {
      return tier >= 0
          ? bisect(probe, Math.max(wins, M - tier), NONTERMINAL_MAX)
          : gallop(probe, wins, NONTERMINAL_MAX, false);
    }
    int loses = probe.search(-1, 0);
    if (loses <= -1) {
      return tier >= 0
          ? bisect(probe, -NONTERMINAL_MAX, Math.min(loses, -(M - tier)))
          : gallop(probe, -NONTERMINAL_MAX, loses, true);
    }
    return 0;
  }

  /**
   * The exact score known to lie in [low, high] when no tier bounds the remoteness: probes from the
   * quick end (a fast win, near {@code high}; a fast loss, near {@code low}) at distances that
   * double, then bisects what they bracket.
   */
  private static int gallop(Probe probe, int low, int high, boolean fromLow) {
    for (int step = 1; low < high; step *= 2) {
      int at =
          fromLow
              ? (int) Math.min(high, (long) low + step)
              : (int) Math.max(low + 1L, (long) high - step + 1);
      int found = probe.search(at - 1, at);
      if (found >= at) {
        low = Math.max(found, at);
        if (!fromLow) {
          break;
        }
      } else {
        high = Math.min(found, at - 1);
        if (fromLow) {
          break;
        }
      }
    }
    return bisect(probe, low, high);
  }

  /** The exact score known to lie in [low, high], by null-window searches halving the interval. */
  private static int bisect(Probe probe, int low, int high) {
    while (low < high) {
      int middle = low + (high - low + 1) / 2;
      int found = probe.search(middle - 1, middle);
      if (found >= middle) {
        low = Math.max(found, middle);
      } else {
        high = Math.min(found, middle - 1);
      }
    }
    return low;
  }
}
