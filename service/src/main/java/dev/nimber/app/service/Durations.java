package dev.nimber.app.service;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as people type them: {@code 500ms}, {@code 2s}, {@code 1.5m}, {@code 1h}, or ISO-8601
 * {@code PT2S}; from {@link #SHORTEST} to {@link #LONGEST}.
 */
public final class Durations {

  /** The shortest duration accepted. */
  public static final Duration SHORTEST = Duration.ofMillis(1);

  /** The longest duration accepted: a week, far below what overflows a count of nanoseconds. */
  public static final Duration LONGEST = Duration.ofDays(7);

  private static final Pattern SIMPLE =
      Pattern.compile("(\\d{1,12}(?:\\.\\d{1,9})?)\\s*(ms|s|m|h)");

  private Durations() {}

  /**
   * Reads a duration.
   *
   * @throws IllegalArgumentException naming the text and the forms accepted
   */
  public static Duration parse(String text) {
    String trimmed = text.strip().toLowerCase(Locale.ROOT);
    Matcher simple = SIMPLE.matcher(trimmed);
    Duration duration;
    if (simple.matches()) {
      double amount = Double.parseDouble(simple.group(1));
      long unitMillis =
          switch (simple.group(2)) {
            case "ms" -> 1;
            case "s" -> 1_000;
            case "m" -> 60_000;
            default -> 3_600_000;
          };
      duration = Duration.ofNanos(Math.round(amount * unitMillis * 1_000_000));
    } else {
      try {
        duration = Duration.parse(text.strip());
      } catch (DateTimeParseException | ArithmeticException e) {
        throw new IllegalArgumentException(
            "'" + text + "' is not a duration; write it like 500ms, 2s, 1.5m, 1h or PT2S");
      }
    }
    if (duration.compareTo(SHORTEST) < 0 || duration.compareTo(LONGEST) > 0) {
      throw new IllegalArgumentException("'" + text + "' is not a duration from 1ms to 7 days");
    }
    return duration;
  }

  /** A duration in the shortest of those forms that is exact. */
  public static String format(Duration duration) {
    long millis = duration.toMillis();
    if (millis % 1000 != 0) {
      return millis + "ms";
    }
    return millis / 1000 + "s";
  }
}
