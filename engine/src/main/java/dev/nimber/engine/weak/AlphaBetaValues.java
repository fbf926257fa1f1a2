package dev.nimber.engine.weak;

import static dev.nimber.engine.weak.WeakScores.NONTERMINAL_MAX;
import static dev.nimber.engine.weak.WeakScores.NOT_TERMINAL;
import static dev.nimber.engine.weak.WeakScores.NO_MOVE;
import static dev.nimber.engine.weak.WeakScores.QUICKEST_LOSS;
import static dev.nimber.engine.weak.WeakScores.QUICKEST_WIN_AFTER_ONE;
import static dev.nimber.engine.weak.WeakScores.above;
import static dev.nimber.engine.weak.WeakScores.below;
import static dev.nimber.engine.weak.WeakScores.entry;
import static dev.nimber.engine.weak.WeakScores.evaluation;
import static dev.nimber.engine.weak.WeakScores.fromChild;
import static dev.nimber.engine.weak.WeakScores.high;
import static dev.nimber.engine.weak.WeakScores.low;
import static dev.nimber.engine.weak.WeakScores.move;
import static dev.nimber.engine.weak.WeakScores.terminalScore;

import dev.nimber.api.API;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.ObjectCodes;
import dev.nimber.engine.PositionValues;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * The weak method: values one position of a game that codes its positions ({@link CodedPositions}),
 * and what its moves need, by depth-first negamax search with alpha-beta pruning and a
 * transposition table, instead of valuing every position below it as the ranked solve does.
 *
 * <p>A position is worth a score for the player to move ({@link WeakScores}): the fastest win and
 * the slowest loss score highest, and negamax with alpha-beta gives them exactly. Its value takes
 * null-window searches ({@link NullWindows}): two for the outcome, then at most log2(tier) for the
 * remoteness of a win or a loss, since each move lowers the tier; whether it is worth at most a
 * given win, loss or tie ({@link #worthAtMost}) takes one. Every search shares the table, which
 * keeps for each position it has seen the bounds proved on its score and the move that proved them
 * (tried first next time).
 *
 * <p>A tie's remoteness (the soonest tie, which both players prefer) is not a zero-sum score: it is
 * the tier when the game says ties come only after every move lowered the tier by one down to 0
 * ({@link CodedPositions#tiesAtTierZero}); otherwise one more than the least remoteness among the
 * tied children, searched depth first with a memo of tied positions ({@link SoonestTies}).
 *
 * <p>Before it expands a position (the one asked too), the search asks the game whether a move wins
 * at once ({@link CodedPositions#winsAtOnce}), where the game answers that itself ({@link
 * QuickWins}): then the position is a win in 1. Where the game says wins come only from moves
 * ({@link CodedPositions#winsOnlyByMoving}), a position that does not win at once scores from a
 * loss in 2 to a win in 3, so a window beyond that is answered at once. Then it looks up every
 * child in the table: their bounds may already prove the position's score beyond the window (an
 * enhanced transposition cutoff). Otherwise children are tried in the order {@link
 * CodedPositions#expand} reports them, after the move the table remembers: a game that reports its
 * likely best moves first (Connect Four's centre columns, the moves that make threats) is searched
 * fastest. Symmetric positions share one entry ({@link CodedPositions#canonical}).
 *
 * <p>Costs: time grows with the positions visited, far fewer than those below the start when good
 * moves come first, and exponential in the depth at worst; memory is the table, 16 bytes an entry,
 * growing up to its most ({@link ScoreTable}; past that, entries are replaced, which costs time,
 * never correctness, those that took the most work kept first, so that a batch does not search its
 * openings again), plus the tied positions' memo, plus a second, small table of {@value
 * TableTiers#SMALL_TABLE_ENTRIES} entries that stays in the processor's caches, for the tiers whose
 * searches prove short ({@link TableTiers}). Limits: a game whose moves all lower the tier (no
 * loopy tier, no drawn verdict); lines of play of at most {@value #MAX_DEPTH} moves, and as many as
 * the thread's stack holds (the search recurses on it). A position outside them makes {@link
 * #evaluate} throw {@link NotAcyclicException}.
 *
 * <p>Threads ({@link #onThreads}): helpers race the long searches on this search's table (lazy SMP,
 * {@link Helpers}); within {@value #DEFER_DEPTH} moves of the root each puts off the moves another
 * is searching (ABDADA). The answers are the same on any number of threads. Searches of the same
 * rules on several threads (a batch's) search on one table, helpers and all ({@link #movedOnto},
 * {@link WeakSearches}).
 *
 * <p>Not thread-safe: one thread calls a search (its helpers are its own). An interrupted thread
 * stops the search with a {@link SolverFailureException}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AlphaBetaValues implements PositionValues {

  /** The longest line of play searched. */
  public static final int MAX_DEPTH = 4_096;

  /** How deep, once helpers joined, a thread puts off the moves another is searching (ABDADA). */
  private static final int DEFER_DEPTH = 6;

  /** A position of a loopy tier, a drawn verdict or too long a line: the weak method's refusal. */
  public static final class NotAcyclicException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotAcyclicException(String message) {
      super(message);
    }
  }

  private final CodedPositions space;

  /** Whether every move lowers the tier; false for positions as objects, checked for repeats. */
  private final boolean tiered;

  /** The positions on the line of play being searched, when not tiered. */
  private final LineOfPlay line = new LineOfPlay();

  private final boolean misere;
  private final boolean tiesAtTierZero;
  private final boolean winsOnlyByMoving;
  private final boolean asksWinsAtOnce;
  private final long tierCount;
  private final ScoreTable table;

  /** Searches of the same position on other threads: only a search that answers has them. */
  private final Helpers helpers;

  /** The most visits of positions before the search stops for its budget. */
  private long mostVisits = Long.MAX_VALUE;

  private final VisitReports reports = new VisitReports();

  /** The race of the null-window search running, when helpers search along; null otherwise. */
  private volatile SearchRace race;

  /**
   * Which table keeps each tier: the large one, or for the tiers whose searches are short a small
   * one that stays in the caches (the large one every tier, for positions as objects).
   */
  private final TableTiers tableTiers;

  private final SoonestTies soonestTies;
  private final Plies plies;
  private long visited;

  /**
   * A search of a numbered instance.
   *
   * @param space the instance's numbering
   * @param misere whether the player who makes the last move loses
   * @param tableBytes the most bytes the table may take; it grows up to the largest power of two
   *     entries within them, at least 1,024
   */
  public AlphaBetaValues(CodedPositions space, boolean misere, long tableBytes) {
    this(space, true, misere, ScoreTable.keepingWorkWithin(tableBytes), Helpers.NONE);
  }

  /**
   * The weak search of a game's positions as objects: each distinct position reached gets a code,
   * in one tier; a line of play that repeats makes {@link #evaluate} throw {@link
   * NotAcyclicException}, and the positions coded may be at most {@code mostPositions} (past it, a
   * {@link SolverFailureException} for the budget).
   *
   * @param misere whether the player who makes the last move loses
   * @param tableBytes the most bytes the table may take
   * @param mostPositions the most distinct positions the search may reach
   * @param decidesByRule whether a position may have a verdict; if not, no move wins at once
   * @return the search
   */
  public static AlphaBetaValues ofObjects(
      boolean misere, long tableBytes, long mostPositions, boolean decidesByRule) {
    ObjectCodes codes = new ObjectCodes(mostPositions, decidesByRule);
    return new AlphaBetaValues(
        codes, false, misere, ScoreTable.keepingWorkWithin(tableBytes), Helpers.NONE);
  }

  private AlphaBetaValues(
      CodedPositions space, boolean tiered, boolean misere, ScoreTable table, Helpers helpers) {
    this.space = space;
    this.tiered = tiered;
    this.misere = misere;
    this.tiesAtTierZero = space.tiesAtTierZero();
    this.winsOnlyByMoving = space.winsOnlyByMoving();
    this.asksWinsAtOnce = QuickWins.askedOf(space);
    this.tierCount = space.tierCount();
    this.table = table;
    this.helpers = helpers;
    this.plies = new Plies(space, tiered, "weak search");
    this.tableTiers = new TableTiers(tiered, table);
    this.soonestTies = new SoonestTies(this, tiered, misere);
  }

  /**
   * A search of a numbered instance on several threads: each null-window search from the position
   * asked is run by this search and, once it and its question have made the visits {@code
   * helpersJoinAfter} asks, and while the question is asked alone ({@link #askedAlone}), on other
   * threads by one helper for each further coding, on this search's table, lent to them until the
   * race ends (lazy SMP, with ABDADA's deferral near the root); the first to finish answers, the
   * others stop. Answers are those of one thread; only the work differs.
   *
   * @param space the instance's coding, used by this search
   * @param helperCodings one more coding of the same instance for each helper, each used by its
   *     helper alone
   * @param misere whether the player who makes the last move loses
   * @param tableBytes the most bytes the table may take (18 bytes an entry when lent to helpers)
   * @param helpersJoinAfter the visits a search from the position asked and its question make alone
   *     before the helpers join ({@link JoinAfter#DEFAULT} unless a test needs them at once)
   * @return the search
   */
  public static AlphaBetaValues onThreads(
      CodedPositions space,
      List<CodedPositions> helperCodings,
      boolean misere,
      long tableBytes,
      JoinAfter helpersJoinAfter) {
    if (helperCodings.isEmpty()) {
      return new AlphaBetaValues(space, misere, tableBytes);
    }
    ScoreTable shared =
        ScoreTable.keepingWork(ScoreTable.entriesWithin(tableBytes, 1 + helperCodings.size()));
    List<AlphaBetaValues> helpers = new ArrayList<>();
    for (CodedPositions coding : helperCodings) {
      helpers.add(new AlphaBetaValues(coding, true, misere, shared, Helpers.NONE));
    }
    return new AlphaBetaValues(
        space, true, misere, shared, new Helpers(helpers, shared, helpersJoinAfter));
  }

  /** The coding the search expands, which only the thread asking the search may use. */
  public CodedPositions coding() {
    return space;
  }

  /** Whether the search keeps its entries in this table. */
  boolean searchesOn(ScoreTable other) {
    return table == other;
  }

  /**
   * This search moved onto a table that searches of the same rules on other threads use at once
   * ({@link ScoreTable#forSearchesAtOnce}): its own table's entries are stored there, and the
   * search returned (the same coding, visits and budget; a new small table; no listener) searches
   * on it from then on, as do its helpers (their codings, the rule for when they join); this one
   * must not be used again. Called by the thread that holds the search, between questions. O(its
   * own table's slots).
   *
   * @param other the table shared by the searches of the same rules
   * @return the search on it
   * @throws IllegalStateException for a search of positions as objects, whose codes are its own
   */
  AlphaBetaValues movedOnto(ScoreTable other) {
    if (!tiered) {
      throw new IllegalStateException("only a search of numbered positions moves");
    }
    table.copyInto(other);
    Helpers movedHelpers =
        helpers.onTable(
            other, helper -> new AlphaBetaValues(helper.space, true, misere, other, Helpers.NONE));
    AlphaBetaValues moved = new AlphaBetaValues(space, true, misere, other, movedHelpers);
    moved.visited = visited;
    moved.mostVisits = mostVisits;
    return moved;
  }

  /** The positions expanded so far, over all searches: the work done. */
  public long visited() {
    return visited;
  }

  /**
   * Bounds the next searches, replacing any earlier bound: past {@code more} visits from now, a
   * search stops with a {@link SolverFailureException} for its budget (the search stays usable).
   *
   * @param more the visits allowed from now, at least 0; {@link Long#MAX_VALUE} for no bound
   */
  public void limitVisits(long more) {
    mostVisits = more >= Long.MAX_VALUE - visited ? Long.MAX_VALUE : visited + more;
  }

  /**
   * Reports the next searches' visits to a listener, counted from now, until another listener
   * replaces it ({@link SearchProgress#NONE} to stop).
   *
   * @param listener told the visits, from the thread that searches
   * @param every the visits between two reports, at least 1 ({@link SearchProgress#REPORT_EVERY}
   *     for a person watching); the search reports on its periodic check, every 1,024 visits
   * @throws IllegalArgumentException when {@code every} is below 1
   */
  public void reportTo(SearchProgress listener, long every) {
    reports.start(listener, every, visited);
  }

  /** The tiers kept in the small table now, lowest first ({@link TableTiers}). */
  public List<Integer> smallTableTiers() {
    return tableTiers.smallTableTiers();
  }

  /** How many entries the large table may grow to. */
  public int tableEntries() {
    return table.mostEntries();
  }

  /**
   * Tells the search how to know, when its helpers would join, whether its question is the only one
   * being answered (else they leave the other threads alone); alone until told.
   *
   * @param alone true while no question is being answered on another thread (a batch's)
   */
  public void askedAlone(BooleanSupplier alone) {
    helpers.askedAlone(alone);
  }

  /** The null-window searches from the positions asked that helpers joined so far. */
  public long helpersJoined() {
    return helpers.joins();
  }

  /** How many threads search: this one and its helpers. */
  public int threads() {
    return 1 + helpers.count();
  }

  @Override
  public GameSearch.Evaluation evaluate(Position position) {
    RankedPositions.TierRank at = space.codeOf(position);
    return evaluate(at.tier(), at.rank());
  }

  /**
   * The value of one coded position: its outcome and remoteness (no Grundy value).
   *
   * @param tier the position's tier
   * @param code its code
   * @return the outcome and remoteness for the player to move
   * @throws NotAcyclicException when the position leads to a loopy tier, a drawn verdict or too
   *     long a line
   */
  public GameSearch.Evaluation evaluate(int tier, long code) {
    int score = scoreFrom(tier, code, probe -> NullWindows.exactScore(probe, tiered ? tier : -1));
    return evaluation(score, score == 0 ? soonestTie(tier, code) : -1);
  }

  /**
   * Whether a position is worth at most a win, a loss or a tie: one search, with a null window
   * below a win or a loss, with the window (-1, 1) to tell a tie, whose soonest is then found as
   * for its value.
   *
   * @throws IllegalArgumentException for a draw, which the weak search never meets
   */
  @Override
  public boolean worthAtMost(Position position, GameSearch.Evaluation bound) {
    RankedPositions.TierRank at = space.codeOf(position);
    if (bound.outcome() == Outcome.TIE) {
      int score = scoreFrom(at.tier(), at.rank(), probe -> probe.search(-1, 1));
      return score < 0 || score == 0 && soonestTie(at.tier(), at.rank()) >= bound.remoteness();
    }
    int most = WeakScores.score(bound);
    return scoreFrom(at.tier(), at.rank(), probe -> probe.search(most, most + 1)) <= most;
  }

  /** The remoteness of the soonest tie from a tied position. */
  private long soonestTie(int tier, long code) {
    return tiesAtTierZero ? tier : withinStack(() -> soonestTies.from(tier, code));
  }

  /** A new question's score: a win in 1, its terminal score, or what the searches find. */
  private int scoreFrom(int tier, long code, ToIntFunction<NullWindows.Probe> searches) {
    tableTiers.newQuestion();
    helpers.newQuestion(visited);
    if (asksWinsAtOnce && space.winsAtOnce(tier, code)) {
      return NONTERMINAL_MAX;
    }
    int terminal = terminalScore(plies.expand(tier, code, 0), misere);
    return terminal != NOT_TERMINAL
        ? terminal
        : withinStack(() -> searches.applyAsInt((alpha, beta) -> probe(tier, code, alpha, beta)));
  }

  private static <T> T withinStack(Supplier<T> searched) {
    try {
      return searched.get();
    } catch (StackOverflowError tooDeep) {
      throw new NotAcyclicException(
          "the weak search's lines of play outgrew the thread's stack (give threads a larger one"
              + " with -Xss, or use the strong method)");
    }
  }

  /**
   * Searches from a position of an untiered search with it on the line of play, so that meeting it
   * again below is a repeat.
   */
  long alongTheLine(long code, LongSupplier searched) {
    line.enter(code);
    try {
      return searched.getAsLong();
    } finally {
      line.leave(code);
    }
  }

  /** Whether a position play goes on from is tied: a search of it with the window (-1, 1). */
  boolean isTie(int tier, long code) {
    return probe(tier, code, -1, 1) == 0;
  }

  /** Expands a position into the buffers of the line's first position. */
  Plies.Ply expandFirst(int tier, long code) {
    return plies.expand(tier, code, 0);
  }

  /** A position's key in the table: its representative's code and its tier. */
  long keyOf(int tier, long code) {
    return space.canonical(tier, code) * tierCount + tier + 1;
  }

  /** A search from the position asked: on this thread alone, or raced by the helpers. */
  private int probe(int tier, long code, int alpha, int beta) {
    return helpers.count() == 0
        ? search(tier, code, alpha, beta, 0)
        : helpers.probe(this, tier, code, alpha, beta);
  }

  /** Tells this search the race it runs in, or null for none. */
  void race(SearchRace running) {
    race = running;
  }

  /**
   * Negamax with alpha-beta, fail-soft: the score when it lies strictly between alpha and beta,
   * else a bound on it on the side it fell; from the position asked at depth 0.
   */
  int search(int tier, long code, int alpha, int beta, int depth) {
    if (tiered) {
      return searchOnce(tier, code, alpha, beta, depth);
    }
    line.enter(code);
    try {
      return searchOnce(tier, code, alpha, beta, depth);
    } finally {
      line.leave(code);
    }
  }

  private int searchOnce(int tier, long code, int alpha, int beta, int depth) {
    if (depth >= MAX_DEPTH) {
      throw new NotAcyclicException(
          "the weak search follows lines of play of at most " + MAX_DEPTH + " moves");
    }
    if ((visited++ & 0x3ff) == 0) {
      if (visited > mostVisits) {
        throw new SolverFailureException(
            SolverFailureException.Reason.BUDGET,
            "the weak search reached its budget of " + mostVisits + " visits without finishing");
      }
      reports.reached(visited);
      SearchRace running = race;
      if (running != null) {
        helpers.check(running, visited);
      }
      if (Thread.currentThread().isInterrupted()) {
        throw new SolverFailureException(
            SolverFailureException.Reason.INTERRUPTED,
            "interrupted while the weak search valued a position");
      }
    }
    if (asksWinsAtOnce && space.winsAtOnce(tier, code)) {
      // Asked before the table, whose entry would cost more to fetch, and not kept there.
      return NONTERMINAL_MAX;
    }
    // One branch for the cases that answer at once, here and from the table: the compiler would
    // otherwise throw the compiled search away the first time a window took a case its profile had
    // not seen. alpha >= QUICKEST_WIN_AFTER_ONE or beta <= QUICKEST_LOSS:
    if (winsOnlyByMoving
        && ((QUICKEST_WIN_AFTER_ONE - 1 - alpha) | (beta - 1 - QUICKEST_LOSS)) < 0) {
      return Math.min(QUICKEST_WIN_AFTER_ONE, Math.max(QUICKEST_LOSS, alpha));
    }
    ScoreTable held = tableTiers.tableOf(tier);
    long key = keyOf(tier, code);
    int low = -NONTERMINAL_MAX;
    int high = NONTERMINAL_MAX;
    int first = NO_MOVE;
    long entry = held.get(key);
    if (entry != 0) {
      low = low(entry);
      high = high(entry);
      first = move(entry);
      // low >= beta, high <= alpha or low == high:
      if (((beta - 1 - low) | (high - alpha - 1) | (high - low - 1)) < 0) {
        return Math.max(low, Math.min(high, alpha));
      }
    }
    Plies.Ply ply = plies.expand(tier, code, depth);
    if (ply.verdict != null || ply.count == 0) {
      return terminalScore(ply, misere);
    }
    int proved = boundFromChildren(ply);
    if (proved >= Math.min(beta, high)) {
      tableTiers.searched(tier, 1);
      return proved;
    }
    long visitedBefore = visited;
    SearchRace racing = depth < DEFER_DEPTH ? race : null;
    boolean noted = racing != null && racing.enter(key);
    int best = searchMoves(ply, alpha, beta, depth, Math.max(low, proved), high, first);
    if (noted) {
      racing.leave(key);
    }
    long work = visited - visitedBefore + 1;
    long workBits = Math.max(64 - Long.numberOfLeadingZeros(work), entry >>> ScoreTable.WORK_SHIFT);
    long kept = ply.proved | workBits << ScoreTable.WORK_SHIFT;
    held.put(key, kept);
    tableTiers.searched(tier, work);
    return best;
  }

  /**
   * Searches an expanded position's moves within the window and the bounds known, after the move
   * the table held first: the fail-soft score, with the bounds then proved and the move that proved
   * them left in the ply as an entry of the table.
   */
  private int searchMoves(
      Plies.Ply ply, int alpha, int beta, int depth, int low, int high, int first) {
    int narrowedAlpha = Math.max(alpha, low);
    int narrowedBeta = Math.min(beta, high);
    int a = narrowedAlpha;
    int b = narrowedBeta;
    int best = Integer.MIN_VALUE;
    int bestMove = NO_MOVE;
    int count = ply.count;
    SearchRace racing = depth < DEFER_DEPTH && count <= Long.SIZE ? race : null;
    long deferred = 0;
    moves:
    for (int pass = 0; pass < 2; pass++) {
      for (int n = -1; n < count; n++) {
        int i;
        if (n < 0) {
          if (first >= count || pass > 0) {
            continue;
          }
          i = first;
        } else {
          if (pass == 0 ? n == first : (deferred & 1L << n) == 0) {
            continue;
          }
          i = n;
        }
        int childTier = ply.tiers[i];
        long childCode = ply.codes[i];
        if (racing != null
            && racing.joined()
            && pass == 0
            && best != Integer.MIN_VALUE
            && racing.busy(keyOf(childTier, childCode))) {
          deferred |= 1L << i;
          continue;
        }
        int score = fromChild(search(childTier, childCode, below(-b), above(-a), depth + 1));
        if (score > best) {
          best = score;
          bestMove = i;
          if (score > a) {
            a = score;
            if (a >= b) {
              break moves;
            }
          }
        }
      }
      if (deferred == 0) {
        break;
      }
    }
    if (best <= narrowedAlpha) {
      high = Math.min(high, best);
    } else if (best >= narrowedBeta) {
      low = Math.max(low, best);
    } else {
      low = best;
      high = best;
    }
    ply.proved = entry(low, high, bestMove);
    return best;
  }

  /**
   * The best lower bound the table proves on a position's score from its children's entries (a
   * child's upper bound, seen from the position), or {@link Integer#MIN_VALUE} for none: at least
   * beta, it cuts the position off (an enhanced transposition cutoff). Every entry is read into the
   * ply's words before any is compared, so that the reads overlap, and the children's slots are in
   * the cache when they are searched.
   */
  private int boundFromChildren(Plies.Ply ply) {
    long[] entries = ply.kept;
    for (int i = 0; i < ply.count; i++) {
      int tier = ply.tiers[i];
      entries[i] = tableTiers.tableOf(tier).get(keyOf(tier, ply.codes[i]));
    }
    int proved = Integer.MIN_VALUE;
    for (int i = 0; i < ply.count; i++) {
      if (entries[i] != 0) {
        proved = Math.max(proved, fromChild(high(entries[i])));
      }
    }
    return proved;
  }
}
