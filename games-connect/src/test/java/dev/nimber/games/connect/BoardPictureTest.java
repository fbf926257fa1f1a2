package dev.nimber.games.connect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Picture;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the board shows a person: a click anywhere in a column of Connect Four drops a piece, the
 * winning line is drawn once a player has k in a row, and a finished board says who won instead of
 * whose turn it is.
 */
class BoardPictureTest {

  private static final Shape CONNECT_FOUR_SMALL = new Shape(4, 4, 3, true);

  private static Picture.Grid grid(Board board) {
    return (Picture.Grid) board.picture().orElseThrow();
  }

  @Test
  void everyColumnNotFullTakesAClickAnywhereInIt() {
    Board board = new Board(CONNECT_FOUR_SMALL, "X...O...X...O...");
    assertThat(grid(board).drops())
        .containsExactly(
            new Picture.Drop(1, "column 2"),
            new Picture.Drop(2, "column 3"),
            new Picture.Drop(3, "column 4"));
    assertThat(grid(board).clicks())
        .containsExactlyInAnyOrder(
            "column 2", "column 3", "column 4", "column 2", "column 3", "column 4");
    assertThat(board.render()).endsWith("\nX to move");
  }

  @Test
  void aWinningLineIsDrawnAndTheBoardSaysWhoWon() {
    Board won = new Board(CONNECT_FOUR_SMALL, "........OO..XXX.");
    assertThat(grid(won).strokes()).containsExactly(new Picture.Stroke(3, 0, 3, 2));
    assertThat(grid(won).drops()).isEmpty();
    assertThat(grid(won).clicks()).isEmpty();
    assertThat(won.render()).isEqualTo("....\n....\nOO..\nXXX.\nX has 3 in a row and wins");
  }

  @Test
  void aDiagonalLineOfTicTacToeIsDrawnFromCornerToCorner() {
    Board won = new Board(new Shape(3, 3, 3, false), "XO.OX...X");
    assertThat(grid(won).strokes()).containsExactly(new Picture.Stroke(0, 0, 2, 2));
    assertThat(grid(won).drops()).isEmpty();
  }

  @Test
  void aFullBoardWithoutALineIsATie() {
    Board tie = new Board(new Shape(3, 3, 3, false), "XOXXOOOXX");
    assertThat(grid(tie).strokes()).isEqualTo(List.of());
    assertThat(tie.render()).endsWith("\na tie: the board is full");
  }

  @Test
  void boardsAndShapesAreEqualExactlyWhenEachOfTheirFieldsIs() {
    Shape shape = new Shape(4, 4, 3, true);
    assertThat(new Shape(4, 4, 3, true)).isEqualTo(shape).hasSameHashCodeAs(shape);
    assertThat(
            List.of(
                new Shape(5, 4, 3, true),
                new Shape(4, 5, 3, true),
                new Shape(4, 4, 4, true),
                new Shape(4, 4, 3, false)))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(shape));
    Board board = new Board(shape, "X...O...X...O...");
    assertThat(new Board(new Shape(4, 4, 3, true), "X...O...X...O..."))
        .isEqualTo(board)
        .hasSameHashCodeAs(board);
    assertThat(
            List.of(
                new Board(new Shape(4, 4, 3, false), "X...O...X...O..."),
                new Board(shape, "X...O...X...O..X")))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(board));
    assertThat(board).isNotEqualTo(shape);
  }
}
