package dev.nimber.app.picture;

import dev.nimber.app.explore.Xml;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * A picture written as an SVG element. Each move's group is a {@code g} with {@code class="move
 * OUTCOME"} and {@code data-move="LABEL"}, inside an {@code a} when it links to the position after
 * the move.
 */
final class SvgSketch implements Sketch {

  private final StringBuilder svg = new StringBuilder();
  private boolean linked;

  SvgSketch(int width, int height) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"picture\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n",
            width,
            height,
            width,
            height));
  }

  @Override
  public void rectangle(double x, double y, double width, double height, Color fill, Color stroke) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"%s/>%n",
            x,
            y,
            width,
            height,
            paint(fill),
            stroke == null ? "" : " stroke=\"" + paint(stroke) + "\""));
  }

  @Override
  public void circle(
      double cx, double cy, double radius, Color fill, Color stroke, double strokeWidth) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"%s/>%n",
            cx,
            cy,
            radius,
            paint(fill),
            stroke == null
                ? ""
                : String.format(
                    Locale.ROOT,
                    " stroke=\"%s\" stroke-width=\"%.1f\"",
                    paint(stroke),
                    strokeWidth)));
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, Color color, double width) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
                + " stroke-width=\"%.1f\" stroke-linecap=\"round\"/>%n",
            x1,
            y1,
            x2,
            y2,
            paint(color),
            width));
  }

  @Override
  public void polygon(double[] points, Color fill) {
    svg.append("<polygon points=\"")
        .append(points(points))
        .append("\" fill=\"")
        .append(paint(fill));
    svg.append("\"/>\n");
  }

  @Override
  public void hitPolygon(double[] points) {
    svg.append("<polygon points=\"")
        .append(points(points))
        .append("\" fill=\"#ffffff\" fill-opacity=\"0\"/>\n");
  }

  private static String points(double[] points) {
    StringBuilder list = new StringBuilder();
    for (int i = 0; i < points.length; i += 2) {
      list.append(i == 0 ? "" : " ")
          .append(String.format(Locale.ROOT, "%.1f,%.1f", points[i], points[i + 1]));
    }
    return list.toString();
  }

  @Override
  public void text(double x, double y, String text, int size, Color color) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\">"
                + "%s</text>%n",
            x,
            y,
            size,
            paint(color),
            Xml.escape(text)));
  }

  @Override
  public void hitArea(double x, double y, double width, double height) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#ffffff\""
                + " fill-opacity=\"0\"/>%n",
            x,
            y,
            width,
            height));
  }

  @Override
  public void startMove(String label, Optional<String> outcome, Optional<String> href) {
    linked = href.isPresent();
    href.ifPresent(link -> svg.append("<a href=\"").append(Xml.escape(link)).append("\">"));
    svg.append("<g class=\"move")
        .append(outcome.map(word -> " " + word).orElse(""))
        .append("\" data-move=\"")
        .append(Xml.escape(label))
        .append("\"><title>")
        .append(Xml.escape(label + outcome.map(word -> " (" + word + ")").orElse("")))
        .append("</title>\n");
  }

  @Override
  public void endMove() {
    svg.append(linked ? "</g></a>\n" : "</g>\n");
  }

  /** The SVG element, for a page that holds it. */
  String element() {
    return svg + "</svg>\n";
  }

  @Override
  public void write(OutputStream out) throws IOException {
    out.write(
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element())
            .getBytes(StandardCharsets.UTF_8));
  }

  private static String paint(Color color) {
    return color == null ? "none" : Xml.colour(color);
  }
}
