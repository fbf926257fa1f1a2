package dev.nimber.games.wythoff;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A position of Wythoff's game: its two heaps, the smaller first, so that a position and its mirror
 * image are one (the search values them once).
 *
 * @param heaps the heaps
 */
record WythoffPosition(Heaps heaps) implements Position {

  /**
   * The moves: each count from the larger heap, then (when the heaps differ) each count from the
   * smaller, then each count from both; computed when asked.
   */
  @Override
  public List<Move> moves() {
    long large = heaps.large();
    long small = heaps.small();
    long fromSmall = small == large ? 0 : small;
    long size = large + fromSmall + small;
    if (size > Integer.MAX_VALUE) {
      throw new IllegalStateException("more moves than a list holds from heaps " + heaps);
    }
    return new AbstractList<>() {
      @Override
      public Move get(int index) {
        if (index < 0 || index >= size) {
          throw new IndexOutOfBoundsException(index);
        }
        WythoffMove move;
        if (index < large) {
          move = WythoffMove.fromOne(large, index + 1L);
        } else if (index < large + fromSmall) {
          move = WythoffMove.fromOne(small, index - large + 1);
        } else {
          move = WythoffMove.fromBoth(index - large - fromSmall + 1);
        }
        return play(move);
      }

      @Override
      public int size() {
        return (int) size;
      }
    };
  }

  /** The move a person (or a solver's answer) names, found without listing the moves. */
  @Override
  public Optional<Move> move(String typed) {
    return WythoffMove.parse(typed, heaps).filter(move -> move.fits(heaps)).map(this::play);
  }

  private Move play(WythoffMove move) {
    return new Move(move.label(heaps), new WythoffPosition(move.applyTo(heaps)));
  }

  /** The largest heap drawn: larger heaps have no picture. */
  static final int MOST_DRAWN = 30;

  /**
   * The game as a queen on a board (Wythoff's own picture): the larger heap is the queen's column
   * counted from the left, the smaller its row counted from the bottom, and the corner at the
   * bottom left is empty heaps. A click on a square the queen reaches (left, down or diagonally
   * down-left) plays the move that takes her there.
   */
  @Override
  public Optional<Picture> picture() {
    long large = heaps.large();
    long small = heaps.small();
    if (large > MOST_DRAWN) {
      return Optional.empty();
    }
    int columns = (int) large + 1;
    int rows = (int) small + 1;
    List<Picture.Cell> cells = new ArrayList<>();
    cells.add(
        new Picture.Cell(
            0,
            (int) large,
            true,
            Optional.of(Picture.Piece.of(Picture.Shape.QUEEN, Picture.Tint.MARKED)),
            Optional.empty()));
    for (long count = 1; count <= large; count++) {
      cells.add(clickable(0, large - count, WythoffMove.fromOne(large, count)));
    }
    for (long count = 1; count <= small; count++) {
      cells.add(clickable(count, large, WythoffMove.fromOne(small, count)));
      cells.add(clickable(count, large - count, WythoffMove.fromBoth(count)));
    }
    return Optional.of(new Picture.Grid(rows, columns, cells));
  }

  private Picture.Cell clickable(long row, long column, WythoffMove move) {
    return new Picture.Cell(
        (int) row, (int) column, true, Optional.empty(), Optional.of(move.label(heaps)));
  }

  @Override
  public String render() {
    return "heaps of " + heaps.small() + " and " + heaps.large();
  }
}
