package dev.nimber.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * A game a plugin provides: its identity, its parameters and, where it has them, its positions. Discovered with
 * {@link java.util.ServiceLoader}; implementations need a public no-argument constructor.
 *
 * <p>A descriptor holds no live state: it must be immutable and safe to use from several threads at once.
 */
public interface GameDescriptor {

  /** What a game id looks like: lower case letters and digits, starting with a letter ({@code thuemorse}). */
  Pattern ID = Pattern.compile("[a-z][a-z0-9]*");

  /** The game's id, as typed on the command line; matches {@link #ID} and is unique among loaded games. */
  String id();

  /** One line on what the game is. */
  String description();

  /** The parameters an instance gives, in the order they are listed and printed. */
  List<Parameter<?>> parameters();

  /** The question answered when none is named. */
  Question defaultQuestion();

  /** The name of the solver used when none is named. */
  String defaultSolver();

  /** The words the original problem prints for each outcome; by default {@link OutcomeWords#DEFAULT}. */
  default OutcomeWords outcomeWords() {
    return OutcomeWords.DEFAULT;
  }

  /**
   * Checks that involve several parameters at once (say, {@code m <= n}); each parameter alone was checked already.
   *
   * @throws InvalidParameterException naming the parameter at fault
   */
  default void validate(Parameters parameters) {}

  /**
   * The position the parameters define, for games that expose positions (the generic search needs them).
   *
   * @return the start position, or empty when the game has no positions
   * @throws UnsupportedInstanceException when these parameters define no position, naming what is missing (for
   *     example the parameter that places the pieces) or the limit they pass
   */
  default Optional<Position> startPosition(Parameters parameters) {
    return Optional.empty();
  }

  /** The input and output format of the game's original problem, when it has one. */
  default Optional<JudgeFormat> judgeFormat() {
    return Optional.empty();
  }

  /**
   * Every small instance up to a size, for exhaustive checks of solvers against each other ({@code nimber verify}).
   * What "size" means is the game's (for a pile game, the pile); the list should grow roughly linearly with it and
   * hold instances the generic search answers quickly. By default none.
   *
   * @param size at least 0
   * @return raw parameter values, smallest instances first
   */
  default List<Map<String, Object>> smallInstances(int size) {
    return List.of();
  }

  /**
   * A random instance of about the given size, for checking fast solvers on instances the search cannot reach. It
   * should stay within the original problem's limits where it can, so that the classic solver can answer too. By
   * default none.
   *
   * @param size at least 1
   * @param random the source of randomness; the same seed gives the same instance
   * @return raw parameter values, or empty when the game cannot draw instances
   */
  default Optional<Map<String, Object>> randomInstance(long size, Random random) {
    return Optional.empty();
  }

  /**
   * Whether two solvers' answers to the same question agree. By default their texts must be equal, except for
   * {@code move}, where two winning moves may differ and only who wins must agree.
   */
  default boolean agree(Question question, Answer first, Answer second) {
    if (question.equals(Question.MOVE)) {
      return first.firstPlayerWins().equals(second.firstPlayerWins());
    }
    return first.text().equals(second.text());
  }

  /**
   * Reads and checks the parameters of one instance: every value against its type and range, then
   * {@link #validate}.
   *
   * @param raw values by name, as strings or as a YAML reader produced them
   * @throws InvalidParameterException naming the parameter, the value given and what is allowed
   */
  default Parameters bind(Map<String, ?> raw) {
    Parameters parameters = Parameters.bind(parameters(), raw);
    validate(parameters);
    return parameters;
  }
}
