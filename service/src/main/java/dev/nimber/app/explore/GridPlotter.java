package dev.nimber.app.explore;

import dev.nimber.app.service.Grid;
import dev.nimber.app.service.OutputFile;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Draws a {@link Grid}: one square per cell, losing positions dark and winning ones light (or a
 * heat map of values), with axes, tick labels, a title, the fixed parameters and a legend. PNG or
 * SVG by the file's extension.
 */
public final class GridPlotter {

  /** A lost position for the first player. */
  public static final Color LOSS = new Color(0x1f, 0x2a, 0x44);

  /** A won position for the first player. */
  public static final Color WIN = new Color(0xe8, 0xee, 0xf7);

  /** A cell with nothing known (not an instance, or no solver could answer). */
  public static final Color UNKNOWN = new Color(0xbb, 0xbb, 0xbb);

  private static final Color HEAT_LOW = new Color(0xff, 0xf5, 0xeb);
  private static final Color HEAT_HIGH = new Color(0x7f, 0x27, 0x04);
  private static final Color INK = new Color(0x22, 0x22, 0x22);

  static final int LEFT = 70;
  static final int TOP = 56;
  static final int BOTTOM = 52;
  static final int RIGHT = 170;

  /**
   * The side of one cell in pixels: the grid fits in about 720 pixels, each cell 2 to 24 pixels.
   */
  public static int cellSize(Grid grid) {
    int longest = Math.max(grid.columnCount(), grid.rowCount());
    return Math.max(2, Math.min(24, 720 / Math.max(1, longest)));
  }

  /** The picture's width in pixels: margins and one cell per column. */
  public static int width(Grid grid) {
    return LEFT + grid.columnCount() * cellSize(grid) + RIGHT;
  }

  /** The picture's height in pixels: margins and one cell per row. */
  public static int height(Grid grid) {
    return TOP + grid.rowCount() * cellSize(grid) + BOTTOM;
  }

  /**
   * Writes the plot whole or not at all; the format follows the extension, {@code .png} or {@code
   * .svg}.
   */
  public void write(Grid grid, OutputFile file) {
    String name = file.path().getFileName().toString().toLowerCase(Locale.ROOT);
    Canvas canvas =
        name.endsWith(".svg")
            ? new SvgCanvas(width(grid), height(grid))
            : new PngCanvas(width(grid), height(grid));
    draw(grid, canvas);
    file.write(canvas::write);
  }

  /** The plot as an SVG document, for a page to show inline. */
  public String svg(Grid grid) {
    SvgCanvas canvas = new SvgCanvas(width(grid), height(grid));
    draw(grid, canvas);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      canvas.write(bytes);
    } catch (IOException impossible) {
      throw new UncheckedIOException(impossible);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private void draw(Grid grid, Canvas canvas) {
    int cell = cellSize(grid);
    int rows = grid.rowCount();
    int columns = grid.columnCount();
    double[] range = valueRange(grid);
    for (int r = 0; r < rows; r++) {
      // The first y value is at the bottom, as on a graph.
      double top = TOP + (rows - 1 - r) * (double) cell;
      for (int c = 0; c < columns; c++) {
        canvas.rectangle(
            LEFT + c * (double) cell,
            top,
            cell,
            cell,
            color(grid, grid.cells()[r][c], range),
            "cell");
      }
    }
    canvas.text(LEFT, 22, grid.title(), 16, Canvas.Anchor.START, INK);
    canvas.text(LEFT, 42, grid.subtitle(), 12, Canvas.Anchor.START, INK);
    double bottom = TOP + rows * (double) cell;
    canvas.line(LEFT, bottom, LEFT + columns * (double) cell, bottom, INK);
    List<BigInteger> xs = grid.x().values();
    int xStep = tickStep(cell, 40);
    for (int c = 0; c < columns; c += xStep) {
      double center = LEFT + (c + 0.5) * cell;
      canvas.line(center, bottom, center, bottom + 4, INK);
      canvas.text(center, bottom + 17, xs.get(c).toString(), 11, Canvas.Anchor.MIDDLE, INK);
    }
    canvas.text(
        LEFT + columns * cell / 2.0, bottom + 38, grid.x().name(), 13, Canvas.Anchor.MIDDLE, INK);
    if (grid.y() != null) {
      canvas.line(LEFT, TOP, LEFT, bottom, INK);
      List<BigInteger> ys = grid.y().values();
      int yStep = tickStep(cell, 18);
      for (int r = 0; r < rows; r += yStep) {
        double center = TOP + (rows - 1 - r + 0.5) * cell;
        canvas.line(LEFT - 4, center, LEFT, center, INK);
        canvas.text(LEFT - 7, center + 4, ys.get(r).toString(), 11, Canvas.Anchor.END, INK);
      }
      canvas.text(14, TOP + rows * cell / 2.0, grid.y().name(), 13, Canvas.Anchor.START, INK);
    }
    legend(grid, canvas, LEFT + columns * (double) cell + 20, range);
  }

  private static void legend(Grid grid, Canvas canvas, double x, double[] range) {
    double y = TOP;
    if (grid.outcomes()) {
      canvas.rectangle(x, y, 14, 14, LOSS, "legend");
      canvas.text(x + 20, y + 12, "first player loses", 11, Canvas.Anchor.START, INK);
      canvas.rectangle(x, y + 22, 14, 14, WIN, "legend");
      canvas.text(x + 20, y + 34, "first player wins", 11, Canvas.Anchor.START, INK);
      y += 44;
    } else {
      for (int i = 0; i < 5; i++) {
        canvas.rectangle(x, y + i * 14, 14, 14, heat(i / 4.0), "legend");
      }
      canvas.text(x + 20, y + 11, format(range[0]), 11, Canvas.Anchor.START, INK);
      canvas.text(x + 20, y + 67, format(range[1]), 11, Canvas.Anchor.START, INK);
      canvas.text(x, y + 86, grid.valueName() + " (log scale)", 11, Canvas.Anchor.START, INK);
      y += 96;
    }
    canvas.rectangle(x, y, 14, 14, UNKNOWN, "legend");
    canvas.text(x + 20, y + 12, "not known", 11, Canvas.Anchor.START, INK);
  }

  /**
   * For outcomes 0 or 1; for heat maps log10(1 + value), scaled from the grid's least to its
   * greatest.
   */
  private static Color color(Grid grid, Double value, double[] range) {
    if (value == null) {
      return UNKNOWN;
    }
    if (grid.outcomes()) {
      return value >= 0.5 ? WIN : LOSS;
    }
    double low = Math.log10(1 + range[0]);
    double high = Math.log10(1 + range[1]);
    return heat(high > low ? (Math.log10(1 + value) - low) / (high - low) : 0);
  }

  private static Color heat(double t) {
    return new Color(
        (int) Math.round(HEAT_LOW.getRed() + t * (HEAT_HIGH.getRed() - HEAT_LOW.getRed())),
        (int) Math.round(HEAT_LOW.getGreen() + t * (HEAT_HIGH.getGreen() - HEAT_LOW.getGreen())),
        (int) Math.round(HEAT_LOW.getBlue() + t * (HEAT_HIGH.getBlue() - HEAT_LOW.getBlue())));
  }

  private static double[] valueRange(Grid grid) {
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (Double[] row : grid.cells()) {
      for (Double value : row) {
        if (value != null) {
          low = Math.min(low, value);
          high = Math.max(high, value);
        }
      }
    }
    return low > high ? new double[] {0, 0} : new double[] {low, high};
  }

  /**
   * Every how many cells a tick goes, so that labels about {@code spacing} pixels wide do not
   * overlap.
   */
  private static int tickStep(int cell, int spacing) {
    int raw = Math.max(1, (int) Math.ceil(spacing / (double) cell));
    for (int nice : new int[] {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000}) {
      if (nice >= raw) {
        return nice;
      }
    }
    return raw;
  }

  private static String format(double value) {
    return value >= 1e6
        ? String.format(Locale.ROOT, "%.3g", value)
        : String.format(Locale.ROOT, "%.0f", value);
  }
}
