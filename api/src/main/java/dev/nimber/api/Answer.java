package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A solver's answer to one question: the words the original problem prints and what they mean,
 * typed — who wins, the move named, every move's value, a number or a run of numbers — apart from
 * the game's own details, so that the host reads the meaning without parsing words and no detail of
 * a game can be taken for the host's (in JSON the details sit under their own key, {@code
 * details}).
 *
 * <p>Detail values are {@code String}, {@code Boolean}, {@code Long}, {@code BigInteger}, {@code
 * null}, or lists and maps of these, so that any JSON writer renders them; they keep the order in
 * which they were given. Build answers with the factories ({@link #outcome}, {@link #winningMove},
 * {@link #noWinningMove}, {@link #remoteness}, {@link #number}, {@link #sequence}, {@link #moves})
 * or, for a game's own question, {@link #Answer(String, Map)}; {@link #withDetails} adds details to
 * any of them.
 *
 * @param text the answer as the original problem prints it ({@code Alice}, {@code Win}, {@code
 *     415})
 * @param outcome who wins from the position asked about, for the player to move, when the answer
 *     says
 * @param firstPlayerWins whether the player to move wins, when the answer says: {@code outcome ==
 *     WIN} when the outcome is known; alone for a {@link #noWinningMove} (the player to move does
 *     not win, whether by a loss, a tie or a draw)
 * @param namedMove the label of the move the answer names (a winning move)
 * @param move that move with the position it leads to, when the solver could build the position;
 *     {@code nimber verify} checks that it is legal and leaves a lost position, and {@code play}
 *     plays it
 * @param moves every legal move with its value, for the question {@code moves}; otherwise empty
 * @param number the number the answer is (a remoteness, a Grundy value, a count)
 * @param sequence the run of numbers the answer is (such as G(0..n)), which the host writes as it
 *     reads it
 * @param details the game's own fields, in order
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Answer(
    String text,
    Optional<Outcome> outcome,
    Optional<Boolean> firstPlayerWins,
    Optional<String> namedMove,
    Optional<Move> move,
    List<MoveValue> moves,
    Optional<BigInteger> number,
    Optional<IntegerSequence> sequence,
    Map<String, @Nullable Object> details) {

  /**
   * The most values of a {@linkplain #sequence sequence} its text lists; the host prints all of
   * them.
   */
  public static final int SEQUENCE_TEXT_VALUES = 1000;

  /**
   * Checks the components and keeps a copy of the moves and the details, in order.
   *
   * @param text the answer in words
   * @param outcome who wins, or empty
   * @param firstPlayerWins whether the player to move wins, or empty (then taken from the outcome)
   * @param namedMove the label of the move named, or empty
   * @param move the move named with its position, or empty
   * @param moves every move's value, or an empty list
   * @param number the number the answer is, or empty
   * @param sequence the run of numbers the answer is, or empty
   * @param details the game's own fields; may be empty
   * @throws IllegalArgumentException when {@code firstPlayerWins} contradicts {@code outcome}, or
   *     {@code move} is present without {@code namedMove} or with another label
   */
  public Answer {
    requireNonNull(text, "text");
    requireNonNull(outcome, "outcome");
    requireNonNull(firstPlayerWins, "firstPlayerWins");
    requireNonNull(namedMove, "namedMove");
    requireNonNull(move, "move");
    moves = List.copyOf(requireNonNull(moves, "moves"));
    requireNonNull(number, "number");
    requireNonNull(sequence, "sequence");
    details = copy(requireNonNull(details, "details"));
    if (outcome.isPresent()) {
      if (firstPlayerWins.isEmpty()) {
        firstPlayerWins = Optional.of(outcome.get() == Outcome.WIN);
      } else if (firstPlayerWins.get() != (outcome.get() == Outcome.WIN)) {
        throw new IllegalArgumentException(
            "firstPlayerWins "
                + firstPlayerWins.get()
                + " contradicts the outcome "
                + outcome.get());
      }
    }
    if (move.isPresent() && !namedMove.equals(Optional.of(move.get().label()))) {
      throw new IllegalArgumentException(
          "the move '" + move.get().label() + "' is not the move named, " + namedMove);
    }
  }

  /**
   * The class of {@link Collections#singletonMap}'s maps, which need no copy: they are
   * unmodifiable.
   */
  private static final Class<?> SINGLE_FIELD = Collections.singletonMap("", "").getClass();

  /**
   * An unmodifiable copy in the same order. A single field is copied without a table, and an
   * unmodifiable single field is kept as it is.
   */
  private static Map<String, @Nullable Object> copy(Map<String, @Nullable Object> fields) {
    if (fields.isEmpty()) {
      return Map.of();
    }
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
   * An answer in words with the game's own details and nothing typed: for a game's own question.
   *
   * @param text the answer in words
   * @param details the game's own fields, in order; may be empty
   */
  public Answer(String text, Map<String, @Nullable Object> details) {
    this(
        text,
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        details);
  }

  /**
   * An answer from its text, its fields and the move it plays, as answers were built before they
   * were typed: {@code firstPlayerWins} among the fields (a {@code Boolean}) says who wins, a move
   * makes it a winning move, and the other fields are the game's details.
   *
   * @param text the answer in words
   * @param fields the fields, the host's {@code firstPlayerWins} and {@code move} among them
   * @param move the move played, or empty
   * @deprecated since 0.1, removed in 0.3: build the answer with {@link #winningMove(Move, Map)},
   *     {@link #outcome} or {@link #Answer(String, Map)}, and add details with {@link
   *     #withDetails}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  public Answer(String text, Map<String, @Nullable Object> fields, Optional<Move> move) {
    this(
        text,
        move.isPresent() ? Optional.of(Outcome.WIN) : legacyOutcome(fields),
        move.isPresent()
            ? Optional.of(true)
            : Optional.ofNullable(
                fields.get(FIRST_PLAYER_WINS) instanceof Boolean wins ? wins : null),
        move.map(Move::label),
        move,
        List.of(),
        Optional.empty(),
        Optional.empty(),
        legacyDetails(fields));
  }

  /** The host's key for who wins, among the fields of answers built before they were typed. */
  private static final String FIRST_PLAYER_WINS = "firstPlayerWins";

  /**
   * Who wins, as an untyped answer said it: a win when the player to move wins, else the outcome
   * its {@code outcome} field names, if any (a loss said only that the first player does not win).
   */
  private static Optional<Outcome> legacyOutcome(Map<String, @Nullable Object> fields) {
    if (Boolean.TRUE.equals(fields.get(FIRST_PLAYER_WINS))) {
      return Optional.of(Outcome.WIN);
    }
    for (Outcome outcome : Outcome.values()) {
      if (outcome != Outcome.WIN && outcome.word().equals(fields.get("outcome"))) {
        return Optional.of(outcome);
      }
    }
    return Optional.empty();
  }

  /** The fields of an untyped answer without the host's: the game's details. */
  private static Map<String, @Nullable Object> legacyDetails(Map<String, @Nullable Object> fields) {
    Map<String, @Nullable Object> details = new LinkedHashMap<>(fields);
    details.remove(FIRST_PLAYER_WINS);
    details.remove("move");
    details.remove("outcome");
    return details;
  }

  /**
   * The answer as one map, as answers were read before they were typed: the host's meaning under
   * the keys JSON writes it with ({@code firstPlayerWins}, {@code outcome} for a tie or a draw,
   * {@code move}, {@code moves}, {@code value} for a number or a sequence), then the details.
   *
   * @return the fields, in that order
   * @deprecated since 0.1, removed in 0.3: read {@link #firstPlayerWins()}, {@link #outcome()},
   *     {@link #namedMove()}, {@link #moves()}, {@link #number()}, {@link #sequence()} and {@link
   *     #details()}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  public Map<String, @Nullable Object> fields() {
    Map<String, @Nullable Object> fields = new LinkedHashMap<>();
    firstPlayerWins.ifPresent(wins -> fields.put(FIRST_PLAYER_WINS, wins));
    outcome
        .filter(known -> known != Outcome.WIN && known != Outcome.LOSS)
        .ifPresent(known -> fields.put("outcome", known.word()));
    namedMove.ifPresent(label -> fields.put("move", label));
    if (!moves.isEmpty()) {
      fields.put("moves", moves);
    }
    number.ifPresent(value -> fields.put("value", value));
    sequence.ifPresent(values -> fields.put("value", values));
    fields.putAll(details);
    return Collections.unmodifiableMap(fields);
  }

  /**
   * The run of numbers the answer holds.
   *
   * @return {@link #sequence()}
   * @deprecated since 0.1, removed in 0.3: {@link #sequence()}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  public Optional<IntegerSequence> integerSequence() {
    return sequence;
  }

  /**
   * This answer with details of the game's added after those it has.
   *
   * @param more the game's fields, in order
   * @return the answer
   */
  public Answer withDetails(Map<String, @Nullable Object> more) {
    Map<String, @Nullable Object> all = new LinkedHashMap<>(details);
    all.putAll(more);
    return new Answer(
        text, outcome, firstPlayerWins, namedMove, move, moves, number, sequence, all);
  }

  /**
   * Who wins, in the game's words.
   *
   * @param outcome the outcome for the player to move
   * @param words the game's words
   * @return the answer
   */
  public static Answer outcome(Outcome outcome, OutcomeWords words) {
    return new Answer(
        words.of(outcome),
        Optional.of(outcome),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        Map.of());
  }

  /**
   * A winning move, with the position it leads to: the text is its label, and {@link #move()} lets
   * the host check it against the position's legal moves and play it.
   *
   * @param move the move, as the start position's {@link Position#moves()} would list it
   * @param details the game's own fields, in order (such as how many stones it takes); may be empty
   * @return the answer
   */
  public static Answer winningMove(Move move, Map<String, @Nullable Object> details) {
    return new Answer(
        move.label(),
        Optional.of(Outcome.WIN),
        Optional.of(true),
        Optional.of(move.label()),
        Optional.of(move),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        details);
  }

  /**
   * A winning move described by its label alone, for instances whose positions the solver does not
   * build (too large for a {@link Position}); the host finds it among the legal moves by its label
   * where it can.
   *
   * @param label the move in words, as the start position's {@link Position#moves()} would label it
   * @param details the game's own fields, in order; may be empty
   * @return the answer
   */
  public static Answer winningMove(String label, Map<String, @Nullable Object> details) {
    return new Answer(
        label,
        Optional.of(Outcome.WIN),
        Optional.of(true),
        Optional.of(label),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        details);
  }

  /**
   * The label of the move the answer names, or its text when it names none (what {@code nimber
   * verify} and a game's {@link GameDescriptor#checkMove} look a move up by).
   *
   * @return the label
   */
  public String moveLabel() {
    return namedMove.orElse(text);
  }

  /**
   * The answer when the player to move has no winning move: {@code none}. It says that the player
   * to move does not win, not whether the game is lost, tied or drawn.
   *
   * @return the answer
   */
  public static Answer noWinningMove() {
    return new Answer(
        "none",
        Optional.empty(),
        Optional.of(false),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        Map.of());
  }

  /**
   * The best move where the player to move does not win: the one that keeps the tie (the soonest)
   * or the draw, or that loses slowest. The text is its label and what it achieves ({@code column 3
   * (loses slowest, in 12)}, {@code cell 5 (keeps the tie, in 8)}, {@code …(keeps the draw)},
   * {@code …(every move loses)} when how long is not known); the answer says the player to move
   * does not win, so the host checks only that the move is legal.
   *
   * @param move the move, as the position's {@link Position#moves()} lists it
   * @param outcome the outcome for the player to move: a loss, a tie or a draw
   * @param remoteness the moves the game lasts with the move and perfect play after it, or empty
   *     when not known (a draw, or a sum valued by its components)
   * @return the answer
   * @throws IllegalArgumentException for a win, or a negative remoteness
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public static Answer bestMove(Move move, Outcome outcome, Optional<Long> remoteness) {
    if (outcome == Outcome.WIN || remoteness.map(moves -> moves < 0).orElse(false)) {
      throw new IllegalArgumentException(
          "a best move that does not win is a loss, a tie or a draw with a remoteness of at least 0,"
              + " got "
              + outcome
              + " "
              + remoteness);
    }
    String achieves =
        switch (outcome) {
          case TIE -> "keeps the tie" + remoteness.map(moves -> ", in " + moves).orElse("");
          case DRAW -> "keeps the draw";
          default ->
              remoteness.map(moves -> "loses slowest, in " + moves).orElse("every move loses");
        };
    return new Answer(
        move.label() + " (" + achieves + ")",
        Optional.of(outcome),
        Optional.of(false),
        Optional.of(move.label()),
        Optional.of(move),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        Map.of());
  }

  /**
   * How many moves the game lasts with perfect play (the winner hurrying, the loser delaying), and
   * who wins: the text is the number.
   *
   * @param outcome the outcome for the player to move: a win, a loss or a tie (a draw has no end)
   * @param remoteness at least 0
   * @return the answer
   * @throws IllegalArgumentException for a draw or a negative remoteness
   */
  public static Answer remoteness(Outcome outcome, long remoteness) {
    if (outcome == Outcome.DRAW || remoteness < 0) {
      throw new IllegalArgumentException(
          "a remoteness is a number of moves to the end, got " + remoteness + " for a " + outcome);
    }
    return new Answer(
        Long.toString(remoteness),
        Optional.of(outcome),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.of(BigInteger.valueOf(remoteness)),
        Optional.empty(),
        Map.of());
  }

  /**
   * One legal move and its value for the player who makes it, for {@link #moves}.
   *
   * @param label the move's label, as the position lists it
   * @param outcome who wins after the move, for the player who made it
   * @param remoteness the moves the game lasts from before the move with perfect play after it, or
   *     empty when not known (a draw, or a sum valued by its components)
   */
  @API(status = API.Status.STABLE, since = "0.1")
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
   * move).
   *
   * @param moves the moves and their values
   * @return the answer
   */
  public static Answer moves(List<MoveValue> moves) {
    StringBuilder text = new StringBuilder();
    for (MoveValue move : moves) {
      text.append(text.length() == 0 ? "" : "; ")
          .append(move.label())
          .append(": ")
          .append(move.words());
    }
    return new Answer(
        text.length() == 0 ? "none" : text.toString(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        moves,
        Optional.empty(),
        Optional.empty(),
        Map.of());
  }

  /**
   * A single number, printed as it is.
   *
   * @param value the number
   * @return the answer
   */
  public static Answer number(BigInteger value) {
    return new Answer(
        value.toString(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.of(value),
        Optional.empty(),
        Map.of());
  }

  /**
   * A single number, printed as it is.
   *
   * @param value the number
   * @return the answer
   */
  public static Answer number(long value) {
    return number(BigInteger.valueOf(value));
  }

  /**
   * A single number, under a field name the host no longer writes: JSON writes every number as
   * {@code value}.
   *
   * @param field ignored
   * @param value the number
   * @return {@link #number(BigInteger)}
   * @deprecated since 0.1, removed in 0.3: {@link #number(BigInteger)}, with {@link #withDetails}
   *     for a field of the game's own.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  public static Answer number(String field, BigInteger value) {
    return number(value);
  }

  /**
   * A single number, under a field name the host no longer writes: JSON writes every number as
   * {@code value}.
   *
   * @param field ignored
   * @param value the number
   * @return {@link #number(long)}
   * @deprecated since 0.1, removed in 0.3: {@link #number(long)}, with {@link #withDetails} for a
   *     field of the game's own.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  public static Answer number(String field, long value) {
    return number(value);
  }

  /**
   * A run of numbers, under a field name the host no longer writes: JSON writes it as {@code
   * value}.
   *
   * @param field ignored
   * @param values the values
   * @return {@link #sequence(IntegerSequence)}
   * @deprecated since 0.1, removed in 0.3: {@link #sequence(IntegerSequence)}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  public static Answer sequence(String field, IntegerSequence values) {
    return sequence(values);
  }

  /**
   * A run of numbers, such as G(0..n), printed by the host as it reads it: as one line of numbers
   * separated by spaces, or as a JSON array. The text lists the first {@value
   * #SEQUENCE_TEXT_VALUES} values, then {@code … (N values)} when there are more, for places that
   * show one answer in a few words (a table's cell, a disagreement found by {@code verify}).
   *
   * @param values the values
   * @return the answer
   */
  public static Answer sequence(IntegerSequence values) {
    return new Answer(
        IntegerSequence.preview(values, SEQUENCE_TEXT_VALUES),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        Optional.of(values),
        Map.of());
  }
}
