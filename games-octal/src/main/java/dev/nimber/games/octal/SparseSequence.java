package dev.nimber.games.octal;

import dev.nimber.api.SolverFailureException;
import java.util.Arrays;

/**
 * The sparse-space method for games that split heaps. A mask m cuts the values in two classes by
 * the parity of the bits they share with m: "rare" (even, 0 among them) and "common" (odd). The XOR
 * of two values of one class is rare, of two classes common. In many octal games (0.16, 0.354, …)
 * nearly every value is common after the first few hundred heaps. In others (0.106) the class also
 * follows the heap's parity (Flammenkamp's sparse space "in the domain"): for a heap of n, rare
 * values are those whose parity is that of n − t, t the tokens taken by the moves that split, and a
 * heap is rare when its value is rare for it; as splits of n − t into a + b have a + b of the
 * parity of n − t, the same rules hold heap by heap. Either way:
 *
 * <ul>
 *   <li>every common value a split leaves has a rare part: going through the rare heaps only finds
 *       them all, and the least common value missing is exact;
 *   <li>the rare values below it that no split with a rare part leaves are looked for among all the
 *       splits at once, which stops as soon as all are found; the least rare value never found is
 *       exact too.
 * </ul>
 *
 * <p>G(n) is the smaller of the two, for any mask: the mask changes the speed, never a value. It is
 * chosen from the values known (the mask, with or without the heap's parity, with the fewest rare
 * heaps among the latest) and chosen again each time the values known double; while more than
 * {@value #MOST_RARE_SHARE} of those values are rare even so (the values are not sparse yet, or
 * never), the next doubling takes the plain recurrence instead, and a doubling whose pass through
 * the rare heaps comes to cost a quarter of what the plain recurrence would leaves the rest of it
 * to the plain recurrence. Time about O(n · r) for r rare heaps below n, plus the searches for rare
 * values, which end quickly when they are there; O(n²), as {@link MexSequence}, when the values are
 * not sparse.
 */
final class SparseSequence implements GrundySequence {

  /** Heaps valued by the plain recurrence before a mask is chosen. */
  private static final int PLAIN_HEAPS = 1024;

  /**
   * The most rare values, as a share of the later half of those known, for which the next doubling
   * goes through the rare heaps; with more, the plain recurrence is as fast, and takes it.
   */
  private static final double MOST_RARE_SHARE = 0.05;

  /**
   * A pass through the rare heaps stops, leaving the rest of its doubling to the plain recurrence,
   * once it has looked at more splits than a quarter of those the plain recurrence would have, plus
   * this many: past that it does not pay.
   */
  private static final long PLAIN_SLACK = 1 << 20;

  @Override
  public int[] extend(OctalCode code, int[] known, int upTo) {
    if (!code.splits()) {
      return new MexSequence().extend(code, known, upTo);
    }
    int[] values = known;
    if (values.length < Math.min(PLAIN_HEAPS, upTo + 1)) {
      values = new MexSequence().extend(code, values, Math.min(PLAIN_HEAPS, upTo + 1) - 1);
    }
    while (values.length <= upTo) {
      int to = (int) Math.min(upTo, 2L * values.length);
      Classes classes = Classes.best(code, values);
      if (classes.rareShare(values) <= MOST_RARE_SHARE) {
        values = extendWithClasses(code, values, to, classes);
      }
      if (values.length <= to) {
        values = new MexSequence().extend(code, values, to);
      }
    }
    return values;
  }

  /**
   * Whether the values known are sparse: few of the latest heaps are rare for the best classes, so
   * the next doubling goes through the rare heaps rather than every split.
   */
  static boolean isSparse(OctalCode code, int[] values) {
    return code.splits()
        && values.length >= 2
        && Classes.best(code, values).rareShare(values) <= MOST_RARE_SHARE;
  }

  /** Where the values the classes are judged by begin: the later half, at most the last 8,192. */
  private static int sampleStart(int[] values) {
    return Math.max(values.length / 2, values.length - 8192);
  }

  /**
   * Which values are rare for which heap: for a heap of n, those whose bits shared with the mask
   * have the parity {@code byParity} · ((n − t) mod 2), t the fewest tokens a splitting move takes.
   *
   * @param mask the mask
   * @param byParity 1 when the class follows the heap's parity (only when every splitting move
   *     takes a number of tokens of one parity), else 0
   * @param firstTake t
   */
  record Classes(int mask, int byParity, int firstTake) {

    /**
     * The classes with the fewest rare heaps among the latest values known. Time O(N + 2^b · 8192),
     * b ≤ 12 bits.
     */
    static Classes best(OctalCode code, int[] values) {
      int[] takes = splitTakes(code);
      boolean oneParity = Arrays.stream(takes).allMatch(taken -> ((taken ^ takes[0]) & 1) == 0);
      int highest = 0;
      for (int value : values) {
        highest |= value;
      }
      int bits = 32 - Integer.numberOfLeadingZeros(highest);
      Classes best = new Classes(1, 0, takes[0]);
      long fewest = Long.MAX_VALUE;
      for (int byParity = 0; byParity <= (oneParity ? 1 : 0); byParity++) {
        for (int mask = 1; mask < 1 << Math.min(bits, 12); mask++) {
          Classes classes = new Classes(mask, byParity, takes[0]);
          long rare = classes.rareCount(values);
          if (rare < fewest) {
            fewest = rare;
            best = classes;
          }
        }
      }
      return best;
    }

    /** The parity of the masked bits of a value rare for this heap. */
    int rareParity(int heap) {
      return byParity & (heap - firstTake);
    }

    /** Whether a value is rare for a heap. */
    boolean isRare(int value, int heap) {
      return (Integer.bitCount(value & mask) & 1) == rareParity(heap);
    }

    /** The values below 64 rare for heaps of the given rare parity, as bits. */
    long rareBelow64(int parity) {
      long bits = 0;
      for (int value = 0; value < 64; value++) {
        bits |= (Integer.bitCount(value & mask) & 1) == parity ? 1L << value : 0;
      }
      return bits;
    }

    /**
     * The share of rare heaps among the latest values known (the later half, at most the last
     * 8,192).
     */
    double rareShare(int[] values) {
      return (double) rareCount(values) / Math.max(1, values.length - sampleStart(values));
    }

    private long rareCount(int[] values) {
      long rare = 0;
      for (int heap = sampleStart(values); heap < values.length; heap++) {
        rare += isRare(values[heap], heap) ? 1 : 0;
      }
      return rare;
    }
  }

  private static int[] extendWithClasses(OctalCode code, int[] known, int upTo, Classes classes) {
    int[] values = Arrays.copyOf(known, upTo + 1);
    int[] takes = splitTakes(code);
    int[] rareHeaps = new int[16];
    int rareCount = 0;
    for (int heap = 1; heap < known.length; heap++) {
      if (classes.isRare(values[heap], heap)) {
        rareHeaps = append(rareHeaps, rareCount++, heap);
      }
    }
    long[] rareBelow64 = {classes.rareBelow64(0), classes.rareBelow64(1)};
    Marks seen = new Marks();
    RareSearch search = new RareSearch(values, takes);
    long work = 0;
    long plainWork = 0;
    for (int heap = known.length; heap <= upTo; heap++) {
      if ((heap & 0xFF) == 0) {
        SolverFailureException.throwIfInterrupted();
        if (work > plainWork / 4 + PLAIN_SLACK) {
          return Arrays.copyOf(values, heap);
        }
      }
      seen.clear();
      MexSequence.markUnsplit(code, values, heap, seen::mark);
      for (int taken : takes) {
        int left = heap - taken;
        if (left < 0) {
          break;
        }
        // Every split with a rare part: a rare heap r and left − r.
        int i = 0;
        for (; i < rareCount && rareHeaps[i] < left; i++) {
          int rare = rareHeaps[i];
          seen.mark(values[rare] ^ values[left - rare]);
        }
        work += i;
        plainWork += left / 2;
      }
      int parity = classes.rareParity(heap);
      long rareBits = rareBelow64[parity];
      int common = Long.numberOfTrailingZeros(~(seen.below64() | rareBits));
      while (classes.isRare(common, heap) || seen.marked(common)) {
        common++;
      }
      work += search.findRareBelow(heap, common, classes, rareBits, seen);
      int value = common;
      long missingBelow64 = rareBits & ~seen.below64() & (common >= 64 ? -1L : (1L << common) - 1);
      if (missingBelow64 != 0) {
        value = Long.numberOfTrailingZeros(missingBelow64);
      } else {
        for (int rare = 64; rare < common; rare++) {
          if (classes.isRare(rare, heap) && !seen.marked(rare)) {
            value = rare;
            break;
          }
        }
      }
      values[heap] = value;
      if (classes.isRare(value, heap)) {
        rareHeaps = append(rareHeaps, rareCount++, heap);
      }
    }
    return values;
  }

  /** The numbers of tokens a move may take while splitting what is left in two: d_i has bit 4. */
  static int[] splitTakes(OctalCode code) {
    return java.util.stream.IntStream.rangeClosed(0, code.maxTaken())
        .filter(taken -> (code.digit(taken) & 4) != 0)
        .toArray();
  }

  /**
   * The search for the rare values below the least common value missing that no split with a rare
   * part leaves: each split with two common parts leaves some rare value, so the splits are looked
   * at in turn, by their smaller part, until all are found or every split has been. While the
   * values wanted are below 64 they are a bit set in one {@code long}, which keeps the loop over
   * the splits to a few instructions each.
   */
  private static final class RareSearch {
    private final int[] values;
    private final int[] takes;
    private final Marks wanted = new Marks();

    RareSearch(int[] values, int[] takes) {
      this.values = values;
      this.takes = takes;
    }

    /**
     * Marks in {@code seen} the rare values below {@code common} that some split of the heap
     * leaves.
     *
     * @return the splits looked at
     */
    long findRareBelow(int heap, int common, Classes classes, long rareBelow64, Marks seen) {
      if (common <= 64 && takes.length == 1) {
        long bits = rareBelow64 & (common == 64 ? -1L : (1L << common) - 1) & ~seen.below64();
        return bits == 0 ? 0 : findBelow64(heap - takes[0], bits, seen);
      }
      int missing = 0;
      wanted.clear();
      for (int rare = 0; rare < common; rare++) {
        if (classes.isRare(rare, heap) && !seen.marked(rare)) {
          wanted.mark(rare);
          missing++;
        }
      }
      if (missing == 0) {
        return 0;
      }
      int longest = (heap - takes[0]) / 2;
      int a = 1;
      for (; a <= longest && missing > 0; a++) {
        for (int taken : takes) {
          int left = heap - taken;
          if (2 * a > left) {
            break;
          }
          int value = values[a] ^ values[left - a];
          if (wanted.marked(value)) {
            wanted.unmark(value);
            seen.mark(value);
            missing--;
          }
        }
      }
      return a;
    }

    /**
     * The search when one take splits, leaving {@code left}, and the values wanted are the bits of
     * {@code bits}.
     */
    private long findBelow64(int left, long bits, Marks seen) {
      int[] known = values;
      long stillWanted = bits;
      int a = 1;
      for (; 2 * a <= left && stillWanted != 0; a++) {
        int value = known[a] ^ known[left - a];
        if (value < 64 && (stillWanted >>> value & 1) != 0) {
          stillWanted &= ~(1L << value);
          seen.mark(value);
        }
      }
      return a;
    }
  }

  /**
   * A set of values, emptied in O(1): those below 64 (nearly all, in sparse games) are the bits of
   * a {@code long}, so that the least missing and the missing ones of a class are found with a few
   * bit operations; larger ones stamped.
   */
  static final class Marks {
    private long low;
    private int[] stamps = new int[64];
    private int stamp = 1;

    void clear() {
      low = 0;
      stamp++;
      if (stamp == Integer.MAX_VALUE) {
        Arrays.fill(stamps, 0);
        stamp = 1;
      }
    }

    void mark(int value) {
      if (value < 64) {
        low |= 1L << value;
        return;
      }
      if (value >= stamps.length) {
        stamps =
            Arrays.copyOf(stamps, Math.max(stamps.length * 2, Integer.highestOneBit(value) * 2));
      }
      stamps[value] = stamp;
    }

    void unmark(int value) {
      if (value < 64) {
        low &= ~(1L << value);
      } else if (value < stamps.length) {
        stamps[value] = 0;
      }
    }

    boolean marked(int value) {
      return value < 64
          ? (low >>> value & 1) != 0
          : value < stamps.length && stamps[value] == stamp;
    }

    /** The values below 64 marked, as bits. */
    long below64() {
      return low;
    }
  }

  private static int[] append(int[] heaps, int count, int heap) {
    int[] grown = count == heaps.length ? Arrays.copyOf(heaps, count * 2) : heaps;
    grown[count] = heap;
    return grown;
  }
}
