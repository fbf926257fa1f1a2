package dev.nimber.app.explore;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;

/** Where a plot is drawn: rectangles, lines and text in pixels, written to a file at the end. */
interface Canvas {

  /** How text is placed relative to its point. */
  enum Anchor {
    START,
    MIDDLE,
    END
  }

  /**
   * A filled rectangle.
   *
   * @param role what it is, for formats that label their elements ({@code cell}, {@code legend})
   */
  void rectangle(double x, double y, double width, double height, Color fill, String role);

  void line(double x1, double y1, double x2, double y2, Color color);

  void text(double x, double y, String text, int size, Anchor anchor, Color color);

  /** Writes the picture in its format; the stream is left open. */
  void write(OutputStream out) throws IOException;
}
