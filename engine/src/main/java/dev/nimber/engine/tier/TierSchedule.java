package dev.nimber.engine.tier;

import dev.nimber.api.RankedPositions;
import dev.nimber.api.Shortage;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The tiers a solve of {@code top} needs, lowest first, and which of them can be let go after each:
 * a tier goes after the last tier that needs it, except {@code top} and its child tiers, which are
 * kept for the answer.
 *
 * @param order the tiers needed, lowest first
 * @param waves the same tiers cut into runs that do not need each other, solved at once, lowest
 *     first
 * @param freedHead for each tier, the first tier let go once it is solved, or −1; the others follow
 *     in freedNext
 * @param freedNext the next tier let go at the same time, or −1
 */
record TierSchedule(int[] order, List<int[]> waves, int[] freedHead, int[] freedNext) {

  /** The most tiers solved at once: each thread keeps a little for each. */
  private static final int MOST_TIERS_AT_ONCE = 1024;

  /** Bookkeeping the solver keeps for every tier up to the one asked for. */
  private static final long BYTES_PER_TIER = 24;

  /**
   * The schedule of a solve of {@code top}: the tiers reachable from it, each tier's last user, and
   * the runs of tiers that can be solved at once. Time O(T + E) for the T tiers below {@code top}
   * and the E child-tier links the numbering reports.
   *
   * @throws IllegalArgumentException when {@code top} is not a tier
   * @throws UnsupportedInstanceException when the bookkeeping of every tier up to {@code top} would
   *     take more than half the free heap
   */
  static TierSchedule of(RankedPositions space, int top) {
    int tierCount = space.tierCount();
    if (top < 0 || top >= tierCount) {
      throw new IllegalArgumentException(
          "tier " + top + " is not one of the " + tierCount + " tiers");
    }
    long free = TierSolver.heapFree();
    if ((top + 1L) * BYTES_PER_TIER > free / 2) {
      throw new UnsupportedInstanceException(
          "the ranked solve would keep "
              + BYTES_PER_TIER
              + " bytes for each of the "
              + (top + 1L)
              + " tiers up to tier "
              + top
              + ", "
              + ((top + 1L) * BYTES_PER_TIER >> 20)
              + " MiB, more than"
              + " half the "
              + (free >> 20)
              + " MiB the heap has free; number the positions in fewer, larger tiers",
          Shortage.heap());
    }
    int[] lastUse = new int[top + 1];
    Arrays.fill(lastUse, -1);
    BitSet needed = new BitSet(top + 1);
    List<Integer> pending = new ArrayList<>(List.of(top));
    needed.set(top);
    while (!pending.isEmpty()) {
      int tier = pending.remove(pending.size() - 1);
      for (int child : space.childTiers(tier)) {
        if (child < 0 || child >= tier) {
          throw new IllegalStateException(
              "the ranked positions list tier "
                  + child
                  + " as a child of tier "
                  + tier
                  + ", but a child tier must be lower (moves within a tier are not listed)");
        }
        lastUse[child] = Math.max(lastUse[child], tier);
        if (!needed.get(child)) {
          needed.set(child);
          pending.add(child);
        }
      }
    }
    lastUse[top] = Integer.MAX_VALUE;
    for (int child : space.childTiers(top)) {
      lastUse[child] = Integer.MAX_VALUE;
    }
    int[] order = needed.stream().toArray();
    List<int[]> waves = waves(space, order, top);
    int[] freedHead = new int[top + 1];
    int[] freedNext = new int[top + 1];
    Arrays.fill(freedHead, -1);
    for (int tier : order) {
      int at = lastUse[tier];
      if (at >= 0 && at <= top) {
        freedNext[tier] = freedHead[at];
        freedHead[at] = tier;
      }
    }
    return new TierSchedule(order, waves, freedHead, freedNext);
  }

  /**
   * Cuts the tiers, lowest first, into runs of consecutive tiers none of which lists another of its
   * run as a child tier, so that a run's tiers can be solved at once; a game that keeps the default
   * {@code childTiers} (every lower tier) gets one tier per run.
   */
  private static List<int[]> waves(RankedPositions space, int[] order, int top) {
    int[] waveOf = new int[top + 1];
    Arrays.fill(waveOf, -1);
    List<int[]> waves = new ArrayList<>();
    int start = 0;
    for (int at = 0; at < order.length; at++) {
      int tier = order[at];
      boolean needsRun = at - start >= MOST_TIERS_AT_ONCE;
      for (int child : space.childTiers(tier)) {
        needsRun |= waveOf[child] == waves.size();
      }
      if (needsRun) {
        waves.add(Arrays.copyOfRange(order, start, at));
        start = at;
      }
      waveOf[tier] = waves.size();
    }
    if (start < order.length) {
      waves.add(Arrays.copyOfRange(order, start, order.length));
    }
    return waves;
  }
}
