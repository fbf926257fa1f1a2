package dev.nimber.games.octal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move of an octal game: from one heap, take some tokens and leave nothing, one heap, two, or (in
 * a hexadecimal game) three.
 *
 * @param heap which heap, counted from 1 in the order the heaps are given
 * @param size the heap's size before the move
 * @param taken the tokens taken, 0 only for a split without taking (code 4.…)
 * @param first the first heap left, 0 when none is left
 * @param second the second heap left, 0 when at most one is left; at least {@code first}
 * @param third the third heap left, 0 when at most two are left; at least {@code second}
 */
public record OctalMove(int heap, long size, int taken, long first, long second, long third) {

  private static final Pattern LABEL =
      Pattern.compile(
          "heap (\\d+): take (\\d+)(?:, leave (\\d+)(?:, (\\d+) and (\\d+)| and (\\d+))?)?");

  /**
   * A move that leaves at most two heaps.
   *
   * @param heap which heap, counted from 1
   * @param size the heap's size before the move
   * @param taken the tokens taken
   * @param first the first heap left, 0 when none is left
   * @param second the second heap left, 0 when at most one is left
   */
  public OctalMove(int heap, long size, int taken, long first, long second) {
    this(heap, size, taken, first, second, 0);
  }

  /**
   * The label a person types and the solvers answer: {@code heap 2: take 1, leave 3 and 4}, {@code
   * heap 1: take 2}, {@code heap 1: take 0, leave 2 and 5}, {@code heap 1: take 1, leave 1, 2 and
   * 2}.
   */
  public String label() {
    String left =
        first == 0
            ? ""
            : second == 0
                ? ", leave " + first
                : third == 0
                    ? ", leave " + first + " and " + second
                    : ", leave " + first + ", " + second + " and " + third;
    return "heap " + heap + ": take " + taken + left;
  }

  /** The heaps left, 0 to 3 of them, smallest first. */
  List<Long> left() {
    return first == 0
        ? List.of()
        : second == 0
            ? List.of(first)
            : third == 0 ? List.of(first, second) : List.of(first, second, third);
  }

  /**
   * Reads a label.
   *
   * @param typed as {@link #label()} writes it, spaces around ignored
   * @return the heap, taken and left as typed, with the size unknown (0); empty when it is not a
   *     label
   */
  static Optional<OctalMove> parse(String typed) {
    Matcher matcher = LABEL.matcher(typed.strip().toLowerCase(java.util.Locale.ROOT));
    if (!matcher.matches()) {
      return Optional.empty();
    }
    try {
      int heap = Integer.parseInt(matcher.group(1));
      int taken = Integer.parseInt(matcher.group(2));
      long first = matcher.group(3) == null ? 0 : Long.parseLong(matcher.group(3));
      if (matcher.group(5) != null) {
        long second = Long.parseLong(matcher.group(4));
        long third = Long.parseLong(matcher.group(5));
        return Optional.of(new OctalMove(heap, 0, taken, first, second, third));
      }
      long second = matcher.group(6) == null ? 0 : Long.parseLong(matcher.group(6));
      return Optional.of(new OctalMove(heap, 0, taken, first, second));
    } catch (NumberFormatException tooLong) {
      return Optional.empty();
    }
  }

  /**
   * Whether the code allows this move from a heap of {@code size}.
   *
   * @param code the game
   * @param size the heap's size
   */
  boolean legal(OctalCode code, long size) {
    if (taken < 0
        || taken > code.maxTaken()
        || first < 0
        || second < 0
        || third < 0
        || (second > 0 && first == 0)
        || (third > 0 && second == 0)
        || first > second && second > 0
        || second > third && third > 0
        || taken + first + second + third != size) {
      return false;
    }
    int digit = code.digit(taken);
    if (third > 0) {
      return (digit & 8) != 0;
    }
    if (first == 0) {
      return taken > 0 && (digit & 1) != 0;
    }
    if (second == 0) {
      return taken > 0 && (digit & 2) != 0;
    }
    return (digit & 4) != 0 && (code.equalSplits() || first != second);
  }

  /** The heaps after the move: the others as they were, this one replaced by what is left of it. */
  List<Long> applyTo(List<Long> heaps) {
    List<Long> after = new ArrayList<>(heaps.subList(0, heap - 1));
    if (first > 0) {
      after.add(first);
    }
    if (second > 0) {
      after.add(second);
    }
    if (third > 0) {
      after.add(third);
    }
    after.addAll(heaps.subList(heap, heaps.size()));
    return after;
  }
}
