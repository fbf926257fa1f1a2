package dev.nimber.app.service;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One parameter over a range of integers, written {@code n=0..200}; the ends are read like every
 * other integer ({@code m=1..2^5}, {@code n=0..1_000}).
 *
 * @param name the parameter
 * @param from the first value
 * @param to the last value, at least {@code from}
 */
public record ParameterRange(String name, BigInteger from, BigInteger to) {

  private static final ParameterType<BigInteger> END = ParameterType.anyInteger();

  /**
   * Reads {@code NAME=A..B}.
   *
   * @param option the option it was given with, for the message
   * @param maxValues the most values the range may hold
   * @throws UsageException naming the option, the text and the form expected
   */
  public static ParameterRange parse(String option, String text, long maxValues) {
    int equals = text.indexOf('=');
    int dots = text.indexOf("..", equals + 1);
    if (equals <= 0 || dots < 0 || text.indexOf("..", dots + 2) >= 0) {
      throw new UsageException(option + " '" + text + "' is not NAME=A..B (for example n=0..200)");
    }
    String name = text.substring(0, equals).strip();
    ParameterRange range =
        new ParameterRange(
            name,
            end(option, text, text.substring(equals + 1, dots)),
            end(option, text, text.substring(dots + 2)));
    if (range.to.compareTo(range.from) < 0) {
      throw new UsageException(
          option + " '" + text + "' is empty: " + range.to + " < " + range.from);
    }
    if (range.size() > maxValues) {
      throw new UsageException(
          option + " '" + text + "' has " + range.size() + " values; at most " + maxValues);
    }
    return range;
  }

  private static BigInteger end(String option, String text, String end) {
    try {
      return END.parse(option, end);
    } catch (InvalidParameterException notAnInteger) {
      throw new UsageException(
          option
              + " '"
              + text
              + "': '"
              + end.strip()
              + "' is not an integer of at most 2^20 bits"
              + " (decimal digits, or a power such as 10^18)");
    }
  }

  /**
   * Checks, before anything is computed, what a table or plot over these ranges is given: each
   * range is over a parameter of the game, no parameter is given twice (by two ranges, or by a
   * range and a value), every fixed value is a parameter of the game and allowed by its type, and
   * every required parameter is given. What depends on several parameters at once (say m <= n) is
   * left to each instance: where it fails, that cell stays empty.
   *
   * @param fixed the other parameters, as typed
   * @throws UsageException or {@link InvalidParameterException} naming the parameter at fault
   */
  public static void checkFixed(
      GameEntry game, Map<String, String> fixed, List<ParameterRange> ranges) {
    GameDescriptor descriptor = game.descriptor();
    List<String> names = new ArrayList<>();
    for (Parameter<?> parameter : descriptor.parameters()) {
      names.add(parameter.name());
    }
    List<String> ranged = new ArrayList<>();
    for (ParameterRange range : ranges) {
      if (!names.contains(range.name)) {
        throw new UsageException(
            "game '"
                + descriptor.id()
                + "' has no parameter '"
                + range.name
                + "'; its parameters"
                + " are: "
                + String.join(", ", names));
      }
      if (ranged.contains(range.name)) {
        throw new UsageException("parameter '" + range.name + "' is given two ranges");
      }
      if (fixed.containsKey(range.name)) {
        throw new UsageException(
            "parameter '"
                + range.name
                + "' is given both as a range, "
                + range.name
                + "="
                + range.from
                + ".."
                + range.to
                + ", and as "
                + range.name
                + "="
                + fixed.get(range.name));
      }
      ranged.add(range.name);
    }
    for (String name : fixed.keySet()) {
      if (!names.contains(name)) {
        throw new InvalidParameterException(
            name,
            "unknown parameter '"
                + name
                + "'; this game's parameters are: "
                + String.join(", ", names));
      }
    }
    for (Parameter<?> parameter : descriptor.parameters()) {
      String value = fixed.get(parameter.name());
      if (value != null) {
        PluginCall.guard(
            () -> game.describe() + ", checking " + parameter.name() + "=" + value,
            () -> parameter.type().parse(parameter.name(), value));
      } else if (parameter.required() && !ranged.contains(parameter.name())) {
        throw InvalidParameterException.of(
            parameter.name(), null, parameter.type().allowed() + " (required)");
      }
    }
  }

  /** How many values the range holds. */
  public long size() {
    return to.subtract(from)
        .add(BigInteger.ONE)
        .min(BigInteger.valueOf(Long.MAX_VALUE))
        .longValueExact();
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
