package dev.nimber.games.connect;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A board of k in a row: cells row by row from the top left, each {@code X}, {@code O} or {@code
 * .}; X moves first, so the pieces say whose turn it is. The previous mover's k in a row has lost
 * the game for the player to move; a full board without one is a tie.
 *
 * @param shape the board's size, k and whether pieces drop
 * @param cells the cells, width · height of them
 */
public record Board(Shape shape, String cells) implements Position {

  /** Whose turn it is: X when the pieces are even. */
  char mover() {
    return pieces(cells.toCharArray()) % 2 == 0 ? 'X' : 'O';
  }

  static int pieces(char[] cells) {
    int pieces = 0;
    for (char cell : cells) {
      pieces += cell == '.' ? 0 : 1;
    }
    return pieces;
  }

  @Override
  public Optional<Outcome> verdict() {
    return shape.verdict(cells.toCharArray(), mover());
  }

  /**
   * Each empty cell (or, when pieces drop, each column not full), in order: {@code cell 5} or
   * {@code column 3}.
   */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    char[] board = cells.toCharArray();
    for (int target : shape.targets(board)) {
      board[target] = mover();
      moves.add(new Move(shape.label(target), new Board(shape, new String(board))));
      board[target] = '.';
    }
    return moves;
  }

  @Override
  public String render() {
    StringBuilder drawn = new StringBuilder();
    for (int row = 0; row < shape.height(); row++) {
      drawn
          .append(row == 0 ? "" : "\n")
          .append(cells, row * shape.width(), (row + 1) * shape.width());
    }
    return drawn + "\n" + mover() + " to move";
  }
}
