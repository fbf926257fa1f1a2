package dev.nimber.games.chomp;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move of chomp: a bite at a square, which eats it and every square below it and to its right.
 * Rows and columns count from 1 at the poisoned square, the top left.
 *
 * @param row the square's row, from 1
 * @param column its column, from 1
 */
record Bite(long row, long column) {

  private static final Pattern TYPED =
      Pattern.compile("bite (?:at )?row (\\d{1,19}),? column (\\d{1,19})");

  /** The move in words: {@code bite at row 2, column 3}. */
  String label() {
    return "bite at row " + row + ", column " + column;
  }

  /**
   * Reads a move as {@link #label()} writes it, ignoring case and the spaces around it.
   *
   * @return the bite, or empty when the text is not one
   */
  static Optional<Bite> parse(String typed) {
    Matcher matcher = TYPED.matcher(typed.strip().toLowerCase(Locale.ROOT));
    if (!matcher.matches()) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new Bite(Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2))));
    } catch (NumberFormatException tooLarge) {
      return Optional.empty();
    }
  }

  /** The same bite on the diagram turned over its diagonal (rows and columns exchanged). */
  Bite transposed() {
    return new Bite(column, row);
  }
}
