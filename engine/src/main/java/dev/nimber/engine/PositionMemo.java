package dev.nimber.engine;

import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import java.util.Arrays;

/**
 * The search's memo of positions as objects. Positions and their values sit in arrays in the order
 * they were added, under an index that never changes; an open-addressing hash table with linear
 * probing maps a position to its index, each slot one {@code long} holding the position's hash and
 * its index. A lookup thus reads one slot of the table (where positions with close hashes are close
 * too, see {@link #home}), then the position and value added near the positions the search has just
 * added (which, on a line of play, are the ones it looks up most), and an entry costs no object of
 * its own; values are {@code long}s ({@link MemoValue}).
 *
 * <p>Positions are found by {@link Position#hashCode()} and {@link Position#equals}. The table
 * doubles when more than half full; removal shifts the following slots back (no tombstones) and
 * leaves the index unused. Operations take O(1) expected time; an entry costs 16 bytes of table at
 * most and 8 of arrays (compressed references), and at most 2^29 positions fit.
 *
 * <p>Not thread-safe; several threads may read it while no one writes.
 */
final class PositionMemo {

  /** What {@link #indexOf} returns for a position the memo does not hold. */
  static final int ABSENT = -1;

  /** The most positions it holds. */
  static final int MOST_POSITIONS = 1 << 29;

  private static final int CHUNK_BITS = 16;
  private static final int CHUNK = 1 << CHUNK_BITS;
  private static final int GOLDEN = 0x9E3779B9;
  private static final int LEAST_TABLE_BITS = 4;
  private static final int BLOCK_BITS = 3;
  private static final int BLOCK = 1 << BLOCK_BITS;

  /**
   * The slots: the position's hash in the high half, the index plus one in the low half; 0 is
   * empty.
   */
  private long[] table;

  private int shift;
  private Position[][] positions = new Position[1][];
  private long[][] values = new long[1][];

  /** The indexes given so far, removed ones included. */
  private int added;

  private int size;

  PositionMemo() {
    allocateTable(LEAST_TABLE_BITS);
  }

  private void allocateTable(int bits) {
    table = new long[1 << bits];
    shift = Integer.SIZE - bits;
  }

  /** How many positions it holds. */
  int size() {
    return size;
  }

  /**
   * The first slot to probe: the hash's lowest bits pick the slot within a block of {@link #BLOCK}
   * slots (64 bytes, a cache line), the rest, mixed by a multiplication, pick the block. Positions
   * whose hashes are close (a pile and the piles its moves leave, when the game hashes a pile by
   * its count) then share a block, and a lookup of one finds the others' slots in the cache; hashes
   * that differ by a stride spread over the table.
   */
  private int home(int hash) {
    int block = ((hash >>> BLOCK_BITS) * GOLDEN) >>> (shift + BLOCK_BITS);
    return (block << BLOCK_BITS) | (hash & (BLOCK - 1));
  }

  private Position positionAt(int index) {
    return positions[index >>> CHUNK_BITS][index & (CHUNK - 1)];
  }

  /** The index of a position, or {@link #ABSENT}. */
  int indexOf(Position position) {
    int slot = slotOf(position);
    return slot == ABSENT ? ABSENT : (int) table[slot] - 1;
  }

  /** The slot of the table that holds a position, or {@link #ABSENT}. */
  private int slotOf(Position position) {
    int hash = position.hashCode();
    int mask = table.length - 1;
    for (int slot = home(hash); ; slot = (slot + 1) & mask) {
      long entry = table[slot];
      if (entry == 0) {
        return ABSENT;
      }
      if ((int) (entry >>> Integer.SIZE) == hash && positionAt((int) entry - 1).equals(position)) {
        return slot;
      }
    }
  }

  /** The value at an index {@link #indexOf} or {@link #add} gave. */
  long valueAt(int index) {
    return values[index >>> CHUNK_BITS][index & (CHUNK - 1)];
  }

  /** Replaces the value at an index {@link #indexOf} or {@link #add} gave. */
  void setValueAt(int index, long value) {
    values[index >>> CHUNK_BITS][index & (CHUNK - 1)] = value;
  }

  /**
   * Adds a position the memo does not hold yet.
   *
   * @return its index
   * @throws SolverFailureException when {@link #MOST_POSITIONS} are held or have been added
   */
  int add(Position position, long value) {
    if (added == MOST_POSITIONS) {
      throw new SolverFailureException(
          SolverFailureException.Reason.BUDGET,
          "the search holds at most " + MOST_POSITIONS + " positions as objects");
    }
    if (2 * (size + 1) > table.length) {
      grow();
    }
    int index = added++;
    int chunk = index >>> CHUNK_BITS;
    if (chunk == positions.length) {
      positions = Arrays.copyOf(positions, 2 * chunk);
      values = Arrays.copyOf(values, 2 * chunk);
    }
    if (positions[chunk] == null) {
      positions[chunk] = new Position[CHUNK];
      values[chunk] = new long[CHUNK];
    }
    positions[chunk][index & (CHUNK - 1)] = position;
    values[chunk][index & (CHUNK - 1)] = value;
    place(position.hashCode(), index);
    size++;
    return index;
  }

  private void place(int hash, int index) {
    int mask = table.length - 1;
    int slot = home(hash);
    while (table[slot] != 0) {
      slot = (slot + 1) & mask;
    }
    table[slot] = ((long) hash << Integer.SIZE) | (index + 1L);
  }

  private void grow() {
    long[] old = table;
    allocateTable(Integer.SIZE - shift + 1);
    for (long entry : old) {
      if (entry != 0) {
        place((int) (entry >>> Integer.SIZE), (int) entry - 1);
      }
    }
  }

  /** Removes a position when held, moving back the slots whose probe passed its slot. */
  void remove(Position position) {
    int hole = slotOf(position);
    if (hole == ABSENT) {
      return;
    }
    int index = (int) table[hole] - 1;
    int mask = table.length - 1;
    for (int next = (hole + 1) & mask; table[next] != 0; next = (next + 1) & mask) {
      int home = home((int) (table[next] >>> Integer.SIZE));
      boolean homeOutsideGap =
          hole <= next ? home <= hole || home > next : home <= hole && home > next;
      if (homeOutsideGap) {
        table[hole] = table[next];
        hole = next;
      }
    }
    table[hole] = 0;
    positions[index >>> CHUNK_BITS][index & (CHUNK - 1)] = null;
    values[index >>> CHUNK_BITS][index & (CHUNK - 1)] = 0;
    size--;
  }

  /** Empties it, letting go of everything it held. */
  void clear() {
    allocateTable(LEAST_TABLE_BITS);
    positions = new Position[1][];
    values = new long[1][];
    added = 0;
    size = 0;
  }

  /** Tells each position and its value, in the order they were added. */
  void forEach(Visitor into) {
    for (int index = 0; index < added; index++) {
      Position position = positionAt(index);
      if (position != null) {
        into.accept(position, valueAt(index));
      }
    }
  }

  /** Told a position and its value. */
  @FunctionalInterface
  interface Visitor {
    void accept(Position position, long value);
  }

  @Override
  public String toString() {
    return "PositionMemo[size=" + size + ", table=" + table.length + "]";
  }
}
