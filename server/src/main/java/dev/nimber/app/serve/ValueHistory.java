package dev.nimber.app.serve;

import dev.nimber.app.service.PlayState;
import java.util.List;
import java.util.Locale;

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
  static String svg(List<PlayState.PositionValue> history) {
    long most = 1;
    for (PlayState.PositionValue value : history) {
      if (value.remoteness() != null) {
        most = Math.max(most, value.remoteness());
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
      PlayState.PositionValue value = history.get(i);
      double x = MARGIN + i * (double) STEP;
      double y =
          value.remoteness() != null
              ? MARGIN + HEIGHT - HEIGHT * (double) value.remoteness() / most
              : MARGIN;
      line.append(line.length() == 0 ? "" : " ")
          .append(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
      points.append(
          String.format(
              Locale.ROOT,
              "<circle class=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"6\"><title>move %d:"
                  + " %s, remoteness %s</title></circle>",
              value.outcome().word(),
              x,
              y,
              i,
              value.outcome().word(),
              value.remoteness() == null ? "unknown" : value.remoteness()));
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
