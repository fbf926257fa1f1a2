package dev.nimber.api;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Answers questions about instances of one game. Discovered with {@link java.util.ServiceLoader}; implementations
 * need a public no-argument constructor.
 *
 * <p>A solver is a named factory of answers, not live state: {@link #solve} must be safe to call from several
 * threads at once. A solver may keep caches that make later calls faster, within a bounded memory budget.
 */
public interface GameSolver {

  /** What a solver name looks like: lower case letters, digits and dashes ({@code automaton}). */
  Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  /** The id of the game this solver solves, as {@link GameDescriptor#id()} gives it. */
  String gameId();

  /** The solver's name, unique among the solvers of its game; matches {@link #NAME}. */
  String name();

  /** One line on the method, with its complexity. */
  String description();

  /** The questions this solver answers, the most useful first. */
  List<Question> questions();

  /** The instances this solver can handle, in words ({@code m <= 63, n <= 10^10}); by default all of them. */
  default String limits() {
    return "any valid instance";
  }

  /**
   * Whether this is a reference solver: the ground truth whose cost grows with the number of positions, such as the
   * generic search. {@code nimber verify} compares it with the others on small instances only. By default false.
   */
  default boolean isReference() {
    return false;
  }

  /**
   * Refuses instances beyond this solver's limits, before any work is done. By default accepts all.
   *
   * @param parameters checked parameters of the game
   * @throws UnsupportedInstanceException naming the limit and, where one exists, a solver that can do it
   */
  default void checkSupports(Parameters parameters) {}

  /**
   * Answers a question about one instance.
   *
   * @param parameters checked parameters of the game (see {@link GameDescriptor#bind})
   * @param question one of {@link #questions()}
   * @return the answer, never {@code null}
   * @throws UnsupportedInstanceException when the instance is beyond this solver's limits
   * @throws SolverFailureException when the solver accepted the instance but could not answer
   * @throws IllegalArgumentException when the question is not one of {@link #questions()}
   */
  Answer solve(Parameters parameters, Question question);
}
