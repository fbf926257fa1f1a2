package dev.nimber.api;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Answers questions about instances of one game. A game brings its own solvers ({@link
 * GameDescriptor#solvers()}), made for its descriptor; another plugin may add solvers to it ({@link
 * SolverProvider}); and the host adds the engine's generic search to every game that has
 * {@linkplain GameDescriptor#positions() positions}.
 *
 * <p>A solver is a named factory of answers, not live state: {@link #solve} must be safe to call
 * from several threads at once. It may keep caches that make later calls faster, within a bounded
 * memory budget. A long computation calls {@link SolverFailureException#throwIfInterrupted()} now
 * and then, so that a timeout stops it.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface GameSolver {

  /** What a solver name looks like: lower case letters, digits and dashes ({@code automaton}). */
  Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  /**
   * The solver's name, unique among the solvers of its game.
   *
   * @return a name that matches {@link #NAME}
   */
  String name();

  /**
   * One line on the method, with its complexity.
   *
   * @return the description, never null
   */
  String description();

  /**
   * The questions this solver answers, the most useful first.
   *
   * @return a non-empty list without nulls
   */
  List<Question> questions();

  /**
   * The instances this solver can handle, in words ({@code m <= 63, n <= 10^10}).
   *
   * @return the limits; by default {@code any valid instance}
   */
  default String limits() {
    return "any valid instance";
  }

  /**
   * Whether this is a reference solver: the ground truth whose cost grows with the number of
   * positions, such as the engine's search. {@code nimber verify} compares it with the others on
   * small instances only.
   *
   * @return by default false
   */
  default boolean isReference() {
    return false;
  }

  /**
   * Refuses, before any work is done, an instance this solver cannot answer the question for. By
   * default accepts all.
   *
   * @param parameters checked parameters of the game
   * @param question one of {@link #questions()}
   * @throws UnsupportedInstanceException naming the limit (the host adds the other solvers that
   *     answer the question)
   */
  default void checkSupports(Parameters parameters, Question question) {}

  /**
   * Answers a question about one instance.
   *
   * @param parameters checked parameters of the game (see {@link GameDescriptor#bind})
   * @param question one of {@link #questions()}
   * @return the answer, never {@code null}; a winning move carries the {@link Move} it plays when
   *     the solver can build the position it leads to ({@link Answer#winningMove(Move,
   *     java.util.Map)})
   * @throws UnsupportedInstanceException when the instance is beyond this solver's limits
   * @throws SolverFailureException when the solver accepted the instance but could not answer
   */
  Answer solve(Parameters parameters, Question question);

  /**
   * A solver that answers one question by a function of the instance: a formula, a table, a closed
   * form. The host checks it like any other: {@code nimber verify} compares it with the engine's
   * search on every small instance and checks every winning move it answers.
   *
   * <pre>{@code
   * GameSolver.of("mod", "G(n) = n mod 3", Question.GRUNDY,
   *     instance -> Answer.number(instance.longValue(N) % 3))
   * }</pre>
   *
   * @param name the solver's name ({@link #NAME})
   * @param description one line on the method
   * @param question the question it answers
   * @param answer the answer to the question for a checked instance; it may throw {@link
   *     UnsupportedInstanceException} for an instance beyond it
   * @return the solver
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  static GameSolver of(
      String name,
      String description,
      Question question,
      java.util.function.Function<Parameters, Answer> answer) {
    return new FunctionSolver(name, description, question, answer);
  }
}
