package dev.nimber.app.explore;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/** A plot drawn with the JDK's 2D graphics into a PNG. */
final class PngCanvas implements Canvas {

  private final BufferedImage image;
  private final Graphics2D graphics;

  PngCanvas(int width, int height) {
    System.setProperty("java.awt.headless", "true");
    // The image is encoded in memory: no cache file in the temporary folder.
    ImageIO.setUseCache(false);
    image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    graphics = image.createGraphics();
    graphics.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    graphics.setColor(Color.WHITE);
    graphics.fillRect(0, 0, width, height);
    graphics.setStroke(new BasicStroke(1f));
  }

  @Override
  public void rectangle(double x, double y, double width, double height, Color fill, String role) {
    graphics.setColor(fill);
    graphics.fill(new Rectangle2D.Double(x, y, width, height));
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, Color color) {
    graphics.setColor(color);
    graphics.draw(new Line2D.Double(x1, y1, x2, y2));
  }

  @Override
  public void text(double x, double y, String text, int size, Anchor anchor, Color color) {
    graphics.setColor(color);
    graphics.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, size));
    int width = graphics.getFontMetrics().stringWidth(text);
    double left =
        switch (anchor) {
          case START -> x;
          case MIDDLE -> x - width / 2.0;
          case END -> x - width;
        };
    graphics.drawString(text, (float) left, (float) y);
  }

  @Override
  public void write(OutputStream out) throws IOException {
    graphics.dispose();
    if (!ImageIO.write(image, "png", out)) {
      throw new IOException("no PNG writer in this JDK");
    }
  }
}
