package dev.nimber.games.cram;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move of Cram: a domino on a free cell and its free neighbour to the right ({@code across}) or
 * below ({@code down}). Rows and columns count from 1 at the top left.
 *
 * @param row the first cell's row, from 1
 * @param column its column, from 1
 * @param down whether the domino stands (covers the cell below) rather than lies
 */
record Domino(long row, long column, boolean down) {

  private static final Pattern TYPED =
      Pattern.compile("domino at row (\\d{1,19}),? column (\\d{1,19}),? (across|down)");

  /** The move in words: {@code domino at row 2, column 3, across}. */
  String label() {
    return "domino at row " + row + ", column " + column + ", " + (down ? "down" : "across");
  }

  /**
   * Reads a move as {@link #label()} writes it, ignoring case and the spaces around it.
   *
   * @return the domino, or empty when the text is not one
   */
  static Optional<Domino> parse(String typed) {
    Matcher matcher = TYPED.matcher(typed.strip().toLowerCase(Locale.ROOT));
    if (!matcher.matches()) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new Domino(
              Long.parseLong(matcher.group(1)),
              Long.parseLong(matcher.group(2)),
              matcher.group(3).equals("down")));
    } catch (NumberFormatException tooLarge) {
      return Optional.empty();
    }
  }
}
