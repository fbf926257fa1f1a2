package dev.nimber.games.wythoff;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move of Wythoff's game in words: take {@code count} counters from the heap of {@code heap}
 * counters, or from both heaps ({@code heap} 0). A heap is named by its size; of two equal heaps,
 * either ("one heap").
 *
 * @param heap the size of the heap taken from, or 0 for both
 * @param count how many counters are taken (from each heap, for both), at least 1
 */
record WythoffMove(long heap, long count) {

  private static final Pattern FROM_ONE =
      Pattern.compile("take (\\d{1,19}) from the heap of (\\d{1,19})");
  private static final Pattern FROM_EQUAL = Pattern.compile("take (\\d{1,19}) from one heap");
  private static final Pattern FROM_BOTH = Pattern.compile("take (\\d{1,19}) from both heaps");

  /** Taking from the heap of this size, of these heaps. */
  static WythoffMove fromOne(long heap, long count) {
    return new WythoffMove(heap, count);
  }

  /** Taking the same number from both heaps. */
  static WythoffMove fromBoth(long count) {
    return new WythoffMove(0, count);
  }

  /**
   * Reads a move as {@link #label} writes it, ignoring case and the spaces around it.
   *
   * @param heaps the heaps it is made from ("one heap" names the larger, equal to the smaller)
   * @return the move, or empty when the text is not one (whether it is legal is for {@link #fits})
   */
  static Optional<WythoffMove> parse(String text, Heaps heaps) {
    String typed = text.strip().toLowerCase(Locale.ROOT);
    try {
      Matcher one = FROM_ONE.matcher(typed);
      if (one.matches()) {
        return Optional.of(
            new WythoffMove(Long.parseLong(one.group(2)), Long.parseLong(one.group(1))));
      }
      Matcher equal = FROM_EQUAL.matcher(typed);
      if (equal.matches() && heaps.small() == heaps.large()) {
        return Optional.of(new WythoffMove(heaps.large(), Long.parseLong(equal.group(1))));
      }
      Matcher both = FROM_BOTH.matcher(typed);
      if (both.matches()) {
        return Optional.of(fromBoth(Long.parseLong(both.group(1))));
      }
    } catch (NumberFormatException tooLarge) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  /** Whether the move can be made from these heaps. */
  boolean fits(Heaps heaps) {
    if (count < 1) {
      return false;
    }
    if (heap == 0) {
      return count <= heaps.small();
    }
    return (heap == heaps.small() || heap == heaps.large()) && count <= heap;
  }

  /** The heaps after the move. */
  Heaps applyTo(Heaps heaps) {
    if (heap == 0) {
      return new Heaps(heaps.small() - count, heaps.large() - count);
    }
    return heap == heaps.large()
        ? Heaps.of(heaps.small(), heaps.large() - count)
        : Heaps.of(heaps.small() - count, heaps.large());
  }

  /**
   * The move in words, from these heaps: {@code take 2 from the heap of 5}, {@code take 2 from one
   * heap} (of two equal heaps), {@code take 1 from both heaps}.
   */
  String label(Heaps heaps) {
    if (heap == 0) {
      return "take " + count + " from both heaps";
    }
    return heaps.small() == heaps.large()
        ? "take " + count + " from one heap"
        : "take " + count + " from the heap of " + heap;
  }
}
