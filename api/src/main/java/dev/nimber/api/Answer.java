package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A solver's answer to one question: the words the original problem prints, typed fields for JSON
 * and, for a winning move, the move itself, so that it can be checked and played.
 *
 * <p>Field values are {@code String}, {@code Boolean}, {@code Long}, {@code BigInteger}, {@code
 * null}, or lists and maps of these, so that any JSON writer renders them; fields keep the order in
 * which they were given. One field may instead hold an {@link IntegerSequence}, a long run of
 * numbers the host writes as it reads it ({@link #sequence}).
 *
 * @param text the answer as the original problem prints it ({@code Alice}, {@code Win}, {@code
 *     415})
 * @param fields typed fields, such as {@code firstPlayerWins} or {@code move}
 * @param move the winning move with the position it leads to, when the answer is one and the solver
 *     could build the position; {@code nimber verify} checks that it is legal and leaves a lost
 *     position, and {@code play} plays it
 */
public record Answer(String text, Map<String, @Nullable Object> fields, Optional<Move> move) {

  /**
   * The most values of a {@linkplain #sequence sequence} its text lists; the host prints all of
   * them.
   */
  public static final int SEQUENCE_TEXT_VALUES = 1000;

  /**
   * Checks the components and keeps a copy of the fields, in order.
   *
   * @param text the answer in words
   * @param fields typed fields
   * @param move the move, or empty
   */
  public Answer {
    requireNonNull(text, "text");
    fields = copy(requireNonNull(fields, "fields"));
    requireNonNull(move, "move");
  }

  /**
   * The class of {@link Collections#singletonMap}'s maps, which need no copy: they are
   * unmodifiable.
   */
  private static final Class<?> SINGLE_FIELD = Collections.singletonMap("", "").getClass();

  /**
   * An unmodifiable copy in the same order. A single field, as most answers have, is copied without
   * a table, and an unmodifiable single field is kept as it is.
   */
  private static Map<String, @Nullable Object> copy(Map<String, @Nullable Object> fields) {
    if (fields.getClass() == SINGLE_FIELD) {
      return fields;
    }
    if (fields.size() == 1) {
      Map.Entry<String, @Nullable Object> only = fields.entrySet().iterator().next();
      return Collections.singletonMap(only.getKey(), only.getValue());
    }
    return Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /**
   * An answer that is not a move.
   *
   * @param text the answer in words
   * @param fields typed fields, in order
   */
  public Answer(String text, Map<String, @Nullable Object> fields) {
    this(text, fields, Optional.empty());
  }

  /**
   * Who wins, in the game's words, with the field {@code firstPlayerWins}; a tie or a draw adds the
   * field {@code outcome} ({@code tie} or {@code draw}), since then neither player wins.
   *
   * @param outcome the outcome for the player to move
   * @param words the game's words
   * @return the answer
   */
  public static Answer outcome(Outcome outcome, OutcomeWords words) {
    if (outcome == Outcome.WIN || outcome == Outcome.LOSS) {
      return new Answer(
          words.of(outcome), Collections.singletonMap("firstPlayerWins", outcome == Outcome.WIN));
    }
    Map<String, @Nullable Object> fields = new LinkedHashMap<>();
    fields.put("firstPlayerWins", false);
    fields.put("outcome", outcome.word());
    return new Answer(words.of(outcome), fields);
  }

  /**
   * A winning move, with the position it leads to: the text is its label, and {@link #move()} lets
   * the host check it against the position's legal moves and play it.
   *
   * @param move the move, as the start position's {@link Position#moves()} would list it
   * @param details further typed fields, in order (such as how many stones it takes); may be empty
   * @return the answer
   */
  public static Answer winningMove(Move move, Map<String, @Nullable Object> details) {
    Answer described = winningMove(move.label(), details);
    return new Answer(described.text(), described.fields(), Optional.of(move));
  }

  /**
   * A winning move described by its label alone, for instances whose positions the solver does not
   * build (too large for a {@link Position}); the host finds it among the legal moves by its label
   * where it can.
   *
   * @param label the move in words, as the start position's {@link Position#moves()} would label it
   * @param details further typed fields, in order; may be empty
   * @return the answer
   */
  public static Answer winningMove(String label, Map<String, @Nullable Object> details) {
    Map<String, @Nullable Object> fields = new LinkedHashMap<>();
    fields.put("firstPlayerWins", true);
    fields.put("move", label);
    fields.putAll(details);
    return new Answer(label, fields);
  }

  /**
   * The label of the move the answer names: its {@link #move() Move}'s when it carries one,
   * otherwise its text (as {@link #winningMove(String, Map)} makes it). What the host, {@code
   * nimber verify} and a game's {@link GameDescriptor#checkMove} look the move up by.
   *
   * @return the label
   */
  public String moveLabel() {
    return move.map(Move::label).orElse(text);
  }

  /**
   * The answer when the player to move has no winning move: {@code none}.
   *
   * @return the answer
   */
  public static Answer noWinningMove() {
    Map<String, @Nullable Object> fields = new LinkedHashMap<>();
    fields.put("firstPlayerWins", false);
    fields.put("move", null);
    return new Answer("none", fields);
  }

  /**
   * One legal move and its value for the player who makes it, for {@link #moves}.
   *
   * @param label the move's label, as the position lists it
   * @param outcome who wins after the move, for the player who made it
   * @param remoteness the moves the game lasts from before the move with perfect play after it, or
   *     empty when not known (a draw, or a sum valued by its components)
   */
  public record MoveValue(String label, Outcome outcome, Optional<Long> remoteness) {

    /**
     * Checks the components.
     *
     * @param label never blank
     * @param outcome any outcome
     * @param remoteness at least 1 when present
     */
    public MoveValue {
      requireNonNull(label, "label");
      requireNonNull(outcome, "outcome");
      requireNonNull(remoteness, "remoteness");
      if (remoteness.isPresent() && remoteness.get() < 1) {
        throw new IllegalArgumentException(
            "a move's remoteness is at least 1, got " + remoteness.get());
      }
    }

    /** The value in words: {@code win in 3}, {@code loss in 6}, {@code draw}. */
    String words() {
      return outcome.word() + remoteness.map(moves -> " in " + moves).orElse("");
    }
  }

  /**
   * Every legal move with its value for the player who makes it, in the order the position lists
   * them: the text is {@code label: win in 3; label: loss in 6; …} ({@code none} when there is no
   * move), and the field {@code moves} a list of objects with {@code move}, {@code outcome} and
   * {@code remoteness} (null when not known).
   *
   * @param moves the moves and their values
   * @return the answer
   */
  public static Answer moves(List<MoveValue> moves) {
    List<@Nullable Object> listed = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    for (MoveValue move : moves) {
      Map<String, @Nullable Object> one = new LinkedHashMap<>();
      one.put("move", move.label());
      one.put("outcome", move.outcome().word());
      one.put("remoteness", move.remoteness().orElse(null));
      listed.add(Collections.unmodifiableMap(one));
      text.append(text.length() == 0 ? "" : "; ")
          .append(move.label())
          .append(": ")
          .append(move.words());
    }
    return new Answer(
        text.length() == 0 ? "none" : text.toString(),
        Collections.singletonMap("moves", Collections.unmodifiableList(listed)));
  }

  /**
   * A single number, printed as it is and stored under {@code field}.
   *
   * @param field the field's name
   * @param value the number
   * @return the answer
   */
  public static Answer number(String field, BigInteger value) {
    return new Answer(value.toString(), Collections.singletonMap(field, value));
  }

  /**
   * A single number, printed as it is and stored under {@code field}.
   *
   * @param field the field's name
   * @param value the number
   * @return the answer
   */
  public static Answer number(String field, long value) {
    return new Answer(Long.toString(value), Collections.singletonMap(field, value));
  }

  /**
   * A run of numbers, such as G(0..n), stored under {@code field} and printed by the host as it
   * reads it: as one line of numbers separated by spaces, or as a JSON array. The text lists the
   * first {@value #SEQUENCE_TEXT_VALUES} values, then {@code … (N values)} when there are more, for
   * places that show one answer in a few words (a table's cell, a disagreement found by {@code
   * verify}).
   *
   * @param field the field's name
   * @param values the values
   * @return the answer
   */
  public static Answer sequence(String field, IntegerSequence values) {
    return new Answer(
        IntegerSequence.preview(values, SEQUENCE_TEXT_VALUES),
        Collections.singletonMap(field, values));
  }

  /**
   * The run of numbers the answer holds, if it holds one ({@link #sequence}).
   *
   * @return the first field whose value is an {@link IntegerSequence}, or empty
   */
  public Optional<IntegerSequence> integerSequence() {
    return fields.values().stream()
        .filter(IntegerSequence.class::isInstance)
        .map(IntegerSequence.class::cast)
        .findFirst();
  }

  /**
   * Whether the answer says the player to move wins, when it says so at all.
   *
   * @return the field {@code firstPlayerWins}, or empty
   */
  public Optional<Boolean> firstPlayerWins() {
    return Optional.ofNullable((Boolean) fields.get("firstPlayerWins"));
  }
}
