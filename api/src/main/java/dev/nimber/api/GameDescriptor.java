package dev.nimber.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
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
   * @return the start position, or empty when the game has no positions or these parameters define none
   */
  default Optional<Position> startPosition(Parameters parameters) {
    return Optional.empty();
  }

  /** The input and output format of the game's original problem, when it has one. */
  default Optional<JudgeFormat> judgeFormat() {
    return Optional.empty();
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
