package dev.nimber.games.thuemorse;

import dev.nimber.api.SolverFailureException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides Thue–Morse piles of any size by composing the transition maps of a finite automaton over
 * blocks of the Thue–Morse sequence.
 *
 * <p>Theory. Call a pile <em>P</em> when it is evil (an even number of 1 bits) and lost for the
 * player to move. 0 is P, and a pile r, however it was reached, is won exactly when some P pile
 * lies in [r − m, r − 1]: take down to it (taking to an odious pile loses at once, and taking to a
 * won evil pile hands the opponent the win). So the P piles are 0 and then, again and again, the
 * first evil number at least m + 1 above the previous one.
 *
 * <p>Scanning piles 0, 1, 2, … is an automaton with m + 2 states: the distance from the last P
 * pile, capped at m + 1 (state m + 1 means "the next evil pile is P"). Its input is the Thue–Morse
 * bit t(r) of each pile. The sequence is built by doubling: the 2^(j+1) bits from an aligned start
 * are the 2^j bits of the first half followed by their complement, so the maps F(j, c) (the state
 * change over an aligned block of 2^j piles whose first bit is c) satisfy F(j+1, c) = F(j, 1−c) ∘
 * F(j, c). The piles [0, n) split into one aligned block per 1 bit of n, whose first bit is the
 * parity of the bits of n above it, so the state at n is decided by walking the bits of n.
 *
 * <p>Complexity, for n of b bits: building the levels takes O(m b) time; with them, a pile is
 * decided in O(b). The levels use O(m b) memory; {@link #streamingStateAt} composes the blocks from
 * the lowest bit upward while it builds the levels, in O(m) memory and O(m b) time. Counting P
 * piles carries a count with every map, as big integers: O(m b) additions of b-bit numbers. Every
 * loop over the bits stops when its thread is interrupted. Instances are immutable and thread-safe.
 */
final class ThueMorseAutomaton {

  private final int maxTake;

  /**
   * levels[j][c][s]: the state after an aligned block of 2^j piles starting with bit c, from state
   * s.
   */
  private final int[][][] levels;

  private ThueMorseAutomaton(int maxTake, int[][][] levels) {
    this.maxTake = maxTake;
    this.levels = levels;
  }

  /**
   * The automaton for moves of 1 to {@code maxTake} stones, with the levels needed for piles below
   * 2^bits.
   */
  static ThueMorseAutomaton build(int maxTake, int bits) {
    List<int[][]> levels = new ArrayList<>(bits);
    int[][] level = base(maxTake);
    levels.add(level);
    for (int j = 1; j < bits; j++) {
      SolverFailureException.throwIfInterrupted();
      level = doubled(level);
      levels.add(level);
    }
    return new ThueMorseAutomaton(maxTake, levels.toArray(int[][][]::new));
  }

  /** How many levels this automaton has: it decides piles below 2^levels. */
  int levelCount() {
    return levels.length;
  }

  /** The memory its levels take, in ints. */
  long footprint() {
    return (long) levels.length * 2 * (maxTake + 2);
  }

  /**
   * This automaton with at least {@code bits} levels: itself when it has them, else one with more.
   */
  ThueMorseAutomaton withLevels(int bits) {
    if (bits <= levels.length) {
      return this;
    }
    List<int[][]> more = new ArrayList<>(List.of(levels));
    while (more.size() < bits) {
      SolverFailureException.throwIfInterrupted();
      more.add(doubled(more.get(more.size() - 1)));
    }
    return new ThueMorseAutomaton(maxTake, more.toArray(int[][][]::new));
  }

  /**
   * The state after piles 0 to n − 1: the distance from n − 1 back to the last P pile below n,
   * capped at m + 1. One step per 1 bit of n.
   *
   * @throws IllegalArgumentException when n needs more levels than this automaton has
   */
  int stateAt(BigInteger n) {
    int bits = n.bitLength();
    if (bits > levels.length) {
      throw new IllegalArgumentException(
          "n has " + bits + " bits; this automaton has " + levels.length + " levels");
    }
    if (bits < Long.SIZE) {
      return stateAt(n.longValue());
    }
    int state = startState(maxTake);
    int parityAbove = 0;
    for (int j = bits - 1; j >= 0; j--) {
      if (n.testBit(j)) {
        state = levels[j][parityAbove][state];
        parityAbove ^= 1;
      }
    }
    return state;
  }

  /** {@link #stateAt(BigInteger)} for 0 <= n < 2^63, with the levels it needs. */
  private int stateAt(long n) {
    int state = startState(maxTake);
    int parityAbove = 0;
    for (long rest = n; rest != 0; parityAbove ^= 1) {
      int j = Long.SIZE - 1 - Long.numberOfLeadingZeros(rest);
      state = levels[j][parityAbove][state];
      rest ^= 1L << j;
    }
    return state;
  }

  /** {@link #stateAt} without keeping the levels: O(m) memory, O(m log n) time. */
  static int streamingStateAt(int maxTake, BigInteger n) {
    int bits = n.bitLength();
    int[] composed = identity(maxTake + 2);
    int[][] level = base(maxTake);
    // parity of the 1 bits of n above bit j = parity of all bits ^ parity of bits 0..j
    int parityOfAll = n.bitCount() & 1;
    int parityUpTo = 0;
    for (int j = 0; j < bits; j++) {
      SolverFailureException.throwIfInterrupted();
      if (n.testBit(j)) {
        parityUpTo ^= 1;
        int[] block = level[parityOfAll ^ parityUpTo];
        // The blocks of lower bits come later in the pile order, so they apply after this one.
        int[] next = new int[composed.length];
        for (int s = 0; s < next.length; s++) {
          next[s] = composed[block[s]];
        }
        composed = next;
      }
      if (j + 1 < bits) {
        level = doubled(level);
      }
    }
    return composed[startState(maxTake)];
  }

  /** How many P piles lie in [0, n): O(m log n) big-integer additions, O(m) memory. */
  static BigInteger countBelow(int maxTake, BigInteger n) {
    int states = maxTake + 2;
    int bits = n.bitLength();
    int[] composed = identity(states);
    BigInteger[] composedCount = zeros(states);
    int[][] level = base(maxTake);
    BigInteger[][] levelCount = {baseCounts(maxTake, 0), baseCounts(maxTake, 1)};
    int parityOfAll = n.bitCount() & 1;
    int parityUpTo = 0;
    for (int j = 0; j < bits; j++) {
      SolverFailureException.throwIfInterrupted();
      if (n.testBit(j)) {
        parityUpTo ^= 1;
        int c = parityOfAll ^ parityUpTo;
        int[] next = new int[states];
        BigInteger[] nextCount = new BigInteger[states];
        for (int s = 0; s < states; s++) {
          int mid = level[c][s];
          next[s] = composed[mid];
          nextCount[s] = levelCount[c][s].add(composedCount[mid]);
        }
        composed = next;
        composedCount = nextCount;
      }
      if (j + 1 < bits) {
        BigInteger[][] doubledCount = new BigInteger[2][states];
        for (int c = 0; c < 2; c++) {
          for (int s = 0; s < states; s++) {
            doubledCount[c][s] = levelCount[c][s].add(levelCount[1 - c][level[c][s]]);
          }
        }
        levelCount = doubledCount;
        level = doubled(level);
      }
    }
    return composedCount[startState(maxTake)];
  }

  /**
   * The state before pile 0: as if the last P pile were m + 1 below it, so that pile 0, evil,
   * becomes P.
   */
  static int startState(int maxTake) {
    return maxTake;
  }

  /** Whether the player to move on a pile wins, from the state at that pile. */
  static boolean wins(int maxTake, int stateAtPile) {
    // state = (n − 1) − last P pile, so some P pile lies in [n − m, n − 1] exactly when state <= m
    // − 1.
    return stateAtPile < maxTake;
  }

  /** One pile: the state after it, from the state before it and whether it is evil. */
  static int step(int maxTake, int state, boolean evil) {
    int distance = Math.min(state + 1, maxTake + 1);
    return distance == maxTake + 1 && evil ? 0 : distance;
  }

  private static int[][] base(int maxTake) {
    int[][] level = new int[2][maxTake + 2];
    for (int s = 0; s < maxTake + 2; s++) {
      level[0][s] = step(maxTake, s, true);
      level[1][s] = step(maxTake, s, false);
    }
    return level;
  }

  private static BigInteger[] baseCounts(int maxTake, int bit) {
    BigInteger[] counts = new BigInteger[maxTake + 2];
    for (int s = 0; s < counts.length; s++) {
      counts[s] = bit == 0 && step(maxTake, s, true) == 0 ? BigInteger.ONE : BigInteger.ZERO;
    }
    return counts;
  }

  /** F(j+1, c) = F(j, 1−c) ∘ F(j, c): a block, then its complement. */
  private static int[][] doubled(int[][] level) {
    int states = level[0].length;
    int[][] next = new int[2][states];
    for (int c = 0; c < 2; c++) {
      int[] first = level[c];
      int[] second = level[1 - c];
      for (int s = 0; s < states; s++) {
        next[c][s] = second[first[s]];
      }
    }
    return next;
  }

  private static int[] identity(int states) {
    int[] map = new int[states];
    for (int s = 0; s < states; s++) {
      map[s] = s;
    }
    return map;
  }

  private static BigInteger[] zeros(int states) {
    BigInteger[] zeros = new BigInteger[states];
    java.util.Arrays.fill(zeros, BigInteger.ZERO);
    return zeros;
  }
}
