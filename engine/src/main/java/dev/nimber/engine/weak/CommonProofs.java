package dev.nimber.engine.weak;

/**
 * What weak searches of the same rules on different threads share when each keeps a table of its
 * own (those raced by helpers, and an opening book's): the entries of positions whose search took
 * at least {@value #LEAST_WORK} visits (once: an entry carries the most work any search of its
 * position took, so that the cheap searches that later narrow its bounds share them too), in one
 * table read and written by all without locks ({@link ScoreTable#shared}). A search writes each
 * such entry there besides its own table, and reads there only where its own table holds nothing
 * and within {@value #NEAR_ROOT} moves of the position asked: positions near the start of a game
 * that another thread may have searched as part of its own question.
 *
 * <p>Each search keeps its own table for the rest, which costs no traffic between threads: most
 * visits are far from the position asked, where entries are light and the threads' questions rarely
 * meet. The entries are bounds proved under the same rules, so the sharing changes the work, never
 * a value; which entries a search finds depends on the threads' timing. For numbered searches only,
 * whose codes the coding's contract makes the same for every search of the rules. O(1) a call;
 * memory: {@value ScoreTable#SHARED_BYTES_PER_ENTRY} bytes an entry, up to {@value #MOST_ENTRIES}
 * entries. Thread-safe.
 */
final class CommonProofs {

  /** The visits behind an entry, at least, for it to be shared. */
  static final int LEAST_WORK = 1_024;

  /** The moves from the position asked, fewer than this, within which a search reads the table. */
  static final int NEAR_ROOT = 8;

  /** The entries the table may grow to: 20 MiB. */
  static final int MOST_ENTRIES = 1 << 20;

  private static final int LEAST_WORK_BITS =
      Integer.SIZE - Integer.numberOfLeadingZeros(LEAST_WORK);

  private final ScoreTable table = ScoreTable.shared(MOST_ENTRIES);

  /**
   * The entry shared for a key, when the search is near the position asked.
   *
   * @param key a nonzero key
   * @param depth the moves from the position asked
   * @return the entry, or 0 for none (or none read this deep)
   */
  long get(long key, int depth) {
    return depth < NEAR_ROOT ? table.get(key) : 0;
  }

  /**
   * Shares an entry when its work is at least {@value #LEAST_WORK} visits.
   *
   * @param key a nonzero key
   * @param entry an entry whose top byte is the bit length of the visits behind it ({@link
   *     ScoreTable#WORK_SHIFT})
   */
  void offer(long key, long entry) {
    if (entry >>> ScoreTable.WORK_SHIFT >= LEAST_WORK_BITS) {
      table.put(key, entry);
    }
  }
}
