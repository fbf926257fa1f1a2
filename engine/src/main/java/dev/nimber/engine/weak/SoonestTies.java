package dev.nimber.engine.weak;

import static dev.nimber.engine.weak.WeakScores.NOT_TERMINAL;
import static dev.nimber.engine.weak.WeakScores.terminalScore;

import java.util.HashMap;
import java.util.Map;

/**
 * The weak search's remoteness of a tie where the game does not say its ties come at tier 0: the
 * soonest tie, which both players prefer, is not a zero-sum score, so it is searched apart from the
 * null windows: one more than the least soonest tie among the tied children (a child decided as a
 * tie counts 0), depth first, with a memo of the tied positions met by their keys. Time: a tie test
 * ({@link AlphaBetaValues#isTie}) for each child of each tied position met; memory: the memo. Not
 * thread-safe: one search's.
 */
final class SoonestTies {

  private final AlphaBetaValues search;
  private final boolean tiered;
  private final boolean misere;
  private final Map<Long, Integer> memo = new HashMap<>();

  /**
   * @param search the search whose tied positions these are
   * @param tiered whether every move lowers the tier; otherwise a repeat on the line is refused
   * @param misere whether the player who makes the last move loses
   */
  SoonestTies(AlphaBetaValues search, boolean tiered, boolean misere) {
    this.search = search;
    this.tiered = tiered;
    this.misere = misere;
  }

  /**
   * The soonest tie from a position the search found tied.
   *
   * @param tier its tier
   * @param code its code
   * @return the remoteness of its soonest tie
   */
  long from(int tier, long code) {
    return tiered ? searched(tier, code) : search.alongTheLine(code, () -> searched(tier, code));
  }

  private long searched(int tier, long code) {
    long key = search.keyOf(tier, code);
    Integer known = memo.get(key);
    if (known != null) {
      return known;
    }
    Plies.Ply ply = search.expandFirst(tier, code);
    if (ply.verdict != null) {
      return 0;
    }
    int[] tiers = ply.tiers.clone();
    long[] codes = ply.codes.clone();
    int count = ply.count;
    long soonest = Long.MAX_VALUE;
    for (int i = 0; i < count; i++) {
      int terminal = terminalScore(search.expandFirst(tiers[i], codes[i]), misere);
      if (terminal == NOT_TERMINAL ? search.isTie(tiers[i], codes[i]) : terminal == 0) {
        soonest = Math.min(soonest, 1 + (terminal == NOT_TERMINAL ? from(tiers[i], codes[i]) : 0));
      }
    }
    if (soonest == Long.MAX_VALUE) {
      throw new IllegalStateException(
          "the search found tier "
              + tier
              + " code "
              + code
              + " tied but none of its moves leads to a tie");
    }
    memo.put(key, (int) soonest);
    return soonest;
  }
}
