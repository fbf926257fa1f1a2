package dev.nimber.engine.weak;

import java.util.ArrayList;
import java.util.List;

/**
 * Which of its two tables the weak search keeps a tier's positions in: the large one, which grows
 * to hundreds of megabytes and whose look-ups miss the processor's caches, or a small one of
 * {@value #SMALL_TABLE_ENTRIES} entries, which stays in them. Near the end of a game searches are
 * short and many: kept in the large table, their positions would each cost a look-up that misses
 * the caches, and push out the entries of higher tiers, whose searches are long. So, for each of
 * the lowest {@value #TIERS} tiers, this counts the positions the search expands there and the
 * visits their searches take, in windows of {@value #WINDOW} expansions, and at the end of each
 * window decides for the next: a tier in the large table whose searches averaged fewer than {@value
 * #SMALL_BELOW} visits moves to the small one; a tier in the small table whose searches averaged
 * more than {@value #LARGE_ABOVE} (the small table having been too small for it) moves back. This
 * holds the small table, and gives the search the table of each tier.
 *
 * <p>The decisions change the work, never a value (both tables are caches of proved bounds), and
 * depend only on the search's own sequence of visits, so a run repeats them. Only for a tiered
 * search: every move lowers the tier, so a low tier's searches are short lines. O(1) a call; memory
 * O({@value #TIERS}) and the small table's 512 KiB. Not thread-safe: one search's.
 */
final class TableTiers {

  /** The tiers watched: 0 up to this, exclusive; higher tiers are always in the large table. */
  static final int TIERS = 64;

  private static final int WINDOW_BITS = 12;

  /** The expansions of a tier between two decisions. */
  static final int WINDOW = 1 << WINDOW_BITS;

  /** A tier in the large table whose searches average fewer visits than this moves to the small. */
  static final int SMALL_BELOW = 30;

  /** A tier in the small table whose searches average more visits than this moves back. */
  static final int LARGE_ABOVE = 2 * SMALL_BELOW;

  /**
   * The entries of the small table: 512 KiB, within the second-level cache of one core of current
   * processors.
   */
  static final int SMALL_TABLE_ENTRIES = 1 << 15;

  private final int[] expanded;
  private final long[] visits;

  /** For each tier watched, the index in {@link #tables} of its table: 1 for the small one. */
  private final int[] small;

  /** The large table, then the small one (the large again for a search that is not tiered). */
  private final ScoreTable[] tables;

  /**
   * @param tiered whether every move of the search lowers the tier; if not (positions as objects,
   *     all in one tier, whose searches no tier bounds) every tier is in the large table, and there
   *     is no small one
   * @param large the large table
   */
  TableTiers(boolean tiered, ScoreTable large) {
    int watched = tiered ? TIERS : 0;
    expanded = new int[watched];
    visits = new long[watched];
    small = new int[watched];
    tables = new ScoreTable[] {large, tiered ? ScoreTable.keepingWork(SMALL_TABLE_ENTRIES) : large};
  }

  /** Whether the positions of a tier are kept in, and looked up in, the small table. */
  boolean inSmallTable(int tier) {
    return tableOf(tier) != tables[0];
  }

  /** The table that keeps a tier's positions. */
  ScoreTable tableOf(int tier) {
    return tables[tier < small.length ? small[tier] : 0];
  }

  /**
   * Starts a question in both tables ({@link ScoreTable#newQuestion}; in the one table of a search
   * that is not tiered, once).
   */
  void newQuestion() {
    tables[0].newQuestion();
    if (tables[1] != tables[0]) {
      tables[1].newQuestion();
    }
  }

  /** The tiers in the small table now, lowest first. */
  List<Integer> smallTableTiers() {
    List<Integer> tiers = new ArrayList<>();
    for (int tier = 0; tier < small.length; tier++) {
      if (small[tier] == 1) {
        tiers.add(tier);
      }
    }
    return tiers;
  }

  /**
   * Counts the search of a position the search expanded. Without a branch on the window's end or on
   * the decision: the search's optimizing compiler, which compiles this into the search, would
   * otherwise meet a branch its profile had never seen taken (the first window's end, the first
   * tier to move), throw the compiled search away and compile it again.
   *
   * @param tier the position's tier
   * @param visitsTaken the visits its search took, its own among them
   */
  void searched(int tier, long visitsTaken) {
    if (tier >= small.length) {
      return;
    }
    long sum = visits[tier] + visitsTaken;
    int count = expanded[tier] + 1;
    int ends = count >>> WINDOW_BITS;
    int wasSmall = small[tier];
    long below =
        (long) SMALL_BELOW * WINDOW + wasSmall * ((long) (LARGE_ABOVE - SMALL_BELOW) * WINDOW + 1);
    int nowSmall = (int) ((sum - below) >>> 63);
    small[tier] = wasSmall ^ (wasSmall ^ nowSmall) & -ends;
    expanded[tier] = count & (WINDOW - 1);
    visits[tier] = sum & (ends - 1L);
  }
}
