package dev.nimber.engine;

import dev.nimber.api.ComponentValues;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * The Grundy values of the components of sums, for a {@link GameSearch} under normal play: each
 * component's value the mex of the values of the positions its moves lead to, a sum's the XOR of
 * its components', searched depth first with an explicit path (no recursion), memoized here
 * (numbered components in the game's flat arrays, {@link NumberedValues}) and counted against the
 * search's budget. A component with many moves has them looked up on several threads when the
 * search has them ({@code MovesSweeper}). Used by one thread at a time, its search's.
 */
final class ComponentNimbers {

  /** A Grundy value that does not exist: a position decided by rule as a win is reachable. */
  static final int UNDEFINED = -1;

  /**
   * What {@link #resolve} returns when it had to start searching a component first, and {@link
   * #known} for a component not valued yet.
   */
  static final int PENDING = -2;

  /**
   * Marks a component whose Grundy value is being searched, so that reaching it again reveals a
   * loop.
   */
  private static final int ON_PATH_NIMBER = -3;

  private final GameSearch search;
  private final Map<Position, Integer> nimbers = new HashMap<>();

  /**
   * The fewest more components {@link #outcome} (and {@link #value}, for a game that decides no
   * position by rule) values whole before it searches for winning moves instead, unless told
   * otherwise.
   */
  static final int LEAST_BEFORE_OUTCOMES = 1 << 16;

  private final long leastBeforeOutcomes;

  /** Whether {@link #value} searches past valuing whole: the game decides no position by rule. */
  private boolean searchesValues;

  /** The game's own values of its components, asked before a component is searched; or null. */
  private ComponentValues theory;

  /** The memo's size past which {@link #valueOrPending} stops; none when {@link Long#MAX_VALUE}. */
  private long stopPast = Long.MAX_VALUE;

  /** Who wins positions whose play meets sums, by the values of fewer components. */
  private final SumOutcomes outcomes;

  /** Looks up many moves of a component on several threads; null on one thread. */
  private final MovesSweeper sweeper;

  /** The values of the game's numbered components; null when it numbers none. */
  private final NumberedValues numbered;

  /**
   * @param search the search whose options (threads, budget) these values follow, whose budget
   *     counts them, and which runs their searches
   * @param numbered the game's numbered components' values, or null when it numbers none
   */
  ComponentNimbers(GameSearch search, NumberedValues numbered) {
    this(search, numbered, LEAST_BEFORE_OUTCOMES);
  }

  /**
   * Values that {@link #outcome} (and {@link #value}, once {@link #searchValuesPastWhole}) takes by
   * {@link SumOutcomes} past {@code leastBeforeOutcomes} components valued whole, or 16 for each
   * move of the position asked if more.
   */
  ComponentNimbers(GameSearch search, NumberedValues numbered, long leastBeforeOutcomes) {
    this.leastBeforeOutcomes = leastBeforeOutcomes;
    this.search = search;
    int threads = search.options().threads();
    this.sweeper = threads > 1 ? new MovesSweeper(threads) : null;
    this.numbered = numbered;
    this.outcomes = new SumOutcomes(search, this);
  }

  /** How many components are valued, numbered ones included. */
  long size() {
    return nimbers.size() + outcomes.size() + (numbered == null ? 0 : numbered.size());
  }

  /** Forgets the values of the components that are not numbered, to free the heap. */
  void clear() {
    nimbers.clear();
    outcomes.clear();
  }

  /**
   * Who wins a position whose play meets sums, under normal play: by its Grundy value while valuing
   * it whole takes at most {@value #LEAST_BEFORE_OUTCOMES} more components (unless told otherwise),
   * or 16 for each of its moves if more (a game of heaps or rows, whose components are few, each
   * with many moves, stays there); past that (a game played on a board or a graph, whose components
   * are many), by {@link SumOutcomes} from the values found so far, and by the Grundy value again
   * where that gives up.
   *
   * @param position a position of the game, under normal play
   * @return the outcome, or empty where a Grundy value does not exist
   * @throws SolverFailureException when the budget or the heap runs out, a position repeats along a
   *     line of play, or the thread is interrupted
   */
  Optional<Outcome> outcome(Position position) {
    int value = valueWholeWithinLimit(position);
    if (value == PENDING) {
      Optional<Outcome> searched = outcomes.outcome(position);
      if (searched.isPresent()) {
        return searched;
      }
      value = valueOrPending(position);
    }
    return value == UNDEFINED
        ? Optional.empty()
        : Optional.of(value == 0 ? Outcome.LOSS : Outcome.WIN);
  }

  /**
   * The first of the moves that leads to a position lost for the player to move there, each judged
   * as {@link #outcome} judges a position once past valuing whole (by {@link SumOutcomes}, from
   * what is known), and by its Grundy value where that gives up; empty when none does.
   *
   * @param moves the moves of a position whose play meets sums, under normal play
   * @return the first move to a position worth 0
   */
  Optional<Move> firstToLoss(List<Move> moves) {
    for (Move move : moves) {
      Optional<Outcome> next = outcomes.outcome(move.to());
      if (next.isPresent() ? next.get() == Outcome.LOSS : valueOrPending(move.to()) == 0) {
        return Optional.of(move);
      }
    }
    return Optional.empty();
  }

  /**
   * The Grundy value of a single component when no search of it is needed: a numbered one's (from
   * the game's flat arrays), or one in the memo; else {@link #UNDEFINED} where it does not exist,
   * or {@link #PENDING}.
   */
  int known(Position component) {
    long number = numberOf(component);
    if (number >= 0) {
      return numberedValue(number);
    }
    Integer known = nimbers.get(component);
    return known == null || known == ON_PATH_NIMBER ? PENDING : known;
  }

  /** Whether the game gives its own values of components ({@link #valueByTheory}). */
  boolean hasTheory() {
    return theory != null;
  }

  /**
   * A single component's value from the game's own values, kept in the memo when given (counted
   * against the search's budget); {@link #PENDING} where the game has none, gives none for this
   * component, or the component is decided by rule. Asks the game each time: the caller asks once
   * for each component.
   */
  int byTheoryKept(Position component) {
    if (theory == null || component.verdict().isPresent()) {
      return PENDING;
    }
    int value = byTheory(component);
    if (value < 0) {
      return PENDING;
    }
    search.makeRoomForOne();
    nimbers.put(component, value);
    return value;
  }

  /**
   * The Grundy value of a position, valuing sums by their components: every component reachable,
   * unless the game decides no position by rule ({@link #searchValuesPastWhole}); then as {@link
   * #outcome} does, whole up to a point, past it by {@link SumOutcomes#value}, and whole again
   * where that gives up.
   *
   * @param position a position of the game
   * @return the value, or empty when a position decided by rule as a win is reachable
   * @throws SolverFailureException when the budget or the heap runs out, or a position repeats
   *     along a line of play
   */
  OptionalInt value(Position position) {
    int value = searchesValues ? valueWholeWithinLimit(position) : valueOrPending(position);
    if (value == PENDING) {
      OptionalInt searched = outcomes.value(position);
      if (searched.isPresent()) {
        return searched;
      }
      value = valueOrPending(position);
    }
    return value == UNDEFINED ? OptionalInt.empty() : OptionalInt.of(value);
  }

  /**
   * Lets {@link #value} search past valuing whole, for a game that decides no position by rule
   * ({@link dev.nimber.api.Positions#decidesByRule}).
   */
  void searchValuesPastWhole() {
    searchesValues = true;
  }

  /**
   * Takes a component's value from the game's own theory where it gives one, before searching the
   * component ({@link dev.nimber.api.Positions#componentValues}).
   */
  void valueByTheory(ComponentValues values) {
    theory = values;
  }

  /**
   * Under normal play, the Grundy value the game's theory gives a position that is a single
   * component with no verdict; otherwise -1.
   */
  int byTheoryUnlessSum(Position position) {
    return theory == null
            || search.options().misere()
            || position.verdict().isPresent()
            || GameSearch.isSum(position, position.components())
        ? -1
        : byTheory(position);
  }

  /**
   * The Grundy value the game's theory gives a single component with no verdict, or -1 where it
   * gives none (no theory, or none for this component).
   */
  private int byTheory(Position component) {
    if (theory == null) {
      return -1;
    }
    long value = theory.grundyOf(component);
    if (value > Integer.MAX_VALUE) {
      throw new IllegalStateException(
          "the game's component values gave " + value + " for " + component + ", past 2^31 - 1");
    }
    return (int) Math.max(-1, value);
  }

  /**
   * {@link #valueOrPending}, stopping past {@code leastBeforeOutcomes} more components valued, or
   * 16 for each of the position's moves if more.
   */
  private int valueWholeWithinLimit(Position position) {
    long most = Math.max(leastBeforeOutcomes, 16L * position.children().size());
    stopPast = nimbers.size() + most;
    try {
      return valueOrPending(position);
    } finally {
      stopPast = Long.MAX_VALUE;
    }
  }

  /**
   * {@link #value}, or {@link #UNDEFINED} where none exists, or {@link #PENDING} when the memo grew
   * past {@link #stopPast} first: what was valued by then stays.
   */
  private int valueOrPending(Position position) {
    Deque<NimberFrame> path = new ArrayDeque<>();
    return search.searching(
        path,
        frame -> nimbers.remove(frame.position),
        () -> {
          int known = resolve(position, path);
          long steps = 0;
          while (known == PENDING) {
            while (!path.isEmpty()) {
              if ((++steps & 0xFFF) == 0) {
                SolverFailureException.throwIfInterrupted();
              }
              step(path);
              if (nimbers.size() > stopPast) {
                path.forEach(frame -> nimbers.remove(frame.position));
                return PENDING;
              }
            }
            known = resolve(position, path);
          }
          return known;
        });
  }

  /** Takes one move of the component on top of the path further, or finishes it. */
  private void step(Deque<NimberFrame> path) {
    NimberFrame frame = path.peek();
    if (sweeper != null
        && !frame.undefined
        && frame.next >= frame.sweepFrom
        && frame.children.size() - frame.next >= MovesSweeper.LEAST_MOVES) {
      sweeper.sweep(frame);
      return;
    }
    if (!frame.undefined && frame.next < frame.children.size()) {
      int child = resolve(frame.children.get(frame.next), path);
      if (child == PENDING) {
        // A component of the child is now on top; this move is looked at again once it is valued.
        return;
      }
      frame.next++;
      if (child == UNDEFINED) {
        frame.undefined = true;
      } else {
        frame.childValues.set(child);
      }
      return;
    }
    path.pop();
    nimbers.put(frame.position, frame.undefined ? UNDEFINED : frame.childValues.nextClearBit(0));
  }

  /**
   * The value of a position when it is known: from the memo for a single component, the XOR of its
   * components' for a sum. Otherwise the first component not yet valued goes on the path, and
   * {@link #PENDING} is returned.
   */
  private int resolve(Position position, Deque<NimberFrame> path) {
    List<Position> parts = position.components();
    if (GameSearch.isSum(position, parts)) {
      Optional<Outcome> ruled = position.verdict();
      if (ruled.isPresent()) {
        return ruled.get() == Outcome.LOSS ? 0 : UNDEFINED;
      }
      int sum = 0;
      for (Position part : parts) {
        int value = resolve(part, path);
        if (value == PENDING || value == UNDEFINED) {
          return value;
        }
        sum ^= value;
      }
      return sum;
    }
    long number = numberOf(position);
    if (number >= 0) {
      return numberedValue(number);
    }
    Integer known = nimbers.get(position);
    if (known != null) {
      if (known == ON_PATH_NIMBER) {
        throw new SolverFailureException(
            SolverFailureException.Reason.LOOP,
            "the game is loopy: position "
                + position
                + " repeats along a line of play "
                + path.size()
                + " moves deep, so the search cannot decide"
                + " it; it solves games whose every line ends");
      }
      return known;
    }
    search.makeRoomForOne();
    Optional<Outcome> verdict = position.verdict();
    if (verdict.isPresent()) {
      int value = verdict.get() == Outcome.LOSS ? 0 : UNDEFINED;
      nimbers.put(position, value);
      return value;
    }
    int byTheory = byTheory(position);
    if (byTheory >= 0) {
      nimbers.put(position, byTheory);
      return byTheory;
    }
    // Listing a component's moves may cost much (a row of thousands of pins): stop before, not
    // thousands after.
    SolverFailureException.throwIfInterrupted();
    nimbers.put(position, ON_PATH_NIMBER);
    path.push(new NimberFrame(position, position.children()));
    return PENDING;
  }

  /**
   * The value of a position when every component it needs is valued, else {@link #PENDING}: {@link
   * #resolve} without putting anything on the path or in the memo, so that several threads may call
   * it at once while the memo does not change. Where {@code resolve} would value a component, this
   * answers {@code PENDING}, and where it would answer at once, this answers the same. Kept apart
   * from {@code resolve}: one method for both made the sweep's hot loop about a quarter slower
   * (Kayles, 10,000 pins, two threads).
   */
  private int lookUp(Position position) {
    List<Position> parts = position.components();
    if (GameSearch.isSum(position, parts)) {
      Optional<Outcome> ruled = position.verdict();
      if (ruled.isPresent()) {
        return ruled.get() == Outcome.LOSS ? 0 : UNDEFINED;
      }
      int sum = 0;
      for (Position part : parts) {
        int value = lookUp(part);
        if (value < 0) {
          return value;
        }
        sum ^= value;
      }
      return sum;
    }
    long number = numberOf(position);
    if (number >= 0) {
      int value = numbered.known(number);
      return value < 0 ? PENDING : value;
    }
    Integer known = nimbers.get(position);
    return known == null || known == ON_PATH_NIMBER ? PENDING : known;
  }

  /** The value of a component the game numbers, from its flat arrays, within the budget left. */
  private int numberedValue(long number) {
    return numbered.valueOf(
        number, search.options().memoBudget() - search.positionsEvaluated(), search::budgetReached);
  }

  /**
   * The number of a single component the game numbers, or −1 when it numbers none or not this one.
   */
  private long numberOf(Position component) {
    return numbered == null ? -1 : numbered.numbering().numberOf(component);
  }

  /**
   * Values a stretch of a component's moves on several threads at once, when the components they
   * lead to are already valued (a row of Kayles, once the shorter rows are): each thread takes a
   * contiguous part of the stretch and looks its moves up in the memo, which no one changes
   * meanwhile, stopping at its first move that needs a component valued first or whose value is
   * undefined. The parts are then taken in order up to the first such move, so the frame ends as if
   * its moves had been taken one at a time, and the answers (and failures) are the same as on one
   * thread. Moves looked up past that point are forgotten; the frame then takes at least as many
   * moves one at a time before its next sweep, so forgotten work never exceeds the work done, and
   * twice as many each time a sweep of the frame stops early, so a component whose moves keep
   * leading to new components (a tree) is swept O(log m) times for m moves. A sweep that finds
   * every move valued doubles the next one, up to {@value #MOST_MOVES} moves, so that an interrupt
   * is seen within a few milliseconds.
   */
  private final class MovesSweeper {

    /**
     * The fewest moves worth a sweep: below this, handing work to threads costs more than it saves.
     */
    static final int LEAST_MOVES = 2048;

    /** The most moves one sweep looks at. */
    private static final int MOST_MOVES = 1 << 20;

    private final int threads;
    private final SpinningHelpers helpers;
    private int window = LEAST_MOVES;

    MovesSweeper(int threads) {
      this.threads = threads;
      this.helpers = new SpinningHelpers(threads - 1);
    }

    void sweep(NimberFrame frame) {
      SolverFailureException.throwIfInterrupted();
      int from = frame.next;
      int to = (int) Math.min(frame.children.size(), (long) from + window);
      int partSize = (to - from + threads - 1) / threads;
      List<Supplier<SweptPart>> shares = new ArrayList<>();
      for (int start = from; start < to; start += partSize) {
        int partFrom = start;
        int partTo = Math.min(to, start + partSize);
        shares.add(() -> part(frame.children, partFrom, partTo));
      }
      long forgotten = 0;
      boolean stopped = false;
      for (SweptPart part : helpers.runAll(shares)) {
        if (stopped) {
          forgotten += part.looked();
          continue;
        }
        frame.childValues.or(part.values());
        if (part.undefinedAt() >= 0) {
          frame.undefined = true;
          frame.next = part.undefinedAt() + 1;
          stopped = true;
        } else if (part.pendingAt() >= 0) {
          frame.next = part.pendingAt();
          stopped = true;
        } else {
          frame.next = part.to();
        }
      }
      if (stopped) {
        frame.sweepFrom =
            (int) Math.min(Integer.MAX_VALUE, frame.next + Math.max(1 + forgotten, frame.skip));
        frame.skip = Math.min(MOST_MOVES, frame.skip * 2);
      } else {
        window = Math.min(MOST_MOVES, window * 2);
      }
    }

    /**
     * Looks moves up from {@code from} until one needs a component valued first or has an undefined
     * value.
     */
    private SweptPart part(List<Position> children, int from, int to) {
      BitSet values = new BitSet();
      for (int index = from; index < to; index++) {
        int value = lookUp(children.get(index));
        if (value == PENDING) {
          return new SweptPart(values, to, index, -1, index - from);
        }
        if (value == UNDEFINED) {
          return new SweptPart(values, to, -1, index, index - from + 1);
        }
        values.set(value);
      }
      return new SweptPart(values, to, -1, -1, to - from);
    }
  }

  /**
   * What one thread found in its part of a sweep.
   *
   * @param values the values of the moves it looked up, up to where it stopped
   * @param to the end of its part
   * @param pendingAt the move that needs a component valued first, or −1
   * @param undefinedAt the move whose value is undefined, or −1
   * @param looked how many moves it looked up
   */
  private record SweptPart(BitSet values, int to, int pendingAt, int undefinedAt, long looked) {}

  /**
   * One component on the current line of play, with the Grundy values of the positions its moves
   * lead to so far.
   */
  private static final class NimberFrame {
    final Position position;
    final List<Position> children;
    int next;
    boolean undefined;
    final BitSet childValues = new BitSet();

    /** The first move a sweep may start from: moves before it are taken one at a time. */
    int sweepFrom;

    /**
     * The fewest moves taken one at a time after a sweep that stopped early: doubled each time, so
     * such sweeps stay few.
     */
    int skip = 1;

    NimberFrame(Position position, List<Position> children) {
      this.position = position;
      this.children = children;
    }
  }
}
