package dev.nimber.engine.weak;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The weak search's transposition table: for each position it holds, a nonzero 64-bit entry (the
 * bounds proved on its score and the move that proved them), under the position's nonzero 64-bit
 * key. One slot a key, found by hashing; a position stored at a taken slot replaces what was there,
 * which costs a search time, never correctness. A table {@linkplain #keepingWork keeping work}
 * gives each key a pair of slots side by side instead: the first keeps, of the entries that met
 * there, the one with the most work behind it (the entry's top byte: the searches of the positions
 * near the start of a game, which later questions would otherwise search again), the second the
 * latest of the others; a look-up reads both.
 *
 * <p>The table starts at {@value #FIRST_ENTRIES} slots (or its most, if fewer) and grows fourfold
 * whenever half its slots are taken and one question ({@link #newQuestion}) wrote new keys into at
 * least as many, up to its most; it looks once in {@value #PUTS_BETWEEN_GROWTH_CHECKS} stores. A
 * slot's key and entry sit side by side in one array, so that a look-up reads one cache line.
 * Memory: 16 bytes a slot; when shared, 20 (18 for a table keeping work: a version a pair).
 *
 * <p>Shared by several threads ({@link #shared}), each slot (each pair of a table keeping work) is
 * a sequence lock: a writer that finds the slot's version even raises it to odd, writes, and raises
 * it to even again (a writer that finds it odd, or loses the race to raise it, stores nothing); a
 * reader takes key and entry only when the version was even before and is the same after, so it
 * never pairs one position's key with another's entry. One thread at a time grows a shared table,
 * copying the slots it reads consistently; what others store meanwhile in the old slots is lost,
 * which costs time. A shared table counts one store in {@value #SAMPLED_STORES} (by its key), so
 * that the threads do not all write the same counts on every store. A table keeping work is shared
 * only while its thread lends it ({@link #lend}), and costs nothing for the versions otherwise; one
 * made for searches on several threads at once ({@link #forSearchesAtOnce}) is shared for good.
 */
public final class ScoreTable {

  private static final VarHandle VERSIONS = MethodHandles.arrayElementVarHandle(int[].class);

  /** One generation of the table's slots, replaced whole when the table grows. */
  private static final class Slots {
    /** Slot i's key at 2i, its entry at 2i + 1. */
    final long[] cells;

    final int size;

    /**
     * The versions when shared, one a slot, or one a pair of slots for a table keeping work; null
     * otherwise.
     */
    final int[] versions;

    final int shift;

    Slots(int size, boolean shared, boolean pairs) {
      this.size = size;
      cells = new long[2 * size];
      versions = shared ? new int[pairs ? size >> 1 : size] : null;
      shift = 64 - Integer.numberOfTrailingZeros(size);
    }

    /**
     * The same slots of a table keeping work, with a version a pair, all even: for a table that
     * threads are about to share.
     */
    Slots(Slots unshared) {
      size = unshared.size;
      cells = unshared.cells;
      versions = new int[size >> 1];
      shift = unshared.shift;
    }

    /** The index in {@link #cells} of a key's slot: its key's. */
    int slotOf(long key) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift) << 1;
    }

    /** The index in {@link #cells} of the first of a key's pair of slots. */
    int pairOf(long key) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> (shift + 1)) << 2;
    }
  }

  /**
   * Where an entry of a table that keeps work holds the work behind it: its top byte, compared
   * unsigned (the weak search puts there the bit length of the positions its search visited).
   */
  static final int WORK_SHIFT = 56;

  /** The entries a table starts with; it grows as positions fill it, up to its most. */
  static final int FIRST_ENTRIES = 1 << 14;

  /**
   * The stores between two looks at whether the table should grow, a power of two. A store counts
   * without a branch, and only one store in so many looks: the search's optimizing compiler
   * compiles the store into the search, and a branch its profile had never seen taken (the first
   * growth) would make it throw the compiled search away and compile it again.
   */
  static final int PUTS_BETWEEN_GROWTH_CHECKS = 1 << 10;

  /** Bytes one entry takes. */
  public static final int BYTES_PER_ENTRY = 16;

  /** Bytes one entry of a table shared by threads takes: the entry and a version. */
  public static final int SHARED_BYTES_PER_ENTRY = 20;

  /**
   * Bytes one entry of a table keeping work takes once lent ({@link #lend}): the entry and half a
   * version, one for each pair of slots.
   */
  public static final int LENT_BYTES_PER_ENTRY = 18;

  /**
   * The entries a table within so many bytes holds: the largest power of two that fits, from 1,024
   * to 2^29 (a table of 8 GiB, whose slots fill one array).
   *
   * @param tableBytes the most bytes
   * @return the entries
   */
  public static int entriesWithin(long tableBytes) {
    return (int)
        Long.highestOneBit(Math.max(1024, Math.min(1L << 29, tableBytes / BYTES_PER_ENTRY)));
  }

  /**
   * The entries a table keeping work within so many bytes holds when it is lent to so many threads
   * in all ({@link AlphaBetaValues#onThreads}): {@value #LENT_BYTES_PER_ENTRY} bytes an entry for
   * more than one.
   *
   * @param tableBytes the most bytes
   * @param threads the threads, at least 1
   * @return the entries
   */
  public static int entriesWithin(long tableBytes, int threads) {
    return entriesWithin(
        threads == 1 ? tableBytes : tableBytes / LENT_BYTES_PER_ENTRY * BYTES_PER_ENTRY);
  }

  /**
   * A shared table counts the stores of the keys that are 0 modulo this, a power of two, each for
   * so many.
   */
  static final int SAMPLED_STORES = 64;

  private final int mostEntries;

  /**
   * Whether other threads use the table now: always for {@link #shared}; for a table keeping work,
   * from {@link #lend} to {@link #takeBack}, which its thread calls while no other uses it.
   */
  private boolean shared;

  /** Whether a key has a pair of slots, the first keeping the entry with the most work. */
  private final boolean pairs;

  /** Whether the table stays shared when taken back ({@link #forSearchesAtOnce}). */
  private final boolean sharedForGood;

  private final AtomicBoolean growing = new AtomicBoolean();
  private volatile Slots slots;

  /**
   * Slots holding an entry; when shared, a count that may miss a few, since threads add to it
   * without locking.
   */
  private int used;

  /**
   * The writes of a key into a slot that held another (or none) since {@link #newQuestion}: at
   * least the slots the question being answered took; when shared, a count that may miss a few.
   */
  private int written;

  /**
   * The stores so far, which time the looks at growing; when shared, a count that may miss a few.
   */
  private int puts;

  private ScoreTable(int mostEntries, boolean shared, boolean pairs) {
    this.mostEntries = mostEntries;
    this.shared = shared;
    this.pairs = pairs;
    this.sharedForGood = shared && pairs;
    this.slots = new Slots(Math.min(mostEntries, FIRST_ENTRIES), shared, pairs);
  }

  /**
   * A table one thread uses.
   *
   * @param mostEntries the most slots, a power of two
   * @return the table
   */
  static ScoreTable forOneThread(int mostEntries) {
    return new ScoreTable(mostEntries, false, false);
  }

  /**
   * A table one thread uses, whose entries keep in their top byte the work behind them ({@link
   * #WORK_SHIFT}): each key has two slots side by side, the first keeping the entry with the most
   * work of those that met there, the second the latest of the others.
   *
   * @param mostEntries the most slots, a power of two, at least 2
   * @return the table
   */
  static ScoreTable keepingWork(int mostEntries) {
    return new ScoreTable(mostEntries, false, true);
  }

  /**
   * A table one thread uses, keeping work ({@link #keepingWork}), of the entries within so many
   * bytes ({@link #entriesWithin(long)}).
   *
   * @param tableBytes the most bytes
   * @return the table
   */
  static ScoreTable keepingWorkWithin(long tableBytes) {
    return keepingWork(entriesWithin(tableBytes));
  }

  /**
   * A table keeping work ({@link #keepingWork}) that several threads use at once from the start and
   * for good, each search with its helpers: lending it and taking it back change nothing. The weak
   * searches of one ruleset's questions asked on several threads at once search on one ({@link
   * WeakSearches}). {@value #LENT_BYTES_PER_ENTRY} bytes an entry.
   *
   * @param mostEntries the most slots, a power of two, at least 2
   * @return the table
   */
  static ScoreTable forSearchesAtOnce(int mostEntries) {
    return new ScoreTable(mostEntries, true, true);
  }

  /**
   * A table several threads use at once.
   *
   * @param mostEntries the most slots, a power of two
   * @return the table
   */
  static ScoreTable shared(int mostEntries) {
    return new ScoreTable(mostEntries, true, false);
  }

  /**
   * Lets other threads use the table from now, until {@link #takeBack}: called by the thread that
   * uses it, before it hands the table on by an action that orders its writes before the others'
   * reads (starting them, or a queue's hand-over). Versions are made for the slots when they have
   * none, in O(slots).
   *
   * @throws IllegalStateException for a table that does not keep work (those are shared from the
   *     start or never)
   */
  void lend() {
    if (!pairs) {
      throw new IllegalStateException("only a table keeping work is lent");
    }
    if (slots.versions == null) {
      slots = new Slots(slots);
    }
    shared = true;
  }

  /**
   * The table back to one thread: called by the thread that lent it, once every other thread that
   * used it has stopped, in an order that makes their writes visible to it (such as waiting for
   * them to end). Its versions stay, even, for the next loan.
   */
  void takeBack() {
    if (pairs && !sharedForGood) {
      shared = false;
    }
  }

  /**
   * Stores every entry of this table in another ({@link #put}), which first grows to twice the
   * entries this one holds, up to its most, so that they fit. Either table may be in use by other
   * threads when shared: an entry this one's writers hold meanwhile is left out. O(this table's
   * slots).
   *
   * @param other a table of the same rules' keys
   */
  void copyInto(ScoreTable other) {
    other.reserve(used);
    Slots held = slots;
    for (int i = 0; i < held.cells.length; i += 2) {
      long key = held.cells[i];
      long entry = entryAt(held, i, key);
      if (entry != 0) {
        other.put(key, entry);
      }
    }
  }

  /**
   * The entry of a key read from the slot at index {@code i} of {@link Slots#cells}, read
   * consistently when shared: 0 for no key, or when the key is no longer there or a writer holds
   * its slot.
   */
  private long entryAt(Slots held, int i, long key) {
    if (key == 0) {
      return 0;
    }
    return !shared ? held.cells[i + 1] : pairs ? readPair(held, i & -4, key) : read(held, i, key);
  }

  /**
   * Grows the table until it has twice as many slots as the entries given, or its most; when
   * shared, one thread at a time.
   */
  private void reserve(int entries) {
    for (Slots held = slots; held.size < Math.min(mostEntries, 2L * entries); held = slots) {
      if (!growFrom(held)) {
        Thread.onSpinWait();
      }
    }
  }

  /** Whether other threads may use the table now: its reads and stores take the versions. */
  boolean shared() {
    return shared;
  }

  /**
   * Starts the count of the slots a question takes: the table grows when half its slots are taken
   * and the question being answered took at least as many, not when the questions before filled it,
   * so that a batch of small questions keeps a small table, which stays in the processor's cache.
   */
  void newQuestion() {
    written = 0;
  }

  /** The most slots the table may grow to. */
  int mostEntries() {
    return mostEntries;
  }

  /**
   * The entry kept for a key.
   *
   * @param key a nonzero key
   * @return the entry, or 0 when none is kept (or, when shared, a writer holds the slot)
   */
  long get(long key) {
    Slots held = slots;
    if (pairs) {
      long[] cells = held.cells;
      int pair = held.pairOf(key);
      if (shared) {
        return readPair(held, pair, key);
      }
      return cells[pair] == key ? cells[pair + 1] : cells[pair + 2] == key ? cells[pair + 3] : 0;
    }
    int slot = held.slotOf(key);
    if (!shared) {
      return held.cells[slot] == key ? held.cells[slot + 1] : 0;
    }
    return read(held, slot, key);
  }

  /**
   * A shared slot's entry when its key is the one given and no writer changed it while it was read;
   * else 0.
   */
  private static long read(Slots held, int slot, long key) {
    int before = (int) VERSIONS.getAcquire(held.versions, slot >> 1);
    if ((before & 1) != 0) {
      return 0;
    }
    long foundKey = held.cells[slot];
    long entry = held.cells[slot + 1];
    VarHandle.acquireFence();
    int after = (int) VERSIONS.getVolatile(held.versions, slot >> 1);
    return before == after && foundKey == key ? entry : 0;
  }

  /**
   * A lent table's entry for a key in its pair when no writer changed the pair while it was read.
   */
  private static long readPair(Slots held, int pair, long key) {
    int before = (int) VERSIONS.getAcquire(held.versions, pair >> 2);
    if ((before & 1) != 0) {
      return 0;
    }
    long[] cells = held.cells;
    long entry =
        cells[pair] == key ? cells[pair + 1] : cells[pair + 2] == key ? cells[pair + 3] : 0;
    VarHandle.acquireFence();
    int after = (int) VERSIONS.getVolatile(held.versions, pair >> 2);
    return before == after ? entry : 0;
  }

  /**
   * Keeps an entry under a key, in place of what its slot held.
   *
   * @param key a nonzero key
   * @param entry a nonzero entry
   */
  void put(long key, long entry) {
    Slots held = slots;
    if (shared) {
      putShared(held, key, entry);
      return;
    }
    if (pairs) {
      counts(place(held, key, entry), key, 1);
    } else {
      int slot = held.slotOf(key);
      long before = held.cells[slot];
      held.cells[slot] = key;
      held.cells[slot + 1] = entry;
      counts(before, key, 1);
    }
    if ((++puts & (PUTS_BETWEEN_GROWTH_CHECKS - 1)) == 0) {
      growIfFull(held);
    }
  }

  /**
   * Stores in a shared table's slot (its pair, for a table keeping work), unless another writer
   * holds it; counts the store when its key is sampled ({@value #SAMPLED_STORES}).
   */
  private void putShared(Slots held, long key, long entry) {
    int at = pairs ? held.pairOf(key) : held.slotOf(key);
    int lock = pairs ? at >> 2 : at >> 1;
    int version = (int) VERSIONS.getAcquire(held.versions, lock);
    if ((version & 1) != 0 || !VERSIONS.compareAndSet(held.versions, lock, version, version + 1)) {
      return;
    }
    long before;
    if (pairs) {
      before = place(held, key, entry);
    } else {
      before = held.cells[at];
      held.cells[at] = key;
      held.cells[at + 1] = entry;
    }
    VERSIONS.setRelease(held.versions, lock, version + 2);
    if ((key & (SAMPLED_STORES - 1)) == 0) {
      counts(before, key, SAMPLED_STORES);
      if ((++puts & (PUTS_BETWEEN_GROWTH_CHECKS / SAMPLED_STORES - 1)) == 0) {
        growIfFull(held);
      }
    }
  }

  /**
   * Counts a key written over what its slot held ({@code before}: 0 for nothing, the key itself
   * when it was there), as so many stores ({@code weight}: 1, or the stores a sampled one stands
   * for), without a branch ({@link #PUTS_BETWEEN_GROWTH_CHECKS}).
   */
  private void counts(long before, long key, int weight) {
    long changed = before ^ key;
    int isNew = (int) ((changed | -changed) >>> 63);
    written += isNew * weight;
    used += (isNew & (int) (~(before | -before) >>> 63)) * weight;
  }

  /**
   * Grows the table when half its slots are taken, the question being answered having written as
   * many new keys, and it has room to grow; when shared, one thread at a time.
   */
  private void growIfFull(Slots held) {
    if (used <= held.size / 2 || written <= held.size / 2 || held.size >= mostEntries) {
      return;
    }
    growFrom(held);
  }

  /**
   * Grows the table from the slots held, unless another thread has grown them already; when shared,
   * one thread at a time.
   *
   * @return false when another thread is growing the table now, so nothing was done
   */
  private boolean growFrom(Slots held) {
    if (!shared) {
      grow(held);
      return true;
    }
    if (!growing.compareAndSet(false, true)) {
      return false;
    }
    try {
      if (slots == held) {
        grow(held);
      }
    } finally {
      growing.set(false);
    }
    return true;
  }

  /**
   * Puts an entry in its key's pair of slots: over the key's own entry (keeping the larger work of
   * the two); else in the first slot when empty or when its entry has no more work, the first's
   * entry moving to the second; else in the second.
   *
   * @return the key the pair no longer holds (0 for none), or the key itself when it was there
   */
  private static long place(Slots held, long key, long entry) {
    long[] cells = held.cells;
    int pair = held.pairOf(key);
    if (cells[pair] == key) {
      cells[pair + 1] = withMoreWork(entry, cells[pair + 1]);
      return key;
    }
    if (cells[pair + 2] == key) {
      long kept = withMoreWork(entry, cells[pair + 3]);
      if (cells[pair] != 0 && (kept >>> WORK_SHIFT) <= (cells[pair + 1] >>> WORK_SHIFT)) {
        cells[pair + 3] = kept;
        return key;
      }
      cells[pair + 2] = cells[pair];
      cells[pair + 3] = cells[pair + 1];
      cells[pair] = key;
      cells[pair + 1] = kept;
      return key;
    }
    return insert(cells, pair, key, entry);
  }

  /**
   * Puts the entry of a key its pair does not hold: in the first slot when empty or when its entry
   * has no more work, the first's entry moving to the second; else in the second. Growing moves
   * each entry with this alone (a key is in one slot at most), so that the profile of {@link
   * #place}'s look-up, which the search's compiler reads, is the search's.
   *
   * @return the key the pair no longer holds, 0 for none
   */
  private static long insert(long[] cells, int pair, long key, long entry) {
    long dropped = cells[pair + 2];
    if (cells[pair] == 0) {
      dropped = 0;
    } else if ((entry >>> WORK_SHIFT) >= (cells[pair + 1] >>> WORK_SHIFT)) {
      cells[pair + 2] = cells[pair];
      cells[pair + 3] = cells[pair + 1];
    } else {
      cells[pair + 2] = key;
      cells[pair + 3] = entry;
      return dropped;
    }
    cells[pair] = key;
    cells[pair + 1] = entry;
    return dropped;
  }

  /** An entry with the larger of its own work and another's. */
  private static long withMoreWork(long entry, long other) {
    return (other >>> WORK_SHIFT) > (entry >>> WORK_SHIFT)
        ? entry & ((1L << WORK_SHIFT) - 1) | other & (-1L << WORK_SHIFT)
        : entry;
  }

  private void grow(Slots old) {
    Slots grown = new Slots((int) Math.min(mostEntries, 4L * old.size), shared, pairs);
    int taken = 0;
    for (int i = 0; i < old.cells.length; i += 2) {
      long key = old.cells[i];
      long entry = entryAt(old, i, key);
      if (entry != 0 && pairs) {
        taken += insert(grown.cells, grown.pairOf(key), key, entry) == 0 ? 1 : 0;
      } else if (entry != 0) {
        int moved = grown.slotOf(key);
        taken += grown.cells[moved] == 0 ? 1 : 0;
        grown.cells[moved] = key;
        grown.cells[moved + 1] = entry;
      }
    }
    used = taken;
    slots = grown;
  }
}
