package dev.nimber.api;

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
  private final GameSearch.Options options;

  /** A normal-play search with the default memo budget. */
  protected SearchSolver(GameDescriptor game) {
    this(game, GameSearch.Options.defaults());
  }

  protected SearchSolver(GameDescriptor game, GameSearch.Options options) {
    this.game = game;
    this.options = options;
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
    return (options.misere() ? "misère " : "") + "generic search over every reachable position, memoized;"
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
    return "at most " + options.memoBudget() + " reachable positions";
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    Position start = game.startPosition(parameters).orElseThrow(() -> new UnsupportedInstanceException(
        "the search needs a position, and these parameters of " + game.id() + " define none"));
    GameSearch search = new GameSearch(options);
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
      return new Answer(Long.toString(value.remoteness()),
          Map.of("firstPlayerWins", value.outcome() == Outcome.WIN, "remoteness", value.remoteness()));
    }
    if (question.equals(Question.GRUNDY)) {
      int grundy = value.grundy().orElseThrow(() -> new SolverFailureException(
          "the Grundy value is undefined here: " + (options.misere()
              ? "misère play has no Grundy values"
              : "a position decided by rule as a win for the player to move is reachable")));
      return Answer.number("grundy", grundy);
    }
    throw new IllegalArgumentException("the search does not answer '" + question + "'; it answers " + QUESTIONS);
  }
}
