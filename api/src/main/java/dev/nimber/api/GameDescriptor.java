package dev.nimber.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * A game a plugin provides: its identity, its parameters, its solvers and, where it has them, its
 * positions. Discovered with {@link java.util.ServiceLoader}; implementations need a public
 * no-argument constructor.
 *
 * <p>A descriptor holds no live state: it must be immutable and safe to use from several threads at
 * once. The host creates it once and asks it for its {@link #solvers()} once.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface GameDescriptor {

  /**
   * What a game id looks like: lower case letters and digits, starting with a letter ({@code
   * thuemorse}).
   */
  Pattern ID = Pattern.compile("[a-z][a-z0-9]*");

  /**
   * The game's id, as typed on the command line.
   *
   * @return an id that matches {@link #ID} and is unique among loaded games
   */
  String id();

  /**
   * One line on what the game is.
   *
   * @return the description, never null
   */
  String description();

  /**
   * The parameters an instance gives, in the order they are listed and printed.
   *
   * @return the parameters, with distinct names
   */
  List<Parameter<?>> parameters();

  /**
   * The question answered when none is named.
   *
   * @return one of the questions some solver of the game answers
   */
  Question defaultQuestion();

  /**
   * The name of the solver used when none is named.
   *
   * @return the name of one of the game's solvers, or of the search
   */
  String defaultSolver();

  /**
   * The words the original problem prints for each outcome.
   *
   * @return by default {@link OutcomeWords#DEFAULT}
   */
  default OutcomeWords outcomeWords() {
    return OutcomeWords.DEFAULT;
  }

  /**
   * The solvers this game brings, each made for this descriptor (it may keep it, to reach the
   * game's parameters and words without creating another). The host adds the engine's search when
   * the game has positions.
   *
   * @return the solvers, with distinct names; by default none
   */
  default List<GameSolver> solvers() {
    return List.of();
  }

  /**
   * The game's positions, for games that have them: the engine searches them, {@code nimber play}
   * plays them and {@code nimber verify} checks every winning move a solver answers against them.
   *
   * @return the positions, or empty when the game has none
   */
  default Optional<Positions> positions() {
    return Optional.empty();
  }

  /**
   * The name under which the host offers the engine's search for this game, when it has positions.
   * A game whose own solver is called {@code search} renames the engine's; a game that does not
   * want it offered returns empty.
   *
   * @return by default {@code search}
   */
  default Optional<String> searchSolverName() {
    return Optional.of("search");
  }

  /**
   * Checks that involve several parameters at once (say, {@code m <= n}); each parameter alone was
   * checked already.
   *
   * @param parameters the values of one instance
   * @throws InvalidParameterException naming the parameter at fault
   */
  default void validate(Parameters parameters) {}

  /**
   * The input and output format of the game's original problem.
   *
   * @return the format, or empty when the game has none
   */
  default Optional<JudgeFormat> judgeFormat() {
    return Optional.empty();
  }

  /**
   * Every small instance up to a size, for exhaustive checks of solvers against each other and of
   * their moves against the positions ({@code nimber verify}). What "size" means is the game's (for
   * a pile game, the pile); the list should grow roughly linearly with it and hold instances the
   * search answers quickly. Build them with {@link Parameters#builder(GameDescriptor)}.
   *
   * @param size at least 0
   * @return checked instances, smallest first; by default none
   */
  default List<Parameters> smallInstances(int size) {
    return List.of();
  }

  /**
   * A random instance of about the given size, for checking fast solvers on instances the search
   * cannot reach. It should stay within the original problem's limits where it can, so that the
   * classic solver can answer too.
   *
   * @param size at least 1
   * @param random the source of randomness; the same seed gives the same instance
   * @return a checked instance, or empty when the game cannot draw instances (the default)
   */
  default Optional<Parameters> randomInstance(long size, Random random) {
    return Optional.empty();
  }

  /**
   * Whether two solvers' answers to the same question agree. By default their texts must be equal,
   * and so must the values of the {@linkplain Answer#sequence() sequences} they hold, except for
   * {@code move}, where two winning moves may differ and only who wins must agree (each move is
   * checked on its own against the positions, and by {@link #checkMove}).
   *
   * @param question the question both answered
   * @param first one answer
   * @param second the other
   * @return whether they agree
   */
  default boolean agree(Question question, Answer first, Answer second) {
    if (question.equals(Question.MOVE)) {
      return first.firstPlayerWins().equals(second.firstPlayerWins());
    }
    return first.text().equals(second.text())
        && IntegerSequence.sameValues(first.sequence(), second.sequence());
  }

  /**
   * The game's own check of a winning move a solver answered, for instances whose positions are too
   * large to search (the engine checks moves on the others): for example that the move is legal and
   * leaves a position the game's theory says is lost.
   *
   * @param instance the instance
   * @param answer a {@code move} answer that says the player to move wins
   * @return what is wrong with the move, or empty when nothing is (the default)
   */
  default Optional<String> checkMove(Parameters instance, Answer answer) {
    return Optional.empty();
  }

  /**
   * Reads and checks the parameters of one instance: every value against its type and range, then
   * {@link #validate}.
   *
   * @param raw values by name, as text (the command line, a config file, judge input) or as Java
   *     values
   * @return the checked instance
   * @throws InvalidParameterException naming the parameter, the value given and what is allowed
   */
  default Parameters bind(Map<String, ?> raw) {
    Parameters parameters = Parameters.bind(this, raw);
    validate(parameters);
    return parameters;
  }
}
