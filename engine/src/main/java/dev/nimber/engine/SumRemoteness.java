package dev.nimber.engine;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The outcome and remoteness of positions that are disjunctive sums, under normal play, searched
 * over sums written as multisets of their components rather than as the game's own positions: each
 * distinct component gets a number (an {@code int}: a sum is a sorted {@code int[]}), and its moves
 * are listed once, as the multisets of components they leave; a sum's moves are then those of its
 * distinct components, each replacing one copy of itself. A component without a move is left out of
 * every sum: it adds no move, so the sum without it is the same game (a move that empties a row of
 * pins leaves the sum of the other rows, not that sum and an empty row). The Grundy values of the
 * components ({@link GameSearch#nimber}) say which sums are lost for the player to move (an XOR of
 * 0), so a won sum follows only its moves to lost ones: its remoteness is one more than the least
 * of theirs, and a lost sum's is one more than the most of all its moves' (none: 0). The least and
 * the most are searched as alpha-beta searches a game's minimum and maximum, with a window: a won
 * sum stops at a move that already brings it below the window, a lost sum at one that brings it
 * above, and each sum keeps the bounds proved on its remoteness for later searches of it.
 *
 * <p>Costs: time and memory in the distinct sums reached (a won sum reaching only its lost ones,
 * fewer where the windows cut), each kept in a {@link SumTable} with its component numbers packed
 * and its bounds, and one listing of the moves of each distinct component; the game's positions are
 * consulted only for components. Limits: normal play; a position decided by rule, a component
 * without a Grundy value, a remoteness of {@value #MOST_KEPT} or more, or a line of play deeper
 * than the thread's stack holds is outside it ({@link Outside}: the caller searches the game's
 * positions whole). No line of play repeats: every component met has a Grundy value, so the game of
 * each is acyclic, and a move replaces a component by components below it. Sums counted against the
 * search's budget with its positions; the thread's interruption stops it. Lines of play recurse on
 * the thread's stack. Not thread-safe: one thread uses it, as its {@link GameSearch}.
 */
final class SumRemoteness {

  /** The positions met are outside what this search values; the caller searches them whole. */
  static final class Outside extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Outside() {
      super(null, null, false, false);
    }
  }

  /** The most a sum's remoteness is known to be when nothing is known: above every kept bound. */
  private static final int UNBOUNDED = 0xFFFF;

  /** The most remoteness the bounds kept hold; a sum that lasts longer is outside this search. */
  private static final int MOST_KEPT = UNBOUNDED - 1;

  /** The most moves from a position to a sum for this search to value the position. */
  static final int MOVES_TO_A_SUM = 2;

  private final GameSearch search;
  private final Map<Position, Integer> numbers = new HashMap<>();
  private final List<Position> components = new ArrayList<>();
  private int[] grundy = new int[64];

  /**
   * Whether each numbered component is over ({@link GameEnd}: no move is left, as no component has
   * a verdict), and so is left out of sums.
   */
  private boolean[] moveless = new boolean[64];

  /**
   * A component's moves: the distinct multisets of components they leave, each sorted, the XOR of
   * the Grundy values of each, and the {@link SumTable#hashOf hash} of each, in the order of their
   * Grundy values; those worth {@code g} are at indices {@code firstWorth[g]} to {@code
   * firstWorth[g + 1]}.
   */
  private record Moves(int[][] sums, int[] grundy, long[] hashes, int[] firstWorth) {
    /** The first index of the moves worth {@code g}, or of none; all moves when {@code g} is -1. */
    int from(int g) {
      return g < 0 ? 0 : firstWorth[Math.min(g, firstWorth.length - 1)];
    }

    /** The index after the moves worth {@code g}; after all moves when {@code g} is -1. */
    int to(int g) {
      return g < 0 ? sums.length : firstWorth[Math.min(g + 1, firstWorth.length - 1)];
    }
  }

  /** Each component's moves, listed when first needed; null until then. */
  private Moves[] moves = new Moves[64];

  /**
   * The Grundy values each listed component's moves reach, as bits ({@link #bitOf}), so that a won
   * sum passes over the components with no move it looks at without their lists.
   */
  private long[] worths = new long[64];

  /**
   * The bounds proved on the sums searched; a new table when a line of play outgrew the stack,
   * which may stop a put midway.
   */
  private SumTable remoteness = new SumTable();

  /** The searches of sums made so far, each of a sum its bounds did not answer. */
  private long steps;

  /** The count of {@link #steps} past which valuing a sum gives up ({@link Outside}). */
  private long stepLimit = Long.MAX_VALUE;

  /**
   * The most searches of sums {@link #slowestLoss} makes before it leaves the choice to its caller.
   */
  static final long SLOWEST_LOSS_SUMS = 1 << 19;

  SumRemoteness(GameSearch search) {
    this.search = search;
  }

  /**
   * A position's outcome, remoteness and Grundy value under normal play where it is a sum or one of
   * its moves, or of theirs, leads to one ({@link #valuesNear}; a cycle of node Kayles splits at
   * the second move), searched over sums of components with the sums the search keeps ({@link
   * GameSearch#sums}); empty under misère play, where no sum is near, or where this search meets
   * what it does not value ({@link Outside}: the caller then searches the positions whole, {@link
   * GameSearch#evaluate}).
   *
   * @throws SolverFailureException when the budget or the heap runs out or the thread is
   *     interrupted
   */
  static Optional<GameSearch.Evaluation> nearASum(GameSearch search, Position position) {
    if (!valuesNear(search, position)) {
      return Optional.empty();
    }
    try {
      return Optional.of(search.sums().evaluate(position));
    } catch (Outside outside) {
      return Optional.empty();
    } catch (OutOfMemoryError heapFull) {
      throw search.outOfMemory();
    }
  }

  /**
   * The move that loses slowest from a lost position this search values ({@link #nearASum}): the
   * first of its moves to a position won in the most moves, each valued by the same search of sums,
   * which keeps them from valuing the position. Empty where {@link #nearASum} is, where the
   * position is not lost, or where valuing it and its moves would take more than {@value
   * #SLOWEST_LOSS_SUMS} searches of sums whose kept bounds do not answer: a move from a lost sum
   * needs no value to be legal, so the caller then names one without searching on (the bounds
   * proved so far are kept).
   *
   * @throws SolverFailureException as {@link #nearASum} does
   */
  static Optional<SlowestLoss> slowestLoss(GameSearch search, Position position) {
    return slowestLoss(search, position, SLOWEST_LOSS_SUMS);
  }

  /** {@link #slowestLoss(GameSearch, Position)}, giving up past so many searches of sums. */
  static Optional<SlowestLoss> slowestLoss(GameSearch search, Position position, long mostSums) {
    SumRemoteness sums = search.sums();
    sums.stepLimit = sums.steps + mostSums;
    try {
      Optional<GameSearch.Evaluation> value = nearASum(search, position);
      if (value.isEmpty() || value.get().outcome() != Outcome.LOSS) {
        return Optional.empty();
      }
      long remoteness = value.get().remoteness();
      return BestMoves.best(position.moves(), sums::evaluate)
          .map(move -> new SlowestLoss(move, remoteness));
    } catch (Outside outside) {
      return Optional.empty();
    } catch (OutOfMemoryError heapFull) {
      throw search.outOfMemory();
    } finally {
      sums.stepLimit = Long.MAX_VALUE;
    }
  }

  /**
   * Whether this search values a position, under normal play: a sum lies within {@value
   * #MOVES_TO_A_SUM} moves of it ({@link SumsNearby}).
   */
  static boolean valuesNear(GameSearch search, Position position) {
    return !search.options().misere() && SumsNearby.within(position, MOVES_TO_A_SUM);
  }

  /** The sums valued and kept so far. */
  int sumsKept() {
    return remoteness.size();
  }

  /** The distinct components numbered so far. */
  int componentsNumbered() {
    return components.size();
  }

  /**
   * The outcome, remoteness and Grundy value of a position, valued as the sum of its components (a
   * position that is no sum is a sum of one).
   *
   * @throws Outside when the search meets what it does not value
   * @throws SolverFailureException when the budget runs out or the thread is interrupted
   */
  GameSearch.Evaluation evaluate(Position position) {
    if (position.verdict().isPresent()) {
      throw new Outside();
    }
    int[] parts = numbersOf(partsOf(position));
    int value = grundyOf(parts);
    try {
      long hash = SumTable.hashOf(parts, parts.length);
      long known = remoteness.get(parts, parts.length, hash);
      int found = remotenessWithin(parts, value, hash, -1, UNBOUNDED, known);
      return new GameSearch.Evaluation(value == 0 ? Outcome.LOSS : Outcome.WIN, found, value);
    } catch (StackOverflowError tooDeep) {
      remoteness = new SumTable();
      throw new Outside();
    }
  }

  /**
   * The bounds kept for a sum: the least remoteness it may have in the low 16 bits, the most above.
   */
  private static long bounds(int least, int most) {
    return least | (long) most << 16;
  }

  /** The least remoteness the bounds kept (or -1, none kept: 0) allow. */
  private static int least(long bounds) {
    return bounds < 0 ? 0 : (int) (bounds & 0xFFFF);
  }

  /** The most remoteness the bounds kept (or -1, none kept: {@link #UNBOUNDED}) allow. */
  private static int most(long bounds) {
    return bounds < 0 ? UNBOUNDED : (int) (bounds >>> 16);
  }

  /**
   * What the bounds kept for a sum ({@code known}, or -1 for none: from 0 to {@link #UNBOUNDED})
   * answer of a search with the window (alpha, beta), as {@link #remotenessWithin} would return it:
   * the remoteness when they meet, the least when it is at least beta, the most when it is at most
   * alpha; -1 where the sum must be searched.
   */
  private static int answeredByBounds(long known, int alpha, int beta) {
    int least = least(known);
    int most = most(known);
    return least >= beta || least == most ? least : most <= alpha ? most : -1;
  }

  /**
   * A sum's remoteness, searched with a window (alpha, beta) and the bounds kept for it ({@code
   * known}, or -1 for none), fail-soft as alpha-beta is: the remoteness itself when it lies
   * strictly between alpha and beta, else a bound on it on the side it fell (at most alpha, or at
   * least beta). A won sum is worth one more than the least of its moves to lost sums, a lost one
   * one more than the most of all its moves (none: 0): once a won sum has a move worth at most
   * alpha, or a lost sum one worth at least beta, its other moves cannot bring it back into the
   * window. A won sum looks only at its moves to lost sums: in each component, the moves worth the
   * XOR of the sum's value and the component's ({@link Moves#from}). The bounds proved are kept.
   */
  private int remotenessWithin(int[] parts, int value, long hash, int alpha, int beta, long known) {
    int answered = answeredByBounds(known, alpha, beta);
    if (answered >= 0) {
      return answered;
    }
    int least = least(known);
    int most = most(known);
    int a = Math.max(alpha, least);
    int b = Math.min(beta, most);
    if (++steps > stepLimit) {
      throw new Outside();
    }
    if ((steps & 0xFFF) == 0) {
      SolverFailureException.throwIfInterrupted();
    }
    if (known < 0) {
      search.makeRoomForOne(remoteness.size());
    }
    boolean won = value != 0;
    touchMoves(parts, value, hash);
    int best = won ? UNBOUNDED : 0;
    boolean moved = false;
    int[] others = new int[Math.max(0, parts.length - 1)];
    search:
    for (int i = 0; i < parts.length; i++) {
      if (i > 0 && parts[i] == parts[i - 1] || won && !mayWinIn(parts[i], value)) {
        continue;
      }
      Moves partMoves = movesOf(parts[i]);
      int without = value ^ grundy[parts[i]];
      int worth = won ? without : -1;
      int from = partMoves.from(worth);
      int end = partMoves.to(worth);
      if (from == end) {
        continue;
      }
      long rest = hash - SumTable.hashOf(parts[i]);
      System.arraycopy(parts, 0, others, 0, i);
      System.arraycopy(parts, i + 1, others, i, others.length - i);
      for (int m = from; m < end; m++) {
        long afterHash = rest + partMoves.hashes()[m];
        long next = remoteness.getBoth(others, partMoves.sums()[m], afterHash);
        int childAlpha = won ? a - 1 : Math.max(a, best) - 1;
        int childBeta = won ? Math.min(b, best) - 1 : b - 1;
        int after = answeredByBounds(next, childAlpha, childBeta);
        if (after < 0) {
          after =
              remotenessWithin(
                  merged(others, partMoves.sums()[m]),
                  without ^ partMoves.grundy()[m],
                  afterHash,
                  childAlpha,
                  childBeta,
                  next);
        }
        moved = true;
        best = won ? Math.min(best, after + 1) : Math.max(best, after + 1);
        if (won ? best <= a : best >= b) {
          break search;
        }
      }
    }
    if (won && !moved) {
      throw new IllegalStateException("a sum worth " + value + " has no move to a sum worth 0");
    }
    if (best >= MOST_KEPT) {
      throw new Outside();
    }
    if (best <= a) {
      most = best;
    } else if (best >= b) {
      least = best;
    } else {
      least = best;
      most = best;
    }
    remoteness.put(parts, parts.length, hash, bounds(least, most));
    return best;
  }

  /**
   * Reads the first slot in the table of each sum that the moves {@link #remotenessOf} looks at
   * lead to, from hashes made by addition alone, so that the processor fetches those slots side by
   * side before the sums are made and compared one by one.
   */
  private void touchMoves(int[] parts, int value, long hash) {
    for (int i = 0; i < parts.length; i++) {
      if (i > 0 && parts[i] == parts[i - 1] || value != 0 && !mayWinIn(parts[i], value)) {
        continue;
      }
      Moves partMoves = movesOf(parts[i]);
      int worth = value == 0 ? -1 : value ^ grundy[parts[i]];
      long rest = hash - SumTable.hashOf(parts[i]);
      for (int m = partMoves.from(worth), end = partMoves.to(worth); m < end; m++) {
        remoteness.touch(rest + partMoves.hashes()[m]);
      }
    }
  }

  /**
   * The sorted numbers of both sums, each sorted: the few numbers of {@code by} are put in place by
   * a scan each, the runs of {@code others} between them copied whole.
   */
  private static int[] merged(int[] others, int[] by) {
    int[] after = new int[others.length + by.length];
    int from = 0;
    int to = 0;
    for (int number : by) {
      int end = from;
      while (end < others.length && others[end] <= number) {
        end++;
      }
      System.arraycopy(others, from, after, to, end - from);
      to += end - from;
      from = end;
      after[to++] = number;
    }
    System.arraycopy(others, from, after, to, others.length - from);
    return after;
  }

  /** A position's components, sums among them opened, or the position alone when it is no sum. */
  private static List<Position> partsOf(Position position) {
    List<Position> listed = position.components();
    if (!GameSearch.isSum(position, listed)) {
      return List.of(position);
    }
    List<Position> parts = new ArrayList<>();
    for (Position part : listed) {
      parts.addAll(partsOf(part));
    }
    return parts;
  }

  /** The sorted numbers of a sum's components, those without a move left out. */
  private int[] numbersOf(List<Position> parts) {
    int[] result = new int[parts.size()];
    int count = 0;
    for (Position part : parts) {
      int number = numberOf(part);
      if (!moveless[number]) {
        result[count++] = number;
      }
    }
    int[] kept = count == result.length ? result : Arrays.copyOf(result, count);
    Arrays.sort(kept);
    return kept;
  }

  private int numberOf(Position part) {
    Integer known = numbers.get(part);
    if (known != null) {
      return known;
    }
    if (part.verdict().isPresent()) {
      throw new Outside();
    }
    OptionalInt value = search.nimber(part);
    if (value.isEmpty()) {
      throw new Outside();
    }
    int number = components.size();
    components.add(part);
    if (number == grundy.length) {
      grundy = Arrays.copyOf(grundy, 2 * number);
      moves = Arrays.copyOf(moves, 2 * number);
      worths = Arrays.copyOf(worths, 2 * number);
      moveless = Arrays.copyOf(moveless, 2 * number);
    }
    grundy[number] = value.getAsInt();
    moveless[number] = value.getAsInt() == 0 && GameEnd.of(part, false).isPresent();
    numbers.put(part, number);
    return number;
  }

  /**
   * A component's moves as the multisets of components they leave, each distinct one once (two
   * moves that leave equal sums, such as knocking down the first or the last pin of a row, are one
   * move here).
   */
  private Moves movesOf(int part) {
    Moves known = moves[part];
    return known != null ? known : listMoves(part);
  }

  private Moves listMoves(int part) {
    List<Position> children = components.get(part).children();
    List<int[]> distinct = new ArrayList<>();
    Set<IntBuffer> seen = new HashSet<>();
    for (Position child : children) {
      if (child.verdict().isPresent()) {
        throw new Outside();
      }
      int[] after = numbersOf(partsOf(child));
      if (seen.add(IntBuffer.wrap(after))) {
        distinct.add(after);
      }
    }
    int most = -1;
    int[] valueOf = new int[distinct.size()];
    for (int m = 0; m < valueOf.length; m++) {
      valueOf[m] = grundyOf(distinct.get(m));
      most = Math.max(most, valueOf[m]);
      worths[part] |= bitOf(valueOf[m]);
    }
    int[] firstWorth = new int[most + 2];
    for (int value : valueOf) {
      firstWorth[value + 1]++;
    }
    for (int g = 1; g < firstWorth.length; g++) {
      firstWorth[g] += firstWorth[g - 1];
    }
    int[][] sums = new int[valueOf.length][];
    int[] values = new int[valueOf.length];
    long[] hashes = new long[valueOf.length];
    int[] next = Arrays.copyOf(firstWorth, firstWorth.length);
    for (int m = 0; m < valueOf.length; m++) {
      int at = next[valueOf[m]]++;
      sums[at] = distinct.get(m);
      values[at] = valueOf[m];
      hashes[at] = SumTable.hashOf(sums[at], sums[at].length);
    }
    Moves listed = new Moves(sums, values, hashes, firstWorth);
    moves[part] = listed;
    return listed;
  }

  /** A Grundy value's bit among a component's {@link #worths}: its own below 63, else bit 63. */
  private static long bitOf(int value) {
    return 1L << Math.min(value, 63);
  }

  /**
   * Whether a won sum worth {@code value} may have a move to a lost one in a component: false only
   * when the component's moves are listed and none is worth what that move needs.
   */
  private boolean mayWinIn(int part, int value) {
    return moves[part] == null || (worths[part] & bitOf(value ^ grundy[part])) != 0;
  }

  private int grundyOf(int[] parts) {
    int value = 0;
    for (int part : parts) {
      value ^= grundy[part];
    }
    return value;
  }
}
