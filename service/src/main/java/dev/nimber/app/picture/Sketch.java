package dev.nimber.app.picture;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;

/**
 * Where a picture is drawn: shapes in pixels, and the groups a click on which plays a move, written
 * to SVG or PNG at the end. A colour of {@code null} means none (no fill, no outline).
 */
interface Sketch {

  void rectangle(double x, double y, double width, double height, Color fill, Color stroke);

  void circle(double cx, double cy, double radius, Color fill, Color stroke, double strokeWidth);

  void line(double x1, double y1, double x2, double y2, Color color, double width);

  /** A closed polygon through points {@code x0, y0, x1, y1, …}. */
  void polygon(double[] points, Color fill);

  /** Text centred on {@code x}, its baseline at {@code y}. */
  void text(double x, double y, String text, int size, Color color);

  /** An invisible rectangle that takes clicks, in a move's group (nothing in a PNG). */
  void hitArea(double x, double y, double width, double height);

  /**
   * An invisible polygon through points {@code x0, y0, x1, y1, …} that takes clicks, in a move's
   * group (nothing in a PNG).
   */
  void hitPolygon(double[] points);

  /**
   * Starts the group of shapes a click on which plays a move, until {@link #endMove()}.
   *
   * @param label the move's label
   * @param outcome the move's value for the player making it ({@code win}, {@code loss}, {@code
   *     tie}, {@code draw}), or empty when not known
   * @param href where a click leads, or empty for a picture that is only looked at
   */
  void startMove(String label, Optional<String> outcome, Optional<String> href);

  void endMove();

  /** Writes the picture in its format; the stream is left open. */
  void write(OutputStream out) throws IOException;
}
