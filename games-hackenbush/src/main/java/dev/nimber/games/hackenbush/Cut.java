package dev.nimber.games.hackenbush;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Moves in words: {@code cut edge 3 (1-2)}, edges numbered from 1 in the order given. */
final class Cut {

  private static final Pattern TYPED = Pattern.compile("cut edge (\\d{1,9})(?: \\(\\d+-\\d+\\))?");

  private Cut() {}

  /** The label of cutting edge {@code index} (from 0) of a drawing. */
  static String label(Drawing drawing, int index) {
    return "cut edge "
        + (index + 1)
        + " ("
        + drawing.from()[index]
        + "-"
        + drawing.to()[index]
        + ")";
  }

  /**
   * The edge a move names, from 0: its label, or {@code cut edge K} alone.
   *
   * @return the index, or empty when the text names no edge of the drawing
   */
  static Optional<Integer> parse(Drawing drawing, String typed) {
    String text = typed.strip().toLowerCase(Locale.ROOT);
    Matcher matcher = TYPED.matcher(text);
    if (!matcher.matches()) {
      return Optional.empty();
    }
    int index = Integer.parseInt(matcher.group(1)) - 1;
    if (index < 0 || index >= drawing.edges()) {
      return Optional.empty();
    }
    return text.equals("cut edge " + (index + 1)) || text.equals(label(drawing, index))
        ? Optional.of(index)
        : Optional.empty();
  }
}
