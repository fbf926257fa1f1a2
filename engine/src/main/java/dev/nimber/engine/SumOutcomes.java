package dev.nimber.engine;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Who wins a position whose play meets sums, under normal play, without the Grundy value of every
 * component reachable: a sum is the Grundy values of all its components but the one with the most
 * moves, XORed into a nim-heap {@code *x}, beside that one component {@code C}; and {@code C + *x}
 * is lost exactly when {@code G(C) = x}, which holds when no move of {@code C} leads to a position
 * worth {@code x} and, for every {@code y < x}, one leads to a position worth {@code y}. Each of
 * those is a search for one winning move, which stops at the first it finds, where the Grundy value
 * would look at every move (the approach of Lemoine and Viennot, "Nimbers are inevitable", 2012).
 * It looks first at the moves whose value is known, then searches those that split the component
 * into the most parts first.
 *
 * <p>What a search learns is kept here for later questions: a component's value when it is found,
 * and otherwise, for each {@code x} below 64, whether a move leads to a position worth {@code x} or
 * none does. The components left beside the one searched are valued whole ({@link
 * ComponentNimbers#value}), numbered ones in the game's flat arrays. A component the game values by
 * its own theory ({@link dev.nimber.api.Positions#componentValues}) is taken at that value, asked
 * once before the component would be searched or its moves listed.
 *
 * <p>It gives up, and the caller values the position whole, where it meets a position decided by
 * rule as a win or a tie (which leaves the components that reach it no Grundy value), where a
 * component repeats along a line of play, or where the lines are deeper than the thread's stack.
 * Every answer it gives rests on lines it searched, none through such a position. Time: at most the
 * Grundy value's O(M) for M moves out of the components reachable, times the values asked of each;
 * memory: one entry a component searched, counted against the search's budget. Used by one thread
 * at a time.
 */
final class SumOutcomes {

  /** The most nim-heaps beside a component whose answers are kept: one bit each. */
  private static final int KEPT_HEAPS = Long.SIZE;

  /** Ends a search that cannot decide by Grundy values. */
  private static final class Undecided extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Undecided() {
      super(null, null, false, false);
    }
  }

  /**
   * What is known of one component: its value, once found; before that, bit {@code x} of {@code
   * reaching}, that a move leads to a position worth {@code x}, and of {@code missing}, that none
   * does.
   */
  private static final class Moves {
    int value = ComponentNimbers.PENDING;
    long reaching;
    long missing;

    /** Whether the game's own values were asked for this component. */
    boolean theoryAsked;
  }

  /**
   * A move's position, the components it leaves (none listed for a position that is no sum), and
   * its value once every component's is known (a known value never changes, so it is looked up no
   * more).
   */
  private static final class Child {
    final Position position;
    final List<Position> parts;
    int value = ComponentNimbers.PENDING;

    Child(Position position, List<Position> parts) {
      this.position = position;
      this.parts = parts;
    }
  }

  /**
   * A component's moves, listed once for all the values {@link #reaches} asks of them: its
   * children, and their components, when first needed.
   */
  private static final class Listing {
    private final Position component;
    private List<Position> positions;
    private List<Child> children;

    /** The moves of a component, listed when first needed. */
    Listing(Position component) {
      this.component = component;
    }

    /** The moves of a component whose children are listed already. */
    Listing(List<Position> positions) {
      this.component = null;
      this.positions = positions;
    }

    List<Child> children() {
      if (children == null) {
        List<Position> listed = positions == null ? component.children() : positions;
        children = new ArrayList<>(listed.size());
        for (Position next : listed) {
          children.add(new Child(next, next.components()));
        }
      }
      return children;
    }
  }

  /**
   * The order in which {@link #reaches} searches the moves it must: those that split the component
   * into the most parts first, whose parts are smaller and sooner valued (stable, so ties keep the
   * game's order).
   */
  private static final Comparator<Child> MOST_PARTS_FIRST =
      Comparator.comparingInt((Child child) -> child.parts.size()).reversed();

  private final GameSearch search;
  private final ComponentNimbers nimbers;
  private final Map<Position, Moves> moves = new HashMap<>();
  private final Set<Position> onPath = new HashSet<>();
  private long steps;

  SumOutcomes(GameSearch search, ComponentNimbers nimbers) {
    this.search = search;
    this.nimbers = nimbers;
  }

  /** How many components' moves are known in part. */
  long size() {
    return moves.size();
  }

  /** Forgets what is known of the components' moves. */
  void clear() {
    moves.clear();
  }

  /**
   * Who wins from the position, when Grundy values decide it.
   *
   * @param position a position of the game, under normal play
   * @return the outcome for the player to move, or empty when the search gave up (see above)
   * @throws SolverFailureException when the budget or the heap runs out (then every memo goes, as
   *     {@link GameSearch#searching} lets them), or the thread is interrupted
   */
  Optional<Outcome> outcome(Position position) {
    return searchedOr(
        Optional.empty(),
        () -> Optional.of(wins(position, position.components(), 0) ? Outcome.WIN : Outcome.LOSS));
  }

  /**
   * The Grundy value of a position, each component's the least {@code x} beside which it is lost
   * ({@code x} from 0 up: one search for a move to a position worth {@code x} each, until one finds
   * none). Exact only where no position reachable is decided by rule ({@link
   * dev.nimber.api.Positions#decidesByRule}): the search passes by most positions, and such a
   * position beyond the lines it searched would leave the component no Grundy value.
   *
   * @param position a position of a game that decides no position by rule, under normal play
   * @return the value, or empty when the search gave up (see above)
   * @throws SolverFailureException as {@link #outcome} does
   */
  OptionalInt value(Position position) {
    return searchedOr(OptionalInt.empty(), () -> OptionalInt.of(searchedValue(position)));
  }

  /**
   * What a search finds, as {@link GameSearch#searching} runs it, or {@code undecided} where it
   * gives up; the line searched is cleared after the outermost search only (a search entered from
   * within another keeps the outer one's line, which its repeat check needs).
   */
  private <T> T searchedOr(T undecided, Supplier<T> work) {
    boolean outermost = onPath.isEmpty();
    try {
      return search.searching(new ArrayDeque<>(), nothing -> {}, work);
    } catch (Undecided | StackOverflowError gaveUp) {
      return undecided;
    } finally {
      if (outermost) {
        onPath.clear();
      }
    }
  }

  /** {@link #value}: the XOR of a sum's components' values, each found by {@link #winsBeside}. */
  private int searchedValue(Position position) {
    List<Position> parts = position.components();
    if (!GameSearch.isSum(position, parts)) {
      return componentValue(position);
    }
    Optional<Outcome> ruled = position.verdict();
    if (ruled.isPresent()) {
      lostByRule(ruled.get());
      return 0;
    }
    int value = 0;
    for (Position part : parts) {
      value ^= componentValue(part);
    }
    return value;
  }

  /** A single component's value: the least heap beside which it is lost. */
  private int componentValue(Position component) {
    Listing listing = new Listing(component);
    for (int heap = 0; ; heap++) {
      int known = known(component);
      if (known != ComponentNimbers.PENDING) {
        return defined(known);
      }
      if (!winsBeside(component, heap, listing)) {
        return heap;
      }
    }
  }

  /**
   * Whether the position, whose components are {@code parts} ({@link Position#components}), beside
   * a nim-heap of {@code heap} is won by the player to move.
   */
  private boolean wins(Position position, List<Position> parts, int heap) {
    if (!GameSearch.isSum(position, parts)) {
      return winsBeside(position, heap, new Listing(position));
    }
    Optional<Outcome> ruled = position.verdict();
    if (ruled.isPresent()) {
      return lostByRule(ruled.get()) && heap != 0;
    }
    int value = heap;
    Position searched = null;
    List<Position> searchedChildren = null;
    for (Position part : parts) {
      int known = known(part, true);
      if (known != ComponentNimbers.PENDING) {
        value ^= defined(known);
        continue;
      }
      List<Position> children = part.children();
      if (searched == null || children.size() > searchedChildren.size()) {
        if (searched != null) {
          value ^= valueOf(searched);
        }
        searched = part;
        searchedChildren = children;
      } else {
        value ^= valueOf(part);
      }
    }
    return searched == null
        ? value != 0
        : winsBeside(searched, value, new Listing(searchedChildren));
  }

  /**
   * Whether one component beside a nim-heap of {@code heap} is won: its value is not the heap.
   *
   * @param listing the component's moves, listed when first needed (a caller that asks several
   *     heaps passes the same one)
   */
  private boolean winsBeside(Position component, int heap, Listing listing) {
    int known = known(component, true);
    if (known != ComponentNimbers.PENDING) {
      return defined(known) != heap;
    }
    Optional<Outcome> ruled = component.verdict();
    if (ruled.isPresent()) {
      return lostByRule(ruled.get()) && heap != 0;
    }
    if (!onPath.add(component)) {
      throw new Undecided();
    }
    try {
      if (reaches(component, heap, listing)) {
        return true;
      }
      for (int below = 0; below < heap; below++) {
        if (!reaches(component, below, listing)) {
          learned(component, below);
          return true;
        }
      }
      learned(component, heap);
      return false;
    } finally {
      onPath.remove(component);
    }
  }

  /**
   * Whether a move of the component leads to a position worth {@code value}: the moves to positions
   * whose every component is known first, then the others, those that leave the most parts first.
   */
  private boolean reaches(Position component, int value, Listing listing) {
    Moves known = moves.get(component);
    long bit = value < KEPT_HEAPS ? 1L << value : 0;
    if (known != null && (known.reaching & bit) != 0) {
      return true;
    }
    if (known != null && (known.missing & bit) != 0) {
      return false;
    }
    if ((++steps & 0xFF) == 0) {
      SolverFailureException.throwIfInterrupted();
    }
    List<Child> children = listing.children();
    List<Child> unknown = new ArrayList<>();
    boolean reached = false;
    for (int index = 0; index < children.size() && !reached; index++) {
      Child next = children.get(index);
      if (next.value == ComponentNimbers.PENDING) {
        next.value = knownSum(next.position, next.parts);
      }
      if (next.value == ComponentNimbers.PENDING) {
        unknown.add(next);
      } else {
        reached = next.value == value;
      }
    }
    if (!reached) {
      unknown.sort(MOST_PARTS_FIRST);
    }
    for (int index = 0; index < unknown.size() && !reached; index++) {
      Child next = unknown.get(index);
      reached = !wins(next.position, next.parts, value);
    }
    if (bit != 0) {
      Moves kept = known != null ? known : entryOf(component);
      if (reached) {
        kept.reaching |= bit;
      } else {
        kept.missing |= bit;
      }
    }
    return reached;
  }

  /**
   * A position's value when every component of it ({@code parts}, as {@link Position#components}
   * lists them) is known, or {@link ComponentNimbers#PENDING}: what {@link #reaches} looks at
   * first, so that a move it need not search answers first.
   */
  private int knownSum(Position position, List<Position> parts) {
    if (!GameSearch.isSum(position, parts)) {
      int known = known(position);
      return known == ComponentNimbers.PENDING ? known : defined(known);
    }
    if (position.verdict().isPresent()) {
      return ComponentNimbers.PENDING;
    }
    int value = 0;
    for (Position part : parts) {
      int known = known(part);
      if (known == ComponentNimbers.PENDING) {
        return known;
      }
      value ^= defined(known);
    }
    return value;
  }

  /**
   * A single component's value when known: from {@link ComponentNimbers#known}, or found here; else
   * {@link ComponentNimbers#PENDING}.
   */
  int known(Position component) {
    return known(component, false);
  }

  /**
   * {@link #known}, or where nothing is and {@code askGame}, the game's own value of the component,
   * asked once for each component ({@link ComponentNimbers#byTheoryKept}) before it is searched.
   */
  private int known(Position component, boolean askGame) {
    int known = nimbers.known(component);
    if (known != ComponentNimbers.PENDING) {
      return known;
    }
    Moves found = moves.get(component);
    int value = found == null ? ComponentNimbers.PENDING : found.value;
    if (value != ComponentNimbers.PENDING
        || !askGame
        || !nimbers.hasTheory()
        || found != null && found.theoryAsked) {
      return value;
    }
    value = nimbers.byTheoryKept(component);
    if (value == ComponentNimbers.PENDING) {
      (found != null ? found : entryOf(component)).theoryAsked = true;
    }
    return value;
  }

  /**
   * Keeps a component's value, found by the search: kept here, not in {@link ComponentNimbers}'
   * memo, as a position decided by rule may lie beyond the moves the search looked at, which would
   * leave the component no Grundy value there; beside a nim-heap, it still plays as that value,
   * since every line the search proved stays clear of such positions.
   */
  private void learned(Position component, int value) {
    entryOf(component).value = value;
  }

  /** What is known of a component, a new entry (counted against the budget) when nothing is. */
  private Moves entryOf(Position component) {
    Moves found = moves.get(component);
    if (found == null) {
      search.makeRoomForOne();
      found = new Moves();
      moves.put(component, found);
    }
    return found;
  }

  /** The Grundy value of a single component, valued whole. */
  private int valueOf(Position component) {
    return defined(nimbers.value(component).orElse(ComponentNimbers.UNDEFINED));
  }

  /** A Grundy value that exists; else the search gives up. */
  private static int defined(int value) {
    if (value < 0) {
      throw new Undecided();
    }
    return value;
  }

  /**
   * Whether a position decided by rule is lost, worth 0; else (a win or a tie by rule) it has no
   * Grundy value, and the search gives up.
   */
  private static boolean lostByRule(Outcome ruled) {
    if (ruled != Outcome.LOSS) {
      throw new Undecided();
    }
    return true;
  }
}
