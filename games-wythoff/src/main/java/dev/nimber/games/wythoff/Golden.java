package dev.nimber.games.wythoff;

import java.math.BigInteger;
import java.util.Optional;

/**
 * The losing positions of Wythoff's game and the winning moves, by the golden ratio φ = (1 + √5)/2
 * (Wythoff 1907): the positions with heaps (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, lose for the player to
 * move, and every other position wins. Every positive integer is exactly one of ⌊kφ⌋ and ⌊kφ⌋ + k
 * for one k ≥ 1 (the two Beatty sequences of φ and φ², OEIS A000201 and A001950).
 *
 * <p>Exact: ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋, since √(5k²) is irrational for k ≥ 1 and so its fraction
 * never carries the sum over an even number; the square root is the integer one of a {@link
 * BigInteger}. O(1) for heaps up to 10^18 (a square root of a 128-bit number).
 */
final class Golden {

  private static final BigInteger FIVE = BigInteger.valueOf(5);

  private Golden() {}

  /** ⌊kφ⌋, the smaller heap of the k-th losing position. */
  static long lower(long k) {
    return Math.addExact(k, rootOfFiveSquares(k)) / 2;
  }

  /** ⌊√(5k²)⌋. */
  private static long rootOfFiveSquares(long k) {
    BigInteger n = BigInteger.valueOf(k);
    return n.multiply(n).multiply(FIVE).sqrt().longValueExact();
  }

  /** Whether the player to move loses: the heaps are (⌊kφ⌋, ⌊kφ⌋ + k) for some k. */
  static boolean losing(Heaps heaps) {
    return lower(heaps.large() - heaps.small()) == heaps.small();
  }

  /**
   * The k for which a heap is ⌊kφ⌋ (the smaller of a losing pair), when it is one; k is near
   * heap/φ.
   */
  static Optional<Long> asLower(long heap) {
    long near = Math.max(0, (rootOfFiveSquares(heap) - heap) / 2);
    for (long k = Math.max(0, near - 1); k <= near + 2; k++) {
      if (lower(k) == heap) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  /**
   * A winning move, from a position that wins: to the losing pair that shares a heap with it, or to
   * the losing pair of the same difference by taking from both.
   *
   * @return the move, or empty for a losing position
   */
  static Optional<WythoffMove> winningMove(Heaps heaps) {
    if (losing(heaps)) {
      return Optional.empty();
    }
    long small = heaps.small();
    long large = heaps.large();
    Optional<Long> lowerOf = asLower(small);
    if (lowerOf.isPresent()) {
      long k = lowerOf.get();
      long partner = small + k;
      if (large > partner) {
        return Optional.of(WythoffMove.fromOne(large, large - partner));
      }
      long difference = large - small;
      return Optional.of(WythoffMove.fromBoth(small - lower(difference)));
    }
    // The smaller heap is ⌊kφ⌋ + k for some k ≥ 1: its partner ⌊kφ⌋ is below it, so the larger heap
    // goes down to the partner.
    long k = asUpper(small);
    long partner = small - k;
    return Optional.of(WythoffMove.fromOne(large, large - partner));
  }

  /** The k ≥ 1 for which a heap is ⌊kφ⌋ + k, a heap that is no ⌊jφ⌋; k is near heap/φ². */
  private static long asUpper(long heap) {
    long near = (3 * heap - rootOfFiveSquares(heap)) / 2;
    for (long k = Math.max(1, near - 2); k <= near + 2; k++) {
      if (lower(k) + k == heap) {
        return k;
      }
    }
    throw new IllegalStateException(heap + " is in neither Beatty sequence of the golden ratio");
  }
}
