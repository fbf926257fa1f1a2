package ${package};

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move of Kayles in words: knock down pin {@code pin} (and, for a double, pin {@code pin + 1}) of a row of
 * {@code row} pins. Equal rows are alike, so a move names a row by its length.
 *
 * @param row the length of the row
 * @param pin the first pin knocked down, from 1
 * @param twoPins whether the pin after it falls too
 */
record KaylesMove(long row, long pin, boolean twoPins) {

  private static final Pattern ONE = Pattern.compile("knock down pin (\\d{1,19}) of a row of (\\d{1,19})");
  private static final Pattern TWO =
      Pattern.compile("knock down pins (\\d{1,19}) and (\\d{1,19}) of a row of (\\d{1,19})");

  /**
   * Reads a move as {@code label()} writes it, ignoring case and the spaces around it.
   *
   * @return the move, or empty when the text is not one (whether it is legal is for {@code fits})
   */
  static Optional<KaylesMove> parse(String text) {
    String typed = text.strip().toLowerCase(Locale.ROOT);
    try {
      Matcher one = ONE.matcher(typed);
      if (one.matches()) {
        return Optional.of(new KaylesMove(Long.parseLong(one.group(2)), Long.parseLong(one.group(1)), false));
      }
      Matcher two = TWO.matcher(typed);
      if (two.matches() && Long.parseLong(two.group(2)) - 1 == Long.parseLong(two.group(1))) {
        return Optional.of(new KaylesMove(Long.parseLong(two.group(3)), Long.parseLong(two.group(1)), true));
      }
    } catch (NumberFormatException tooLarge) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  /** The move in words: {@code knock down pin 3 of a row of 5}, {@code knock down pins 3 and 4 of a row of 5}. */
  String label() {
    return twoPins ? "knock down pins " + pin + " and " + (pin + 1) + " of a row of " + row
        : "knock down pin " + pin + " of a row of " + row;
  }

  /** Whether the rows have a row of this length with these pins. */
  boolean fits(List<Long> rows) {
    long last = twoPins ? pin + 1 : pin;
    return rows.contains(row) && pin >= 1 && last <= row;
  }

  /** The rows after the move: one row of this length replaced by the pins left of it and right of it. */
  List<Long> applyTo(List<Long> rows) {
    List<Long> after = new ArrayList<>(rows);
    after.remove(Long.valueOf(row));
    after.add(pin - 1);
    after.add(row - pin - (twoPins ? 1 : 0));
    return after;
  }
}
