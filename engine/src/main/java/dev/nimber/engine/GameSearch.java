package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.ComponentValues;
import dev.nimber.api.Move;
import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.weak.SearchProgress;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Solves any game that exposes {@link Position}s by searching every position reachable from a
 * start, once each.
 *
 * <p>For each position it finds the outcome, the remoteness (the number of moves left when the
 * winner wins as fast as possible and the loser delays as long as possible) and, under normal play,
 * the Grundy value (the mex of the children's values). Positions with a {@linkplain
 * Position#verdict() verdict} end the line of play there, with remoteness 0; their Grundy value is
 * 0 for a decided loss and undefined otherwise (a decided win has no nimber). Verdicts may also be
 * {@link Outcome#TIE} (the rules end the game with neither winning): the player to move then
 * prefers a win (the fastest), else a tie (the soonest), else a draw, else the longest loss; Grundy
 * values are undefined wherever a tie is reachable.
 *
 * <p>The depth-first search keeps its own stack, so a line of play of any length fits in the heap
 * rather than the thread's stack. Time is O(P + M) and memory O(P) for P reachable positions and M
 * moves; results are memoized in this object, so later calls reuse them. The memo holds at most
 * {@link Options#memoBudget()} positions (finished ones and those on the current line); past it,
 * when the heap runs out first, and on a position that repeats along a line of play, the search
 * fails with a {@link SolverFailureException} (after the heap ran out, the memo is empty).
 *
 * <p>Sums: under normal play, a game whose positions are disjunctive sums ({@link
 * Position#components()}) is valued component by component ({@link #nimber}): each distinct
 * component is searched once, with its own memo, and a sum's Grundy value is the XOR of its
 * components' values, so the positions kept are those of single components, never their
 * combinations. {@link #outcome}, {@link #winningMove} and {@link #grundy} use this wherever the
 * search meets a sum, at the start or any number of moves on ({@link #evaluateUnlessSum}); the
 * remoteness of a sum is not a function of its components' values, and {@link #evaluate} searches
 * it whole, while the answers of the search of positions as objects take it, near a sum, from a
 * search of sums written as multisets of components ({@code SumRemoteness}). A game that numbers
 * its components ({@link NumberedComponents}, given to {@link #GameSearch(Options,
 * NumberedComponents)}) has them valued in a flat array instead, from their options as numbers,
 * with no position object per move ({@code NumberedValues}).
 *
 * <p>Threads: with {@link Options#threads()} above 1, a component with thousands of moves whose
 * components are already valued (a long row of Kayles) has its moves looked up by that many threads
 * at once, each taking a contiguous part (see {@code MovesSweeper}); the values, answers and
 * failures are the same as on one thread. The game's positions and move lists are then read from
 * several threads at once, which immutable values allow. The rest of the search runs on the calling
 * thread.
 *
 * <p>Not thread-safe: use one instance per thread. An interrupted thread stops the search with a
 * {@link SolverFailureException}, so that a timed-out search does not run on.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class GameSearch {

  /**
   * How the search plays and how much it may remember.
   *
   * @param misere whether the player who makes the last move loses (misère play) instead of winning
   * @param memoBudget the most positions the search may hold at once; at least 1
   * @param threads how many threads look up a component's moves together when it has many ({@link
   *     #nimber}), 1 to 1024; the answers are the same for any number
   */
  public record Options(boolean misere, long memoBudget, int threads) {

    /** The system property that sets the budget: a whole number of positions, at least 1. */
    public static final String BUDGET_PROPERTY = "nimber.search.budget";

    /**
     * The heap one position is counted at when the budget follows from the heap: a small position
     * in the memo with its evaluation, or on the line of play with its moves. Positions that take
     * more make the heap run out first, which the search reports just as it reports the budget.
     */
    public static final long BYTES_PER_POSITION = 512;

    public Options {
      if (memoBudget < 1) {
        throw new IllegalArgumentException("memoBudget must be at least 1, got " + memoBudget);
      }
      if (threads < 1 || threads > 1024) {
        throw new IllegalArgumentException("threads must be from 1 to 1024, got " + threads);
      }
    }

    /**
     * One thread.
     *
     * @param misere whether the player who makes the last move loses
     * @param memoBudget the most positions the search may hold at once; at least 1
     */
    public Options(boolean misere, long memoBudget) {
      this(misere, memoBudget, 1);
    }

    /** Normal play with the {@linkplain #defaultBudget() default budget}, on one thread. */
    public static Options defaults() {
      return new Options(false, defaultBudget());
    }

    /**
     * These options with another number of threads.
     *
     * @param count from 1 to 1024
     * @return the options
     */
    public Options withThreads(int count) {
      return new Options(misere, memoBudget, count);
    }

    /**
     * The budget when a solver names none: the system property {@value #BUDGET_PROPERTY} when it is
     * set, otherwise as many positions as the heap holds at {@value #BYTES_PER_POSITION} bytes
     * each.
     *
     * @throws IllegalArgumentException when the property is set to anything but a whole number of
     *     at least 1
     */
    public static long defaultBudget() {
      return Settings.wholeNumber(BUDGET_PROPERTY, 1, Long.MAX_VALUE, "positions")
          .orElseGet(() -> Math.max(1, Runtime.getRuntime().maxMemory() / BYTES_PER_POSITION));
    }
  }

  /**
   * What the search knows of one position.
   *
   * @param outcome the outcome for the player to move
   * @param remoteness moves left with the winner hurrying and the loser delaying; 0 when the game
   *     is over
   * @param grundyOrMinusOne the Grundy value, or -1 when it is undefined
   */
  public record Evaluation(Outcome outcome, long remoteness, int grundyOrMinusOne) {

    /** The Grundy value, when it is defined. */
    public OptionalInt grundy() {
      return grundyOrMinusOne < 0 ? OptionalInt.empty() : OptionalInt.of(grundyOrMinusOne);
    }
  }

  /**
   * The value of a position decided by rule, by its outcome: no move left, and a Grundy value only
   * for a loss.
   */
  private static final long[] DECIDED =
      Arrays.stream(Outcome.values())
          .mapToLong(outcome -> MemoValue.of(outcome, 0, outcome == Outcome.LOSS ? 0 : -1))
          .toArray();

  private final Options options;

  /**
   * Whether positions decided by rule go in the memo too, for {@link #forEachEvaluated}; otherwise
   * the memo holds only positions with moves, and the rule decides the others each time they are
   * reached.
   */
  private final boolean keepsDecided;

  private final PositionMemo memo = new PositionMemo();

  /** The sums valued for the remoteness of positions near a sum, made on first use. */
  private SumRemoteness sums;

  /** The Grundy values of the components of sums. */
  private final ComponentNimbers components;

  /**
   * Whether the whole search stops at the first sum it meets ({@link #evaluateUnlessSum}), for the
   * length of one call.
   */
  private boolean stopAtSums;

  /** The most positions held, and who hears how many there are. */
  private final MemoBudget budget;

  public GameSearch(Options options) {
    this(options, null, false);
  }

  /**
   * A search whose {@link #forEachEvaluated} tells every position reached, those decided by rule
   * among them, as a solved database needs; the search itself keeps only the positions with moves.
   *
   * @param options how it plays and how much it may remember
   * @return a search that remembers every position it reaches
   */
  public static GameSearch keepingEveryPosition(Options options) {
    return new GameSearch(options, null, true);
  }

  /**
   * A search that values the components the game numbers in flat arrays ({@link
   * NumberedComponents}) wherever it values sums by their components, and everything else as {@link
   * #GameSearch(Options)} does.
   *
   * @param options how it plays and how much it may remember
   * @param numbering the game's numbering of the components of its sums
   */
  public GameSearch(Options options, NumberedComponents numbering) {
    this(options, new NumberedValues(Objects.requireNonNull(numbering, "numbering")), false);
  }

  private GameSearch(Options options, NumberedValues numbered, boolean keepsDecided) {
    this.options = options;
    this.keepsDecided = keepsDecided;
    this.budget = new MemoBudget(options.memoBudget());
    this.components = new ComponentNimbers(this, numbered);
  }

  /** A search with {@link Options#defaults()}. */
  public GameSearch() {
    this(Options.defaults());
  }

  /**
   * Tells the search that the game decides no position by rule ({@link Positions#decidesByRule}):
   * {@link #nimber} may then find a value past the components it values whole by searching for
   * winning moves beside nim-heaps ({@code SumOutcomes}). Where the game does decide one, the
   * values may be wrong.
   */
  public void decidesNoPositionByRule() {
    components.searchValuesPastWhole();
  }

  /** Takes components' values from the game's own ({@link Positions#componentValues}). */
  void valuesComponentsBy(ComponentValues values) {
    components.valueByTheory(values);
  }

  /** How this search plays and how much it may remember. */
  public Options options() {
    return options;
  }

  /**
   * How many positions this search holds: whole positions with moves (and those decided by rule,
   * for a search {@linkplain #keepingEveryPosition keeping every position}), and components valued
   * alone (numbered ones included).
   */
  public long positionsEvaluated() {
    return memo.size() + components.size();
  }

  /**
   * Tells every position this search has evaluated whole ({@link #evaluate}), in no particular
   * order: those with moves, and those decided by rule only for a search {@linkplain
   * #keepingEveryPosition keeping every position}; components valued alone by {@link #nimber} are
   * not among them.
   *
   * @param into told each position and its evaluation
   */
  public void forEachEvaluated(BiConsumer<Position, Evaluation> into) {
    memo.forEach(
        (position, value) -> {
          if (value != MemoValue.ON_PATH) {
            into.accept(position, MemoValue.evaluation(value));
          }
        });
  }

  /**
   * Evaluates a position and every position reachable from it.
   *
   * @throws SolverFailureException when the memo budget runs out or a position repeats along a line
   *     of play
   */
  public Evaluation evaluate(Position start) {
    int index = memo.indexOf(start);
    long known = index == PositionMemo.ABSENT ? MemoValue.ABSENT : memo.valueAt(index);
    if (known != MemoValue.ABSENT && known != MemoValue.ON_PATH) {
      return MemoValue.evaluation(known);
    }
    Deque<SearchFrame> path = new ArrayDeque<>();
    return MemoValue.evaluation(
        searching(path, frame -> memo.remove(frame.position), () -> search(start, path)));
  }

  /**
   * Runs a search along a path: when it fails, the positions left on the path are unfinished and
   * are forgotten, so that this object stays usable; when the heap runs out, the memos go too, and
   * the failure says so.
   */
  <T, F> T searching(Deque<F> path, Consumer<F> forget, Supplier<T> search) {
    try {
      return search.get();
    } catch (RuntimeException failure) {
      path.forEach(forget);
      throw failure;
    } catch (OutOfMemoryError heapFull) {
      path.clear();
      throw outOfMemory();
    }
  }

  /** The sums valued for the remoteness of positions near a sum ({@link SumRemoteness}). */
  SumRemoteness sums() {
    if (sums == null) {
      sums = new SumRemoteness(this);
    }
    return sums;
  }

  /** Lets the memos go (they hold nearly all of the heap), then there is room for the message. */
  SolverFailureException outOfMemory() {
    long positions = positionsEvaluated();
    sums = null;
    memo.clear();
    components.clear();
    return MemoBudget.heapFull(positions);
  }

  /**
   * Whether the position is a sum or one of its moves leads to one, under normal play: then {@link
   * #outcome} and {@link #winningMove} value it by components without a whole search first, and its
   * remoteness (a whole search) would visit every combination of them. Costs one listing of its
   * moves.
   *
   * @param position a position of the game
   * @return whether a sum is at most one move away
   */
  public boolean decomposes(Position position) {
    return !options.misere() && SumsNearby.within(position, 1);
  }

  /**
   * Who wins from a position: under normal play by the game's own value of it where it gives one
   * ({@link Positions#componentValues}), by Grundy values where the search meets a sum on the way
   * ({@link #evaluateUnlessSum}) and they are defined ({@link ComponentNimbers#outcome}), otherwise
   * by {@link #evaluate}.
   *
   * @param position a position of the game
   * @return the outcome for the player to move
   * @throws SolverFailureException as {@link #evaluate} does
   */
  public Outcome outcome(Position position) {
    int byTheory = components.byTheoryUnlessSum(position);
    if (byTheory >= 0) {
      return byTheory == 0 ? Outcome.LOSS : Outcome.WIN;
    }
    if (options.misere() || evaluateUnlessSum(position).isPresent()) {
      return evaluate(position).outcome();
    }
    return components.outcome(position).orElseGet(() -> evaluate(position).outcome());
  }

  /**
   * The Grundy value under normal play where a sum is reachable and the value is defined; empty
   * where the whole search decides (misère play, no sum reachable, or no Grundy value), the whole
   * search having then been made when it met no sum.
   */
  private OptionalInt valueBySums(Position position) {
    boolean sums = !options.misere() && evaluateUnlessSum(position).isEmpty();
    return sums ? nimber(position) : OptionalInt.empty();
  }

  /**
   * The position's evaluation, unless (under normal play) it {@linkplain #decomposes decomposes} or
   * the search meets a sum further on: then empty, and {@link #nimber} values it by its components
   * faster, where the whole search would visit every combination of them (node Kayles on a cycle
   * splits into paths after two moves). What the search finished before it met the sum stays in the
   * memo. Costs a call of {@link Position#components()} on each position the search enters.
   *
   * @param position a position of the game
   * @return the evaluation, or empty when a sum is reachable under normal play
   * @throws SolverFailureException as {@link #evaluate} does
   */
  public Optional<Evaluation> evaluateUnlessSum(Position position) {
    if (options.misere()) {
      return Optional.of(evaluate(position));
    }
    if (decomposes(position)) {
      return Optional.empty();
    }
    stopAtSums = true;
    try {
      return Optional.of(evaluate(position));
    } catch (SumMet met) {
      return Optional.empty();
    } finally {
      stopAtSums = false;
    }
  }

  /**
   * The Grundy value under normal play: the game's own where it gives one ({@link
   * Positions#componentValues}), else valued by components wherever the search meets a sum; empty
   * under misère play and where no value is defined (a position decided by rule as a win or a tie
   * is reachable).
   *
   * @param position a position of the game
   * @return the value, or empty
   * @throws SolverFailureException as {@link #evaluate} does
   */
  public OptionalInt grundy(Position position) {
    int byTheory = components.byTheoryUnlessSum(position);
    if (byTheory >= 0) {
      return OptionalInt.of(byTheory);
    }
    OptionalInt value = valueBySums(position);
    if (value.isPresent() || options.misere()) {
      return value;
    }
    return evaluate(position).grundy();
  }

  /**
   * The Grundy value of a position under normal play, valuing sums by their components: the XOR of
   * the components' values, each the game's own ({@link Positions#componentValues}) or the mex of
   * the values of the positions its moves lead to. Time O(C + M) and memory O(C) for the C distinct
   * components reachable (not their combinations) and the M moves out of them; values are memoized
   * in this object and counted against the budget with {@link #evaluate}'s.
   *
   * @param position a position of the game
   * @return the value, or empty under misère play or when a position decided by rule as a win is
   *     reachable (such a position has no Grundy value)
   * @throws SolverFailureException when the budget or the heap runs out, or a position repeats
   *     along a line of play
   */
  public OptionalInt nimber(Position position) {
    return options.misere() ? OptionalInt.empty() : components.value(position);
  }

  /** Whether a position's components make it a sum: any list but empty or the position alone. */
  public static boolean isSum(Position position, List<Position> parts) {
    return !parts.isEmpty() && !(parts.size() == 1 && parts.get(0).equals(position));
  }

  /**
   * Tells a listener the positions this search holds ({@link #positionsEvaluated}, with the sums
   * valued for remoteness) each time they have grown by 2^18, from the thread that searches; {@link
   * SearchProgress#NONE} to stop.
   *
   * @param listener told the positions held
   */
  public void reportTo(SearchProgress listener) {
    budget.reportTo(listener);
  }

  void makeRoomForOne() {
    budget.makeRoomForOne(positionsEvaluated());
  }

  SolverFailureException budgetReached() {
    return budget.reached();
  }

  /** Room for one more position besides those held and so many sums valued for remoteness. */
  void makeRoomForOne(long besides) {
    budget.makeRoomForOne(positionsEvaluated() + besides);
  }

  private long search(Position start, Deque<SearchFrame> path) {
    long result = enter(start, path);
    long steps = 0;
    while (!path.isEmpty()) {
      if ((++steps & 0xFFF) == 0) {
        SolverFailureException.throwIfInterrupted();
      }
      SearchFrame frame = path.peek();
      if (frame.next < frame.children.size()) {
        Position child = frame.children.get(frame.next++);
        Optional<Outcome> verdict = child.verdict();
        if (verdict.isPresent()) {
          frame.accept(decided(child, verdict.get()));
          continue;
        }
        int index = memo.indexOf(child);
        long childValue = index == PositionMemo.ABSENT ? MemoValue.ABSENT : memo.valueAt(index);
        if (childValue == MemoValue.ON_PATH) {
          throw new SolverFailureException(
              SolverFailureException.Reason.LOOP,
              "the game is loopy: position "
                  + child
                  + " repeats along a line of play "
                  + path.size()
                  + " moves deep, so the search cannot decide it; it"
                  + " solves games whose every line ends");
        }
        if (childValue == MemoValue.ABSENT) {
          push(child, path);
        } else {
          frame.accept(childValue);
        }
      } else {
        path.pop();
        long value = frame.finish(options.misere());
        memo.setValueAt(frame.index, value);
        if (path.isEmpty()) {
          result = value;
        } else {
          path.peek().accept(value);
        }
      }
    }
    return result;
  }

  /**
   * A winning move, or empty when the position is lost: the first move to a position of Grundy
   * value 0 where the search meets a sum (judged as {@link #outcome} judges, {@link
   * ComponentNimbers#firstToLoss}), otherwise a move that wins as fast as possible.
   *
   * @throws SolverFailureException as {@link #evaluate} does
   */
  public Optional<Move> winningMove(Position position) {
    if (position.verdict().isPresent()) {
      return Optional.empty();
    }
    if (!options.misere() && evaluateUnlessSum(position).isEmpty()) {
      Optional<Outcome> bySums = components.outcome(position);
      if (bySums.isPresent()) {
        boolean lost = bySums.get() == Outcome.LOSS;
        return lost ? Optional.empty() : components.firstToLoss(position.moves());
      }
    }
    if (evaluate(position).outcome() == Outcome.LOSS) {
      return Optional.empty();
    }
    return BestMoves.fastestWin(position.moves(), this::evaluate);
  }

  /**
   * From a lost position whose search meets a sum, the move that loses slowest and how long the
   * game then lasts, as {@link #bestMove} finds them; empty where it names the first move instead.
   */
  public Optional<SlowestLoss> slowestLossNearSum(Position position) {
    return SumRemoteness.slowestLoss(this, position);
  }

  /**
   * The move the computer plays: a winning move when there is one ({@link #winningMove}); otherwise
   * a move to a tie (the soonest), else to a draw, else the move that delays defeat longest: where
   * the search meets a sum, as the search of sums values the moves ({@code SumRemoteness}, near a
   * sum under normal play), and otherwise, since the remoteness of a sum would need the whole sum
   * searched, the first move. Empty when the game is over.
   *
   * @throws SolverFailureException as {@link #evaluate} does
   */
  public Optional<Move> bestMove(Position position) {
    Optional<Move> win = winningMove(position);
    if (win.isPresent() || position.verdict().isPresent()) {
      return win;
    }
    if (evaluateUnlessSum(position).isEmpty()) {
      return SumRemoteness.slowestLoss(this, position)
          .map(SlowestLoss::move)
          .or(() -> position.moves().stream().findFirst());
    }
    return BestMoves.best(position.moves(), this::evaluate);
  }

  /**
   * Starts evaluating a position: a verdict is final at once and returned; otherwise the position
   * goes on the path and {@link MemoValue#ABSENT} is returned.
   */
  private long enter(Position position, Deque<SearchFrame> path) {
    Optional<Outcome> verdict = position.verdict();
    if (verdict.isPresent()) {
      return decided(position, verdict.get());
    }
    push(position, path);
    return MemoValue.ABSENT;
  }

  /** Puts a position the rules do not decide on the path, and in the memo as on it. */
  private void push(Position position, Deque<SearchFrame> path) {
    if (stopAtSums && isSum(position, position.components())) {
      throw new SumMet();
    }
    makeRoomForOne();
    int index = memo.add(position, MemoValue.ON_PATH);
    path.push(new SearchFrame(position, position.children(), index));
  }

  /**
   * The value of a position decided by rule; kept in the memo only when this search keeps every
   * position, since the rule decides it again at the cost of a call.
   */
  private long decided(Position position, Outcome verdict) {
    long value = DECIDED[verdict.ordinal()];
    if (keepsDecided && memo.indexOf(position) == PositionMemo.ABSENT) {
      makeRoomForOne();
      memo.add(position, value);
    }
    return value;
  }
}
