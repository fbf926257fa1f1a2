package dev.nimber.engine.tier;

import dev.nimber.api.Outcome;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.storage.ValueRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Values blocks of positions for one thread: each child the game reports is looked up as it comes,
 * so a position costs one pass over its moves and no buffer.
 */
final class TierWorker implements RankedPositions.Expansion {

  private static final int NO_VERDICT = -1;
  private static final int WIN = Outcome.WIN.ordinal();
  private static final int LOSS = Outcome.LOSS.ordinal();
  private static final int TIE = Outcome.TIE.ordinal();

  final RankedPositions space;
  private final TierColumns[] columns;
  private final boolean misere;
  private final boolean grundy;
  private final int maxMoves;
  private final int[] seenStamp;
  private int stamp;
  private int tier;
  private long tierSize;
  private long rank;
  private int verdict;
  private int count;
  private int fastestWin;
  private int soonestTie;
  private boolean drawn;
  private int slowestLoss;
  private boolean grundyUndefined;

  /** The ranks this position's moves within its own tier lead to. */
  private final long[] within;

  private int withinCount;

  /**
   * For each tier of the run being solved, the positions this thread left open: those with moves
   * within the tier.
   */
  private final List<TierLoops> loopsByTier = new ArrayList<>();

  private TierLoops loops;

  TierWorker(RankedPositions space, TierColumns[] columns, boolean misere, boolean grundy) {
    this.space = space;
    this.columns = columns;
    this.misere = misere;
    this.grundy = grundy;
    this.maxMoves = space.maxMoves();
    this.seenStamp = new int[maxMoves + 2];
    this.within = new long[maxMoves];
  }

  @Override
  public void verdict(Outcome outcome) {
    verdict = outcome.ordinal();
  }

  @Override
  public void child(int childTier, long childRank) {
    if (count == maxMoves) {
      throw new IllegalStateException(
          "position "
              + rank
              + " of tier "
              + tier
              + " has more moves than the "
              + maxMoves
              + " its ranked positions allow (maxMoves)");
    }
    count++;
    if (childTier == tier) {
      checkRank(childTier, childRank, tierSize);
      within[withinCount++] = space.canonical(tier, childRank);
      return;
    }
    TierColumns child = childColumns(childTier, childRank);
    long representative = space.canonical(childTier, childRank);
    if (representative != childRank) {
      childColumns(childTier, representative);
    }
    int record = child.record(representative);
    int remoteness = ValueRecord.remoteness(record);
    int kind = ValueRecord.outcomeOrdinal(record);
    // Wins and losses mix at random among a position's children; conditional moves spare
    // mispredicted branches.
    fastestWin = Math.min(fastestWin, kind == LOSS ? remoteness : Integer.MAX_VALUE);
    slowestLoss = Math.max(slowestLoss, kind == WIN ? remoteness : -1);
    if (kind > LOSS) {
      if (kind == TIE) {
        soonestTie = Math.min(soonestTie, remoteness);
      } else {
        drawn = true;
      }
    }
    if (grundy) {
      int value = child.grundy(representative);
      if (value < 0) {
        grundyUndefined = true;
      } else {
        seenStamp[value] = stamp;
      }
    }
  }

  /** Readies this worker for a run of {@code tiers} tiers. */
  void startRun(int tiers) {
    while (loopsByTier.size() < tiers) {
      loopsByTier.add(new TierLoops(!space.listsParents()));
    }
    loopsByTier.subList(0, tiers).forEach(TierLoops::clear);
  }

  /** What this worker left open in the {@code index}-th tier of the run. */
  TierLoops loops(int index) {
    return loopsByTier.get(index);
  }

  /**
   * Solves one block of a run: the run's blocks are numbered across its tiers in order.
   *
   * @return how many positions the block holds
   */
  long solveBlock(int[] wave, TierColumns[] columns, long[] before, long block) {
    int index = Arrays.binarySearch(before, block);
    // The tier whose blocks start at or before this one; empty tiers share their start with the
    // next.
    index = index >= 0 ? index : -index - 2;
    while (before[index + 1] == before[index]) {
      index++;
    }
    int solving = wave[index];
    TierColumns into = columns[solving];
    long from = (block - before[index]) * TierSolver.BLOCK;
    long to = Math.min(into.size(), from + TierSolver.BLOCK);
    loops = loopsByTier.get(index);
    solve(solving, into, from, to);
    return to - from;
  }

  /**
   * Values ranks from..to-1 of one tier into columns of the slice (rank − from), with the run
   * readied for one tier ({@link #startRun}): each rank gets its representative's record, valued
   * once within the slice, or valued here when the representative lies outside the slice.
   */
  void solveSlice(int solving, TierColumns into, long from, long to) {
    loops = loopsByTier.get(0);
    tier = solving;
    tierSize = space.tierSize(solving);
    for (long at = from; at < to; at++) {
      long representative = space.canonical(tier, at);
      if (representative == at || representative < from || representative >= to) {
        solveRank(into, at - from, representative);
      }
    }
    for (long at = from; at < to; at++) {
      long representative = space.canonical(tier, at);
      if (representative != at && representative >= from && representative < to) {
        into.setRecord(at - from, into.record(representative - from));
      }
    }
  }

  void solve(int solving, TierColumns into, long from, long to) {
    tier = solving;
    tierSize = into.size();
    for (long at = from; at < to; at++) {
      // A rank that is not its own representative is looked up through it, never read itself.
      if (space.canonical(tier, at) == at) {
        solveRank(into, at, at);
      }
    }
  }

  /**
   * Values the position {@code position} of the tier being solved into {@code into} at index {@code
   * at}.
   */
  private void solveRank(TierColumns into, long at, long position) {
    rank = position;
    count = 0;
    withinCount = 0;
    verdict = NO_VERDICT;
    fastestWin = Integer.MAX_VALUE;
    soonestTie = Integer.MAX_VALUE;
    drawn = false;
    slowestLoss = -1;
    grundyUndefined = false;
    if (grundy && ++stamp == Integer.MAX_VALUE) {
      Arrays.fill(seenStamp, 0);
      stamp = 1;
    }
    space.expand(tier, rank, this);
    if (verdict != NO_VERDICT) {
      into.setRecord(at, ValueRecord.of(verdict, 0));
      if (grundy) {
        into.setGrundy(at, verdict == Outcome.LOSS.ordinal() ? 0 : -1);
      }
    } else if (count == 0) {
      into.setRecord(at, ValueRecord.of(GameEnd.noMoveLeft(misere).ordinal(), 0));
      if (grundy) {
        into.setGrundy(at, 0);
      }
    } else if (withinCount > 0) {
      loops.leaveOpen(rank, fastestWin, soonestTie, drawn, slowestLoss, within, withinCount);
      if (grundy) {
        into.setGrundy(at, -1);
      }
    } else {
      finish(into, at);
    }
  }

  private void finish(TierColumns into, long at) {
    int record;
    if (fastestWin != Integer.MAX_VALUE) {
      record = ValueRecord.of(Outcome.WIN.ordinal(), checked(fastestWin + 1));
    } else if (soonestTie != Integer.MAX_VALUE) {
      record = ValueRecord.of(Outcome.TIE.ordinal(), checked(soonestTie + 1));
    } else if (drawn) {
      record = ValueRecord.of(Outcome.DRAW.ordinal(), 0);
    } else {
      record = ValueRecord.of(Outcome.LOSS.ordinal(), checked(slowestLoss + 1));
    }
    into.setRecord(at, record);
    if (grundy) {
      int mex = 0;
      while (seenStamp[mex] == stamp) {
        mex++;
      }
      into.setGrundy(at, grundyUndefined || soonestTie != Integer.MAX_VALUE || drawn ? -1 : mex);
    }
  }

  private TierColumns childColumns(int childTier, long childRank) {
    TierColumns child = childTier >= 0 && childTier < tier ? columns[childTier] : null;
    if (child == null) {
      throw new IllegalStateException(
          "position "
              + rank
              + " of tier "
              + tier
              + " has a move to tier "
              + childTier
              + (childTier > tier || childTier < 0
                  ? ", which is above it"
                  : ", which childTiers(" + tier + ") does not list"));
    }
    checkRank(childTier, childRank, child.size());
    return child;
  }

  /** Checks that a move's rank lies in its tier, of {@code size} ranks. */
  private void checkRank(int childTier, long childRank, long size) {
    if (childRank < 0 || childRank >= size) {
      throw new IllegalStateException(
          "position "
              + rank
              + " of tier "
              + tier
              + " has a move to rank "
              + childRank
              + (childTier == tier ? " of its own tier" : " of tier " + childTier)
              + ", which holds ranks 0 to "
              + (size - 1));
    }
  }

  private int checked(int remoteness) {
    return TierSolver.checkedRemoteness(tier, rank, remoteness);
  }
}
