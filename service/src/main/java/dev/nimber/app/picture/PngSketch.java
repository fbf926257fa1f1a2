package dev.nimber.app.picture;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;
import javax.imageio.ImageIO;

/** A picture drawn with the JDK's 2D graphics into a PNG; clicks mean nothing there. */
final class PngSketch implements Sketch {

  private final BufferedImage image;
  private final Graphics2D graphics;

  PngSketch(int width, int height) {
    System.setProperty("java.awt.headless", "true");
    ImageIO.setUseCache(false);
    image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    graphics = image.createGraphics();
    graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    graphics.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    graphics.setColor(Color.WHITE);
    graphics.fillRect(0, 0, width, height);
  }

  @Override
  public void rectangle(double x, double y, double width, double height, Color fill, Color stroke) {
    Rectangle2D shape = new Rectangle2D.Double(x, y, width, height);
    fillAndStroke(shape, fill, stroke, 1);
  }

  @Override
  public void circle(
      double cx, double cy, double radius, Color fill, Color stroke, double strokeWidth) {
    Ellipse2D shape = new Ellipse2D.Double(cx - radius, cy - radius, 2 * radius, 2 * radius);
    fillAndStroke(shape, fill, stroke, strokeWidth);
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, Color color, double width) {
    graphics.setColor(color);
    graphics.setStroke(
        new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    graphics.draw(new Line2D.Double(x1, y1, x2, y2));
  }

  @Override
  public void polygon(double[] points, Color fill) {
    Path2D.Double path = new Path2D.Double();
    path.moveTo(points[0], points[1]);
    for (int i = 2; i < points.length; i += 2) {
      path.lineTo(points[i], points[i + 1]);
    }
    path.closePath();
    graphics.setColor(fill);
    graphics.fill(path);
  }

  @Override
  public void text(double x, double y, String text, int size, Color color) {
    graphics.setColor(color);
    graphics.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, size));
    int width = graphics.getFontMetrics().stringWidth(text);
    graphics.drawString(text, (float) (x - width / 2.0), (float) y);
  }

  @Override
  public void hitArea(double x, double y, double width, double height) {}

  @Override
  public void hitPolygon(double[] points) {}

  @Override
  public void startMove(String label, Optional<String> outcome, Optional<String> href) {}

  @Override
  public void endMove() {}

  @Override
  public void write(OutputStream out) throws IOException {
    ImageIO.write(image, "png", out);
  }

  private void fillAndStroke(java.awt.Shape shape, Color fill, Color stroke, double width) {
    if (fill != null) {
      graphics.setColor(fill);
      graphics.fill(shape);
    }
    if (stroke != null) {
      graphics.setColor(stroke);
      graphics.setStroke(new BasicStroke((float) width));
      graphics.draw(shape);
    }
  }
}
