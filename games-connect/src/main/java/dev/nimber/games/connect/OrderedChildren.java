package dev.nimber.games.connect;

import dev.nimber.api.RankedPositions.Expansion;

/**
 * A board's children kept in the order the engine's weak search should try them: the highest score
 * first, equal scores in the order added (an insertion sort, for the few moves of a board). Reused
 * from board to board.
 */
final class OrderedChildren {

  private final long[] codes;
  private final int[] scores;
  private int count;

  /**
   * @param most the most children a board has
   */
  OrderedChildren(int most) {
    codes = new long[most];
    scores = new int[most];
  }

  /** Forgets the children of the board before. */
  void clear() {
    count = 0;
  }

  /** Adds a child after those that score as much or more. */
  void add(int score, long code) {
    int at = count++;
    while (at > 0 && scores[at - 1] < score) {
      scores[at] = scores[at - 1];
      codes[at] = codes[at - 1];
      at--;
    }
    scores[at] = score;
    codes[at] = code;
  }

  /** Reports the children, in order, in the tier below the board's. */
  void report(int tier, Expansion into) {
    for (int i = 0; i < count; i++) {
      into.child(tier - 1, codes[i]);
    }
  }
}
