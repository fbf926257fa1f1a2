package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.function.LongUnaryOperator;

/**
 * A run of integers in an answer, such as G(0..n) of an octal game, that the host writes as it
 * reads it: an answer of millions of values (or, from a proven period, billions) never becomes one
 * string. An answer holds it as the value of one of its fields ({@link Answer#sequence}); a printer
 * writes it as one line of numbers separated by spaces, or as a JSON array, in memory that does not
 * grow with its length.
 *
 * <p>{@link #get} is called for each index from 0 up, possibly from another thread than the one
 * that made the sequence, after the solver has returned: it must be cheap, O(1), and the values
 * must not change.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface IntegerSequence {

  /**
   * How many values there are.
   *
   * @return the length, at least 0
   */
  long length();

  /**
   * One value.
   *
   * @param index from 0 to {@link #length()} − 1
   * @return the value at the index
   */
  long get(long index);

  /**
   * A sequence whose values are computed on demand.
   *
   * @param length how many values there are
   * @param valueAt the value at each index from 0 to {@code length − 1}; cheap, and never changing
   * @return the sequence; its {@code toString} is its {@linkplain #preview preview}
   */
  static IntegerSequence of(long length, LongUnaryOperator valueAt) {
    if (length < 0) {
      throw new IllegalArgumentException("a sequence's length is at least 0: " + length);
    }
    requireNonNull(valueAt, "valueAt");
    return new IntegerSequence() {
      @Override
      public long length() {
        return length;
      }

      @Override
      public long get(long index) {
        return valueAt.applyAsLong(index);
      }

      @Override
      public String toString() {
        return preview(this, Answer.SEQUENCE_TEXT_VALUES);
      }
    };
  }

  /**
   * The first values separated by spaces: all of them when there are at most {@code most},
   * otherwise the first {@code most}, then {@code … (N values)}.
   *
   * @param sequence the values
   * @param most how many to show, at least 0
   * @return the text; O(min(length, most))
   */
  static String preview(IntegerSequence sequence, int most) {
    StringBuilder text = new StringBuilder();
    long shown = Math.min(sequence.length(), most);
    for (long index = 0; index < shown; index++) {
      if (index > 0) {
        text.append(' ');
      }
      text.append(sequence.get(index));
    }
    if (shown < sequence.length()) {
      text.append(shown > 0 ? " … (" : "… (").append(sequence.length()).append(" values)");
    }
    return text.toString();
  }

  /**
   * Whether two optional sequences are both absent, or both present with the same length and
   * values.
   *
   * @param first one sequence, or empty
   * @param second the other, or empty
   * @return whether they are equal; O(length)
   */
  static boolean sameValues(Optional<IntegerSequence> first, Optional<IntegerSequence> second) {
    if (first.isEmpty() || second.isEmpty()) {
      return first.isEmpty() && second.isEmpty();
    }
    IntegerSequence a = first.get();
    IntegerSequence b = second.get();
    if (a.length() != b.length()) {
      return false;
    }
    for (long index = 0; index < a.length(); index++) {
      if (a.get(index) != b.get(index)) {
        return false;
      }
    }
    return true;
  }
}
