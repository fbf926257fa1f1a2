package dev.nimber.engine;

import static java.util.Objects.requireNonNull;

import dev.nimber.api.Answer;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameter;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Stream;

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
 *   <li>an instance whose positions the game numbers ({@link Positions#ranked}) is solved by {@link
 *       TierSolver} on {@link #threads()} threads, after a check that its results fit the heap;
 *   <li>otherwise {@link GameSearch} searches the positions as objects; where they are sums ({@link
 *       Position#components()}), outcome, move (then a winning move, not always the fastest) and
 *       Grundy value come from the components' values, a component's many moves looked up on {@link
 *       #threads()} threads, and only remoteness searches the sum whole;
 *   <li>where a line of play repeats, {@link LoopySearch} solves the whole reachable graph: draws,
 *       and generalized Grundy values ({@link LoopyGrundy}).
 * </ul>
 *
 * Time and memory grow with the number of positions reachable from the start (solved, for a ranked
 * instance); an instance the game says needs more positions than the budget, or whose ranked
 * results would not fit the heap, is refused at once, and a search that reaches the budget or fills
 * the heap fails with a clear message. Thread-safe: each call searches with its own memo.
 *
 * <p>Beside the solver, by the same convention: {@link #rulesets()} solves every position an
 * instance's rules reach and keeps them (play, batches, solved databases), and {@link #stored()}
 * answers from values kept so (a database, a kept ruleset) as this solver would.
 */
public final class SearchSolver implements GameSolver {

  /** The system property that sizes the weak method's table, in bytes. */
  public static final String TABLE_PROPERTY = "nimber.search.table";

  /**
   * The system property that sets how many helper threads race each weak search ({@link
   * #weakSearchHelpers()}).
   */
  public static final String HELPERS_PROPERTY = "nimber.search.helpers";

  /** The questions the weak method answers. */
  private static final List<Question> WEAK_QUESTIONS =
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

  /** How a question about one numbered position is answered. */
  private final SearchMethod method;

  /**
   * Weak searches kept between questions about the same rules, one per core at most; shared with
   * the copies of this solver that only report progress.
   */
  private final WeakSearches weakSearches;

  /** The visits of the weak searches of numbered positions, shared with the configured copies. */
  private final AtomicLong weakVisits;

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
        SearchMethod.AUTO);
  }

  private SearchSolver(
      GameDescriptor game,
      Positions positions,
      String name,
      GameSearch.Options options,
      int threads,
      TierSolver.Progress progress,
      SearchMethod method) {
    this(
        game,
        positions,
        name,
        options,
        threads,
        progress,
        method,
        new WeakSearches(Runtime.getRuntime().availableProcessors()),
        new AtomicLong());
  }

  private SearchSolver(
      GameDescriptor game,
      Positions positions,
      String name,
      GameSearch.Options options,
      int threads,
      TierSolver.Progress progress,
      SearchMethod method,
      WeakSearches weakSearches,
      AtomicLong weakVisits) {
    this.game = requireNonNull(game, "game");
    this.positions = requireNonNull(positions, "positions");
    this.name = requireNonNull(name, "name");
    this.options = options;
    if (threads < 1 || threads > 1024) {
      throw new IllegalArgumentException("threads must be from 1 to 1024, got " + threads);
    }
    this.threads = threads;
    this.progress = requireNonNull(progress, "progress");
    this.method = requireNonNull(method, "method");
    this.weakSearches = weakSearches;
    this.weakVisits = weakVisits;
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
    return new SearchSolver(game, positions, name, configured, threadCount, progress, method);
  }

  /**
   * This solver answering questions about one numbered position by another method.
   *
   * @param chosen the method; {@link SearchMethod#AUTO} by default
   * @return the solver so configured
   */
  public SearchSolver using(SearchMethod chosen) {
    return new SearchSolver(game, positions, name, options, threads, progress, chosen);
  }

  /** How this solver answers a question about one numbered position. */
  public SearchMethod searchMethod() {
    return method;
  }

  /**
   * This solver telling a listener how its ranked solves come along (from the thread that solves).
   *
   * @param listener told of the tier being solved and the positions valued so far of all it values
   * @return the solver so configured, which keeps its weak searches with this one's
   */
  public SearchSolver reporting(TierSolver.Progress listener) {
    return new SearchSolver(
        game, positions, name, options, threads, listener, method, weakSearches, weakVisits);
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
        + ": ranked retrograde analysis where the game numbers"
        + " its positions, otherwise a memoized search of every reachable position; O(positions)";
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
    if (refuses(question, ranked)) {
      return new SearchPlan(
          () ->
              "the "
                  + (method == SearchMethod.WEAK ? "weak" : "proof-number")
                  + " method, which does not answer '"
                  + question
                  + "'"
                  + (ranked.isEmpty() && method == SearchMethod.PROOF ? " of this game" : ""),
          () -> {
            throw refusal(question, ranked);
          },
          search -> {
            throw refusal(question, ranked);
          });
    }
    if (ranked.isEmpty() && method == SearchMethod.WEAK) {
      return new SearchPlan(
          () ->
              "alpha-beta search of positions as objects with a transposition table ("
                  + play
                  + "), the weak method:"
                  + " sums searched whole; a line of play that repeats is refused",
          () -> {},
          search -> solveWeaklyAsObjects(positions.start(parameters), question));
    }
    if (ranked.isPresent()) {
      RankedPositions space = ranked.get();
      if (method == SearchMethod.PROOF) {
        return new SearchPlan(
            () ->
                "depth-first proof-number search with a table of up to "
                    + AlphaBetaValues.entriesWithin(weakTableBytes(space))
                    + " entries ("
                    + play
                    + "): the"
                    + " outcome alone",
            () -> {},
            search -> solveByProofNumbers(parameters, space, positions.start(parameters)));
      }
      if (searchesWeakly(question)) {
        return new SearchPlan(
            () -> {
              int searching = 1 + weakSearchHelpers();
              int entries = AlphaBetaValues.entriesWithin(weakTableBytes(space), searching);
              return "alpha-beta search with a transposition table of up to "
                  + entries
                  + " entries ("
                  + play
                  + ") on "
                  + searching
                  + (searching == 1 ? " thread" : " threads sharing it")
                  + ", the weak method"
                  + (method == SearchMethod.AUTO ? autoFallback(space, parameters) : "");
            },
            () -> {},
            search -> solveWeakly(parameters, space, positions.start(parameters), question));
      }
      return new SearchPlan(
          () -> {
            TierSolver.Plan tiers = tierPlan(space, parameters, question);
            int count = tiers.tiers().length;
            return "ranked retrograde analysis ("
                + play
                + "): "
                + tiers.positions()
                + " positions in "
                + count
                + " tiers"
                + (tiers.runs() < count
                    ? " (" + tiers.runs() + " runs of tiers that do not need each other)"
                    : "")
                + ", the largest of "
                + tiers.largestTier()
                + ", "
                + tiers.bytesPerPosition()
                + " bytes each, on "
                + threads
                + (threads == 1 ? " thread" : " threads");
          },
          () -> tierSolver(space, question).checkFits(tierPlan(space, parameters, question)),
          search -> solveStrongly(space, positions.start(parameters), question));
    }
    return new SearchPlan(
        () -> describeObjects(parameters, question, play),
        () -> checkBudget(parameters, question),
        search -> {
          Position start = positions.start(parameters);
          return LoopySearch.unlessLoopy(
              () -> solveObjects(start, question, search), () -> solveLoopy(start, question));
        });
  }

  /** The ranked solve's plan of the start's tier and those below it. */
  private TierSolver.Plan tierPlan(
      RankedPositions space, Parameters parameters, Question question) {
    return tierSolver(space, question)
        .plan(space, space.rankOf(positions.start(parameters)).tier());
  }

  /** The search of positions as objects, in words: by components, whole until a sum, or whole. */
  private String describeObjects(Parameters parameters, Question question, String play) {
    Position start = positions.start(parameters);
    GameSearch search = newSearch();
    boolean whole = question.equals(Question.REMOTENESS) || question.equals(Question.MOVES);
    if (!whole && search.decomposes(start)) {
      String numbered =
          positions.numberedComponents().isPresent()
              ? " the components the game numbers in a flat array on one thread, the others as objects,"
              : "";
      return "search of positions as objects, sums valued by their components (Sprague-Grundy, "
          + play
          + "):"
          + numbered
          + " a component's many moves looked up on "
          + threads
          + (threads == 1 ? " thread" : " threads")
          + "; should a line of play repeat, generalized Sprague-Grundy values of the components (loopy)";
    }
    if (!whole && !misere()) {
      return "search of positions as objects (normal play), valued whole until it meets a sum, which it"
          + " then values by its components (Sprague-Grundy); should a line of play repeat,"
          + " retrograde analysis of the whole reachable graph (loopy)";
    }
    boolean sum = GameSearch.isSum(start, start.components());
    return "search of positions as objects ("
        + play
        + ")"
        + (sum
            ? ", the sum searched whole: "
                + (misere()
                    ? "misère play has no shortcut for sums"
                    : question + " has no shortcut for sums")
            : "")
        + "; should a line of play repeat, retrograde analysis of the whole reachable graph (loopy)";
  }

  private TierSolver tierSolver(RankedPositions space, Question question) {
    return new TierSolver(
        new TierSolver.Options(
            threads, misere(), question.equals(Question.GRUNDY), false, progress));
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

  /**
   * Refuses, for the search of positions as objects, an instance the game says needs more positions
   * than the budget.
   */
  private void checkBudget(Parameters parameters, Question question) {
    // Misère play, and every move's value, take sums whole, as remoteness does.
    Question searched =
        misere() || question.equals(Question.MOVES) ? Question.REMOTENESS : question;
    Optional<BigInteger> least = positions.positionsAtLeast(parameters, searched);
    long budget = options().memoBudget();
    if (least.isPresent() && least.get().compareTo(BigInteger.valueOf(budget)) > 0) {
      throw new UnsupportedInstanceException(
          "the search would visit at least "
              + least.get()
              + " positions to"
              + " answer '"
              + question
              + "' from this instance, and its budget is "
              + budget
              + " positions",
          Shortage.setting(GameSearch.Options.BUDGET_PROPERTY));
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
    GameSearch.Options configured = options().withThreads(threads);
    return positions
        .numberedComponents()
        .map(numbering -> new GameSearch(configured, numbering))
        .orElseGet(() -> new GameSearch(configured));
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

  /**
   * Answers by the search of positions as objects: outcome, move and Grundy value by components
   * where it meets a sum; remoteness and every move's value by the sum searched whole.
   */
  private Answer solveObjects(Position start, Question question, GameSearch search) {
    return answer(
        start,
        question,
        new Valuation() {
          @Override
          public Outcome outcome(Position position) {
            return search.outcome(position);
          }

          @Override
          public Answer move(Position position) {
            Optional<Move> winning = search.winningMove(position);
            if (winning.isPresent()) {
              return Answer.winningMove(winning.get(), Map.of());
            }
            Optional<Move> best = search.bestMove(position);
            if (best.isEmpty()) {
              return Answer.noWinningMove();
            }
            // A sum is valued by its components: how long it lasts would need it searched whole.
            Optional<GameSearch.Evaluation> value = search.evaluateUnlessSum(position);
            return Answer.bestMove(
                best.get(),
                value.map(GameSearch.Evaluation::outcome).orElse(Outcome.LOSS),
                value.map(GameSearch.Evaluation::remoteness));
          }

          @Override
          public GameSearch.Evaluation evaluate(Position position) {
            return search.evaluate(position);
          }

          @Override
          public Answer grundy(Position position) {
            return SearchSolver.this.grundy(search.grundy(position));
          }
        });
  }

  /**
   * Answers for a game found to be loopy: outcome, move and remoteness by retrograde analysis of
   * the whole reachable graph (a draw has no remoteness), the generalized Grundy value (finite, or
   * ∞ with its set) by Smith's labelling, and a sum's outcome from its components' values under
   * normal play.
   */
  private Answer solveLoopy(Position start, Question question) {
    LoopySearch loopy = new LoopySearch(options());
    return answer(
        start,
        question,
        new Valuation() {
          /** The whole reachable graph solved, once a question needs it. */
          private LoopySearch.Solution solved;

          private LoopySearch.Solution solution() {
            if (solved == null) {
              solved = loopy.solve(start);
            }
            return solved;
          }

          @Override
          public Outcome outcome(Position position) {
            if (!misere() && GameSearch.isSum(position, position.components())) {
              Optional<LoopyGrundy> value = loopy.grundy(position);
              if (value.isPresent()) {
                return value.get().outcome();
              }
            }
            return evaluate(position).outcome();
          }

          @Override
          public Answer move(Position position) {
            Optional<Move> winning = solution().winningMove(position);
            if (winning.isPresent()) {
              return Answer.winningMove(winning.get(), Map.of());
            }
            GameSearch.Evaluation value = evaluate(position);
            return solution()
                .bestMove(position)
                .map(move -> bestMove(move, value))
                .orElseGet(Answer::noWinningMove);
          }

          @Override
          public GameSearch.Evaluation evaluate(Position position) {
            return solution().evaluate(position);
          }

          @Override
          public Answer grundy(Position position) {
            return loopy.grundy(position).orElseThrow(SearchSolver.this::undefinedGrundy).answer();
          }
        });
  }

  /**
   * Every legal move with the value of the position it leads to, turned for the player who makes
   * it: the outcome's opposite, and one move more (no remoteness after a draw). A position decided
   * by rule has no move.
   */
  private static Answer moves(Position start, Function<Position, GameSearch.Evaluation> valueOf) {
    List<Answer.MoveValue> values = new ArrayList<>();
    if (start.verdict().isEmpty()) {
      for (Move move : start.moves()) {
        GameSearch.Evaluation after = valueOf.apply(move.to());
        values.add(
            new Answer.MoveValue(
                move.label(),
                after.outcome().opposite(),
                after.outcome() == Outcome.DRAW
                    ? Optional.empty()
                    : Optional.of(after.remoteness() + 1)));
      }
    }
    return Answer.moves(values);
  }

  /** The best move where the player to move does not win, with the position's value. */
  private static Answer bestMove(Move move, GameSearch.Evaluation value) {
    return Answer.bestMove(
        move,
        value.outcome(),
        value.outcome() == Outcome.DRAW ? Optional.empty() : Optional.of(value.remoteness()));
  }

  /** The remoteness answer; a draw has none. */
  private static Answer remoteness(GameSearch.Evaluation value) {
    if (value.outcome() == Outcome.DRAW) {
      throw new SolverFailureException(
          SolverFailureException.Reason.UNDEFINED,
          "the position is a draw: with"
              + " perfect play the game goes on forever, so it has no remoteness");
    }
    return Answer.remoteness(value.outcome(), value.remoteness());
  }

  private Answer grundy(OptionalInt grundy) {
    return Answer.number(grundy.orElseThrow(this::undefinedGrundy));
  }

  private SolverFailureException undefinedGrundy() {
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
   * The values of an instance's rule parameters ({@link Parameter.Role#RULE}), in the game's order.
   */
  private List<Object> rulesOf(Parameters parameters) {
    List<Object> rules = new ArrayList<>();
    for (Parameter<?> parameter : game.parameters()) {
      if (parameter.role() == Parameter.Role.RULE) {
        rules.add(parameters.find(parameter).orElse(null));
      }
    }
    return rules;
  }

  /**
   * The refusal, under {@code --method weak}, of a question or an instance the weak method does not
   * answer, and under {@code --method proof} of any but the outcome of a numbered instance.
   */
  private UnsupportedInstanceException refusal(
      Question question, Optional<RankedPositions> ranked) {
    return new UnsupportedInstanceException(
        method == SearchMethod.PROOF
            ? "the proof-number method answers 'outcome' of a game that numbers its positions"
                + (ranked.isEmpty() ? " (this one does not)" : ", not '" + question + "'")
                + "; ask with --method auto, strong or weak"
            : "the weak method answers "
                + WEAK_QUESTIONS
                + ", not '"
                + question
                + "'; ask with --method strong or auto");
  }

  /**
   * Whether the method chosen refuses a question of an instance: {@code weak} any but {@link
   * #WEAK_QUESTIONS}, {@code proof} any but the outcome of a numbered instance.
   */
  private boolean refuses(Question question, Optional<RankedPositions> ranked) {
    return method == SearchMethod.WEAK && !WEAK_QUESTIONS.contains(question)
        || method == SearchMethod.PROOF && (!question.equals(Question.OUTCOME) || ranked.isEmpty());
  }

  /**
   * Answers by the weak search of the positions as objects ({@link AlphaBetaValues#ofObjects}),
   * under {@code --method weak} for a game that does not number its positions: sums searched whole,
   * and a line of play that repeats refused.
   */
  private Answer solveWeaklyAsObjects(Position start, Question question) {
    try {
      return answer(
          start,
          question,
          AlphaBetaValues.ofObjects(misere(), weakTableMostBytes(), options().memoBudget()));
    } catch (AlphaBetaValues.NotAcyclicException outside) {
      throw cannotAnswer("weak", outside);
    }
  }

  /** The refusal of an instance the weak or proof-number method was asked for and cannot answer. */
  private static UnsupportedInstanceException cannotAnswer(
      String methodName, AlphaBetaValues.NotAcyclicException outside) {
    return new UnsupportedInstanceException(
        "the "
            + methodName
            + " method cannot answer this instance: "
            + outside.getMessage()
            + "; ask with --method strong or auto");
  }

  /**
   * What valuing a numbered position by the ranked solve costs, in the weak search's visits: the
   * positions the solve values, each about one visit's work, shared among its threads; or {@link
   * Long#MAX_VALUE} when its tiers would take more than half the heap, so that only the weak search
   * can answer. With the method chosen by the engine ({@link SearchMethod#AUTO}), the weak search
   * runs until it has cost as much ({@value #WEAK_SHARE_OF_STRONG} times as many visits), then
   * gives way to the ranked solve: at worst {@code 1 + }{@value #WEAK_SHARE_OF_STRONG} times the
   * faster method's time.
   */
  private long strongCost(RankedPositions space, Position start) {
    TierSolver.Plan plan =
        tierSolver(space, Question.OUTCOME).plan(space, space.rankOf(start).tier());
    return plan.peakBytes() > Runtime.getRuntime().maxMemory() / 2
        ? Long.MAX_VALUE
        : Math.max(1, plan.positions() / threads) * WEAK_SHARE_OF_STRONG;
  }

  /** What the engine's choice falls back on from the weak method, and when, in words. */
  private String autoFallback(RankedPositions space, Parameters parameters) {
    long cost = strongCost(space, positions.start(parameters));
    return cost == Long.MAX_VALUE
        ? "; the ranked solve of the positions below would take more than half the heap, so the weak"
            + " method alone answers"
        : "; past "
            + cost
            + " visits, what ranked retrograde analysis of the positions below costs, or should it"
            + " meet a loopy tier or a drawn position, that analysis";
  }

  /** How many weak visits one ranked position is worth, for {@link #strongCost}. */
  static final long WEAK_SHARE_OF_STRONG = 1;

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
    Optional<RankedPositions> ranked = positions.ranked(parameters);
    if (ranked.isEmpty()) {
      return OptionalLong.empty();
    }
    Position top = positions.rulesetStart(parameters).orElseGet(() -> positions.start(parameters));
    long cost = strongCost(ranked.get(), top);
    return cost == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(cost);
  }

  /**
   * The values of an instance's positions as the weak search finds them, each when asked, within a
   * number of visits in all: what a face answers from at once while the rules are solved in the
   * background ({@code nimber serve}). Every {@code evaluate}, and the moves found from it, stops
   * with a {@link SolverFailureException} for the budget past {@code mostVisits} visits counted
   * from here, and throws {@link AlphaBetaValues.NotAcyclicException} where the weak method does
   * not answer (a loopy tier, a drawn position).
   *
   * @param parameters checked parameters of the game
   * @param mostVisits the most visits of every question asked of the values together
   * @return the values, or empty when the game does not number the instance's positions or the
   *     method is the strong or the proof-number one
   */
  public Optional<PositionValues> weakValues(Parameters parameters, long mostVisits) {
    if (method == SearchMethod.STRONG || method == SearchMethod.PROOF) {
      return Optional.empty();
    }
    return positions
        .ranked(parameters)
        .map(
            space -> {
              AlphaBetaValues search =
                  new AlphaBetaValues(
                      positions.coded(parameters).orElse(space), misere(), weakTableBytes(space));
              search.limitVisits(mostVisits);
              return search;
            });
  }

  /**
   * The visits of every weak search of a numbered position this solver (and its configured copies)
   * made: what a batch measures its weak searches by.
   *
   * @return the visits so far
   */
  public long weakVisits() {
    return weakVisits.get();
  }

  /** Whether a question about a numbered position is answered by the weak method first. */
  private boolean searchesWeakly(Question question) {
    return method != SearchMethod.STRONG && WEAK_QUESTIONS.contains(question);
  }

  /**
   * The most any weak search's table may grow to: the system property {@value #TABLE_PROPERTY}
   * (bytes) when it is set, otherwise a quarter of the heap and at most 256 MiB.
   *
   * @return the bytes
   * @throws IllegalArgumentException when the property is set to anything but a whole number of
   *     bytes from 16,384 to 2^40, saying so
   */
  public static long weakTableMostBytes() {
    return Settings.wholeNumber(
            TABLE_PROPERTY, 1024L * AlphaBetaValues.BYTES_PER_ENTRY, 1L << 40, "bytes")
        .orElseGet(() -> Math.min(Runtime.getRuntime().maxMemory() / 4, 256L << 20));
  }

  /**
   * How many helper threads race each weak search of a numbered instance, sharing its table ({@link
   * AlphaBetaValues#onThreads}): the system property {@value #HELPERS_PROPERTY}, 0 to 63, by
   * default 0 (one thread searches), since on the connect boards measured helpers gained little and
   * cost start-up (README, Performance).
   *
   * @return the helpers
   * @throws IllegalArgumentException when the property is set to anything but a whole number from 0
   *     to 63
   */
  public static int weakSearchHelpers() {
    return (int) Settings.wholeNumber(HELPERS_PROPERTY, 0, 63, "helper threads").orElse(0);
  }

  /**
   * The most a weak search of a numbered instance's table may grow to: one entry for each position
   * of the rules, at most {@link #weakTableMostBytes()} (all of it when the property sets it).
   */
  static long weakTableBytes(RankedPositions space) {
    if (System.getProperty(TABLE_PROPERTY) != null) {
      return weakTableMostBytes();
    }
    long positions = 0;
    for (int tier = 0; tier < space.tierCount() && positions < Long.MAX_VALUE / 32; tier++) {
      positions += Math.min(space.tierSize(tier), Long.MAX_VALUE / 32);
    }
    return Math.min(weakTableMostBytes(), positions * AlphaBetaValues.BYTES_PER_ENTRY);
  }

  /** The outcome by depth-first proof-number search of the numbered positions. */
  private Answer solveByProofNumbers(Parameters parameters, RankedPositions space, Position start) {
    CodedPositions coding = positions.coded(parameters).orElse(space);
    RankedPositions.TierRank at = coding.codeOf(start);
    try {
      Outcome outcome =
          new ProofNumberSearch(coding, misere(), weakTableBytes(space))
              .outcome(at.tier(), at.rank());
      return Answer.outcome(outcome, game.outcomeWords());
    } catch (AlphaBetaValues.NotAcyclicException outside) {
      throw cannotAnswer("proof-number", outside);
    }
  }

  /**
   * Answers by the weak search, its table kept between instances of the same rules; under {@code
   * --method auto}, past what the ranked solve costs, or on meeting a loopy tier or a drawn
   * position, by the ranked solve.
   */
  private Answer solveWeakly(
      Parameters parameters, RankedPositions space, Position start, Question question) {
    long strongCost = method == SearchMethod.AUTO ? strongCost(space, start) : Long.MAX_VALUE;
    List<Object> rules = rulesOf(parameters);
    AlphaBetaValues search =
        weakSearches.take(
            rules,
            () ->
                AlphaBetaValues.onThreads(
                    positions.coded(parameters).orElse(space),
                    Stream.generate(() -> positions.coded(parameters).orElse(space))
                        .limit(weakSearchHelpers())
                        .toList(),
                    misere(),
                    weakTableBytes(space)));
    long before = search.visited();
    search.limitVisits(strongCost);
    try {
      Answer answer = answer(start, question, search);
      weakSearches.giveBack(rules, search);
      return answer;
    } catch (AlphaBetaValues.NotAcyclicException outside) {
      if (method == SearchMethod.WEAK) {
        throw cannotAnswer("weak", outside);
      }
    } catch (SolverFailureException failed) {
      // Past the ranked solve's cost, the weak search gives way to it; the table keeps what it
      // proved, for the next question.
      if (failed.reason() != SolverFailureException.Reason.BUDGET
          || search.visited() - before < strongCost) {
        throw failed;
      }
      weakSearches.giveBack(rules, search);
    } finally {
      weakVisits.addAndGet(search.visited() - before);
    }
    return solveStrongly(space, start, question);
  }

  /**
   * Answers from a ranked solve of the start's tier and those below it: the start's record, or, for
   * a move, the records of the positions its moves lead to (the fastest win, the first listed among
   * equals).
   */
  private Answer solveStrongly(RankedPositions space, Position start, Question question) {
    SolvedTiers solved = tierSolver(space, question).solve(space, space.rankOf(start).tier());
    return answer(start, question, new RankedValues(space, solved));
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
    // The start first, whatever the question: a weak search's table then holds what its moves'
    // values need.
    GameSearch.Evaluation startValue = solved.evaluate(start);
    return answer(
        start,
        question,
        new Valuation() {
          @Override
          public Outcome outcome(Position position) {
            return evaluate(position).outcome();
          }

          @Override
          public Answer move(Position position) {
            GameSearch.Evaluation value = evaluate(position);
            if (value.outcome() != Outcome.WIN
                && (value.outcome() == Outcome.DRAW || value.remoteness() > 0)) {
              // Lost, tied or drawn with moves left: the move that keeps the tie or loses slowest.
              return solved
                  .bestMove(position)
                  .map(move -> bestMove(move, value))
                  .orElseGet(Answer::noWinningMove);
            }
            if (value.outcome() != Outcome.WIN || value.remoteness() == 0) {
              // Won or decided as it stands (by a verdict, or under misère play with no move left).
              return Answer.noWinningMove();
            }
            Move fastest =
                solved
                    .winningMove(position)
                    .orElseThrow(
                        () ->
                            new IllegalStateException(
                                "the ranked solve says "
                                    + position
                                    + " is won, but none of its moves leads to a lost position:"
                                    + " its moves and its ranked expansion disagree"));
            return Answer.winningMove(fastest, Map.of());
          }

          @Override
          public GameSearch.Evaluation evaluate(Position position) {
            return position == start ? startValue : solved.evaluate(position);
          }

          @Override
          public Answer grundy(Position position) {
            // A loopy tier leaves Grundy values undefined: the loopy search gives the generalized
            // value, or says why not.
            GameSearch.Evaluation value = evaluate(position);
            return value.grundy().isPresent()
                ? SearchSolver.this.grundy(value.grundy())
                : solveLoopy(position, Question.GRUNDY);
          }
        });
  }

  /**
   * How one way of valuing positions answers each question; {@link #answer(Position, Question,
   * Valuation)} asks the one the question needs.
   */
  private interface Valuation {

    /** The outcome for the player to move. */
    Outcome outcome(Position position);

    /** The winning move, or the best where none wins, or none. */
    Answer move(Position position);

    /** The outcome and remoteness. */
    GameSearch.Evaluation evaluate(Position position);

    /** The Grundy value (or the generalized one of a loopy game). */
    Answer grundy(Position position);
  }

  /**
   * The answer to a question, from a way of valuing positions: the one dispatch on the question.
   */
  private Answer answer(Position start, Question question, Valuation values) {
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(values.outcome(start), game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      return values.move(start);
    }
    if (question.equals(Question.REMOTENESS)) {
      return remoteness(values.evaluate(start));
    }
    if (question.equals(Question.MOVES)) {
      return moves(start, values::evaluate);
    }
    if (question.equals(Question.GRUNDY)) {
      return values.grundy(start);
    }
    throw new IllegalArgumentException(
        "the search does not answer '" + question + "'; it answers " + QUESTIONS);
  }
}
