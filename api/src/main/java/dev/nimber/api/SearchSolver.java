package dev.nimber.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The generic solver for any game that exposes positions: a {@link GameSearch} from the start position. A game
 * offers it by registering a subclass with a public no-argument constructor:
 *
 * <pre>{@code
 * @AutoService(GameSolver.class)
 * public final class NimSearch extends SearchSolver {
 *   public NimSearch() { super(new NimGame()); }
 * }
 * }</pre>
 *
 * <p>Answers {@code outcome}, {@code move} (the fastest win), {@code remoteness} and {@code grundy}. Time and memory
 * grow with the number of positions reachable from the start; past the memo budget it fails with a clear message.
 * Thread-safe: each call searches with its own memo.
 */
public abstract class SearchSolver implements GameSolver {

  private static final List<Question> QUESTIONS =
      List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.GRUNDY);

  private final GameDescriptor game;
  /** The options, or null for normal play with the default budget, read when a search starts. */
  private final GameSearch.Options options;

  /**
   * A normal-play search with the {@linkplain GameSearch.Options#defaultBudget() default budget}, which is read when a
   * search starts (so that creating the solver never fails).
   */
  protected SearchSolver(GameDescriptor game) {
    this.game = game;
    this.options = null;
  }

  protected SearchSolver(GameDescriptor game, GameSearch.Options options) {
    this.game = game;
    this.options = java.util.Objects.requireNonNull(options, "options");
  }

  /**
   * The options a search starts with now.
   *
   * @throws IllegalArgumentException when the budget's system property is malformed
   */
  public GameSearch.Options options() {
    return options == null ? GameSearch.Options.defaults() : options;
  }

  /** Whether this search plays misère: the player who makes the last move loses. */
  private boolean misere() {
    return options != null && options.misere();
  }

  @Override
  public final String gameId() {
    return game.id();
  }

  /** {@code search}; a subclass with other options (misère play, say) names itself differently. */
  @Override
  public String name() {
    return "search";
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

  @Override
  public Answer solve(Parameters parameters, Question question) {
    return solve(parameters, question, newSearch());
  }

  /** A search with this solver's options, for {@link #solve(Parameters, Question, GameSearch)}. */
  public GameSearch newSearch() {
    return new GameSearch(options());
  }

  /**
   * Answers with a search the caller keeps, so that the positions several instances share (the piles of a table over
   * n) are searched once: a table of N rows then costs the positions of all rows together, not N searches.
   *
   * @param search a search from {@link #newSearch()}, used by one thread
   * @throws SolverFailureException as {@link #solve(Parameters, Question)} does; the search then remains usable
   */
  public Answer solve(Parameters parameters, Question question, GameSearch search) {
    Position start = game.startPosition(parameters).orElseThrow(() -> new UnsupportedInstanceException(
        "the search needs a position, and these parameters of " + game.id() + " define none"));
    GameSearch.Evaluation value = search.evaluate(start);
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(value.outcome(), game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      return search.winningMove(start)
          .map(move -> Answer.winningMove(move.label(), Map.of()))
          .orElseGet(Answer::noWinningMove);
    }
    if (question.equals(Question.REMOTENESS)) {
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("firstPlayerWins", value.outcome() == Outcome.WIN);
      fields.put("remoteness", value.remoteness());
      return new Answer(Long.toString(value.remoteness()), fields);
    }
    if (question.equals(Question.GRUNDY)) {
      int grundy = value.grundy().orElseThrow(() -> new SolverFailureException(
          "the Grundy value is undefined here: " + (misere()
              ? "misère play has no Grundy values"
              : "a position decided by rule as a win for the player to move is reachable")));
      return Answer.number("grundy", grundy);
    }
    throw new IllegalArgumentException("the search does not answer '" + question + "'; it answers " + QUESTIONS);
  }
}
