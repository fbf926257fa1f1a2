package dev.nimber.games.octal;

import dev.nimber.api.SolverFailureException;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * The plain recurrence, the reference: G(n) is the mex of every value a move from a heap of n
 * leaves, each split of n − i into a + b looked at (a ≠ b in Grundy's game), and in a hexadecimal
 * game each split into a + b + c. Time O(n²) for G(0 .. n) when the game splits heaps in two, O(n³)
 * when in three, O(n · t) otherwise; memory O(n).
 */
final class MexSequence implements GrundySequence {

  @Override
  public GrundyValues extend(OctalCode code, GrundyValues known, int upTo) {
    GrundyValues values = known.copyOf(upTo + 1);
    Marks seen = new Marks();
    for (int heap = known.size(); heap <= upTo; heap++) {
      if ((heap & 0xFF) == 0) {
        SolverFailureException.throwIfInterrupted();
      }
      values = values.set(heap, valueOf(code, values, heap, seen));
    }
    return values;
  }

  /**
   * G(heap) by the plain recurrence, from the values of the smaller heaps. Time O(heap) when the
   * game splits heaps.
   *
   * @param seen scratch space, emptied first
   */
  static int valueOf(OctalCode code, GrundyValues values, int heap, Marks seen) {
    seen.clear(values.bound());
    markUnsplit(code, values, heap, seen);
    for (int taken = 0; taken <= Math.min(code.maxTaken(), heap); taken++) {
      int left = heap - taken;
      if ((code.digit(taken) & 4) != 0) {
        long most = code.largestSmallerPart(left);
        for (int a = 1; a <= most; a++) {
          seen.mark(values.get(a) ^ values.get(left - a));
        }
      }
      if ((code.digit(taken) & 8) != 0) {
        for (int a = 1; 3 * a <= left; a++) {
          for (int b = a; a + 2 * b <= left; b++) {
            seen.mark(values.get(a) ^ values.get(b) ^ values.get(left - a - b));
          }
        }
      }
    }
    return seen.mex();
  }

  /**
   * Marks the values of the moves from a heap that leave no heap or one: taking a whole heap of i
   * (digit bit 1) leaves 0, taking i from a larger heap (bit 2) leaves a heap of n − i.
   */
  static void markUnsplit(OctalCode code, GrundyValues values, int heap, IntConsumer seen) {
    for (int taken = 1; taken <= Math.min(code.maxTaken(), heap); taken++) {
      int digit = code.digit(taken);
      int left = heap - taken;
      if ((digit & 1) != 0 && left == 0) {
        seen.accept(0);
      }
      if ((digit & 2) != 0 && left > 0) {
        seen.accept(values.get(left));
      }
    }
  }

  /**
   * A set of small values, emptied in O(1) by stamping, of room for the XOR of any values up to a
   * bound: marking takes no test beyond the array's, which keeps the plain recurrence's loop free
   * of calls.
   */
  static final class Marks implements IntConsumer {
    private int[] stamps = new int[64];
    private int stamp = 1;

    /**
     * Empties the set, making room for values below the next power of two above a bound.
     *
     * @param bound the largest value any XOR marked is made of
     */
    void clear(int bound) {
      int room = Integer.highestOneBit(bound) * 2;
      if (room > stamps.length) {
        stamps = Arrays.copyOf(stamps, room);
      }
      stamp++;
      if (stamp == Integer.MAX_VALUE) {
        Arrays.fill(stamps, 0);
        stamp = 1;
      }
    }

    /**
     * Adds a value.
     *
     * @param value below the room {@link #clear} made
     */
    void mark(int value) {
      stamps[value] = stamp;
    }

    @Override
    public void accept(int value) {
      mark(value);
    }

    boolean marked(int value) {
      return value < stamps.length && stamps[value] == stamp;
    }

    int mex() {
      int value = 0;
      while (marked(value)) {
        value++;
      }
      return value;
    }
  }
}
