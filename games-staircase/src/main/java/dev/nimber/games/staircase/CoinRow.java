package dev.nimber.games.staircase;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Coins on a row of cells, as the generic search sees them: no theory, just the moves.
 *
 * @param cells the occupied cells, 1-based, strictly increasing
 */
record CoinRow(List<Long> cells) implements Position {

  CoinRow {
    cells = List.copyOf(cells);
  }

  /**
   * The cells up to the last coin: {@code ●} a coin, {@code ·} a free cell, numbered every ten
   * cells.
   */
  @Override
  public String render() {
    long last = cells.isEmpty() ? 0 : cells.get(cells.size() - 1);
    if (last > 200) {
      return "coins on cells " + cells;
    }
    StringBuilder row = new StringBuilder();
    StringBuilder ruler = new StringBuilder();
    for (long cell = 1; cell <= last; cell++) {
      row.append(cells.contains(cell) ? '●' : '·');
      ruler.append(cell % 10 == 0 ? Long.toString(cell / 10 % 10) : cell == 1 ? "1" : " ");
    }
    return row + "\n" + ruler + "   (coins on cells " + cells + ")";
  }

  /** The most cells drawn: coins further right have no picture. */
  static final int MOST_DRAWN = 64;

  /**
   * The strip up to the last coin; a click on a free cell slides the nearest coin on its right
   * there.
   */
  @Override
  public Optional<Picture> picture() {
    long last = cells.isEmpty() ? 1 : cells.get(cells.size() - 1);
    if (last > MOST_DRAWN) {
      return Optional.empty();
    }
    List<Picture.Cell> drawn = new ArrayList<>();
    int next = 0;
    for (long cell = 1; cell <= last; cell++) {
      while (next < cells.size() && cells.get(next) < cell) {
        next++;
      }
      int column = (int) cell - 1;
      if (next < cells.size() && cells.get(next) == cell) {
        drawn.add(
            new Picture.Cell(
                0,
                column,
                true,
                Optional.of(
                    new Picture.Piece(
                        Picture.Shape.DISC, Picture.Tint.NEUTRAL, String.valueOf(cell))),
                Optional.empty()));
      } else if (next < cells.size()) {
        drawn.add(
            new Picture.Cell(
                0,
                column,
                true,
                Optional.empty(),
                Optional.of(StaircaseMoves.label(cells.get(next), cell))));
      }
    }
    return Optional.of(new Picture.Grid(1, (int) last, drawn));
  }

  /** Every coin may slide left onto any free cell it can reach without jumping another coin. */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      long from = cells.get(i);
      long leftmost = i == 0 ? 1 : cells.get(i - 1) + 1;
      for (long to = from - 1; to >= leftmost; to--) {
        List<Long> next = new ArrayList<>(cells);
        next.set(i, to);
        moves.add(new Move(StaircaseMoves.label(from, to), new CoinRow(next)));
      }
    }
    return moves;
  }
}
