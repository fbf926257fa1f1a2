package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A solver's answer to one question: the words the original problem prints, and typed fields for JSON.
 *
 * <p>Field values are {@code String}, {@code Boolean}, {@code Long}, {@code BigInteger}, {@code null}, or lists and
 * maps of these, so that any JSON writer renders them; fields keep the order in which they were given.
 *
 * @param text the answer as the original problem prints it ({@code Alice}, {@code Win}, {@code 415})
 * @param fields typed fields, such as {@code firstPlayerWins} or {@code move}
 */
public record Answer(String text, Map<String, Object> fields) {

  public Answer {
    requireNonNull(text, "text");
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(requireNonNull(fields, "fields")));
  }

  /** Who wins, in the game's words, with the field {@code firstPlayerWins}. */
  public static Answer outcome(Outcome outcome, OutcomeWords words) {
    return new Answer(words.of(outcome), Map.of("firstPlayerWins", outcome == Outcome.WIN));
  }

  /**
   * A winning move, described by its label and by game-specific fields (such as how many stones it takes).
   *
   * @param label the move in words
   * @param details further typed fields, in order; may be empty
   */
  public static Answer winningMove(String label, Map<String, Object> details) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("firstPlayerWins", true);
    fields.put("move", label);
    fields.putAll(details);
    return new Answer(label, fields);
  }

  /** The answer when the player to move has no winning move: {@code none}. */
  public static Answer noWinningMove() {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("firstPlayerWins", false);
    fields.put("move", null);
    return new Answer("none", fields);
  }

  /** A single number, printed as it is and stored under {@code field}. */
  public static Answer number(String field, BigInteger value) {
    return new Answer(value.toString(), Map.of(field, value));
  }

  /** A single number, printed as it is and stored under {@code field}. */
  public static Answer number(String field, long value) {
    return new Answer(Long.toString(value), Map.of(field, value));
  }

  /** Whether the answer says the player to move wins, when it says so at all. */
  public Optional<Boolean> firstPlayerWins() {
    return Optional.ofNullable((Boolean) fields.get("firstPlayerWins"));
  }
}
