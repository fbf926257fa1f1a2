package dev.nimber.app.picture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Picture;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PictureDrawingTest {

  private static final Pattern RECT =
      Pattern.compile(
          "<rect x=\"([0-9.]+)\" y=\"([0-9.]+)\" width=\"([0-9.]+)\" height=\"([0-9.]+)\""
              + " fill=\"#ffffff\" fill-opacity=\"0\"/>");

  private static String svg(Picture picture, Map<String, PictureDrawing.Click> clicks) {
    return new PictureDrawing(picture, clicks).svgElement();
  }

  private static String moveGroup(String svg, String label) {
    int start = svg.indexOf("data-move=\"" + label + "\"");
    assertThat(start).as("the group of move %s", label).isNotNegative();
    return svg.substring(start, svg.indexOf("</g>", start));
  }

  @Test
  void aDropTakesClicksOnItsWholeColumnAboveAndOnTheBoard() {
    Picture.Grid grid =
        new Picture.Grid(6, 7, List.of(), List.of()).withDrops(List.of(new Picture.Drop(3, "3")));
    PictureDrawing drawing =
        new PictureDrawing(
            grid, Map.of("3", new PictureDrawing.Click(Optional.of("win"), Optional.empty())));

    String group = moveGroup(drawing.svgElement(), "3");
    Matcher area = RECT.matcher(group);

    assertThat(area.find()).isTrue();
    double x = Double.parseDouble(area.group(1));
    double width = Double.parseDouble(area.group(3));
    double height = Double.parseDouble(area.group(4));
    int cell = Math.min(56, 480 / 7);
    assertThat(x).isEqualTo(12 + 3 * cell);
    assertThat(width).isEqualTo(cell);
    assertThat(height).isGreaterThanOrEqualTo(6 * cell);
    assertThat(drawing.height()).isEqualTo(6 * cell + 12 + 12 + cell / 2);
    assertThat(group).startsWith("data-move=\"3\"><title>3 (win)</title>").contains("<polygon");
  }

  @Test
  void aStrokeIsDrawnBetweenTheCentresOfItsEndCells() {
    Picture.Grid grid =
        new Picture.Grid(4, 4, List.of(), List.of())
            .withStrokes(List.of(new Picture.Stroke(3, 0, 0, 3)));
    int cell = Math.min(56, 480 / 4);

    String svg = svg(grid, Map.of());

    double from = 12 + cell / 2.0;
    double to = 12 + 3.5 * cell;
    assertThat(svg)
        .contains(
            String.format(
                java.util.Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#f1c40f\"",
                from,
                to,
                to,
                from));
  }

  @Test
  void aLinksClickTargetIsTheDiamondBetweenItsTwoCells() {
    Picture.Grid grid =
        new Picture.Grid(2, 2, List.of(), List.of(new Picture.Link(0, 0, false, "a")));

    String group = moveGroup(svg(grid, Map.of()), "a");

    double x = 12 + 56.0;
    double y = 12 + 28.0;
    assertThat(group)
        .contains(
            String.format(
                java.util.Locale.ROOT,
                "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"#ffffff\""
                    + " fill-opacity=\"0\"/>",
                x - 28,
                y,
                x,
                y - 28,
                x + 28,
                y,
                x,
                y + 28));
  }

  @Test
  void aPathIsDrawnAsAStripNotInAnEmptySquare() {
    List<Picture.Vertex> vertices = new java.util.ArrayList<>();
    List<Picture.Edge> edges = new java.util.ArrayList<>();
    for (int i = 0; i < 8; i++) {
      vertices.add(
          new Picture.Vertex(
              String.valueOf(i), i / 7.0, 0.5, false, Optional.empty(), Optional.empty()));
      if (i > 0) {
        edges.add(new Picture.Edge(i - 1, i, Optional.empty()));
      }
    }
    PictureDrawing drawing =
        new PictureDrawing(new Picture.Graph(vertices, edges, false), Map.of());

    assertThat(drawing.width()).isGreaterThan(4 * drawing.height());
  }
}
