package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A ranked test and benchmark game: k heaps of at most {@code cap} stones each; a move takes 1 to
 * {@code take} stones from one heap. Its Grundy value is the XOR of the heaps modulo take + 1, and
 * it has (cap + 1)^k positions, so a solve's count and every value can be checked, not assumed.
 *
 * <p>Tier s holds the positions with s stones in all, ranked in lexicographic order of their heaps,
 * so every move leads to a lower tier. A position's rank costs O(k) table lookups; a thread that
 * expands consecutive ranks steps from one to the next in O(k) instead of unranking.
 */
public class RankedNim implements RankedPositions {

  private final int heaps;
  private final int cap;
  private final int take;

  /** ways[j][t]: how many ways j heaps of at most cap stones hold t stones in all. */
  private final long[][] ways;

  /** upTo[j][t]: ways[j][0] + … + ways[j][t]. */
  private final long[][] upTo;

  /**
   * skipped[j][left · (cap + 1) + h]: the positions skipped by a heap of h stones followed by j
   * heaps when left stones remain for them all, that is those with fewer stones in that heap.
   */
  private final int[][] skipped;

  private final ThreadLocal<Cursor> cursors = ThreadLocal.withInitial(Cursor::new);

  /**
   * The game with these bounds.
   *
   * @param heaps how many heaps, at least 1
   * @param cap the most stones a heap holds, at least 0
   * @param take the most stones a move takes, at least 1
   */
  public RankedNim(int heaps, int cap, int take) {
    this.heaps = heaps;
    this.cap = cap;
    this.take = take;
    ways = new long[heaps + 1][];
    upTo = new long[heaps + 1][];
    ways[0] = new long[] {1};
    for (int j = 1; j <= heaps; j++) {
      ways[j] = new long[j * cap + 1];
      for (int t = 0; t <= j * cap; t++) {
        for (int first = 0; first <= Math.min(cap, t); first++) {
          if (t - first < ways[j - 1].length) {
            ways[j][t] += ways[j - 1][t - first];
          }
        }
      }
    }
    for (int j = 0; j <= heaps; j++) {
      upTo[j] = new long[ways[j].length];
      long sum = 0;
      for (int t = 0; t < ways[j].length; t++) {
        sum += ways[j][t];
        upTo[j][t] = sum;
      }
    }
    if (ways[heaps][heaps * cap / 2] > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "a tier of more than 2^31 positions; this test game ranks within an int");
    }
    skipped = new int[heaps][];
    for (int j = 1; j < heaps; j++) {
      skipped[j] = new int[(heaps * cap + 1) * (cap + 1)];
      for (int left = 0; left <= heaps * cap; left++) {
        for (int h = 0; h <= cap; h++) {
          skipped[j][left * (cap + 1) + h] = (int) (below(j, left) - below(j, left - h));
        }
      }
    }
  }

  /** All (cap + 1)^heaps positions. */
  public long positions() {
    long count = 1;
    for (int j = 0; j < heaps; j++) {
      count = Math.multiplyExact(count, cap + 1L);
    }
    return count;
  }

  @Override
  public int tierCount() {
    return heaps * cap + 1;
  }

  @Override
  public long tierSize(int tier) {
    return ways[heaps][tier];
  }

  /** The tiers 1 to take stones below. */
  @Override
  public int[] childTiers(int tier) {
    int lowest = Math.max(0, tier - take);
    int[] children = new int[tier - lowest];
    for (int i = 0; i < children.length; i++) {
      children[i] = lowest + i;
    }
    return children;
  }

  @Override
  public int maxMoves() {
    return heaps * take;
  }

  /**
   * Ranks the children with two table lookups per heap and stones taken, not one per heap per
   * child: the terms of the heaps before the one taken from only see fewer stones left, the term of
   * that heap sees fewer stones in it, and the terms after it stay as they are.
   */
  @Override
  public void expand(int tier, long rank, Expansion into) {
    Cursor cursor = cursors.get();
    int[] sizes = cursor.at(tier, rank);
    int width = cap + 1;
    int[] after = cursor.after;
    int[] before = cursor.before;
    int[] left = cursor.left;
    int stones = tier;
    for (int heap = 0; heap < heaps - 1; heap++) {
      left[heap] = stones;
      stones -= sizes[heap];
    }
    after[heaps - 1] = 0;
    for (int heap = heaps - 2; heap >= 0; heap--) {
      after[heap] = after[heap + 1] + skipped[heaps - 1 - heap][left[heap] * width + sizes[heap]];
    }
    for (int taken = 1; taken <= take; taken++) {
      int fewer = 0;
      for (int heap = 0; heap < heaps; heap++) {
        before[heap] = fewer;
        if (heap < heaps - 1 && left[heap] >= taken) {
          fewer += skipped[heaps - 1 - heap][(left[heap] - taken) * width + sizes[heap]];
        }
      }
      for (int heap = 0; heap < heaps; heap++) {
        if (sizes[heap] >= taken) {
          int own =
              heap < heaps - 1
                  ? skipped[heaps - 1 - heap][(left[heap] - taken) * width + sizes[heap] - taken]
                  : 0;
          int later = heap < heaps - 1 ? after[heap + 1] : 0;
          into.child(tier - taken, before[heap] + own + later);
        }
      }
    }
  }

  @Override
  public TierRank rankOf(Position position) {
    int[] sizes = ((Heaps) position).sizes();
    int tier = Arrays.stream(sizes).sum();
    return new TierRank(tier, rank(sizes, tier));
  }

  /**
   * This game with the heaps' order declared a symmetry: a position's representative is its heaps
   * sorted from the smallest up (the least rank of its orderings), as {@link
   * RankedPositions#canonical} allows.
   *
   * @return the same numbering, with symmetries
   */
  public RankedPositions withHeapOrderSymmetry() {
    RankedNim numbering = this;
    return new ForwardingRankedPositions(this) {
      @Override
      public long canonical(int tier, long rank) {
        int[] sorted = numbering.new Cursor().at(tier, rank).clone();
        Arrays.sort(sorted);
        return numbering.rank(sorted, tier);
      }
    };
  }

  /** The rank of heaps holding {@code stones} in all: those before it in lexicographic order. */
  private long rank(int[] sizes, int stones) {
    int rank = 0;
    int left = stones;
    int width = cap + 1;
    for (int heap = 0; heap < heaps - 1; heap++) {
      rank += skipped[heaps - 1 - heap][left * width + sizes[heap]];
      left -= sizes[heap];
    }
    return rank;
  }

  /** upTo[j][t] for any t: 0 below 0, every way above j · cap. */
  private long below(int j, int t) {
    if (t < 0) {
      return 0;
    }
    long[] row = upTo[j];
    return row[Math.min(t, row.length - 1)];
  }

  /**
   * The heaps of a rank, for a thread: stepped to the next rank in O(k), unranked by binary search
   * otherwise.
   */
  private final class Cursor {
    private final int[] sizes = new int[heaps];
    private final int[] left = new int[heaps];
    private final int[] before = new int[heaps];
    private final int[] after = new int[heaps];
    private int tier = -1;
    private long rank = -1;

    int[] at(int wantedTier, long wantedRank) {
      if (wantedTier == tier && wantedRank == rank + 1) {
        step();
      } else if (wantedTier != tier || wantedRank != rank) {
        unrank(wantedTier, wantedRank);
      }
      tier = wantedTier;
      rank = wantedRank;
      return sizes;
    }

    private void unrank(int stones, long wanted) {
      int left = stones;
      long remaining = wanted;
      for (int heap = 0; heap < heaps - 1; heap++) {
        int rest = heaps - 1 - heap;
        int low = Math.max(0, left - rest * cap);
        int high = Math.min(cap, left);
        while (low < high) {
          int mid = (low + high + 1) >>> 1;
          if (below(rest, left) - below(rest, left - mid) <= remaining) {
            low = mid;
          } else {
            high = mid - 1;
          }
        }
        sizes[heap] = low;
        remaining -= below(rest, left) - below(rest, left - low);
        left -= low;
      }
      sizes[heaps - 1] = left;
    }

    /** The next heaps in lexicographic order with the same stones. */
    private void step() {
      int suffix = sizes[heaps - 1];
      for (int heap = heaps - 2; heap >= 0; heap--) {
        if (sizes[heap] < cap && suffix >= 1) {
          sizes[heap]++;
          fillSmallest(heap + 1, suffix - 1);
          return;
        }
        suffix += sizes[heap];
      }
      throw new IllegalStateException("no rank after " + rank + " in tier " + tier);
    }

    /**
     * Puts {@code stones} in heaps from {@code first} on, as late as possible: the smallest in
     * lexicographic order.
     */
    private void fillSmallest(int first, int stones) {
      int left = stones;
      for (int heap = heaps - 1; heap >= first; heap--) {
        sizes[heap] = Math.min(cap, left);
        left -= sizes[heap];
      }
    }
  }

  /**
   * A position as an object, for the search to compare with.
   *
   * @param sizes the heaps; not changed
   */
  public record Heaps(int[] sizes, int take) implements Position {

    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int heap = 0; heap < sizes.length; heap++) {
        for (int taken = 1; taken <= Math.min(take, sizes[heap]); taken++) {
          int[] next = sizes.clone();
          next[heap] -= taken;
          moves.add(new Move("take " + taken + " from heap " + (heap + 1), new Heaps(next, take)));
        }
      }
      return moves;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Heaps that && Arrays.equals(sizes, that.sizes) && take == that.take;
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(sizes) * 31 + take;
    }

    @Override
    public String toString() {
      return Arrays.toString(sizes);
    }
  }

  /**
   * Every position, as objects, tier by tier, for exhaustive comparisons on small instances.
   *
   * @return the positions with their tiers and ranks, in order
   */
  public List<Heaps> allPositions() {
    List<Heaps> all = new ArrayList<>();
    int[] sizes = new int[heaps];
    while (true) {
      all.add(new Heaps(sizes.clone(), take));
      int heap = heaps - 1;
      while (heap >= 0 && sizes[heap] == cap) {
        sizes[heap] = 0;
        heap--;
      }
      if (heap < 0) {
        return all;
      }
      sizes[heap]++;
    }
  }
}
