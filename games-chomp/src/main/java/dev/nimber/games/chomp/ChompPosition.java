package dev.nimber.games.chomp;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A position of chomp small enough to list its moves: at most {@value #MAX_SIDE} rows and columns.
 * The player who cannot move is left the poisoned square alone, and loses.
 *
 * @param width the bar's columns at the start, the rules' box
 * @param height the bar's rows at the start
 * @param diagram the squares left
 */
record ChompPosition(int width, int height, Diagram diagram) implements Position {

  /** The most rows and columns of a position. */
  static final int MAX_SIDE = 64;

  /** Each square but the poisoned one, row by row from the top: a bite there. */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    long height = diagram.height();
    for (long row = 1; row <= height; row++) {
      long length = diagram.row(row - 1);
      for (long column = row == 1 ? 2 : 1; column <= length; column++) {
        moves.add(play(new Bite(row, column)));
      }
    }
    return moves;
  }

  private Move play(Bite bite) {
    return new Move(bite.label(), new ChompPosition(width, height, diagram.after(bite)));
  }

  /** The move a person (or a solver's answer) names, found without listing the moves. */
  @Override
  public Optional<Move> move(String typed) {
    return Bite.parse(typed).filter(diagram::has).map(this::play);
  }

  /**
   * The board: the squares left open, those eaten dark, the poisoned square marked; a click on a
   * square left bites there.
   */
  @Override
  public Optional<Picture> picture() {
    List<Picture.Cell> cells = new ArrayList<>();
    for (int row = 0; row < height; row++) {
      long length = diagram.row(row);
      for (int column = 0; column < width; column++) {
        boolean left = column < length;
        boolean poison = row == 0 && column == 0;
        cells.add(
            new Picture.Cell(
                row,
                column,
                left,
                poison
                    ? Optional.of(Picture.Piece.of(Picture.Shape.SQUARE, Picture.Tint.MARKED))
                    : Optional.empty(),
                left && !poison
                    ? Optional.of(new Bite(row + 1, column + 1).label())
                    : Optional.empty()));
      }
    }
    return Optional.of(new Picture.Grid(height, width, cells));
  }

  /** The squares, {@code P} the poisoned one, {@code #} the others, one line a row. */
  @Override
  public String render() {
    StringBuilder drawn = new StringBuilder();
    long height = diagram.height();
    for (int row = 0; row < height; row++) {
      drawn.append(row == 0 ? "P" + "#".repeat((int) diagram.row(0) - 1) : "\n");
      if (row > 0) {
        drawn.append("#".repeat((int) diagram.row(row)));
      }
    }
    return drawn + "\n(rows " + diagram + ")";
  }
}
