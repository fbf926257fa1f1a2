package dev.nimber.games.nodekayles;

import dev.nimber.api.UnsupportedInstanceException;
import java.util.Optional;

/**
 * The Grundy values of node Kayles on a graph of at most 64 vertices, by the Sprague–Grundy theory
 * alone: the parts of the vertices left that do not touch are valued apart and their values XOR
 * together; a part that is a path or a cycle is read from Dawson's chess ({@link DawsonSolver});
 * any other part is the mex of the values its moves leave, each part remembered once.
 *
 * <p>The parts are remembered in an open-addressing table of their vertex sets (a slot holds the
 * set, 8 bytes, and its value, 1 byte: a part of n vertices has n moves, so a value of at most 64),
 * grown twofold when half full. A part costs O(its vertices²) word operations to value once its
 * moves' parts are known (each move's parts found by a breadth-first pass), and O(1) expected to
 * look up; memory is at most 18 bytes a part remembered. Not thread-safe: one a question.
 *
 * <p>For the engine's search ({@link #valueForSearch}) a value is given only while it costs little:
 * a part's value needs every part its moves leave, and on some graphs (grids) the parts the search
 * asks about leave many more than it would look at itself, searching for the least nim-heap beside
 * which a part is lost.
 */
final class GraphValues {

  /**
   * The most parts remembered, in at most 75.5 MB, past which the instance is refused ({@link
   * UnsupportedInstanceException}), so that with no solver named the engine's search is asked.
   */
  static final int MOST_REMEMBERED = 1 << 22;

  /**
   * The parts that {@link #valueForSearch} may remember before it counts them against the values it
   * gave.
   */
  static final int FIRST_PARTS_FOR_SEARCH = 1 << 16;

  /** The parts that {@link #valueForSearch} may remember for each value it gave, past the first. */
  static final int PARTS_PER_VALUE_FOR_SEARCH = 4;

  private static final int FIRST_SLOTS = 1 << 12;

  private final long[] closed;
  private final int mostRemembered;

  /** The parts remembered, 0 for an empty slot (a part has a vertex), and their values. */
  private long[] parts = new long[FIRST_SLOTS];

  private byte[] values = new byte[FIRST_SLOTS];
  private int shift = Long.SIZE - Integer.numberOfTrailingZeros(FIRST_SLOTS);
  private int remembered;

  /** The values {@link #valueForSearch} gave. */
  private long givenToSearch;

  /** The count of parts remembered at which {@link #valueWithin} gives up. */
  private long stopAt = Long.MAX_VALUE;

  GraphValues(long[] closed) {
    this(closed, MOST_REMEMBERED);
  }

  /** Values that refuse the instance past {@code mostRemembered} parts remembered. */
  GraphValues(long[] closed, int mostRemembered) {
    this.closed = closed;
    this.mostRemembered = mostRemembered;
  }

  /** The value of a set of vertices left. */
  int value(long left) {
    return valueWithin(left, Long.MAX_VALUE);
  }

  /**
   * The value of a set of vertices left for the engine's search, or -1 where valuing it would take
   * the parts remembered past {@value #FIRST_PARTS_FOR_SEARCH} and {@value
   * #PARTS_PER_VALUE_FOR_SEARCH} for each value given so far: then the search values it, looking at
   * fewer of its moves. The parts remembered always answer, and the parts valued before giving up
   * stay remembered.
   */
  int valueForSearch(long left) {
    long allowed = FIRST_PARTS_FOR_SEARCH + PARTS_PER_VALUE_FOR_SEARCH * givenToSearch;
    int value = valueWithin(left, Math.max(0, allowed - remembered));
    if (value >= 0) {
      givenToSearch++;
    }
    return value;
  }

  /**
   * The value of a set of vertices left, or -1 where it would remember more than {@code mostNew}
   * parts other than paths and cycles; the parts valued before giving up stay remembered.
   */
  int valueWithin(long left, long mostNew) {
    stopAt = mostNew > Long.MAX_VALUE - remembered ? Long.MAX_VALUE : remembered + mostNew;
    return valueOf(left);
  }

  private int valueOf(long left) {
    int sum = 0;
    for (long rest = left; rest != 0; ) {
      long part = Graph.partOf(closed, rest & -rest, left);
      int value = valueOfPart(part);
      if (value < 0) {
        return -1;
      }
      sum ^= value;
      rest &= ~part;
    }
    return sum;
  }

  /** A vertex whose taking leaves a set of value 0, when the set's value is not 0. */
  Optional<Integer> winningVertex(long left) {
    for (long at = left; at != 0; at &= at - 1) {
      int vertex = Long.numberOfTrailingZeros(at);
      if (value(left & ~closed[vertex]) == 0) {
        return Optional.of(vertex);
      }
    }
    return Optional.empty();
  }

  private int valueOfPart(long part) {
    int mask = parts.length - 1;
    for (int slot = slotOf(part); parts[slot] != 0; slot = (slot + 1) & mask) {
      if (parts[slot] == part) {
        return values[slot];
      }
    }
    int value = pathOrCycle(part);
    if (value < 0) {
      if (remembered >= stopAt) {
        return -1;
      }
      value = mexOfMoves(part);
      if (value < 0) {
        return -1;
      }
    }
    remember(part, value);
    return value;
  }

  private int slotOf(long part) {
    return (int) ((part * 0x9E3779B97F4A7C15L) >>> shift);
  }

  private void remember(long part, int value) {
    if (remembered >= mostRemembered) {
      throw new UnsupportedInstanceException(
          "the graph's parts left are more than the "
              + mostRemembered
              + " the "
              + DawsonSolver.NAME
              + " solver remembers; the engine's search (--solver search) may answer it");
    }
    if (++remembered * 2 > parts.length) {
      long[] oldParts = parts;
      byte[] oldValues = values;
      parts = new long[2 * oldParts.length];
      values = new byte[2 * oldParts.length];
      shift--;
      for (int i = 0; i < oldParts.length; i++) {
        if (oldParts[i] != 0) {
          put(oldParts[i], oldValues[i]);
        }
      }
    }
    put(part, value);
  }

  private void put(long part, int value) {
    int mask = parts.length - 1;
    int slot = slotOf(part);
    while (parts[slot] != 0) {
      slot = (slot + 1) & mask;
    }
    parts[slot] = part;
    values[slot] = (byte) value;
  }

  /**
   * The mex of the values of a part's moves, each at most 63 (a move leaves fewer than 64), or -1
   * where one of them gives up.
   */
  private int mexOfMoves(long part) {
    long seen = 0;
    for (long at = part; at != 0; at &= at - 1) {
      int value = valueOf(part & ~closed[Long.numberOfTrailingZeros(at)]);
      if (value < 0) {
        return -1;
      }
      seen |= 1L << value;
    }
    return Long.numberOfTrailingZeros(~seen);
  }

  /**
   * The value of a connected part in which every vertex has at most two neighbours (a path or a
   * cycle, valued by Dawson's chess), or -1 for any other part.
   */
  private int pathOrCycle(long part) {
    int vertices = Long.bitCount(part);
    int edgeEnds = 0;
    for (long at = part; at != 0; at &= at - 1) {
      int degree = Long.bitCount(closed[Long.numberOfTrailingZeros(at)] & part) - 1;
      if (degree > 2) {
        return -1;
      }
      edgeEnds += degree;
    }
    boolean cycle = edgeEnds / 2 == vertices && vertices >= 3;
    return (int) (cycle ? DawsonSolver.cycle(vertices) : DawsonSolver.path(vertices));
  }
}
