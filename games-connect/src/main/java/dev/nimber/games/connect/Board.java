package dev.nimber.games.connect;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Picture;
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

  /**
   * Whether another board has the same shape and cells. Written out, as {@link Shape}'s is: the
   * record's own is set up on first use by method handles the JVM generates then.
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Board board && shape.equals(board.shape) && cells.equals(board.cells);
  }

  @Override
  public int hashCode() {
    return 31 * shape.hashCode() + cells.hashCode();
  }

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

  /**
   * The board as a grid: X's and O's (discs of two colours when pieces drop), a click on an empty
   * cell where a piece may go playing there, and, when pieces drop, a click anywhere in a column
   * that is not full dropping a piece into it; once a player has k in a row, the line is drawn.
   */
  @Override
  public Optional<Picture> picture() {
    char[] board = cells.toCharArray();
    List<Picture.Cell> drawn = new ArrayList<>();
    List<Picture.Drop> drops = new ArrayList<>();
    boolean[] target = new boolean[board.length];
    boolean over = verdict().isPresent();
    if (!over) {
      for (int cell : shape.targets(board)) {
        target[cell] = true;
        if (shape.gravity()) {
          drops.add(new Picture.Drop(cell % shape.width(), shape.label(cell)));
        }
      }
    }
    for (int cell = 0; cell < board.length; cell++) {
      Optional<Picture.Piece> piece =
          board[cell] == '.' ? Optional.empty() : Optional.of(piece(board[cell]));
      Optional<String> move = target[cell] ? Optional.of(shape.label(cell)) : Optional.empty();
      if (piece.isPresent() || move.isPresent()) {
        drawn.add(new Picture.Cell(cell / shape.width(), cell % shape.width(), true, piece, move));
      }
    }
    List<Picture.Stroke> strokes = new ArrayList<>();
    // Only a finished game has k in a row.
    if (over) {
      for (char player : new char[] {'X', 'O'}) {
        for (int[] line : shape.lines(board, player)) {
          strokes.add(
              new Picture.Stroke(
                  line[0] / shape.width(),
                  line[0] % shape.width(),
                  line[1] / shape.width(),
                  line[1] % shape.width()));
        }
      }
    }
    return Optional.of(
        new Picture.Grid(shape.height(), shape.width(), drawn, List.of(), drops, strokes));
  }

  private Picture.Piece piece(char player) {
    Picture.Tint tint = player == 'X' ? Picture.Tint.FIRST : Picture.Tint.SECOND;
    if (shape.gravity()) {
      return Picture.Piece.of(Picture.Shape.DISC, tint);
    }
    return Picture.Piece.of(player == 'X' ? Picture.Shape.CROSS : Picture.Shape.RING, tint);
  }

  @Override
  public String render() {
    StringBuilder drawn = new StringBuilder();
    for (int row = 0; row < shape.height(); row++) {
      drawn
          .append(row == 0 ? "" : "\n")
          .append(cells, row * shape.width(), (row + 1) * shape.width());
    }
    Optional<Outcome> verdict = verdict();
    if (verdict.isEmpty()) {
      return drawn + "\n" + mover() + " to move";
    }
    char previous = mover() == 'X' ? 'O' : 'X';
    return drawn
        + "\n"
        + switch (verdict.get()) {
          case LOSS -> previous + " has " + shape.k() + " in a row and wins";
          case WIN -> mover() + " has " + shape.k() + " in a row and wins";
          case TIE, DRAW -> "a tie: the board is full";
        };
  }
}
