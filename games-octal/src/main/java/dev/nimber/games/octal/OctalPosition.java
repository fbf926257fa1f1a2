package dev.nimber.games.octal;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A position of an octal game: heaps side by side, in the order given, empty heaps dropped. Heaps
 * side by side are a sum, so the engine values each size of heap once ({@link #components()}).
 *
 * @param code the game
 * @param heaps the heaps, each at least 1
 */
public record OctalPosition(OctalCode code, List<Long> heaps) implements Position {

  /** Drops empty heaps. */
  public OctalPosition {
    heaps = heaps.stream().filter(heap -> heap > 0).toList();
  }

  /** Whether another position has the same game and heaps, in order; written out, as the code's. */
  @Override
  public boolean equals(Object other) {
    return other instanceof OctalPosition position
        && code.equals(position.code)
        && heaps.equals(position.heaps);
  }

  @Override
  public int hashCode() {
    return 31 * code.hashCode() + heaps.hashCode();
  }

  /**
   * Every move, heap by heap: for each number taken, the whole heap, then one heap left, then each
   * split.
   */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    for (int index = 0; index < heaps.size(); index++) {
      for (OctalMove move : movesOf(code, index + 1, heaps.get(index))) {
        moves.add(new Move(move.label(), new OctalPosition(code, move.applyTo(heaps))));
      }
    }
    return moves;
  }

  /**
   * The moves from one heap, in the order {@link #moves()} lists them.
   *
   * @param code the game
   * @param heap which heap, from 1
   * @param size its size
   */
  static List<OctalMove> movesOf(OctalCode code, int heap, long size) {
    List<OctalMove> moves = new ArrayList<>();
    firstMove(code, heap, size, Long.MAX_VALUE, move -> !moves.add(move));
    return moves;
  }

  /**
   * The first move from one heap, in the order {@link #moves()} lists them, that is wanted: for
   * each number taken, the whole heap, then one heap left, then each split in two, smaller part
   * first, then each split in three, smallest parts first.
   *
   * @param code the game
   * @param heap which heap, from 1
   * @param size its size
   * @param mostSmallerPart the largest smaller part of a split in two to try, and the largest of
   *     the two smaller parts of a split in three
   * @param wanted whether a move is the one looked for
   * @return the move, or empty when none is wanted
   */
  static Optional<OctalMove> firstMove(
      OctalCode code, int heap, long size, long mostSmallerPart, Predicate<OctalMove> wanted) {
    for (int taken = 0; taken <= Math.min(code.maxTaken(), size); taken++) {
      int digit = code.digit(taken);
      long left = size - taken;
      if ((digit & 1) != 0
          && left == 0
          && taken > 0
          && wanted.test(new OctalMove(heap, size, taken, 0, 0))) {
        return Optional.of(new OctalMove(heap, size, taken, 0, 0));
      }
      if ((digit & 2) != 0
          && left > 0
          && taken > 0
          && wanted.test(new OctalMove(heap, size, taken, left, 0))) {
        return Optional.of(new OctalMove(heap, size, taken, left, 0));
      }
      if ((digit & 4) != 0) {
        for (long first = 1;
            first <= Math.min(code.largestSmallerPart(left), mostSmallerPart);
            first++) {
          OctalMove move = new OctalMove(heap, size, taken, first, left - first);
          if (wanted.test(move)) {
            return Optional.of(move);
          }
        }
      }
      if ((digit & 8) != 0) {
        for (long first = 1; 3 * first <= left && first <= mostSmallerPart; first++) {
          for (long second = first;
              first + 2 * second <= left && second <= mostSmallerPart;
              second++) {
            OctalMove move = new OctalMove(heap, size, taken, first, second, left - first - second);
            if (wanted.test(move)) {
              return Optional.of(move);
            }
          }
        }
      }
    }
    return Optional.empty();
  }

  /** Two heaps or more are a sum of single heaps. */
  @Override
  public List<Position> components() {
    return heaps.size() < 2
        ? List.of()
        : heaps.stream().map(heap -> (Position) new OctalPosition(code, List.of(heap))).toList();
  }

  /** The move a label names, checked against the code, without listing the moves. */
  @Override
  public Optional<Move> move(String typed) {
    return OctalMove.parse(typed)
        .filter(move -> move.heap() >= 1 && move.heap() <= heaps.size())
        .map(
            move ->
                new OctalMove(
                    move.heap(),
                    heaps.get(move.heap() - 1),
                    move.taken(),
                    move.first(),
                    move.second(),
                    move.third()))
        .filter(move -> move.legal(code, move.size()))
        .map(move -> new Move(move.label(), new OctalPosition(code, move.applyTo(heaps))));
  }

  /** The largest heap drawn, and the most pins drawn in all: a larger position has no picture. */
  static final int MOST_DRAWN = 100;

  /**
   * A row of pins for each heap. A click on a pin takes that pin alone when the code allows (the
   * heap splits around it), else that pin and every pin to its right; a click between two pins
   * takes both, or, when the code does not allow that and splits without taking (4.…, Grundy's
   * game), splits the heap there.
   */
  @Override
  public Optional<Picture> picture() {
    if (heaps.stream().mapToLong(Long::longValue).sum() > MOST_DRAWN) {
      return Optional.empty();
    }
    List<Picture.Row> rows = new ArrayList<>();
    for (int index = 0; index < heaps.size(); index++) {
      int size = (int) (long) heaps.get(index);
      List<Picture.Token> tokens = new ArrayList<>();
      List<Picture.Gap> gaps = new ArrayList<>();
      for (int at = 0; at < size; at++) {
        Optional<String> alone = removing(index + 1, size, at, 1);
        Optional<String> move =
            alone.isPresent() ? alone : removing(index + 1, size, at, size - at);
        tokens.add(
            new Picture.Token(Picture.Piece.of(Picture.Shape.PIN, Picture.Tint.NEUTRAL), move));
        if (at + 1 < size) {
          Optional<String> pair = removing(index + 1, size, at, 2);
          Optional<String> gap = pair.isPresent() ? pair : splitting(index + 1, size, at + 1);
          if (gap.isPresent()) {
            gaps.add(new Picture.Gap(at, gap.get()));
          }
        }
      }
      rows.add(new Picture.Row(String.valueOf(size), tokens, gaps));
    }
    return Optional.of(new Picture.Rows(rows));
  }

  /**
   * The label of the move that removes {@code taken} pins from {@code at} in a heap, leaving the
   * pins on either side, when the code allows it.
   */
  private Optional<String> removing(int heap, int size, int at, int taken) {
    long left = at;
    long right = size - at - taken;
    OctalMove move =
        left == 0 || right == 0
            ? new OctalMove(heap, size, taken, left + right, 0)
            : new OctalMove(heap, size, taken, Math.min(left, right), Math.max(left, right));
    return move.legal(code, size) ? Optional.of(move.label()) : Optional.empty();
  }

  /**
   * The label of the move that splits a heap without taking, {@code at} pins on the left, when the
   * code allows it.
   */
  private Optional<String> splitting(int heap, int size, int at) {
    OctalMove move = new OctalMove(heap, size, 0, Math.min(at, size - at), Math.max(at, size - at));
    return move.legal(code, size) ? Optional.of(move.label()) : Optional.empty();
  }

  @Override
  public String render() {
    return heaps.isEmpty()
        ? "no heaps left"
        : "heaps: "
            + heaps.stream().map(String::valueOf).reduce((a, b) -> a + ", " + b).orElseThrow()
            + " ("
            + code
            + ")";
  }
}
