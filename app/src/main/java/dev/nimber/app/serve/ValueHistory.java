package dev.nimber.app.serve;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The value history of a game in play, as GamesmanUni draws it: one point per position reached, its
 * remoteness (moves left with perfect play) upwards, coloured by its outcome for the player to move
 * there; a line joins them.
 */
final class ValueHistory {

  private static final int STEP = 28;
  private static final int HEIGHT = 160;
  private static final int MARGIN = 24;

  /**
   * The axis label's font size, and the most a character of it takes across (a generous bound for
   * sans-serif).
   */
  static final int FONT_SIZE = 11;

  static final int CHARACTER_WIDTH = 8;

  private ValueHistory() {}

  /**
   * The chart as an SVG element; it holds only numbers and fixed words, so it needs no escaping.
   */
  static String svg(List<Map<String, Object>> history) {
    long most = 1;
    for (Map<String, Object> value : history) {
      if (value.get("remoteness") instanceof Long remoteness) {
        most = Math.max(most, remoteness);
      }
    }
    String label = "remoteness (max " + most + ")";
    // Wide enough for the label, however few positions there are.
    int width =
        Math.max(
            2 * MARGIN + Math.max(1, history.size() - 1) * STEP,
            2 * MARGIN + label.length() * CHARACTER_WIDTH);
    StringBuilder svg = new StringBuilder();
    svg.append(
        String.format(
            Locale.ROOT,
            "<svg class=\"history\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\""
                + " height=\"%d\" role=\"img\" aria-label=\"value history\">",
            width,
            HEIGHT + 2 * MARGIN));
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>",
            MARGIN,
            MARGIN + HEIGHT,
            width - MARGIN,
            MARGIN + HEIGHT));
    StringBuilder line = new StringBuilder();
    StringBuilder points = new StringBuilder();
    for (int i = 0; i < history.size(); i++) {
      Map<String, Object> value = history.get(i);
      double x = MARGIN + i * (double) STEP;
      double y =
          value.get("remoteness") instanceof Long remoteness
              ? MARGIN + HEIGHT - HEIGHT * (double) remoteness / most
              : MARGIN;
      line.append(line.length() == 0 ? "" : " ")
          .append(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
      points.append(
          String.format(
              Locale.ROOT,
              "<circle class=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"6\"><title>move %d:"
                  + " %s, remoteness %s</title></circle>",
              value.get("outcome"),
              x,
              y,
              i,
              value.get("outcome"),
              value.get("remoteness") == null ? "unknown" : value.get("remoteness")));
    }
    svg.append("<polyline fill=\"none\" stroke=\"#555\" points=\"").append(line).append("\"/>");
    svg.append(points);
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"%d\" font-size=\"%d\">%s</text>",
            MARGIN,
            MARGIN - 8,
            FONT_SIZE,
            label));
    return svg.append("</svg>").toString();
  }
}
