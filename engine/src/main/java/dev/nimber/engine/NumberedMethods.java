package dev.nimber.engine;

import dev.nimber.api.Answer;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.JoinAfter;
import dev.nimber.engine.weak.OpeningBook;
import dev.nimber.engine.weak.ProofNumberSearch;
import dev.nimber.engine.weak.ScoreTable;
import dev.nimber.engine.weak.SearchProgress;
import dev.nimber.engine.weak.SplitValues;
import dev.nimber.engine.weak.WeakSearches;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * How a {@link SearchSolver} answers a question about a position its game numbers (tiers and
 * ranks): the plans of the weak search (which gives way to the ranked solve past half of the
 * solve's cost under {@code --method auto}), the ranked solve and the proof-number search, in words
 * and at work; what the ranked solve costs; and the weak search's settings. Made by its solver,
 * which answers from the values these methods find.
 */
final class NumberedMethods {

  private final SearchSolver solver;
  private final GameDescriptor game;
  private final Positions positions;
  private final SearchMethod method;
  private final int threads;
  private final boolean misere;
  private final TierSolver.Progress progress;
  private final WeakSearches weakSearches;
  private final AtomicLong weakVisits;
  private final OpeningBook.Library books;

  /**
   * The lowest tier of the positions each opening book asked of may hold ({@link
   * OpeningBook#lowestTier}), found at its first question, so that later questions cost no
   * expansion of its start.
   */
  private final Map<OpeningBook.Reach, Long> bookTiers = new ConcurrentHashMap<>();

  NumberedMethods(
      SearchSolver solver,
      GameDescriptor game,
      Positions positions,
      SearchMethod method,
      int threads,
      TierSolver.Progress progress,
      WeakSearches weakSearches,
      AtomicLong weakVisits,
      OpeningBook.Library books) {
    this.solver = solver;
    this.game = game;
    this.positions = positions;
    this.method = method;
    this.threads = threads;
    this.misere = solver.misere();
    this.progress = progress;
    this.weakSearches = weakSearches;
    this.weakVisits = weakVisits;
    this.books = books;
  }

  /**
   * The plan that refuses a question the method asked for does not answer: under {@code --method
   * weak} any but {@link SearchSolver#WEAK_QUESTIONS}, under {@code --method proof} any but the
   * outcome of a numbered instance.
   *
   * @param question the question
   * @param numbers whether the game numbers the instance's positions
   * @return the plan, or empty when the method answers the question
   */
  Optional<SearchPlan> refused(Question question, boolean numbers) {
    boolean refuses =
        method == SearchMethod.WEAK && !SearchSolver.WEAK_QUESTIONS.contains(question)
            || method == SearchMethod.PROOF && (!question.equals(Question.OUTCOME) || !numbers);
    if (!refuses) {
      return Optional.empty();
    }
    String why =
        method == SearchMethod.PROOF
            ? "the proof-number method answers 'outcome' of a game that numbers its positions"
                + (numbers ? ", not '" + question + "'" : " (this one does not)")
                + "; ask with --method auto, strong or weak"
            : "the weak method answers "
                + SearchSolver.WEAK_QUESTIONS
                + ", not '"
                + question
                + "'; ask with --method strong or auto";
    return Optional.of(
        new SearchPlan(
            () ->
                "the "
                    + (method == SearchMethod.WEAK ? "weak" : "proof-number")
                    + " method, which does not answer '"
                    + question
                    + "'"
                    + (!numbers && method == SearchMethod.PROOF ? " of this game" : ""),
            () -> {
              throw new UnsupportedInstanceException(why);
            },
            search -> {
              throw new UnsupportedInstanceException(why);
            }));
  }

  /** The outcome alone, by the proof-number search. */
  SearchPlan proofPlan(Parameters parameters, RankedPositions space, String play) {
    return new SearchPlan(
        () ->
            "depth-first proof-number search with a table of up to "
                + ScoreTable.entriesWithin(weakTableBytes(space))
                + " entries ("
                + play
                + "): the outcome alone",
        () -> {},
        search -> solveByProofNumbers(parameters, space, positions.start(parameters)));
  }

  /** The weak search, and under {@code --method auto} the ranked solve past its cost. */
  SearchPlan weakPlan(
      Parameters parameters, RankedPositions space, Question question, String play) {
    return new SearchPlan(
        () -> {
          int searching = 1 + helpers();
          int entries = ScoreTable.entriesWithin(weakTableBytes(space, searching), searching);
          return "alpha-beta search with a transposition table of up to "
              + entries
              + " entries ("
              + play
              + ") on 1 thread"
              + (searching == 1 || splitsMoves(question)
                  ? ""
                  : ", with "
                      + (searching - 1)
                      + (searching == 2 ? " helper thread" : " helper threads")
                      + " racing it on that table once a question has made "
                      + JoinAfter.DEFAULT.question()
                      + " visits, if no other question is being answered then")
              + (splitsMoves(question)
                  ? ", the positions its moves lead to on up to "
                      + SplitValues.searchesFor(threads)
                      + " threads at once"
                  : "")
              + ", the weak method"
              + books
                  .reachOf(parameters, misere)
                  .map(reach -> " answering from " + reach.source() + " what it holds")
                  .orElse("")
              + (method == SearchMethod.AUTO ? autoFallback(space, parameters) : "");
        },
        () -> {},
        search -> solveWeakly(parameters, space, positions.start(parameters), question));
  }

  /** The ranked solve of the start's tier and those below it, refused where it does not fit. */
  SearchPlan rankedPlan(
      Parameters parameters, RankedPositions space, Question question, String play) {
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

  /**
   * The refusal of an instance the weak or proof-number method was asked for and cannot answer.
   *
   * @param methodName how the method is named
   * @param outside why it cannot
   * @return the refusal
   */
  static UnsupportedInstanceException cannotAnswer(
      String methodName, AlphaBetaValues.NotAcyclicException outside) {
    return new UnsupportedInstanceException(
        "the "
            + methodName
            + " method cannot answer this instance: "
            + outside.getMessage()
            + "; ask with --method strong or auto");
  }

  /** How many weak visits one ranked position is worth, for {@link #strongCost}. */
  static final long WEAK_SHARE_OF_STRONG = 1;

  /**
   * With the method chosen by the engine, the weak search of one question gives way to the ranked
   * solve once it has spent 1 / this of the solve's cost ({@link #strongCost}): the choice then
   * takes at worst about 1 + 1 / this times the faster method's time, as the weak search's visits
   * cost about what the solve's positions cost (less, in chomp: a weak visit of its boards there
   * took two thirds of a ranked position's time).
   */
  static final long WEAK_BUDGET_DIVISOR = 2;

  /** The ranked solve's plan of the start's tier and those below it. */
  TierSolver.Plan tierPlan(RankedPositions space, Parameters parameters, Question question) {
    return tierSolver(space, question)
        .plan(space, space.rankOf(positions.start(parameters)).tier());
  }

  TierSolver tierSolver(RankedPositions space, Question question) {
    return new TierSolver(
        new TierSolver.Options(threads, misere, question.equals(Question.GRUNDY), false, progress));
  }

  /**
   * What valuing a numbered position by the ranked solve costs, in the weak search's visits: the
   * positions the solve values, each about one visit's work, shared among its threads; or {@link
   * Long#MAX_VALUE} when its tiers would take more than half the heap, so that only the weak search
   * can answer. With the method chosen by the engine ({@link SearchMethod#AUTO}), the weak search
   * of a question runs until it has cost a share of that ({@link #WEAK_BUDGET_DIVISOR}), then gives
   * way to the ranked solve.
   */
  private long strongCost(RankedPositions space, Position start) {
    TierSolver.Plan plan =
        tierSolver(space, Question.OUTCOME).plan(space, space.rankOf(start).tier());
    return plan.peakBytes() > Runtime.getRuntime().maxMemory() / 2
        ? Long.MAX_VALUE
        : Math.max(1, plan.positions() / threads) * WEAK_SHARE_OF_STRONG;
  }

  /**
   * The visits the weak search of one question may make under the engine's choice before it gives
   * way to the ranked solve of that cost ({@link #WEAK_BUDGET_DIVISOR}); unbounded where only the
   * weak search can answer.
   */
  private static long weakBudget(long strongCost) {
    return strongCost == Long.MAX_VALUE
        ? strongCost
        : Math.max(1, strongCost / WEAK_BUDGET_DIVISOR);
  }

  /** What the engine's choice falls back on from the weak method, and when, in words. */
  private String autoFallback(RankedPositions space, Parameters parameters) {
    long cost = strongCost(space, positions.start(parameters));
    return cost == Long.MAX_VALUE
        ? "; the ranked solve of the positions below would take more than half the heap, so the weak"
            + " method alone answers"
        : "; past "
            + weakBudget(cost)
            + " visits, half of what ranked retrograde analysis of the positions below costs, or"
            + " should it meet a loopy tier or a drawn position, that analysis";
  }

  /** The outcome by depth-first proof-number search of the numbered positions. */
  private Answer solveByProofNumbers(Parameters parameters, RankedPositions space, Position start) {
    CodedPositions coding = positions.coded(parameters).orElse(space);
    RankedPositions.TierRank at = coding.codeOf(start);
    try {
      ProofNumberSearch search = new ProofNumberSearch(coding, misere, weakTableBytes(space));
      search.reportTo(solver.searchProgress(), SearchProgress.REPORT_EVERY);
      Outcome outcome = search.outcome(at.tier(), at.rank());
      return Answer.outcome(outcome, game.outcomeWords());
    } catch (AlphaBetaValues.NotAcyclicException outside) {
      throw cannotAnswer("proof-number", outside);
    }
  }

  /**
   * Answers by the weak search, its table kept between instances of the same rules; under {@code
   * --method auto}, past half of what the ranked solve costs, or on meeting a loopy tier or a drawn
   * position, by the ranked solve. The positions a position's moves lead to are valued on the
   * solver's threads at once, at most one a core ({@link #splitsMoves}), while no other question is
   * being answered by these rules' searches, a search a thread ({@link SplitValues}), the ranked
   * solve's cost shared out between them.
   */
  private Answer solveWeakly(
      Parameters parameters, RankedPositions space, Position start, Question question) {
    long strongCost = method == SearchMethod.AUTO ? strongCost(space, start) : Long.MAX_VALUE;
    List<Object> rules = WeakSearches.rulesOf(parameters);
    boolean alone = weakSearches.questionStarted() == 1;
    try {
      int count = alone && splitsMoves(question) ? SplitValues.searchesFor(threads) : 1;
      List<AlphaBetaValues> taken = new ArrayList<>();
      List<SearchProgress> progress = SearchProgress.together(solver.searchProgress(), count);
      long[] before = new long[count];
      List<PositionValues> values = new ArrayList<>();
      taken.addAll(
          weakSearches.take(rules, () -> freshSearch(parameters, space, helpers(), 1), count));
      for (int index = 0; index < count; index++) {
        AlphaBetaValues search = taken.get(index);
        before[index] = search.visited();
        search.askedAlone(count == 1 ? () -> WeakSearches.questionsInProcess() == 1 : () -> false);
        search.limitVisits(weakBudget(strongCost) / count);
        search.reportTo(progress.get(index), SearchProgress.REPORT_EVERY);
        values.add(withBook(parameters, search));
      }
      try {
        Answer answer = solver.answer(start, question, SplitValues.of(values));
        taken.forEach(search -> weakSearches.giveBack(rules, search));
        return answer;
      } catch (AlphaBetaValues.NotAcyclicException outside) {
        if (method == SearchMethod.WEAK) {
          throw cannotAnswer("weak", outside);
        }
      } catch (SolverFailureException failed) {
        // Past the ranked solve's cost, the weak search gives way to it; the tables keep what
        // they proved, for the next question.
        if (failed.reason() != SolverFailureException.Reason.BUDGET
            || !spentShare(taken, before, weakBudget(strongCost) / count)) {
          throw failed;
        }
        taken.forEach(search -> weakSearches.giveBack(rules, search));
      } finally {
        for (int index = 0; index < count; index++) {
          taken.get(index).reportTo(SearchProgress.NONE, SearchProgress.REPORT_EVERY);
          weakVisits.addAndGet(taken.get(index).visited() - before[index]);
        }
      }
    } finally {
      weakSearches.questionEnded();
    }
    return solveStrongly(space, start, question);
  }

  /**
   * Whether the weak method values the positions a position's moves lead to on several threads at
   * once when the question needs them all: every move's value, on more than one thread, where no
   * helper threads race each search. The best move needs less: the position's value says what its
   * best move's position is worth, which one search asks of each move in turn ({@link
   * PositionValues#bestMove}), raced by the helpers when it outlasts their share.
   */
  private boolean splitsMoves(Question question) {
    return SplitValues.searchesFor(threads) > 1
        && weakSearchHelpers().orElse(0) == 0
        && question.equals(Question.MOVES);
  }

  /**
   * A weak search of the instance's rules raced by so many helper threads, its table an equal share
   * of what {@code searches} searches of the rules may take together.
   */
  private AlphaBetaValues freshSearch(
      Parameters parameters, RankedPositions space, int helpers, int searches) {
    return AlphaBetaValues.onThreads(
        positions.coded(parameters).orElse(space),
        Stream.generate(() -> positions.coded(parameters).orElse(space)).limit(helpers).toList(),
        misere,
        weakTableBytes(space, 1 + helpers) / searches,
        JoinAfter.DEFAULT);
  }

  /** Whether one of the searches has visited its share of the ranked solve's cost since before. */
  private static boolean spentShare(List<AlphaBetaValues> taken, long[] before, long share) {
    for (int index = 0; index < taken.size(); index++) {
      if (taken.get(index).visited() - before[index] >= share) {
        return true;
      }
    }
    return false;
  }

  /**
   * Answers from a ranked solve of the start's tier and those below it: the start's record, or, for
   * a move, the records of the positions its moves lead to (the fastest win, the first listed among
   * equals).
   */
  private Answer solveStrongly(RankedPositions space, Position start, Question question) {
    SolvedTiers solved = tierSolver(space, question).solve(space, space.rankOf(start).tier());
    return solver.answer(start, question, new RankedValues(space, solved));
  }

  /**
   * The most bytes the table of a weak search on so many threads may take: unless {@link
   * SearchSolver#TABLE_PROPERTY} sets them, as many as hold the entries of one thread's table, with
   * the versions a table lent to helpers adds ({@link ScoreTable#LENT_BYTES_PER_ENTRY}).
   */
  static long weakTableBytes(RankedPositions space, int threads) {
    long bytes = weakTableBytes(space);
    return threads == 1 || System.getProperty(SearchSolver.TABLE_PROPERTY) != null
        ? bytes
        : bytes / ScoreTable.BYTES_PER_ENTRY * ScoreTable.LENT_BYTES_PER_ENTRY;
  }

  /**
   * The most a weak search of a numbered instance's table may grow to: one entry for each position
   * of the rules, at most {@link #weakTableMostBytes()} (all of it when the property sets it).
   */
  static long weakTableBytes(RankedPositions space) {
    if (System.getProperty(SearchSolver.TABLE_PROPERTY) != null) {
      return weakTableMostBytes();
    }
    long positions = 0;
    for (int tier = 0; tier < space.tierCount() && positions < Long.MAX_VALUE / 32; tier++) {
      positions += Math.min(space.tierSize(tier), Long.MAX_VALUE / 32);
    }
    return Math.min(weakTableMostBytes(), positions * ScoreTable.BYTES_PER_ENTRY);
  }

  /** {@link SearchSolver#rulesetCost}. */
  OptionalLong rulesetCost(Parameters parameters) {
    Optional<RankedPositions> ranked = positions.ranked(parameters);
    if (ranked.isEmpty()) {
      return OptionalLong.empty();
    }
    Position top = positions.rulesetStart(parameters).orElseGet(() -> positions.start(parameters));
    long cost = strongCost(ranked.get(), top);
    return cost == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(cost);
  }

  /** {@link SearchSolver#weakValues}. */
  Optional<List<PositionValues>> weakValues(Parameters parameters, long mostVisits, int searches) {
    return weakValues(parameters, mostVisits, searches, false);
  }

  /** {@link SearchSolver#splitWeakValues}. */
  Optional<PositionValues> splitWeakValues(Parameters parameters, long mostVisits, int searches) {
    return weakValues(parameters, mostVisits, searches, true).map(SplitValues::of);
  }

  /**
   * Searches' values of an instance's positions, as {@link SearchSolver#weakValues} makes them;
   * when {@code firstRaced}, the first is raced by the helper threads ({@link #helpers}) while no
   * split is under way and no other question asked ({@link SearchSolver#splitWeakValues}).
   */
  private Optional<List<PositionValues>> weakValues(
      Parameters parameters, long mostVisits, int searches, boolean firstRaced) {
    if (method == SearchMethod.STRONG || method == SearchMethod.PROOF) {
      return Optional.empty();
    }
    return positions
        .ranked(parameters)
        .map(
            space -> {
              List<AlphaBetaValues> made = new ArrayList<>();
              for (int index = 0; index < searches; index++) {
                made.add(
                    freshSearch(
                        parameters, space, index == 0 && firstRaced ? helpers() : 0, searches));
              }
              if (firstRaced) {
                made.get(0)
                    .askedAlone(
                        () ->
                            !SplitValues.splitUnderWay() && WeakSearches.questionsInProcess() == 0);
              }
              made = WeakSearches.onOneTable(made);
              List<SearchProgress> progress =
                  SearchProgress.together(solver.searchProgress(), searches);
              List<PositionValues> values = new ArrayList<>();
              for (int index = 0; index < searches; index++) {
                AlphaBetaValues search = made.get(index);
                search.limitVisits(mostVisits);
                search.reportTo(progress.get(index), SearchProgress.REPORT_EVERY);
                values.add(withBook(parameters, search));
              }
              return List.copyOf(values);
            });
  }

  /**
   * A weak search's values with those the opening book of the instance's rules holds answered from
   * it, when there is one: the book read only when a position it may hold is asked ({@link
   * OpeningBook#readWhenNeeded}), the positions asked coded by the search's own coding.
   */
  private PositionValues withBook(Parameters parameters, AlphaBetaValues search) {
    CodedPositions coding = search.coding();
    return books
        .reachOf(parameters, misere)
        .map(
            reach ->
                OpeningBook.readWhenNeeded(
                    bookTiers.computeIfAbsent(
                        reach,
                        any ->
                            OpeningBook.lowestTier(
                                reach, coding, positions.start(reach.instance()))),
                    () -> books.bookOf(parameters, misere),
                    coding,
                    search))
        .orElse(search);
  }

  /** The most bytes a weak search's table may take ({@link SearchSolver#checkWeakSettings}). */
  static long weakTableMostBytes() {
    return Settings.wholeNumber(
            SearchSolver.TABLE_PROPERTY, 1024L * ScoreTable.BYTES_PER_ENTRY, 1L << 40, "bytes")
        .orElseGet(() -> Math.min(Runtime.getRuntime().maxMemory() / 4, 256L << 20));
  }

  /**
   * The helper threads racing each weak search: as {@link SearchSolver#checkWeakSettings} sets
   * them, or else one for each of the solver's threads but the first, at most {@value
   * #MOST_DEFAULT_HELPERS}.
   */
  private int helpers() {
    return (int) weakSearchHelpers().orElse(Math.min(threads - 1, MOST_DEFAULT_HELPERS));
  }

  /**
   * The most helpers a weak search has unless told: lazy SMP's gain per thread falls as threads are
   * added, and the gain of more than one helper is not measured.
   */
  static final int MOST_DEFAULT_HELPERS = 3;

  /**
   * The helper threads racing each weak search, when {@link SearchSolver#checkWeakSettings} sets
   * them.
   */
  static OptionalLong weakSearchHelpers() {
    return Settings.wholeNumber(SearchSolver.HELPERS_PROPERTY, 0, 63, "helper threads");
  }
}
