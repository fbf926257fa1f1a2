package dev.nimber.app.explore;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** A plot written as SVG text; every cell is a {@code rect} with {@code class="cell"}. */
final class SvgCanvas implements Canvas {

  private final StringBuilder svg = new StringBuilder();

  SvgCanvas(int width, int height) {
    svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append(
            String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                    + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n",
                width,
                height,
                width,
                height))
        .append(
            String.format(
                Locale.ROOT,
                "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n",
                width,
                height));
  }

  @Override
  public void rectangle(double x, double y, double width, double height, Color fill, String role) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<rect class=\"%s\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"/>%n",
            role,
            x,
            y,
            width,
            height,
            Xml.colour(fill)));
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, Color color) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"%s\"/>%n",
            x1,
            y1,
            x2,
            y2,
            Xml.colour(color)));
  }

  @Override
  public void text(double x, double y, String text, int size, Anchor anchor, Color color) {
    String textAnchor =
        switch (anchor) {
          case START -> "start";
          case MIDDLE -> "middle";
          case END -> "end";
        };
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%d\" text-anchor=\"%s\""
                + " fill=\"%s\">%s</text>%n",
            x,
            y,
            size,
            textAnchor,
            Xml.colour(color),
            Xml.escape(text)));
  }

  @Override
  public void write(OutputStream out) throws IOException {
    out.write((svg + "</svg>\n").getBytes(StandardCharsets.UTF_8));
  }
}
