package dev.nimber.games.octal;

import dev.nimber.api.SolverFailureException;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * The sparse-space method for games that split heaps in two (a hexadecimal game that splits heaps
 * in three takes the plain recurrence: three common parts make a common value, so the rare heaps do
 * not find every common value). A mask m cuts the values in two classes by the parity of the bits
 * they share with m: "rare" (even, 0 among them) and "common" (odd). The XOR of two values of one
 * class is rare, of two classes common. In many octal games (0.16, 0.354, 0.007, …) few values are
 * rare after the first few hundred heaps. In others (0.106) the class also follows the heap's
 * parity (Flammenkamp's sparse space "in the domain"): for a heap of n, rare values are those whose
 * parity is that of n − t, t the tokens taken by the moves that split, and a heap is rare when its
 * value is rare for it; as splits of n − t into a + b have a + b of the parity of n − t, the same
 * rules hold heap by heap. Either way:
 *
 * <ul>
 *   <li>every common value a split leaves has a rare part: going through the rare heaps only finds
 *       them all, and the least common value missing is exact;
 *   <li>the rare values below it that no split with a rare part leaves are looked for among all the
 *       splits at once, which stops as soon as all are found; the least rare value never found is
 *       exact too.
 * </ul>
 *
 * <p>G(n) is the smaller of the two, for any mask: the mask changes the speed, never a value. The
 * mask (with or without the heap's parity) is the one with the fewest rare heaps among all the
 * values known, found for every mask at once by a Walsh–Hadamard transform of the count of each
 * (value, heap parity), and chosen again each time the rare heaps grow by a sixteenth or a value
 * needs a new bit.
 *
 * <p>A cost model decides between this method and the plain recurrence ({@link MexSequence}), which
 * looks at every split. Work is counted in units of a quarter of a split of the plain recurrence: a
 * split through a rare heap costs {@value #RARE_COST} (one of its reads is out of order, though the
 * rare heaps are gone through for {@value #BLOCK} heaps at once, which read the same few cache
 * lines), a split in the search {@value #SEARCH_COST} (a test, no mark), as measured on 0.007
 * (docs/performance.md). Each time the values known double, the method starts only when its rare
 * heaps cost less than every split would, and hands over to the plain recurrence, until the values
 * known double again, once its work, searches included, comes to more than the plain recurrence's
 * plus {@value #PLAIN_SLACK}. In Grundy's game, splits into two equal heaps are skipped by both.
 * Time about O(n · r) for r rare heaps below n, plus the searches, which end quickly when the rare
 * values are there; O(n²), as the plain recurrence, when the values are not sparse. Memory: the
 * values, the rare heaps and their values, and {@value #BLOCK} + 3 sets of 2^(b + 1) bits for
 * values of b bits.
 */
final class SparseSequence implements GrundySequence {

  /** Heaps valued by the plain recurrence before a mask is chosen. */
  private static final int PLAIN_HEAPS = 1024;

  /** The cost of a split of the plain recurrence, the unit of work being a quarter of it. */
  static final int PLAIN_COST = 4;

  /** The cost of a split looked at through a rare heap. */
  static final int RARE_COST = 5;

  /** The cost of a split looked at by the search for rare values. */
  static final int SEARCH_COST = 3;

  /**
   * A pass of this method leaves the rest of its doubling to the plain recurrence once its work
   * exceeds the plain recurrence's by this much.
   */
  private static final long PLAIN_SLACK = PLAIN_COST << 20;

  /** The classes are compared with the best each time the rare heaps grow by 1 / this. */
  private static final int COMPARISON_GROWTH = 16;

  /** Heaps whose splits through rare heaps are looked at together. */
  private static final int BLOCK = 16;

  @Override
  public GrundyValues extend(OctalCode code, GrundyValues known, int upTo) {
    return extend(code, known, upTo, (method, first, last) -> {});
  }

  /**
   * As {@link #extend(OctalCode, GrundyValues, int)}, telling a listener which method valued which
   * heaps.
   */
  static GrundyValues extend(OctalCode code, GrundyValues known, int upTo, PassListener listener) {
    if (!code.splits() || code.splitsInThree()) {
      GrundyValues values = new MexSequence().extend(code, known, upTo);
      listener.passed(Pass.PLAIN, known.size(), upTo);
      return values;
    }
    return new Sweep(code, known, upTo, listener).run();
  }

  /** How a stretch of heaps was valued. */
  enum Pass {
    /** Through the rare heaps, to the last heap asked for. */
    SPARSE,
    /** Through the rare heaps, until the work came to more than the plain recurrence's. */
    SPARSE_HANDED_OVER,
    /** By the plain recurrence. */
    PLAIN
  }

  /** Hears which method valued which heaps, for tests and measurements. */
  @FunctionalInterface
  interface PassListener {
    /**
     * Heaps first to last were valued by a method.
     *
     * @param method the method
     * @param first the first heap
     * @param last the last heap
     */
    void passed(Pass method, int first, int last);
  }

  /**
   * Whether the values known are sparse: the rare heaps of the best classes cost less than every
   * split, so the next heaps go through the rare heaps rather than every split.
   */
  static boolean isSparse(OctalCode code, GrundyValues values) {
    if (!code.splits() || code.splitsInThree() || values.size() < 2) {
      return false;
    }
    Histogram histogram = Histogram.of(code, values);
    Classes best = histogram.best();
    return sparsePays(histogram.rareCount(best), splitTakes(code), values.size());
  }

  private static boolean sparsePays(long rareHeaps, int[] takes, int heap) {
    long plain = 0;
    for (int taken : takes) {
      plain += Math.max(0, heap - taken) / 2;
    }
    return rareHeaps * RARE_COST * takes.length < plain * PLAIN_COST;
  }

  /**
   * Which values are rare for which heap: for a heap of n, those whose bits shared with the mask
   * have the parity {@code byParity} · ((n − t) mod 2), t the fewest tokens a splitting move takes.
   *
   * @param mask the mask, not 0
   * @param byParity 1 when the class follows the heap's parity (only when every splitting move
   *     takes a number of tokens of one parity), else 0
   * @param firstTake t
   */
  record Classes(int mask, int byParity, int firstTake) {

    /** Whether other classes are the same; written out, as {@link OctalCode}'s equality is. */
    @Override
    public boolean equals(Object other) {
      return other instanceof Classes classes
          && mask == classes.mask
          && byParity == classes.byParity
          && firstTake == classes.firstTake;
    }

    @Override
    public int hashCode() {
      return (mask * 31 + byParity) * 31 + firstTake;
    }

    /**
     * The classes with the fewest rare heaps (heaps from 1) among all the values known; the least
     * mask, without the heap's parity first, on a tie. Time O(N + 2^b · b) for values of b bits.
     */
    static Classes best(OctalCode code, GrundyValues values) {
      return Histogram.of(code, values).best();
    }

    /** The parity of the masked bits of a value rare for this heap. */
    int rareParity(int heap) {
      return byParity & (heap - firstTake);
    }

    /** Whether a value is rare for a heap. */
    boolean isRare(int value, int heap) {
      return (Integer.bitCount(value & mask) & 1) == rareParity(heap);
    }

    /** The heaps from 1 whose values are rare for them. Time O(N). */
    long rareCount(GrundyValues values) {
      long rare = 0;
      for (int heap = 1; heap < values.size(); heap++) {
        rare += isRare(values.get(heap), heap) ? 1 : 0;
      }
      return rare;
    }
  }

  /**
   * How many heaps have each value, by the parity of the heap less the first take: the rare heaps
   * of every mask at once. With the count c(x) of x = 2 · value + parity and its Walsh–Hadamard
   * transform W(i) = Σ c(x) · (−1)^popcount(x AND i), mask m (with the heap's parity when β = 1)
   * has (N + W(2m + β)) / 2 rare heaps among N.
   */
  static final class Histogram {
    private final int firstTake;
    private final boolean byParityAllowed;
    private long[] counts = new long[4];
    private int bits = 1;

    /**
     * The count of the values of heaps 1 to N − 1.
     *
     * @param values G(0 .. N − 1)
     */
    static Histogram of(OctalCode code, GrundyValues values) {
      Histogram histogram = new Histogram(code);
      for (int heap = 1; heap < values.size(); heap++) {
        histogram.add(values.get(heap), heap);
      }
      return histogram;
    }

    /**
     * An empty count for a code.
     *
     * @throws IllegalArgumentException when no move of the code splits a heap
     */
    Histogram(OctalCode code) {
      int[] takes = splitTakes(code);
      if (takes.length == 0) {
        throw new IllegalArgumentException(code + " never splits a heap");
      }
      this.firstTake = takes[0];
      this.byParityAllowed = Arrays.stream(takes).allMatch(taken -> ((taken ^ takes[0]) & 1) == 0);
    }

    /**
     * Counts a heap's value.
     *
     * @return whether the value needed a new bit
     */
    boolean add(int value, int heap) {
      boolean wider = false;
      while (value >= 1 << bits) {
        bits++;
        wider = true;
      }
      if (2 << bits > counts.length) {
        counts = Arrays.copyOf(counts, 2 << bits);
      }
      counts[value << 1 | ((heap - firstTake) & 1)]++;
      return wider;
    }

    /** The bits the values need, at least 1. */
    int bits() {
      return bits;
    }

    /** The work {@link #best} does, in splits. */
    long bestCost() {
      return (long) counts.length * (bits + 1);
    }

    /** The classes with the fewest rare heaps counted: the least index 2m + β on a tie. */
    Classes best() {
      long[] transform = counts.clone();
      for (int half = 1; half < transform.length; half <<= 1) {
        for (int start = 0; start < transform.length; start += half << 1) {
          for (int i = start; i < start + half; i++) {
            long sum = transform[i];
            long difference = transform[i + half];
            transform[i] = sum + difference;
            transform[i + half] = sum - difference;
          }
        }
      }
      int bestIndex = 2;
      for (int index = 3; index < transform.length; index++) {
        if ((index & 1) == 1 && !byParityAllowed) {
          continue;
        }
        if (transform[index] < transform[bestIndex]) {
          bestIndex = index;
        }
      }
      return new Classes(bestIndex >> 1, bestIndex & 1, firstTake);
    }

    /** The rare heaps counted for some classes. */
    long rareCount(Classes classes) {
      long rare = 0;
      for (int x = 0; x < counts.length; x++) {
        int value = x >> 1;
        int parity = x & 1;
        if ((Integer.bitCount(value & classes.mask()) & 1) == (classes.byParity() & parity)) {
          rare += counts[x];
        }
      }
      return rare;
    }
  }

  /** One call's computation: the values, the classes and rare heaps, and the work counted. */
  private static final class Sweep {
    private final OctalCode code;
    private final PassListener listener;
    private final int[] takes;
    private GrundyValues values;
    private final int from;
    private final Histogram histogram;
    private final MexSequence.Marks plainSeen = new MexSequence.Marks();
    private Classes classes;
    private int[] rareHeaps = new int[16];
    private int[] rareValues = new int[16];
    private int rareCount;

    /** The rare heaps at which the classes are next compared with the best. */
    private int nextComparison;

    /** The values rare for heaps of rare parity 0 and 1, as bits: 2^(bits + 1) of them. */
    private long[][] rareSets;

    private int words;

    /**
     * The values left by splits of each heap of the block being valued, as bits: {@link #words}
     * longs a heap.
     */
    private long[] blockSeen;

    private int blockFirst;

    /** Where the bits of the heap being valued begin in {@link #blockSeen}. */
    private int heapOffset;

    /** Marks a value for the heap being valued: made once, so that no heap allocates. */
    private final IntConsumer markForHeap =
        value -> blockSeen[heapOffset + (value >>> 6)] |= 1L << value;

    /**
     * For each take, the rare heaps {@link #markBlock} went through: from the first to the last.
     */
    private final int[] blockBegin;

    private final int[] blockEnd;

    /**
     * For each take, the rare heaps (in Grundy's game) {@link #markBlock} left to the heaps one by
     * one: from the first to the last.
     */
    private final int[] blockMiddle;

    private final int[] blockMiddleEnd;

    /** The rare values the search looks for, as bits. */
    private long[] wanted;

    private long work;

    Sweep(OctalCode code, GrundyValues known, int upTo, PassListener listener) {
      this.code = code;
      this.listener = listener;
      this.takes = splitTakes(code);
      this.blockBegin = new int[takes.length];
      this.blockEnd = new int[takes.length];
      this.blockMiddle = new int[takes.length];
      this.blockMiddleEnd = new int[takes.length];
      this.values = known.copyOf(upTo + 1);
      this.from = known.size();
      this.histogram = Histogram.of(code, known);
    }

    GrundyValues run() {
      int heap = from;
      int upTo = values.size() - 1;
      while (heap <= upTo) {
        if (heap < PLAIN_HEAPS) {
          int last = Math.min(upTo, PLAIN_HEAPS - 1);
          heap = plainUpTo(heap, last);
          continue;
        }
        choose(histogram.best(), heap);
        int next = heap;
        if (sparsePays(rareCount, takes, heap)) {
          next = sparseFrom(heap, upTo);
          listener.passed(next <= upTo ? Pass.SPARSE_HANDED_OVER : Pass.SPARSE, heap, next - 1);
        }
        if (next <= upTo) {
          next = plainUpTo(next, (int) Math.min(upTo, 2L * next - 1));
        }
        heap = next;
      }
      return values;
    }

    /** Values heaps by the plain recurrence; returns the next heap. */
    private int plainUpTo(int first, int last) {
      int heap = first;
      for (; heap <= last; heap++) {
        if ((heap & 0xFF) == 0) {
          SolverFailureException.throwIfInterrupted();
        }
        int value = MexSequence.valueOf(code, values, heap, plainSeen);
        values = values.set(heap, value);
        histogram.add(value, heap);
      }
      listener.passed(Pass.PLAIN, first, last);
      return heap;
    }

    /** Takes the classes and lists the rare heaps below a heap. Time O(heap + 2^bits). */
    private void choose(Classes chosen, int heap) {
      classes = chosen;
      rareCount = 0;
      for (int each = 1; each < heap; each++) {
        if (chosen.isRare(values.get(each), each)) {
          addRare(each);
        }
      }
      nextComparison = nextComparison();
      sizeSets();
      work += heap;
    }

    private void sizeSets() {
      words = Math.max(1, (2 << histogram.bits()) / 64);
      rareSets = new long[2][words];
      for (int value = 0; value < words * 64; value++) {
        int parity = Integer.bitCount(value & classes.mask()) & 1;
        rareSets[parity][value >>> 6] |= 1L << value;
      }
      blockSeen = new long[BLOCK * words];
      wanted = new long[words];
      work += words * 64L;
    }

    /**
     * When to compare the classes with the best again: once the rare heaps grow by a sixteenth, so
     * that with thousands of rare heaps the transform's work stays a small share of theirs.
     */
    private int nextComparison() {
      return rareCount + rareCount / COMPARISON_GROWTH + 1;
    }

    private void addRare(int heap) {
      if (rareCount == rareHeaps.length) {
        rareHeaps = Arrays.copyOf(rareHeaps, rareCount * 2);
        rareValues = Arrays.copyOf(rareValues, rareCount * 2);
      }
      rareHeaps[rareCount] = heap;
      rareValues[rareCount] = values.get(heap);
      rareCount++;
    }

    /**
     * Values heaps through the rare heaps until the last, or until the work exceeds the plain
     * recurrence's; returns the next heap.
     */
    private int sparseFrom(int start, int last) {
      work = 0;
      long plainWork = 0;
      int heap = start;
      while (heap <= last) {
        SolverFailureException.throwIfInterrupted();
        if (work > plainWork + PLAIN_SLACK) {
          return heap;
        }
        int count = Math.min(BLOCK, last - heap + 1);
        markBlock(heap, count);
        int end = heap + count;
        while (heap < end) {
          for (int taken : takes) {
            plainWork += PLAIN_COST * (Math.max(0, heap - taken) / 2);
          }
          int value = sparseValue(heap);
          values = values.set(heap, value);
          boolean wider = histogram.add(value, heap);
          boolean rare = classes.isRare(value, heap);
          if (rare) {
            addRare(heap);
          }
          heap++;
          if (wider) {
            sizeSets();
          }
          if (rare && rareCount >= nextComparison || wider) {
            nextComparison = nextComparison();
            work += histogram.bestCost();
            Classes better = histogram.best();
            if (!better.equals(classes)
                && histogram.rareCount(better) < histogram.rareCount(classes)) {
              choose(better, heap);
              break;
            }
            if (wider) {
              break;
            }
          }
        }
      }
      return heap;
    }

    /**
     * Marks, for each heap of a block, the values left by its splits whose rare part r is at least
     * the block's length less the take and whose other part is below the block: those read only
     * values known before it, and the block's heaps read the same few cache lines for each r. The
     * others are marked heap by heap ({@link #sparseValue}).
     */
    private void markBlock(int first, int count) {
      blockFirst = first;
      int words = this.words;
      long[] seen = this.blockSeen;
      Arrays.fill(seen, 0, count * words, 0);
      int[] rareHeaps = this.rareHeaps;
      long looked = 0;
      for (int t = 0; t < takes.length; t++) {
        int taken = takes[t];
        int low = Math.max(1, count - taken);
        int high = first - taken;
        int begin = 0;
        while (begin < rareCount && rareHeaps[begin] < low) {
          begin++;
        }
        int end = rareCount;
        while (end > begin && rareHeaps[end - 1] >= high) {
          end--;
        }
        // In Grundy's game the rare heaps r with 2r = a heap of the block less the take are left
        // to the heaps one by one, which skip the split into two equal heaps.
        int middle = code.equalSplits() ? begin : firstAtLeast(begin, end, (high + 1) / 2);
        int middleEnd =
            code.equalSplits() ? begin : firstAtLeast(middle, end, (high + count + 1) / 2);
        blockBegin[t] = begin;
        blockMiddle[t] = middle;
        blockMiddleEnd[t] = middleEnd;
        blockEnd[t] = end;
        markBlockThroughRare(begin, middle, high, count);
        markBlockThroughRare(middleEnd, end, high, count);
        looked += (long) (end - begin - (middleEnd - middle)) * count;
      }
      work += looked * RARE_COST + (long) count * words;
    }

    /**
     * Marks for one heap of the block (its bits from {@code offset}) the values of the splits of
     * {@code left} tokens through the rare heaps {@code from} to {@code to} (indices) below {@code
     * left}, but for a split into two equal heaps in Grundy's game.
     */
    private void markHeapThroughRare(int from, int to, int left, int offset) {
      long[] seen = this.blockSeen;
      int[] rareHeaps = this.rareHeaps;
      int[] rareValues = this.rareValues;
      GrundyValues values = this.values;
      boolean equalSplits = code.equalSplits();
      for (int i = from; i < to && rareHeaps[i] < left; i++) {
        if (equalSplits || 2 * rareHeaps[i] != left) {
          int value = rareValues[i] ^ values.get(left - rareHeaps[i]);
          seen[offset + (value >>> 6)] |= 1L << value;
        }
      }
    }

    /**
     * Marks for each heap of the block the values of the splits through the rare heaps {@code from}
     * to {@code to} (indices), {@code high} being the first heap less the take.
     */
    private void markBlockThroughRare(int from, int to, int high, int count) {
      int words = this.words;
      long[] seen = this.blockSeen;
      int[] rareHeaps = this.rareHeaps;
      int[] rareValues = this.rareValues;
      GrundyValues values = this.values;
      for (int i = from; i < to; i++) {
        int rareValue = rareValues[i];
        int base = high - rareHeaps[i];
        for (int k = 0, offset = 0; k < count; k++, offset += words) {
          int value = rareValue ^ values.get(base + k);
          seen[offset + (value >>> 6)] |= 1L << value;
        }
      }
    }

    /** The first index from {@code from} to {@code to} whose rare heap is at least a heap. */
    private int firstAtLeast(int from, int to, int heap) {
      int low = from;
      int high = to;
      while (low < high) {
        int middle = (low + high) >>> 1;
        if (rareHeaps[middle] < heap) {
          low = middle + 1;
        } else {
          high = middle;
        }
      }
      return low;
    }

    private int sparseValue(int heap) {
      int words = this.words;
      int offset = (heap - blockFirst) * words;
      long[] seen = this.blockSeen;
      heapOffset = offset;
      MexSequence.markUnsplit(code, values, heap, markForHeap);
      for (int t = 0; t < takes.length; t++) {
        int left = heap - takes[t];
        markHeapThroughRare(0, blockBegin[t], left, offset);
        markHeapThroughRare(blockMiddle[t], blockMiddleEnd[t], left, offset);
        markHeapThroughRare(blockEnd[t], rareCount, left, offset);
      }
      long[] rareSet = rareSets[classes.rareParity(heap)];
      int common = -1;
      for (int w = 0; w < words; w++) {
        long missing = ~(seen[offset + w] | rareSet[w]);
        if (missing != 0) {
          common = w * 64 + Long.numberOfTrailingZeros(missing);
          break;
        }
      }
      int missing = 0;
      int lastWord = common >>> 6;
      for (int w = 0; w <= lastWord; w++) {
        long bits = rareSet[w] & ~seen[offset + w];
        if (w == lastWord) {
          bits &= (1L << (common & 63)) - 1;
        }
        wanted[w] = bits;
        missing += Long.bitCount(bits);
      }
      Arrays.fill(wanted, lastWord + 1, words, 0);
      work += lastWord + 1;
      if (missing == 0 || search(heap, missing) == 0) {
        return common;
      }
      for (int w = 0; ; w++) {
        if (wanted[w] != 0) {
          return w * 64 + Long.numberOfTrailingZeros(wanted[w]);
        }
      }
    }

    /**
     * Looks among all the splits, by their smaller part, for the values still wanted (the rare
     * values below the least common value missing that no split with a rare part leaves), marking
     * each as it is found, until none is left or every split has been looked at.
     *
     * @return how many are still wanted
     */
    private int search(int heap, int missing) {
      return takes.length == 1
          ? searchOneTake(heap - takes[0], missing)
          : searchEveryTake(heap, missing);
    }

    /** {@link #search} when one number of tokens is taken: the splits of {@code left}. */
    private int searchOneTake(int left, int missing) {
      GrundyValues values = this.values;
      long[] wanted = this.wanted;
      int still = missing;
      int most = (int) code.largestSmallerPart(left);
      int a = 1;
      for (; a <= most && still > 0; a++) {
        int value = values.get(a) ^ values.get(left - a);
        if ((wanted[value >>> 6] >>> value & 1) != 0) {
          wanted[value >>> 6] &= ~(1L << value);
          still--;
        }
      }
      work += (long) a * SEARCH_COST;
      return still;
    }

    /**
     * {@link #search} when several numbers of tokens may be taken: the splits with a smaller part
     * of 1 for each, then of 2, and so on.
     */
    private int searchEveryTake(int heap, int missing) {
      GrundyValues values = this.values;
      long[] wanted = this.wanted;
      int still = missing;
      int longest = (heap - takes[0]) / 2;
      int a = 1;
      for (; a <= longest && still > 0; a++) {
        for (int taken : takes) {
          int left = heap - taken;
          if (a > code.largestSmallerPart(left)) {
            break;
          }
          int value = values.get(a) ^ values.get(left - a);
          if ((wanted[value >>> 6] >>> value & 1) != 0) {
            wanted[value >>> 6] &= ~(1L << value);
            still--;
          }
        }
      }
      work += (long) a * takes.length * SEARCH_COST;
      return still;
    }
  }

  /** The numbers of tokens a move may take while splitting what is left in two: d_i has bit 4. */
  static int[] splitTakes(OctalCode code) {
    return java.util.stream.IntStream.rangeClosed(0, code.maxTaken())
        .filter(taken -> (code.digit(taken) & 4) != 0)
        .toArray();
  }
}
