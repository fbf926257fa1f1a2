package dev.nimber.engine.tier;

import dev.nimber.api.Outcome;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.storage.ValueRecord;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * The positions of one tier that have moves within the tier (a loopy tier), as one thread of the
 * tier's solve gathers them, and the retrograde analysis that decides them once every thread is
 * done.
 *
 * <p>While the threads value the tier, a position with a move within the tier is left open: what
 * its moves to lower tiers give is kept (its fastest win, soonest tie, any draw, slowest loss) with
 * its moves within the tier. Then {@link #decide} works through the tier in order of remoteness,
 * from the positions already decided: a position with a move to a lost one is won, one whose every
 * move leads to won ones is lost; then ties, soonest first; what is left is a draw. Time O(P + E
 * log E) and memory O(P + E) for P open positions and E moves within the tier; a loopy tier holds
 * at most 2^31 − 1 positions.
 */
final class TierLoops {

  private static final int NONE = Integer.MAX_VALUE;
  private static final int WIN = Outcome.WIN.ordinal();
  private static final int LOSS = Outcome.LOSS.ordinal();
  private static final int TIE = Outcome.TIE.ordinal();
  private static final int DRAW = Outcome.DRAW.ordinal();
  private static final long INDEX_MASK = (1L << 31) - 1;

  private long[] ranks = new long[16];
  private int[] fastestWin = new int[16];
  private int[] soonestTie = new int[16];
  private int[] slowestLoss = new int[16];
  private boolean[] drawn = new boolean[16];
  private int[] withinMoves = new int[16];
  private int open;
  private long[] edges = new long[16];
  private int edgeCount;

  /** Whether the moves within the tier are kept: not when the game lists parents. */
  private final boolean keepMoves;

  /**
   * An empty gathering.
   *
   * @param keepMoves whether to keep each open position's moves within the tier; a game that lists
   *     parents needs only their number
   */
  TierLoops(boolean keepMoves) {
    this.keepMoves = keepMoves;
  }

  void clear() {
    open = 0;
    edgeCount = 0;
  }

  boolean isEmpty() {
    return open == 0;
  }

  /**
   * Leaves a position open, with what its moves to lower tiers give and the ranks its moves within
   * the tier lead to.
   */
  void leaveOpen(
      long rank, int win, int tie, boolean draw, int loss, long[] within, int withinCount) {
    if (rank > INDEX_MASK
        || Arrays.stream(within, 0, withinCount).anyMatch(child -> child > INDEX_MASK)) {
      throw new SolverFailureException(
          SolverFailureException.Reason.BUDGET,
          "position "
              + rank
              + " has moves within"
              + " its tier, and a tier with such moves may hold at most "
              + INDEX_MASK
              + " positions");
    }
    if (open == ranks.length) {
      int grown = open * 2;
      ranks = Arrays.copyOf(ranks, grown);
      fastestWin = Arrays.copyOf(fastestWin, grown);
      soonestTie = Arrays.copyOf(soonestTie, grown);
      slowestLoss = Arrays.copyOf(slowestLoss, grown);
      drawn = Arrays.copyOf(drawn, grown);
      withinMoves = Arrays.copyOf(withinMoves, grown);
    }
    ranks[open] = rank;
    withinMoves[open] = withinCount;
    fastestWin[open] = win;
    soonestTie[open] = tie;
    slowestLoss[open] = loss;
    drawn[open] = draw;
    for (int i = 0; keepMoves && i < withinCount; i++) {
      if (edgeCount == edges.length) {
        edges = Arrays.copyOf(edges, edgeCount * 2);
      }
      // Child rank, then the parent's rank: sorted, a child's parents are one run.
      edges[edgeCount++] = (within[i] << 31) | rank;
    }
    open++;
  }

  /**
   * Decides every open position of a tier, gathered by all its threads, and writes their records.
   *
   * @param tier the tier
   * @param into the tier's columns, where every position that was not left open is already decided
   * @param gathered what each thread left open
   * @param space the numbering: its parents are walked when it lists them, and its representatives
   *     are read
   * @throws IllegalStateException when the game's parents name a rank outside the tier, or a
   *     position more often than it has moves within the tier
   */
  static void decide(int tier, TierColumns into, List<TierLoops> gathered, RankedPositions space) {
    int count = gathered.stream().mapToInt(loops -> loops.open).sum();
    if (count == 0) {
      return;
    }
    long[] byRank = new long[count];
    // The open positions in the order gathered, which is not the order of their ranks when several
    // threads took blocks.
    long[] rankAt = new long[count];
    int[] win = new int[count];
    int[] tie = new int[count];
    int[] loss = new int[count];
    boolean[] draw = new boolean[count];
    int edgeTotal = gathered.stream().mapToInt(loops -> loops.edgeCount).sum();
    long[] edges = new long[edgeTotal];
    int at = 0;
    int edgeAt = 0;
    for (TierLoops loops : gathered) {
      for (int i = 0; i < loops.open; i++, at++) {
        byRank[at] = (loops.ranks[i] << 31) | at;
        rankAt[at] = loops.ranks[i];
        win[at] = loops.fastestWin[i];
        tie[at] = loops.soonestTie[i];
        loss[at] = loops.slowestLoss[i];
        draw[at] = loops.drawn[i];
      }
      System.arraycopy(loops.edges, 0, edges, edgeAt, loops.edgeCount);
      edgeAt += loops.edgeCount;
    }
    Arrays.sort(byRank);
    Arrays.sort(edges);
    int[] undecidedMoves = new int[count];
    int[] slowestWithin = new int[count];
    Arrays.fill(slowestWithin, -1);
    boolean byParents = space.listsParents();
    if (byParents) {
      at = 0;
      for (TierLoops loops : gathered) {
        System.arraycopy(loops.withinMoves, 0, undecidedMoves, at, loops.open);
        at += loops.open;
      }
    } else {
      for (long edge : edges) {
        undecidedMoves[openIndex(byRank, edge & INDEX_MASK)]++;
      }
    }
    ParentWalk parents = new ParentWalk(tier, into.size(), byRank, edges, byParents ? space : null);
    boolean[] decided = new boolean[count];
    Buckets buckets = new Buckets();
    // Won and lost, in order of remoteness: the positions decided already, and wins by a move to a
    // lower tier.
    parents.forEachDecidedChild(
        space,
        child -> {
          int record = into.record(child);
          int outcome = ValueRecord.outcomeOrdinal(record);
          if (outcome == WIN || outcome == LOSS) {
            buckets.add(ValueRecord.remoteness(record), child);
          }
        });
    for (int p = 0; p < count; p++) {
      if (win[p] != NONE) {
        buckets.addOutcome(win[p] + 1, p, WIN);
      }
    }
    for (int remoteness = 0; remoteness <= buckets.highest(); remoteness++) {
      for (int i = 0; i < buckets.size(remoteness); i++) {
        long child = buckets.rank(remoteness, i);
        int outcome;
        if (child < 0) {
          int p = buckets.open(remoteness, i);
          if (decided[p]) {
            continue;
          }
          outcome = buckets.outcome(remoteness, i);
          decided[p] = true;
          child = rankAt[p];
          into.setRecord(
              child,
              ValueRecord.of(outcome, TierSolver.checkedRemoteness(tier, child, remoteness)));
        } else {
          outcome = ValueRecord.outcomeOrdinal(into.record(child));
        }
        int[] found = parents.of(child);
        for (int f = 0; f < parents.count(); f++) {
          int parent = found[f];
          if (decided[parent]) {
            continue;
          }
          if (outcome == LOSS) {
            buckets.addOutcome(remoteness + 1, parent, WIN);
          } else {
            slowestWithin[parent] = Math.max(slowestWithin[parent], remoteness);
            if (--undecidedMoves[parent] < 0) {
              throw new IllegalStateException(
                  "parents("
                      + tier
                      + ", "
                      + child
                      + ") name position "
                      + rankAt[parent]
                      + " of tier "
                      + tier
                      + " more often than it has moves within the tier");
            }
            if (undecidedMoves[parent] == 0
                && win[parent] == NONE
                && tie[parent] == NONE
                && !draw[parent]) {
              buckets.addOutcome(1 + Math.max(loss[parent], slowestWithin[parent]), parent, LOSS);
            }
          }
        }
      }
    }
    // Ties, soonest first: from the ties decided already, and ties by a move to a lower tier.
    Buckets ties = new Buckets();
    parents.forEachDecidedChild(
        space,
        child -> {
          if (ValueRecord.outcomeOrdinal(into.record(child)) == TIE) {
            ties.add(ValueRecord.remoteness(into.record(child)), child);
          }
        });
    for (int p = 0; p < count; p++) {
      if (!decided[p] && tie[p] != NONE) {
        ties.addOutcome(tie[p] + 1, p, TIE);
      }
    }
    for (int remoteness = 0; remoteness <= ties.highest(); remoteness++) {
      for (int i = 0; i < ties.size(remoteness); i++) {
        long child = ties.rank(remoteness, i);
        if (child < 0) {
          int p = ties.open(remoteness, i);
          if (decided[p]) {
            continue;
          }
          decided[p] = true;
          child = rankAt[p];
          into.setRecord(
              child, ValueRecord.of(TIE, TierSolver.checkedRemoteness(tier, child, remoteness)));
        }
        int[] found = parents.of(child);
        for (int f = 0; f < parents.count(); f++) {
          if (!decided[found[f]]) {
            ties.addOutcome(remoteness + 1, found[f], TIE);
          }
        }
      }
    }
    for (int p = 0; p < count; p++) {
      if (!decided[p]) {
        into.setRecord(rankAt[p], ValueRecord.of(DRAW, 0));
      }
    }
  }

  /** The open position with this rank, or −1 when it was not left open. */
  private static int openIndex(long[] byRank, long rank) {
    int low = 0;
    int high = byRank.length - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      long found = byRank[mid] >>> 31;
      if (found < rank) {
        low = mid + 1;
      } else if (found > rank) {
        high = mid - 1;
      } else {
        return (int) (byRank[mid] & INDEX_MASK);
      }
    }
    return -1;
  }

  /** The first move within the tier that leads to this child, in the sorted moves. */
  private static int firstEdge(long[] edges, long child) {
    int low = 0;
    int high = edges.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (edges[mid] >>> 31 < child) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /**
   * The open positions with a move within the tier to a position: from the moves the threads kept,
   * or, when the game lists parents, from its parents.
   */
  private static final class ParentWalk {
    private final int tier;
    private final long size;
    private final long[] byRank;
    private final long[] edges;
    private final RankedPositions space;
    private int[] found = new int[16];
    private int count;

    ParentWalk(int tier, long size, long[] byRank, long[] edges, RankedPositions space) {
      this.tier = tier;
      this.size = size;
      this.byRank = byRank;
      this.edges = edges;
      this.space = space;
    }

    /**
     * The open parents' indexes, {@link #count()} of them (a parent once per move), valid until the
     * next call.
     */
    int[] of(long child) {
      count = 0;
      if (space == null) {
        for (int e = firstEdge(edges, child); e < edges.length && edges[e] >>> 31 == child; e++) {
          add(openIndex(byRank, edges[e] & INDEX_MASK));
        }
      } else {
        space.parents(
            tier,
            child,
            parent -> {
              if (parent < 0 || parent >= size) {
                throw new IllegalStateException(
                    "parents("
                        + tier
                        + ", "
                        + child
                        + ") name rank "
                        + parent
                        + ", outside"
                        + " tier "
                        + tier
                        + ", which holds ranks 0 to "
                        + (size - 1));
              }
              int index = openIndex(byRank, parent);
              if (index >= 0) {
                add(index);
              }
            });
      }
      return found;
    }

    int count() {
      return count;
    }

    private void add(int index) {
      if (count == found.length) {
        found = Arrays.copyOf(found, count * 2);
      }
      found[count++] = index;
    }

    /**
     * Each position of the tier decided before the retrograde analysis that may have an open
     * parent: the children of the kept moves, or, when the game lists parents, every representative
     * not left open.
     */
    void forEachDecidedChild(RankedPositions numbering, LongConsumer action) {
      if (space == null) {
        for (int i = 0; i < edges.length; i++) {
          long child = edges[i] >>> 31;
          if ((i == 0 || edges[i - 1] >>> 31 != child) && openIndex(byRank, child) < 0) {
            action.accept(child);
          }
        }
        return;
      }
      int nextOpen = 0;
      for (long rank = 0; rank < size; rank++) {
        if (nextOpen < byRank.length && byRank[nextOpen] >>> 31 == rank) {
          nextOpen++;
        } else if (numbering.canonical(tier, rank) == rank) {
          action.accept(rank);
        }
      }
    }
  }

  /**
   * Work by remoteness: either a decided position (by rank) whose parents learn its value, or an
   * open position (by index) with the outcome it would take at that remoteness.
   */
  private static final class Buckets {
    private long[][] entries = new long[16][];
    private int[] sizes = new int[16];
    private int highest = -1;

    void add(int remoteness, long rank) {
      put(remoteness, rank);
    }

    void addOutcome(int remoteness, int open, int outcome) {
      put(remoteness, -1L - ((((long) open) << 2) | outcome));
    }

    private void put(int remoteness, long entry) {
      if (remoteness >= entries.length) {
        int grown = Math.max(remoteness + 1, entries.length * 2);
        entries = Arrays.copyOf(entries, grown);
        sizes = Arrays.copyOf(sizes, grown);
      }
      if (entries[remoteness] == null) {
        entries[remoteness] = new long[8];
      } else if (sizes[remoteness] == entries[remoteness].length) {
        entries[remoteness] = Arrays.copyOf(entries[remoteness], sizes[remoteness] * 2);
      }
      entries[remoteness][sizes[remoteness]++] = entry;
      highest = Math.max(highest, remoteness);
    }

    int highest() {
      return highest;
    }

    int size(int remoteness) {
      return remoteness < sizes.length ? sizes[remoteness] : 0;
    }

    /** The decided position's rank, or −1 for an open position. */
    long rank(int remoteness, int i) {
      long entry = entries[remoteness][i];
      return entry >= 0 ? entry : -1;
    }

    int open(int remoteness, int i) {
      return (int) ((-1L - entries[remoteness][i]) >>> 2);
    }

    int outcome(int remoteness, int i) {
      return (int) ((-1L - entries[remoteness][i]) & 3);
    }
  }
}
