package dev.nimber.games.octal;

import dev.nimber.api.SolverFailureException;
import java.util.Arrays;

/**
 * The sparse-space method for games that split heaps. A mask m cuts the values in two classes by the parity of the
 * bits they share with m: "rare" (even, 0 among them) and "common" (odd). The XOR of two values of one class is rare,
 * of two classes common. In many octal games (0.16, 0.106, 0.007, …) nearly every value is common after the first few
 * hundred heaps, so:
 *
 * <ul>
 *   <li>every common value a split leaves has a rare part: going through the rare heaps only finds them all, and the
 *       least common value missing is exact;</li>
 *   <li>the rare values below it that no split with a rare part leaves are looked for among all the splits at once,
 *       which stops as soon as all are found; the least rare value never found is exact too.</li>
 * </ul>
 *
 * <p>G(n) is the smaller of the two, for any mask: the mask changes the speed, never a value. It is chosen from the
 * values known (the one with the fewest rare values among the latest of them) and chosen again each time the values
 * known double; while more than {@value #MOST_RARE_SHARE} of those values are rare even so (the values are not sparse
 * yet, or never), the next doubling takes the plain recurrence instead, and a doubling whose pass through the rare
 * heaps comes to cost a quarter of what the plain recurrence would leaves the rest of it to the plain recurrence.
 * Time about O(n · r) for r rare heaps below n, plus the searches for rare values, which end quickly when they are
 * there; O(n²), as {@link MexSequence}, when the values are not sparse.
 */
final class SparseSequence implements GrundySequence {

  /** Heaps valued by the plain recurrence before a mask is chosen. */
  private static final int PLAIN_HEAPS = 1024;

  /**
   * The most rare values, as a share of the later half of those known, for which the next doubling goes through the
   * rare heaps; with more, the plain recurrence is as fast, and takes it.
   */
  private static final double MOST_RARE_SHARE = 0.05;

  /**
   * A pass through the rare heaps stops, leaving the rest of its doubling to the plain recurrence, once it has looked
   * at more splits than a quarter of those the plain recurrence would have, plus this many: past that it does not pay.
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
      int mask = bestMask(values);
      if (rareShare(values, mask) <= MOST_RARE_SHARE) {
        values = extendWithMask(code, values, to, mask);
      }
      if (values.length <= to) {
        values = new MexSequence().extend(code, values, to);
      }
    }
    return values;
  }

  /** The share of rare values among the latest of those known (the later half, at most the last 8,192). */
  static double rareShare(int[] values, int mask) {
    return (double) rareCount(values, mask) / Math.max(1, values.length - sampleStart(values));
  }

  /** How many of the latest values known (see {@link #rareShare}) are rare for a mask. */
  private static long rareCount(int[] values, int mask) {
    long rare = 0;
    for (int heap = sampleStart(values); heap < values.length; heap++) {
      rare += isRare(values[heap], mask) ? 1 : 0;
    }
    return rare;
  }

  /**
   * Whether the values known are sparse: few of the latest are rare for the best mask, so the next doubling goes
   * through the rare heaps rather than every split.
   */
  static boolean isSparse(int[] values) {
    return values.length >= 2 && rareShare(values, bestMask(values)) <= MOST_RARE_SHARE;
  }

  /** Where the values a mask is judged by begin: the later half, at most the last 8,192. */
  private static int sampleStart(int[] values) {
    return Math.max(values.length / 2, values.length - 8192);
  }

  /** The mask that leaves the fewest rare values among the latest of those known (see {@link #rareShare}). */
  static int bestMask(int[] values) {
    int highest = 0;
    for (int value : values) {
      highest |= value;
    }
    int bits = 32 - Integer.numberOfLeadingZeros(highest);
    int best = 1;
    long fewest = Long.MAX_VALUE;
    for (int mask = 1; mask < 1 << Math.min(bits, 12); mask++) {
      long rare = rareCount(values, mask);
      if (rare < fewest) {
        fewest = rare;
        best = mask;
      }
    }
    return best;
  }

  private static int[] extendWithMask(OctalCode code, int[] known, int upTo, int mask) {
    int[] values = Arrays.copyOf(known, upTo + 1);
    int[] takes = splitTakes(code);
    int[] rareHeaps = new int[16];
    int rareCount = 0;
    for (int heap = 1; heap < known.length; heap++) {
      if (isRare(values[heap], mask)) {
        rareHeaps = append(rareHeaps, rareCount++, heap);
      }
    }
    long rareBelow64 = 0;
    for (int value = 0; value < 64; value++) {
      rareBelow64 |= isRare(value, mask) ? 1L << value : 0;
    }
    MexSequence.Marks seen = new MexSequence.Marks();
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
      MexSequence.markUnsplit(code, values, heap, seen);
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
      int common = Long.numberOfTrailingZeros(~(seen.below64() | rareBelow64));
      while (isRare(common, mask) || seen.marked(common)) {
        common++;
      }
      work += search.findRareBelow(heap, common, mask, seen);
      int value = common;
      long missingBelow64 = rareBelow64 & ~seen.below64() & (common >= 64 ? -1L : (1L << common) - 1);
      if (missingBelow64 != 0) {
        value = Long.numberOfTrailingZeros(missingBelow64);
      } else {
        for (int rare = 64; rare < common; rare++) {
          if (isRare(rare, mask) && !seen.marked(rare)) {
            value = rare;
            break;
          }
        }
      }
      values[heap] = value;
      if (isRare(value, mask)) {
        rareHeaps = append(rareHeaps, rareCount++, heap);
      }
    }
    return values;
  }

  /** The numbers of tokens a move may take while splitting what is left in two: d_i has bit 4. */
  static int[] splitTakes(OctalCode code) {
    return java.util.stream.IntStream.rangeClosed(0, code.maxTaken()).filter(taken -> (code.digit(taken) & 4) != 0)
        .toArray();
  }

  /**
   * The search for the rare values below the least common value missing that no split with a rare part leaves: each
   * split with two common parts leaves some rare value, so the splits are looked at in turn, by their smaller part,
   * until all are found or every split has been. While the values wanted are below 64 they are a bit set in one
   * {@code long}, which keeps the loop over the splits to a few instructions each.
   */
  private static final class RareSearch {
    private final int[] values;
    private final int[] takes;
    private final MexSequence.Marks wanted = new MexSequence.Marks();

    RareSearch(int[] values, int[] takes) {
      this.values = values;
      this.takes = takes;
    }

    /**
     * Marks in {@code seen} the rare values below {@code common} that some split of the heap leaves.
     *
     * @return the splits looked at
     */
    long findRareBelow(int heap, int common, int mask, MexSequence.Marks seen) {
      if (common <= 64 && takes.length == 1) {
        long rareBelowCommon = 0;
        for (int rare = 0; rare < common; rare++) {
          rareBelowCommon |= isRare(rare, mask) ? 1L << rare : 0;
        }
        long bits = rareBelowCommon & ~seen.below64();
        return bits == 0 ? 0 : findBelow64(heap - takes[0], bits, seen);
      }
      int missing = 0;
      wanted.clear();
      for (int rare = 0; rare < common; rare++) {
        if (isRare(rare, mask) && !seen.marked(rare)) {
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

    /** The search when one take splits, leaving {@code left}, and the values wanted are the bits of {@code bits}. */
    private long findBelow64(int left, long bits, MexSequence.Marks seen) {
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

  static boolean isRare(int value, int mask) {
    return (Integer.bitCount(value & mask) & 1) == 0;
  }

  private static int[] append(int[] heaps, int count, int heap) {
    int[] grown = count == heaps.length ? Arrays.copyOf(heaps, count * 2) : heaps;
    grown[count] = heap;
    return grown;
  }
}
