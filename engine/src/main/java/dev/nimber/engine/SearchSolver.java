package dev.nimber.engine;

import static java.util.Objects.requireNonNull;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The engine's generic solver for a game that has {@link Positions}: a {@link GameSearch} from an instance's start
 * position. The host offers it for every such game, under the name the game chooses ({@code search} by default), so
 * no game needs to ship a solver to be solved.
 *
 * <p>Answers {@code outcome}, {@code move} (the fastest win, carrying its {@link dev.nimber.api.Move}),
 * {@code remoteness} and {@code grundy}. Where a game's positions are sums ({@link Position#components()}), outcome,
 * move (then a winning move, not always the fastest) and Grundy value come from the components' values, and only
 * remoteness searches the sum whole (see {@link GameSearch}). Time and memory grow with the number of positions
 * reachable from the start;
 * an instance the game says needs more positions than the budget is refused at once, and a search that reaches the
 * budget or fills the heap fails with a clear message. Thread-safe: each call searches with its own memo.
 */
public final class SearchSolver implements GameSolver {

  private static final List<Question> QUESTIONS =
      List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.GRUNDY);

  private final GameDescriptor game;
  private final Positions positions;
  private final String name;
  /** The options, or null for normal play with the default budget, read when a search starts. */
  private final GameSearch.Options options;

  /**
   * A search over a game's positions.
   *
   * @param game the game
   * @param positions its positions
   * @param name the solver's name
   * @param options how it plays and how much it may remember, or null for normal play with the
   *     {@linkplain GameSearch.Options#defaultBudget() default budget}, read when a search starts (so that creating
   *     the solver never fails)
   */
  public SearchSolver(GameDescriptor game, Positions positions, String name, GameSearch.Options options) {
    this.game = requireNonNull(game, "game");
    this.positions = requireNonNull(positions, "positions");
    this.name = requireNonNull(name, "name");
    this.options = options;
  }

  /**
   * The search the host offers for a game: under the name the game chooses, with the default options.
   *
   * @param game the game
   * @return the solver, or empty when the game has no positions or offers no search
   */
  public static Optional<SearchSolver> forGame(GameDescriptor game) {
    return game.positions().flatMap(positions -> game.searchSolverName()
        .map(name -> new SearchSolver(game, positions, name, null)));
  }

  /**
   * Every solver a game has, as the host lists them: the game's own, then the search it offers (unless one of its own
   * has the same name).
   *
   * @param game the game
   * @return its solvers, in that order
   */
  public static List<GameSolver> solversOf(GameDescriptor game) {
    List<GameSolver> all = new ArrayList<>(game.solvers());
    forGame(game).filter(search -> all.stream().noneMatch(own -> own.name().equals(search.name())))
        .ifPresent(all::add);
    return all;
  }

  /**
   * The options a search starts with now.
   *
   * @return the options given, or the defaults
   * @throws IllegalArgumentException when the budget's system property is malformed
   */
  public GameSearch.Options options() {
    return options == null ? GameSearch.Options.defaults() : options;
  }

  private boolean misere() {
    return options != null && options.misere();
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String description() {
    return (misere() ? "misère " : "") + "generic search over every reachable position, memoized;"
        + " time and memory O(positions reachable from the start)";
  }

  /** The search is the ground truth, affordable on small instances only. */
  @Override
  public boolean isReference() {
    return true;
  }

  @Override
  public List<Question> questions() {
    return QUESTIONS;
  }

  @Override
  public String limits() {
    return options == null
        ? "as many reachable positions as the heap holds (" + GameSearch.Options.BYTES_PER_POSITION
            + " bytes each), or -D" + GameSearch.Options.BUDGET_PROPERTY
        : "at most " + options.memoBudget() + " reachable positions";
  }

  /** Refuses at once an instance the game says needs more positions than the budget. */
  @Override
  public void checkSupports(Parameters parameters, Question question) {
    Optional<BigInteger> least = positions.positionsAtLeast(parameters);
    long budget = options().memoBudget();
    if (least.isPresent() && least.get().compareTo(BigInteger.valueOf(budget)) > 0) {
      throw new UnsupportedInstanceException("the search would visit at least " + least.get() + " positions from"
          + " this instance, and its budget is " + budget + " positions (raise it with"
          + " NIMBER_OPTS=-Dnimber.search.budget=N and the heap with -Xmx)");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    return solve(parameters, question, newSearch());
  }

  /**
   * A search with this solver's options, for {@link #solve(Parameters, Question, GameSearch)}.
   *
   * @return an empty search
   */
  public GameSearch newSearch() {
    return new GameSearch(options());
  }

  /**
   * Answers with a search the caller keeps, so that the positions several instances share (the piles of a table over
   * n) are searched once: a table of N rows then costs the positions of all rows together, not N searches.
   *
   * @param parameters checked parameters of the game
   * @param question one of {@link #questions()}
   * @param search a search from {@link #newSearch()}, used by one thread
   * @return the answer
   * @throws SolverFailureException as {@link #solve(Parameters, Question)} does; the search then remains usable
   */
  public Answer solve(Parameters parameters, Question question, GameSearch search) {
    Position start = positions.start(parameters);
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(search.outcome(start), game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      return search.winningMove(start)
          .map(move -> Answer.winningMove(move, Map.of()))
          .orElseGet(Answer::noWinningMove);
    }
    if (question.equals(Question.REMOTENESS)) {
      GameSearch.Evaluation value = search.evaluate(start);
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("firstPlayerWins", value.outcome() == Outcome.WIN);
      fields.put("remoteness", value.remoteness());
      return new Answer(Long.toString(value.remoteness()), fields);
    }
    if (question.equals(Question.GRUNDY)) {
      OptionalInt grundy = search.decomposes(start) ? search.nimber(start) : search.evaluate(start).grundy();
      return Answer.number("grundy", grundy.orElseThrow(() -> new SolverFailureException(
          SolverFailureException.Reason.UNDEFINED, "the Grundy value is undefined here: " + (misere()
              ? "misère play has no Grundy values"
              : "a position decided by rule as a win for the player to move is reachable"))));
    }
    throw new IllegalArgumentException("the search does not answer '" + question + "'; it answers " + QUESTIONS);
  }
}
