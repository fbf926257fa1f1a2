package dev.nimber.games.staircase;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;

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
