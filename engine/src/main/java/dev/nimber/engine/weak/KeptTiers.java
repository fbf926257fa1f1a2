package dev.nimber.engine.weak;

import java.util.ArrayList;
import java.util.List;

/**
 * Which tiers the weak search keeps in its table. A look-up that misses the processor's caches
 * costs as much as searching a few positions again, and near the end of a game most searches are
 * that short: there the table costs more time than it saves. So, for each of the lowest {@value
 * #TIERS} tiers, this counts the positions the search expands there and the visits their searches
 * take, in windows of {@value #WINDOW} expansions, and at the end of each window decides for the
 * next: a kept tier whose searches averaged fewer than {@value #UNKEPT_BELOW} visits is no longer
 * looked up nor stored; an unkept tier whose searches averaged more than {@value #KEPT_ABOVE} (the
 * table's absence having made them long) is kept again.
 *
 * <p>The decisions change the work, never a value (the table is a cache of proved bounds), and
 * depend only on the search's own sequence of visits, so a run repeats them. Only for a tiered
 * search: every move lowers the tier, so a low tier's searches are short lines. O(1) a call; memory
 * O({@value #TIERS}). Not thread-safe: one search's.
 */
final class KeptTiers {

  /** The tiers watched: 0 up to this, exclusive; higher tiers are always kept. */
  static final int TIERS = 64;

  /** The expansions of a tier between two decisions. */
  static final int WINDOW = 4_096;

  /** A kept tier whose searches average fewer visits than this is dropped from the table. */
  static final int UNKEPT_BELOW = 6;

  /** An unkept tier whose searches average more visits than this is kept again. */
  static final int KEPT_ABOVE = 2 * UNKEPT_BELOW;

  private final int[] expanded;
  private final long[] visits;
  private final boolean[] unkept;

  /**
   * @param tiered whether every move of the search lowers the tier; if not (positions as objects,
   *     all in one tier, whose searches no tier bounds) every tier is kept
   */
  KeptTiers(boolean tiered) {
    int watched = tiered ? TIERS : 0;
    expanded = new int[watched];
    visits = new long[watched];
    unkept = new boolean[watched];
  }

  /** Whether the table keeps and is asked for the positions of a tier. */
  boolean kept(int tier) {
    return tier >= unkept.length || !unkept[tier];
  }

  /** The tiers left out of the table now, lowest first. */
  List<Integer> unkept() {
    List<Integer> tiers = new ArrayList<>();
    for (int tier = 0; tier < unkept.length; tier++) {
      if (unkept[tier]) {
        tiers.add(tier);
      }
    }
    return tiers;
  }

  /**
   * Counts the search of a position the search expanded.
   *
   * @param tier the position's tier
   * @param visitsTaken the visits its search took, its own among them
   */
  void searched(int tier, long visitsTaken) {
    if (tier >= unkept.length) {
      return;
    }
    visits[tier] += visitsTaken;
    if (++expanded[tier] == WINDOW) {
      unkept[tier] =
          unkept[tier]
              ? visits[tier] <= (long) KEPT_ABOVE * WINDOW
              : visits[tier] < (long) UNKEPT_BELOW * WINDOW;
      expanded[tier] = 0;
      visits[tier] = 0;
    }
  }
}
