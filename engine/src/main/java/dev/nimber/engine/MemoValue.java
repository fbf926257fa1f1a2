package dev.nimber.engine;

import dev.nimber.api.Outcome;

/**
 * A position's evaluation as the search's memo keeps it: one {@code long}, so that a memo of
 * millions of positions holds no object per value. The outcome takes the lowest 2 bits, the
 * remoteness the next 30 and the Grundy value plus one the highest 32 (0 when undefined).
 *
 * <p>The remoteness is below 2^30 − 1: a line of play never repeats a position, so it is shorter
 * than the positions the memo can hold ({@link PositionMemo#MOST_POSITIONS}). The largest value,
 * {@link #ON_PATH}, marks a position whose search is under way.
 */
final class MemoValue {

  /** Marks a position whose search is under way, so that reaching it again reveals a loop. */
  static final long ON_PATH = ((1L << 30) - 1) << 2;

  /** Stands for no value: a position the memo does not hold. No evaluation packs to it. */
  static final long ABSENT = -1L;

  private static final Outcome[] OUTCOMES = Outcome.values();

  private MemoValue() {}

  /**
   * Packs an evaluation.
   *
   * @throws IllegalArgumentException when the remoteness is negative or 2^30 − 1 or more
   */
  static long of(Outcome outcome, long remoteness, int grundyOrMinusOne) {
    if (remoteness < 0 || remoteness >= (1L << 30) - 1) {
      throw new IllegalArgumentException("remoteness out of the memo's range: " + remoteness);
    }
    return (Integer.toUnsignedLong(grundyOrMinusOne + 1) << 32)
        | (remoteness << 2)
        | outcome.ordinal();
  }

  static Outcome outcome(long value) {
    return OUTCOMES[(int) value & 3];
  }

  static long remoteness(long value) {
    return (value >>> 2) & ((1L << 30) - 1);
  }

  static int grundyOrMinusOne(long value) {
    return (int) (value >>> 32) - 1;
  }

  static GameSearch.Evaluation evaluation(long value) {
    return new GameSearch.Evaluation(outcome(value), remoteness(value), grundyOrMinusOne(value));
  }
}
