package dev.nimber.app.picture;

import dev.nimber.api.Picture;
import dev.nimber.api.Picture.Cell;
import dev.nimber.api.Picture.Edge;
import dev.nimber.api.Picture.Gap;
import dev.nimber.api.Picture.Piece;
import dev.nimber.api.Picture.Row;
import dev.nimber.api.Picture.Token;
import dev.nimber.api.Picture.Vertex;
import dev.nimber.app.service.Drawing;
import dev.nimber.app.service.PlayState;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Draws a position's {@link Picture}: the host's sizes and colours for every scene, each clickable
 * element in a group that names its move and, when known, is coloured by the move's value for the
 * player making it (green a win, red a loss, yellow a tie, grey a draw, as {@code play} colours
 * them) and links where a click leads. The same layout is written as SVG and as PNG.
 *
 * <p>Time and size O(e) for a scene of e elements (at most {@value Picture#MAX_ELEMENTS}).
 */
public final class PictureDrawing implements Drawing {

  /**
   * What a click on a move's element shows and does.
   *
   * @param outcome the move's value for the player making it ({@code win}, {@code loss}, {@code
   *     tie}, {@code draw}), or empty when not known
   * @param href where a click leads, or empty
   */
  public record Click(Optional<String> outcome, Optional<String> href) {}

  private static final int MARGIN = 12;
  private static final int ROW_HEIGHT = 56;
  private static final int GRAPH_SIZE = 480;
  private static final Color BOARD = new Color(0xf5eedc);
  private static final Color CLOSED = new Color(0x566573);
  private static final Color RULE = new Color(0xaab7b8);
  private static final Color INK = new Color(0x17202a);
  private static final Color FAINT = new Color(0xd5d8dc);
  private static final Color UNVALUED = new Color(0x2471a3);
  private static final Color HIGHLIGHT = new Color(0xf1c40f);

  private final Picture picture;

  /** Where a graph's vertices go, made once; null for a grid or rows. */
  private final GraphLayout layout;

  private final Map<String, Click> clicks;

  /**
   * @param picture the scene, checked against its position's moves
   * @param clicks for each move's label, its value and link; a move missing here is drawn as
   *     clickable without a value
   */
  public PictureDrawing(Picture picture, Map<String, Click> clicks) {
    this.picture = picture;
    this.clicks = Map.copyOf(clicks);
    this.layout = picture instanceof Picture.Graph graph ? new GraphLayout(graph) : null;
  }

  /**
   * The drawing of a game in play's picture, each move coloured by its value there.
   *
   * @param state the game in play, whose moves' values colour the clicks
   * @param href where a click on the move of an index leads, or empty for no link
   * @return the drawing, or empty when the game draws no picture of the position
   */
  public static Optional<PictureDrawing> of(PlayState state, IntFunction<Optional<String>> href) {
    Map<String, Click> clicks = new HashMap<>();
    for (PlayState.MoveValue move : state.moves()) {
      clicks.put(
          move.label(), new Click(Optional.of(move.outcome().word()), href.apply(move.index())));
    }
    return state.picture().map(picture -> new PictureDrawing(picture, clicks));
  }

  @Override
  public String svgElement() {
    SvgSketch sketch = new SvgSketch(width(), height());
    draw(sketch);
    return sketch.element();
  }

  @Override
  public void write(Format format, OutputStream out) throws IOException {
    Sketch sketch =
        format == Format.SVG ? new SvgSketch(width(), height()) : new PngSketch(width(), height());
    draw(sketch);
    sketch.write(out);
  }

  /** The colour of a move's value, or the colour of a move whose value is not known. */
  static Color colour(Optional<String> outcome) {
    return outcome
        .map(
            word ->
                switch (word) {
                  case "win" -> new Color(0x1e8449);
                  case "loss" -> new Color(0xc0392b);
                  case "tie" -> new Color(0xd4ac0d);
                  default -> new Color(0x7f8c8d);
                })
        .orElse(UNVALUED);
  }

  @Override
  public int width() {
    if (picture instanceof Picture.Grid grid) {
      return grid.columns() * cellSize(grid) + 2 * MARGIN;
    }
    if (picture instanceof Picture.Rows rows) {
      return labelWidth(rows) + longest(rows) * tokenStep(rows) + 2 * MARGIN;
    }
    return (int) Math.ceil(layout.width);
  }

  @Override
  public int height() {
    if (picture instanceof Picture.Grid grid) {
      return grid.rows() * cellSize(grid) + top(grid) + MARGIN;
    }
    if (picture instanceof Picture.Rows rows) {
      return Math.max(1, rows.rows().size()) * ROW_HEIGHT + 2 * MARGIN;
    }
    return (int) Math.ceil(layout.height);
  }

  /** Where a grid's board starts: below the band of its drops' markers, when it has drops. */
  private static int top(Picture.Grid grid) {
    return grid.drops().isEmpty() ? MARGIN : MARGIN + cellSize(grid) / 2;
  }

  private void draw(Sketch sketch) {
    if (picture instanceof Picture.Grid grid) {
      drawGrid(sketch, grid);
    } else if (picture instanceof Picture.Rows rows) {
      drawRows(sketch, rows);
    } else if (picture instanceof Picture.Graph graph) {
      drawGraph(sketch, graph);
    }
  }

  private static int cellSize(Picture.Grid grid) {
    return Math.max(16, Math.min(56, 480 / Math.max(grid.rows(), grid.columns())));
  }

  private void drawGrid(Sketch sketch, Picture.Grid grid) {
    int size = cellSize(grid);
    int top = top(grid);
    Cell[] cells = new Cell[grid.rows() * grid.columns()];
    grid.cells().forEach(cell -> cells[cell.row() * grid.columns() + cell.column()] = cell);
    for (int row = 0; row < grid.rows(); row++) {
      for (int column = 0; column < grid.columns(); column++) {
        Cell cell = cells[row * grid.columns() + column];
        double x = MARGIN + column * size;
        double y = top + row * size;
        sketch.rectangle(x, y, size, size, cell == null || cell.open() ? BOARD : CLOSED, RULE);
        if (cell == null) {
          continue;
        }
        double cx = x + size / 2.0;
        double cy = y + size / 2.0;
        if (cell.move().isPresent()) {
          Click click = click(cell.move().get());
          sketch.startMove(cell.move().get(), click.outcome(), click.href());
          sketch.hitArea(x, y, size, size);
          if (cell.piece().isPresent()) {
            sketch.circle(cx, cy, size * 0.46, null, colour(click.outcome()), 3);
          } else {
            sketch.circle(cx, cy, size * 0.16, colour(click.outcome()), null, 0);
          }
        }
        cell.piece().ifPresent(piece -> drawPiece(sketch, cx, cy, size, piece));
        if (cell.move().isPresent()) {
          sketch.endMove();
        }
      }
    }
    for (Picture.Link link : grid.links()) {
      drawLink(sketch, link, size, top);
    }
    for (Picture.Drop drop : grid.drops()) {
      double x = MARGIN + drop.column() * size;
      double cx = x + size / 2.0;
      double half = size * 0.2;
      Click click = click(drop.move());
      sketch.startMove(drop.move(), click.outcome(), click.href());
      sketch.hitArea(x, MARGIN, size, top - MARGIN + grid.rows() * size);
      sketch.polygon(
          new double[] {cx - half, MARGIN + 2, cx + half, MARGIN + 2, cx, top - 3.0},
          colour(click.outcome()));
      sketch.endMove();
    }
    for (Picture.Stroke stroke : grid.strokes()) {
      double x1 = MARGIN + (stroke.fromColumn() + 0.5) * size;
      double y1 = top + (stroke.fromRow() + 0.5) * size;
      double x2 = MARGIN + (stroke.toColumn() + 0.5) * size;
      double y2 = top + (stroke.toRow() + 0.5) * size;
      sketch.line(x1, y1, x2, y2, INK, size * 0.16);
      sketch.line(x1, y1, x2, y2, HIGHLIGHT, size * 0.1);
    }
  }

  /**
   * A link between two cells: its click target is the diamond between the two cells' centres and
   * the ends of their shared border (the diamonds of a board's links tile it), tinted by the move's
   * value, with a bar across the border.
   */
  private void drawLink(Sketch sketch, Picture.Link link, int size, int top) {
    double x = MARGIN + (link.column() + (link.down() ? 0.5 : 1.0)) * size;
    double y = top + (link.row() + (link.down() ? 1.0 : 0.5)) * size;
    double half = size / 2.0;
    double[] diamond =
        link.down()
            ? new double[] {x, y - half, x + half, y, x, y + half, x - half, y}
            : new double[] {x - half, y, x, y - half, x + half, y, x, y + half};
    double along = size * 0.3;
    Click click = click(link.move());
    Color colour = colour(click.outcome());
    sketch.startMove(link.move(), click.outcome(), click.href());
    sketch.polygon(shrunk(diamond, x, y, 0.9), blend(colour, BOARD, 0.22));
    sketch.hitPolygon(diamond);
    if (link.down()) {
      sketch.line(x - along * 0.7, y, x + along * 0.7, y, colour, 6);
    } else {
      sketch.line(x, y - along * 0.7, x, y + along * 0.7, colour, 6);
    }
    sketch.endMove();
  }

  /** A polygon's points moved towards a centre, to the fraction given of their distance. */
  private static double[] shrunk(double[] points, double cx, double cy, double fraction) {
    double[] moved = new double[points.length];
    for (int i = 0; i < points.length; i += 2) {
      moved[i] = cx + (points[i] - cx) * fraction;
      moved[i + 1] = cy + (points[i + 1] - cy) * fraction;
    }
    return moved;
  }

  /** {@code share} of one colour mixed with the rest of another. */
  private static Color blend(Color colour, Color with, double share) {
    return new Color(
        (int) Math.round(colour.getRed() * share + with.getRed() * (1 - share)),
        (int) Math.round(colour.getGreen() * share + with.getGreen() * (1 - share)),
        (int) Math.round(colour.getBlue() * share + with.getBlue() * (1 - share)));
  }

  private static int longest(Picture.Rows rows) {
    return Math.max(1, rows.rows().stream().mapToInt(row -> row.tokens().size()).max().orElse(1));
  }

  private static int tokenStep(Picture.Rows rows) {
    return Math.max(10, Math.min(32, 960 / longest(rows)));
  }

  private static int labelWidth(Picture.Rows rows) {
    return rows.rows().stream().anyMatch(row -> !row.label().isEmpty()) ? 90 : 0;
  }

  private void drawRows(Sketch sketch, Picture.Rows rows) {
    int step = tokenStep(rows);
    int left = MARGIN + labelWidth(rows);
    for (int i = 0; i < rows.rows().size(); i++) {
      Row row = rows.rows().get(i);
      double cy = MARGIN + i * ROW_HEIGHT + ROW_HEIGHT / 2.0 - 4;
      if (!row.label().isEmpty()) {
        sketch.text(MARGIN + labelWidth(rows) / 2.0, cy + 5, row.label(), 14, INK);
      }
      for (int j = 0; j < row.tokens().size(); j++) {
        Token token = row.tokens().get(j);
        double cx = left + step * (j + 0.5);
        if (token.move().isPresent()) {
          Click click = click(token.move().get());
          sketch.startMove(token.move().get(), click.outcome(), click.href());
          sketch.hitArea(cx - step / 2.0, cy - ROW_HEIGHT / 2.0, step, ROW_HEIGHT);
          sketch.line(
              cx - step * 0.3,
              cy + ROW_HEIGHT * 0.38,
              cx + step * 0.3,
              cy + ROW_HEIGHT * 0.38,
              colour(click.outcome()),
              4);
        }
        drawPiece(sketch, cx, cy, Math.min(step, 32), token.piece());
        if (token.move().isPresent()) {
          sketch.endMove();
        }
      }
      for (Gap gap : row.gaps()) {
        double cx = left + step * (gap.after() + 1.0);
        Click click = click(gap.move());
        sketch.startMove(gap.move(), click.outcome(), click.href());
        sketch.hitArea(cx - step * 0.2, cy - ROW_HEIGHT / 2.0, step * 0.4, ROW_HEIGHT);
        double bottom = cy + ROW_HEIGHT * 0.38;
        double half = Math.max(3, step * 0.14);
        sketch.polygon(
            new double[] {
              cx, bottom - half, cx + half, bottom, cx, bottom + half, cx - half, bottom
            },
            colour(click.outcome()));
        sketch.endMove();
      }
    }
  }

  /**
   * Where a graph's vertices and names go: the vertices' extent scaled to fit {@value GRAPH_SIZE}
   * pixels on its longer side, keeping its shape, so that a path is a strip and not a line in an
   * empty square; room around it for the names.
   */
  private static final class GraphLayout {

    private static final double NAME_ROOM = 26;

    final double radius;
    final double[] xs;
    final double[] ys;
    final double width;
    final double height;

    GraphLayout(Picture.Graph graph) {
      int n = graph.vertices().size();
      radius = n > 36 ? 9 : 14;
      double minX = 1;
      double maxX = 0;
      double minY = 1;
      double maxY = 0;
      for (Vertex vertex : graph.vertices()) {
        minX = Math.min(minX, vertex.x());
        maxX = Math.max(maxX, vertex.x());
        minY = Math.min(minY, vertex.y());
        maxY = Math.max(maxY, vertex.y());
      }
      double spanX = Math.max(0, maxX - minX);
      double spanY = Math.max(0, maxY - minY);
      double scale = (GRAPH_SIZE - 2 * radius) / Math.max(Math.max(spanX, spanY), 1e-9);
      double left = MARGIN + NAME_ROOM + radius;
      xs = new double[n];
      ys = new double[n];
      for (int i = 0; i < n; i++) {
        Vertex vertex = graph.vertices().get(i);
        xs[i] = left + (vertex.x() - minX) * scale;
        ys[i] = left + (vertex.y() - minY) * scale;
      }
      width = spanX * scale + 2 * left;
      height = spanY * scale + 2 * left;
    }
  }

  private void drawGraph(Sketch sketch, Picture.Graph graph) {
    double radius = layout.radius;
    double[] xs = layout.xs;
    double[] ys = layout.ys;
    double[] awayX = new double[xs.length];
    double[] awayY = new double[xs.length];
    for (Edge edge : graph.edges()) {
      double dx = xs[edge.to()] - xs[edge.from()];
      double dy = ys[edge.to()] - ys[edge.from()];
      double length = Math.hypot(dx, dy);
      if (length > 0) {
        awayX[edge.from()] -= dx / length;
        awayY[edge.from()] -= dy / length;
        awayX[edge.to()] += dx / length;
        awayY[edge.to()] += dy / length;
      }
    }
    for (Edge edge : graph.edges()) {
      boolean gone =
          graph.vertices().get(edge.from()).gone() || graph.vertices().get(edge.to()).gone();
      Color ink = gone ? FAINT : CLOSED;
      if (edge.move().isPresent()) {
        Click click = click(edge.move().get());
        sketch.startMove(edge.move().get(), click.outcome(), click.href());
        sketch.line(
            xs[edge.from()],
            ys[edge.from()],
            xs[edge.to()],
            ys[edge.to()],
            colour(click.outcome()),
            7);
        sketch.endMove();
      } else {
        sketch.line(xs[edge.from()], ys[edge.from()], xs[edge.to()], ys[edge.to()], ink, 2);
      }
      if (graph.directed()) {
        arrowHead(
            sketch, xs[edge.from()], ys[edge.from()], xs[edge.to()], ys[edge.to()], radius, ink);
      }
    }
    for (int i = 0; i < xs.length; i++) {
      Vertex vertex = graph.vertices().get(i);
      if (vertex.move().isPresent()) {
        Click click = click(vertex.move().get());
        sketch.startMove(vertex.move().get(), click.outcome(), click.href());
        sketch.hitArea(xs[i] - radius - 4, ys[i] - radius - 4, 2 * radius + 8, 2 * radius + 8);
        sketch.circle(xs[i], ys[i], radius + 3, null, colour(click.outcome()), 4);
      }
      sketch.circle(
          xs[i],
          ys[i],
          radius,
          vertex.gone() ? new Color(0xf2f3f4) : Color.WHITE,
          vertex.gone() ? FAINT : CLOSED,
          1.5);
      if (vertex.piece().isPresent()) {
        drawPiece(sketch, xs[i], ys[i], radius * 2, vertex.piece().get());
      }
      drawName(sketch, vertex, xs[i], ys[i], radius, awayX[i], awayY[i]);
      if (vertex.move().isPresent()) {
        sketch.endMove();
      }
    }
  }

  /**
   * A vertex's name, on the side away from its edges (above it when they pull every way or it has
   * none), so that no edge runs through it.
   */
  private static void drawName(
      Sketch sketch, Vertex vertex, double x, double y, double radius, double ax, double ay) {
    int size = 11;
    double length = Math.hypot(ax, ay);
    double ux = length < 0.5 ? 0 : ax / length;
    double uy = length < 0.5 ? -1 : ay / length;
    double halfWidth = 0.3 * size * vertex.name().length();
    double reach = radius + 5 + Math.abs(ux) * halfWidth + Math.abs(uy) * size * 0.5;
    sketch.text(
        x + ux * reach,
        y + uy * reach + size * 0.35,
        vertex.name(),
        size,
        vertex.gone() ? FAINT : INK);
  }

  private static void arrowHead(
      Sketch sketch, double x1, double y1, double x2, double y2, double radius, Color ink) {
    double length = Math.hypot(x2 - x1, y2 - y1);
    if (length <= radius) {
      return;
    }
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    double tipX = x2 - ux * radius;
    double tipY = y2 - uy * radius;
    double size = 9;
    sketch.polygon(
        new double[] {
          tipX,
          tipY,
          tipX - ux * size - uy * size * 0.5,
          tipY - uy * size + ux * size * 0.5,
          tipX - ux * size + uy * size * 0.5,
          tipY - uy * size - ux * size * 0.5
        },
        ink);
  }

  private Click click(String label) {
    return clicks.getOrDefault(label, new Click(Optional.empty(), Optional.empty()));
  }

  private static Color tint(Picture.Tint tint) {
    return switch (tint) {
      case FIRST -> new Color(0x2e86c1);
      case SECOND -> new Color(0xe67e22);
      case NEUTRAL -> new Color(0x6e2c00);
      case MARKED -> INK;
    };
  }

  private static void drawPiece(Sketch sketch, double cx, double cy, double size, Piece piece) {
    Color colour = tint(piece.tint());
    Color markInk = Color.WHITE;
    switch (piece.shape()) {
      case DISC -> sketch.circle(cx, cy, size * 0.38, colour, colour.darker(), 1.5);
      case RING -> {
        sketch.circle(cx, cy, size * 0.3, null, colour, size * 0.09);
        markInk = INK;
      }
      case CROSS -> {
        double arm = size * 0.28;
        sketch.line(cx - arm, cy - arm, cx + arm, cy + arm, colour, size * 0.09);
        sketch.line(cx - arm, cy + arm, cx + arm, cy - arm, colour, size * 0.09);
        markInk = INK;
      }
      case SQUARE ->
          sketch.rectangle(
              cx - size * 0.35, cy - size * 0.35, size * 0.7, size * 0.7, colour, null);
      case PIN -> {
        sketch.circle(cx, cy - size * 0.24, size * 0.12, colour, null, 0);
        sketch.polygon(
            new double[] {
              cx - size * 0.06,
              cy - size * 0.14,
              cx + size * 0.06,
              cy - size * 0.14,
              cx + size * 0.2,
              cy + size * 0.3,
              cx - size * 0.2,
              cy + size * 0.3
            },
            colour);
      }
      case QUEEN ->
          sketch.polygon(
              new double[] {
                cx - size * 0.3,
                cy + size * 0.3,
                cx + size * 0.3,
                cy + size * 0.3,
                cx + size * 0.36,
                cy - size * 0.22,
                cx + size * 0.15,
                cy + size * 0.02,
                cx,
                cy - size * 0.32,
                cx - size * 0.15,
                cy + size * 0.02,
                cx - size * 0.36,
                cy - size * 0.22
              },
              colour);
    }
    if (!piece.mark().isEmpty()) {
      sketch.text(cx, cy + size * 0.12, piece.mark(), (int) Math.max(9, size * 0.32), markInk);
    }
  }
}
