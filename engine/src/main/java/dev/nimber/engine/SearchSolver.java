package dev.nimber.engine;

import static java.util.Objects.requireNonNull;

import dev.nimber.api.API;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.loopy.LoopySearch;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.OpeningBook;
import dev.nimber.engine.weak.SearchProgress;
import dev.nimber.engine.weak.WeakSearches;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The engine's generic solver for a game that has {@link Positions}. The host offers it for every
 * such game, under the name the game chooses ({@code search} by default), so no game needs to ship
 * a solver to be solved.
 *
 * <p>Answers {@code outcome}, {@code move} (the fastest win, carrying its {@link
 * dev.nimber.api.Move}), {@code remoteness} and {@code grundy} (not under misère play), choosing
 * its method from what the game declares ({@link #method} names it):
 *
 * <ul>
 *   <li>an instance whose positions the game numbers ({@link Positions#ranked}): outcome, move,
 *       remoteness and every move's value by the weak search ({@link AlphaBetaValues}), which gives
 *       way to the ranked solve ({@link TierSolver}, on {@link #threads()} threads) past that
 *       solve's cost; the Grundy value by the ranked solve ({@code NumberedMethods});
 *   <li>otherwise {@link GameSearch} searches the positions as objects; where they are sums ({@link
 *       Position#components()}), outcome, move and Grundy value come from the components' values,
 *       and only remoteness and every move's value search the sum whole ({@code ObjectMethods});
 *   <li>where a line of play repeats, {@link LoopySearch} solves the whole reachable graph: draws,
 *       and generalized Grundy values ({@link LoopyGrundy}).
 * </ul>
 *
 * {@link #using} forces a method; {@code plan} chooses the method once for a question, and the plan
 * describes, checks and answers it.
 *
 * <p>Time and memory grow with the number of positions reachable from the start (solved, for a
 * ranked instance); an instance the game says needs more positions than the budget, or whose ranked
 * results would not fit the heap, is refused at once, and a search that reaches the budget or fills
 * the heap fails with a clear message. Thread-safe: each call searches with its own memo.
 *
 * <p>Beside the solver, by the same convention: {@link #rulesets()} solves every position an
 * instance's rules reach and keeps them (play, batches, solved databases), and {@link #stored()}
 * answers from values kept so (a database, a kept ruleset) as this solver would.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class SearchSolver implements GameSolver {

  /** The system property that sizes the weak method's table, in bytes. */
  public static final String TABLE_PROPERTY = "nimber.search.table";

  /**
   * The system property that sets how many helper threads race each weak search ({@link
   * #checkWeakSettings()}).
   */
  public static final String HELPERS_PROPERTY = "nimber.search.helpers";

  /** The questions the weak method answers. */
  static final List<Question> WEAK_QUESTIONS =
      List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.MOVES);

  private static final List<Question> QUESTIONS =
      List.of(
          Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.GRUNDY, Question.MOVES);

  /** Misère play has no Grundy values. */
  private static final List<Question> MISERE_QUESTIONS =
      List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.MOVES);

  private final GameDescriptor game;
  private final Positions positions;
  private final String name;

  /** The options, or null for normal play with the default budget, read when a search starts. */
  private final GameSearch.Options options;

  /** Threads for a ranked solve. */
  private final int threads;

  /** Told how a ranked solve comes along. */
  private final TierSolver.Progress progress;

  /** Told how a weak, proof-number or memo search comes along. */
  private final SearchProgress searchProgress;

  /** Where the weak search finds the opening book of the rules it searches. */
  private final OpeningBook.Library books;

  /** How a question about one numbered position is answered. */
  private final SearchMethod method;

  /**
   * Weak searches kept between questions about the same rules, one per core at most; shared with
   * the copies of this solver that only report progress.
   */
  private final WeakSearches weakSearches;

  /** The visits of the weak searches of numbered positions, shared with the configured copies. */
  private final AtomicLong weakVisits;

  /** How a question about a numbered position is answered. */
  private final NumberedMethods numbered;

  /** How a question about positions as objects is answered. */
  private final ObjectMethods objects;

  /**
   * A search over a game's positions.
   *
   * @param game the game
   * @param positions its positions
   * @param name the solver's name
   * @param options how it plays and how much it may remember, or null for normal play with the
   *     {@linkplain GameSearch.Options#defaultBudget() default budget}, read when a search starts
   *     (so that creating the solver never fails)
   */
  public SearchSolver(
      GameDescriptor game, Positions positions, String name, GameSearch.Options options) {
    this(
        game,
        positions,
        name,
        options,
        Runtime.getRuntime().availableProcessors(),
        TierSolver.Progress.NONE,
        SearchProgress.NONE,
        SearchMethod.AUTO,
        OpeningBook.Library.NONE);
  }

  /** A solver with weak searches of its own, none kept yet. */
  private SearchSolver(
      GameDescriptor game,
      Positions positions,
      String name,
      GameSearch.Options options,
      int threads,
      TierSolver.Progress progress,
      SearchProgress searchProgress,
      SearchMethod method,
      OpeningBook.Library books) {
    this.game = requireNonNull(game, "game");
    this.positions = requireNonNull(positions, "positions");
    this.name = requireNonNull(name, "name");
    this.options = options;
    if (threads < 1 || threads > 1024) {
      throw new IllegalArgumentException("threads must be from 1 to 1024, got " + threads);
    }
    this.threads = threads;
    this.progress = requireNonNull(progress, "progress");
    this.searchProgress = requireNonNull(searchProgress, "searchProgress");
    this.method = requireNonNull(method, "method");
    this.books = requireNonNull(books, "books");
    this.weakSearches = new WeakSearches(Runtime.getRuntime().availableProcessors());
    this.weakVisits = new AtomicLong();
    this.numbered =
        new NumberedMethods(
            this, game, positions, method, threads, progress, weakSearches, weakVisits, books);
    this.objects = new ObjectMethods(this, game, positions);
  }

  /** A copy of a solver telling other listeners, which keeps its weak searches with that one's. */
  private SearchSolver(
      SearchSolver from, TierSolver.Progress progress, SearchProgress searchProgress) {
    this.game = from.game;
    this.positions = from.positions;
    this.name = from.name;
    this.options = from.options;
    this.threads = from.threads;
    this.progress = requireNonNull(progress, "progress");
    this.searchProgress = requireNonNull(searchProgress, "searchProgress");
    this.method = from.method;
    this.books = from.books;
    this.weakSearches = from.weakSearches;
    this.weakVisits = from.weakVisits;
    this.numbered =
        new NumberedMethods(
            this, game, positions, method, threads, progress, weakSearches, weakVisits, books);
    this.objects = new ObjectMethods(this, game, positions);
  }

  /**
   * This solver playing by another convention and on another number of threads (a ranked solve's,
   * and those that look up a component's many moves at once); its budget stays as it is.
   *
   * @param misere whether the player who makes the last move loses
   * @param threadCount threads for a ranked solve and for sums, 1 to 1024
   * @return the solver so configured
   */
  public SearchSolver configured(boolean misere, int threadCount) {
    GameSearch.Options configured =
        options == null && !misere
            ? null
            : new GameSearch.Options(
                misere,
                options == null ? GameSearch.Options.defaultBudget() : options.memoBudget());
    return new SearchSolver(
        game, positions, name, configured, threadCount, progress, searchProgress, method, books);
  }

  /**
   * This solver answering questions about one numbered position by another method.
   *
   * @param chosen the method; {@link SearchMethod#AUTO} by default
   * @return the solver so configured
   */
  public SearchSolver using(SearchMethod chosen) {
    return new SearchSolver(
        game, positions, name, options, threads, progress, searchProgress, chosen, books);
  }

  /**
   * This solver's weak search answering from the opening book of the rules it searches ({@link
   * OpeningBook#over}), where the library has one.
   *
   * @param openingBooks the library, asked at the start of each weak search
   * @return the solver so configured
   */
  public SearchSolver withBooks(OpeningBook.Library openingBooks) {
    return new SearchSolver(
        game, positions, name, options, threads, progress, searchProgress, method, openingBooks);
  }

  /** How this solver answers a question about one numbered position. */
  public SearchMethod searchMethod() {
    return method;
  }

  /** This solver telling a listener how its ranked solves come along, as {@link #reporting}. */
  public SearchSolver reporting(TierSolver.Progress listener) {
    return reporting(listener, searchProgress);
  }

  /**
   * This solver telling listeners how its ranked solves and its searches come along (from the
   * thread that works).
   *
   * @param tiers told of the tier being solved and the positions valued so far of all it values
   * @param searches told of the positions a weak or proof-number search has visited so far for the
   *     question, or the memo search holds
   * @return the solver so configured, which keeps its weak searches with this one's
   */
  public SearchSolver reporting(TierSolver.Progress tiers, SearchProgress searches) {
    return new SearchSolver(this, tiers, searches);
  }

  /** Told how a weak, proof-number or memo search comes along. */
  SearchProgress searchProgress() {
    return searchProgress;
  }

  /** Whether this solver plays misère: the player who makes the last move loses. */
  public boolean misere() {
    return options != null && options.misere();
  }

  /** Threads a ranked solve uses, and those that look up a component's many moves at once. */
  public int threads() {
    return threads;
  }

  /**
   * The search the host offers for a game: under the name the game chooses, with the default
   * options.
   *
   * @param game the game
   * @return the solver, or empty when the game has no positions or offers no search
   */
  public static Optional<SearchSolver> forGame(GameDescriptor game) {
    return game.positions()
        .flatMap(
            positions ->
                game.searchSolverName().map(name -> new SearchSolver(game, positions, name, null)));
  }

  /**
   * Every solver a game has, as the host lists them: the game's own, then the search it offers
   * (unless one of its own has the same name).
   *
   * @param game the game
   * @return its solvers, in that order
   */
  public static List<GameSolver> solversOf(GameDescriptor game) {
    List<GameSolver> all = new ArrayList<>(game.solvers());
    forGame(game)
        .filter(search -> all.stream().noneMatch(own -> own.name().equals(search.name())))
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

  @Override
  public String name() {
    return name;
  }

  @Override
  public String description() {
    return "the engine"
        + (misere() ? ", misère play" : "")
        + ": ranked retrograde analysis where the game numbers its positions, otherwise a memoized"
        + " search of every reachable position; O(positions)";
  }

  /**
   * How the engine will answer a question about an instance, in words, as {@code --verbose} prints
   * it: ranked retrograde analysis (with its positions, tiers and threads), sums valued by
   * components, or the object search.
   *
   * @param parameters checked parameters of the game
   * @param question one of {@link #questions()}
   * @return the method, in a sentence
   */
  public String method(Parameters parameters, Question question) {
    return plan(parameters, question).description();
  }

  /**
   * The plan for a question about an instance, chosen here alone: the method asked for refuses the
   * question; the weak search of positions as objects (under {@code --method weak}, for a game that
   * does not number them); for a numbered instance, the proof-number search, the weak search (which
   * gives way to the ranked solve past its cost, under {@code --method auto}) or the ranked solve;
   * otherwise the search of positions as objects, by components where it meets a sum, and
   * retrograde analysis of the whole reachable graph should a line of play repeat.
   *
   * @param parameters checked parameters of the game
   * @param question one of {@link #questions()}
   * @return the plan
   */
  SearchPlan plan(Parameters parameters, Question question) {
    String play = misere() ? "misère play" : "normal play";
    Optional<RankedPositions> ranked = positions.ranked(parameters);
    Optional<SearchPlan> refused = numbered.refused(question, ranked.isPresent());
    if (refused.isPresent()) {
      return refused.get();
    }
    if (ranked.isEmpty() && method == SearchMethod.WEAK) {
      return objects.weakPlan(parameters, question, play);
    }
    if (ranked.isPresent()) {
      RankedPositions space = ranked.get();
      if (method == SearchMethod.PROOF) {
        return numbered.proofPlan(parameters, space, play);
      }
      return searchesWeakly(question)
          ? numbered.weakPlan(parameters, space, question, play)
          : numbered.rankedPlan(parameters, space, question, play);
    }
    return objects.plan(parameters, question, play);
  }

  /** The search is the ground truth, affordable on small instances only. */
  @Override
  public boolean isReference() {
    return true;
  }

  @Override
  public List<Question> questions() {
    return misere() ? MISERE_QUESTIONS : QUESTIONS;
  }

  @Override
  public String limits() {
    return "ranked: 2 bytes per position held, within the heap; otherwise "
        + (options == null
            ? "as many reachable positions as the heap holds ("
                + GameSearch.Options.BYTES_PER_POSITION
                + " bytes each), or -D"
                + GameSearch.Options.BUDGET_PROPERTY
            : "at most " + options.memoBudget() + " reachable positions");
  }

  /**
   * Refuses at once an instance whose ranked solve would not fit the heap (with the numbers), or,
   * without ranks, one the game says needs more positions than the budget.
   */
  @Override
  public void checkSupports(Parameters parameters, Question question) {
    plan(parameters, question).checkSupports();
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    GameSearch search = newSearch();
    search.reportTo(searchProgress);
    return solve(parameters, question, search);
  }

  /**
   * A search with this solver's options, for {@link #solve(Parameters, Question, GameSearch)}.
   *
   * @return an empty search
   */
  public GameSearch newSearch() {
    return objects.newSearch(options().withThreads(threads));
  }

  /**
   * Answers with a search the caller keeps, so that the positions several instances share (the
   * piles of a table over n) are searched once: a table of N rows then costs the positions of all
   * rows together, not N searches.
   *
   * @param parameters checked parameters of the game
   * @param question one of {@link #questions()}
   * @param search a search from {@link #newSearch()}, used by one thread
   * @return the answer
   * @throws SolverFailureException as {@link #solve(Parameters, Question)} does; the search then
   *     remains usable
   */
  public Answer solve(Parameters parameters, Question question, GameSearch search) {
    try {
      return plan(parameters, question).answer(search);
    } catch (SolverFailureException failed) {
      if (failed.reason() != SolverFailureException.Reason.BUDGET) {
        throw failed;
      }
      String message = "answering '" + question + "', " + failed.getMessage();
      throw failed.shortage().isPresent()
          ? new SolverFailureException(
              SolverFailureException.Reason.BUDGET, message, failed.shortage().get())
          : new SolverFailureException(SolverFailureException.Reason.BUDGET, message);
    }
  }

  Answer grundy(OptionalInt grundy) {
    return Answer.number(grundy.orElseThrow(this::undefinedGrundy));
  }

  SolverFailureException undefinedGrundy() {
    return new SolverFailureException(
        SolverFailureException.Reason.UNDEFINED,
        "the Grundy value is undefined here: "
            + (misere()
                ? "misère play has no Grundy values"
                : "a position decided by rule as a win, a tie or a draw is reachable"));
  }

  /**
   * The solves of every position an instance reaches, kept whole, by this search's convention,
   * threads and progress: for play, for a batch that shares a ruleset, and for solved databases.
   *
   * @return them
   */
  public RulesetSolves rulesets() {
    return new RulesetSolves(positions, threads, misere(), progress, options());
  }

  /**
   * Whether the game numbers the positions of an instance (tiers and ranks), so that the ranked
   * solve and a solved database serve it.
   *
   * @param parameters checked parameters of the game
   * @return whether it does
   */
  public boolean numbers(Parameters parameters) {
    return positions.ranked(parameters).isPresent();
  }

  /**
   * The instance's positions written as bytes, for a solved database of a game that does not number
   * them.
   *
   * @param parameters checked parameters of the game
   * @return the keys, or empty when the game writes none
   */
  public Optional<PositionKeys> keys(Parameters parameters) {
    return positions.keys(parameters);
  }

  /**
   * Answers and values from values kept elsewhere for this game: a solved database, or a ruleset
   * solved before.
   *
   * @return them, answering as this search does
   */
  public StoredAnswers stored() {
    return new StoredAnswers(this, game, positions);
  }

  /**
   * The ranked solve's positions for the rules of an instance, from their start where the game
   * names one (as a batch's kept solve of them takes), in the weak search's visits: what a batch
   * may spend on weak searches of its positions before one solve of the rules would have been
   * cheaper. Empty when the game does not number the instance's positions or the solve would not
   * fit half the heap.
   *
   * @param parameters checked parameters of the game
   * @return the cost, or empty
   */
  public OptionalLong rulesetCost(Parameters parameters) {
    return numbered.rulesetCost(parameters);
  }

  /**
   * The values of an instance's positions as weak searches find them, each when asked: asked at
   * once each from one thread, what an opening book's build values its positions by (a face asks
   * them together, {@link #splitWeakValues}). A question stops with a {@link
   * SolverFailureException} for the budget past {@code mostVisits} visits of its search counted
   * from here, and throws {@link AlphaBetaValues.NotAcyclicException} where the weak method does
   * not answer (a loopy tier, a drawn position). The searches search on one table, of the bytes
   * they share out ({@link WeakSearches#onOneTable}); the solver's search listener ({@link
   * #reporting}) hears the visits of them all together.
   *
   * @param parameters checked parameters of the game
   * @param mostVisits the most visits of every question asked of one search's values together
   * @param searches how many searches, at least 1
   * @return the values of each search, or empty when the game does not number the instance's
   *     positions or the method is the strong or the proof-number one
   */
  public Optional<List<PositionValues>> weakValues(
      Parameters parameters, long mostVisits, int searches) {
    return numbered.weakValues(parameters, mostVisits, searches);
  }

  /**
   * {@link #weakValues} together ({@link dev.nimber.engine.weak.SplitValues}), the first search
   * raced by the helper threads ({@link #HELPERS_PROPERTY}) while no split is under way.
   */
  public Optional<PositionValues> splitWeakValues(
      Parameters parameters, long mostVisits, int searches) {
    return numbered.splitWeakValues(parameters, mostVisits, searches);
  }

  /**
   * The visits so far of every weak search of a numbered position this solver (and its configured
   * copies) made: what a batch measures its weak searches by.
   */
  public long weakVisits() {
    return weakVisits.get();
  }

  /** Whether a question about a numbered position is answered by the weak method first. */
  private boolean searchesWeakly(Question question) {
    return method != SearchMethod.STRONG && WEAK_QUESTIONS.contains(question);
  }

  /**
   * Reads the weak search's settings, {@value #TABLE_PROPERTY} (a table's most bytes: 16,384 to
   * 2^40, by default a quarter of the heap up to 256 MiB, an eighth more with helpers) and {@value
   * #HELPERS_PROPERTY} (threads racing each long search asked alone, {@link
   * AlphaBetaValues#onThreads}: 0 to 63, by default the solver's threads less one, at most three);
   * throws an {@code IllegalArgumentException} saying which is malformed.
   */
  public static void checkWeakSettings() {
    NumberedMethods.weakTableMostBytes();
    NumberedMethods.weakSearchHelpers();
  }

  /**
   * The answer to a question about an instance from values of its positions ({@link #weakValues}, a
   * ranked solve), as this search gives it.
   *
   * @param parameters checked parameters of the game
   * @param question outcome, move, remoteness or moves
   * @param values values of the instance's positions
   * @return the answer
   */
  public Answer answerFrom(Parameters parameters, Question question, PositionValues values) {
    return answer(positions.start(parameters), question, values);
  }

  /**
   * The answer to a question about a position from the values of it and the positions below it, as
   * every method of this search and {@link StoredAnswers} give it.
   */
  Answer answer(Position start, Question question, PositionValues solved) {
    return new KeptValuation(
            start,
            solved,
            value -> grundy(value.grundy()),
            position -> objects.solveLoopy(position, Question.GRUNDY))
        .answer(start, question, game.outcomeWords());
  }
}
