package dev.nimber.app.explore;

import dev.nimber.api.GameDescriptor;
import dev.nimber.app.UsageException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One parameter over a range of integers, written {@code n=0..200}.
 *
 * @param name the parameter
 * @param from the first value
 * @param to the last value, at least {@code from}
 */
public record ParameterRange(String name, BigInteger from, BigInteger to) {

  private static final Pattern FORM = Pattern.compile("([A-Za-z][A-Za-z0-9-]*)=(-?\\d+)\\.\\.(-?\\d+)");

  /**
   * Reads {@code NAME=A..B}.
   *
   * @param option the option it was given with, for the message
   * @param maxValues the most values the range may hold
   * @throws UsageException naming the option, the text and the form expected
   */
  public static ParameterRange parse(String option, String text, long maxValues) {
    Matcher matcher = FORM.matcher(text.strip());
    if (!matcher.matches()) {
      throw new UsageException(option + " '" + text + "' is not NAME=A..B (for example n=0..200)");
    }
    ParameterRange range = new ParameterRange(
        matcher.group(1), new BigInteger(matcher.group(2)), new BigInteger(matcher.group(3)));
    if (range.to.compareTo(range.from) < 0) {
      throw new UsageException(option + " '" + text + "' is empty: " + range.to + " < " + range.from);
    }
    if (range.size() > maxValues) {
      throw new UsageException(option + " '" + text + "' has " + range.size() + " values; at most " + maxValues);
    }
    return range;
  }

  /**
   * Checks that the range is over one of the game's parameters.
   *
   * @throws UsageException naming the game and the parameter
   */
  public void requireParameterOf(GameDescriptor game) {
    if (game.parameters().stream().noneMatch(parameter -> parameter.name().equals(name))) {
      throw new UsageException("game '" + game.id() + "' has no parameter '" + name + "'");
    }
  }

  /** How many values the range holds. */
  public long size() {
    return to.subtract(from).add(BigInteger.ONE).min(BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
  }

  /** Every value, in order. */
  public List<BigInteger> values() {
    List<BigInteger> values = new ArrayList<>();
    for (BigInteger v = from; v.compareTo(to) <= 0; v = v.add(BigInteger.ONE)) {
      values.add(v);
    }
    return values;
  }
}
