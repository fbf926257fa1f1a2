package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Picture.Cell;
import dev.nimber.api.Picture.Edge;
import dev.nimber.api.Picture.Gap;
import dev.nimber.api.Picture.Piece;
import dev.nimber.api.Picture.Row;
import dev.nimber.api.Picture.Token;
import dev.nimber.api.Picture.Vertex;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PictureTest {

  private static final Piece PIN = Piece.of(Picture.Shape.PIN, Picture.Tint.NEUTRAL);

  private static Cell cell(int row, int column, String move) {
    return new Cell(row, column, true, Optional.empty(), Optional.ofNullable(move));
  }

  @Test
  void aGridRefusesACellOutsideItOrListedTwice() {
    assertThatThrownBy(() -> new Picture.Grid(3, 3, List.of(cell(3, 0, null))))
        .hasMessage("cell (3, 0) is outside the grid");
    assertThatThrownBy(() -> new Picture.Grid(3, 3, List.of(cell(1, 2, "a"), cell(1, 2, "b"))))
        .hasMessage("cell (1, 2) is listed twice");
    assertThatThrownBy(() -> new Picture.Grid(0, 3, List.of()))
        .hasMessage("a grid has 1 to 64 rows and columns, not 0 × 3");
  }

  @Test
  void aGridRefusesADropOutsideItOrListedTwiceAndAStrokeThatLeavesIt() {
    Picture.Grid grid = new Picture.Grid(2, 3, List.of(cell(1, 1, "cell")));
    assertThat(grid.withDrops(List.of(new Picture.Drop(2, "drop"))).clicks())
        .containsExactly("cell", "drop");
    assertThatThrownBy(() -> grid.withDrops(List.of(new Picture.Drop(3, "x"))))
        .hasMessage("the drop into column 3 is outside the grid");
    assertThatThrownBy(
            () -> grid.withDrops(List.of(new Picture.Drop(0, "x"), new Picture.Drop(0, "y"))))
        .hasMessage("the drop into column 0 is listed twice");
    assertThat(grid.withStrokes(List.of(new Picture.Stroke(1, 0, 0, 2))).strokes()).hasSize(1);
    assertThatThrownBy(() -> grid.withStrokes(List.of(new Picture.Stroke(0, 0, 2, 0))))
        .hasMessage("the stroke from cell (0, 0) to cell (2, 0) leaves the grid");
    assertThatThrownBy(() -> grid.withStrokes(List.of(new Picture.Stroke(0, -1, 1, 1))))
        .hasMessage("the stroke from cell (0, -1) to cell (1, 1) leaves the grid");
  }

  @Test
  void aGridRefusesALinkThatLeavesItOrIsListedTwiceAndClicksListLinksAfterCells() {
    Picture.Link across = new Picture.Link(0, 1, false, "across");
    Picture.Link down = new Picture.Link(0, 2, true, "down");
    Picture.Grid grid = new Picture.Grid(2, 3, List.of(cell(1, 1, "cell")), List.of(across, down));
    assertThat(grid.clicks()).containsExactly("cell", "across", "down");
    assertThatThrownBy(
            () -> new Picture.Grid(2, 3, List.of(), List.of(new Picture.Link(0, 2, false, "x"))))
        .hasMessage("the link across from cell (0, 2) leaves the grid");
    assertThatThrownBy(
            () -> new Picture.Grid(2, 3, List.of(), List.of(new Picture.Link(1, 0, true, "x"))))
        .hasMessage("the link down from cell (1, 0) leaves the grid");
    assertThatThrownBy(() -> new Picture.Grid(2, 3, List.of(), List.of(across, across)))
        .hasMessage("the link from cell (0, 1) is listed twice");
  }

  @Test
  void aRowRefusesAGapThatIsNotBetweenTwoOfItsTokens() {
    List<Token> three = Collections.nCopies(3, new Token(PIN, Optional.empty()));
    assertThat(new Row("3", three, List.of(new Gap(1, "take 2"))).gaps()).hasSize(1);
    assertThatThrownBy(() -> new Row("3", three, List.of(new Gap(2, "take 2"))))
        .hasMessage("a gap after token 2 in a row of 3");
    assertThatThrownBy(() -> new Row("3", three, List.of(new Gap(0, "a"), new Gap(0, "b"))))
        .hasMessage("the gap after token 0 twice");
  }

  @Test
  void aGraphRefusesAVertexOutsideTheUnitSquareAndAnEdgeToNoVertex() {
    assertThatThrownBy(() -> new Vertex("v", 1.5, 0, false, Optional.empty(), Optional.empty()))
        .hasMessage("vertex v at (1.5, 0.0) is outside the unit square");
    Vertex only = new Vertex("0", 0.5, 0.5, false, Optional.empty(), Optional.empty());
    assertThatThrownBy(
            () -> new Picture.Graph(List.of(only), List.of(new Edge(0, 1, Optional.empty())), true))
        .hasMessage("edge 0-1 names a vertex not in the graph");
  }

  @Test
  void aSceneHoldsAtMostMaxElements() {
    List<Token> tokens =
        Collections.nCopies(Picture.MAX_ELEMENTS + 1, new Token(PIN, Optional.empty()));
    assertThatThrownBy(() -> new Picture.Rows(List.of(new Row("", tokens, List.of()))))
        .hasMessage("a picture holds at most 4096 elements, not 4097");
  }

  @Test
  void clicksListTheMovesInTheOrderOfTheScene() {
    Picture rows =
        new Picture.Rows(
            List.of(
                new Row(
                    "2",
                    List.of(new Token(PIN, Optional.of("first")), new Token(PIN, Optional.empty())),
                    List.of(new Gap(0, "both"))),
                new Row("1", List.of(new Token(PIN, Optional.of("last"))), List.of())));
    assertThat(rows.clicks()).containsExactly("first", "both", "last");
    Picture grid = new Picture.Grid(2, 2, List.of(cell(0, 1, "b"), cell(1, 0, "c")));
    assertThat(grid.clicks()).containsExactly("b", "c");
  }

  @Test
  void aPieceMarkHasAtMostFourCharacters() {
    assertThatThrownBy(() -> new Piece(Picture.Shape.DISC, Picture.Tint.FIRST, "12345"))
        .hasMessage("a piece's mark has at most 4 characters: 12345");
  }

  @Test
  void verticesOnACircleStartAtTheTopAndStayInTheUnitSquare() {
    double[] top = Vertex.onCircle(0, 4);
    assertThat(top[0]).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(top[1]).isCloseTo(0.05, org.assertj.core.data.Offset.offset(1e-12));
    double[] right = Vertex.onCircle(1, 4);
    assertThat(right[0]).isCloseTo(0.95, org.assertj.core.data.Offset.offset(1e-12));
  }
}
