package dev.nimber.games.staircase;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The theory of one placement: the gaps between coins form a staircase Nim, and the player to move
 * loses exactly when the XOR of every other gap, counted from the rightmost coin, is 0.
 *
 * <p>With coins on cells p1 < … < pm, gap i is p_i − p_(i−1) − 1 (p_0 = 0). Sliding coin i left by
 * d takes d from gap i and adds it to gap i + 1, so gap m is the first step of the staircase, gap m
 * − 1 the second, and so on; the space right of the last coin is the floor. Moves from an odd step
 * are Nim moves on the odd steps; moves from an even step can be undone by the opponent. O(m) time
 * for a placement.
 */
final class StaircaseNim {

  private StaircaseNim() {}

  /** The XOR of the gaps on odd steps: gap m, gap m − 2, … */
  static BigInteger oddStepXor(List<BigInteger> sortedCells) {
    BigInteger xor = BigInteger.ZERO;
    int m = sortedCells.size();
    for (int i = m - 1; i >= 0; i -= 2) {
      xor = xor.xor(gap(sortedCells, i));
    }
    return xor;
  }

  /**
   * A winning move: a Nim move on an odd step, sliding the coin at its top left so that the XOR
   * becomes 0.
   *
   * @return {from, to} cells, or empty when the placement is lost
   */
  static Optional<BigInteger[]> winningMove(List<BigInteger> sortedCells) {
    BigInteger xor = oddStepXor(sortedCells);
    if (xor.signum() == 0) {
      return Optional.empty();
    }
    int m = sortedCells.size();
    for (int i = m - 1; i >= 0; i -= 2) {
      BigInteger gap = gap(sortedCells, i);
      BigInteger target = gap.xor(xor);
      if (target.compareTo(gap) < 0) {
        BigInteger from = sortedCells.get(i);
        return Optional.of(new BigInteger[] {from, from.subtract(gap.subtract(target))});
      }
    }
    throw new IllegalStateException("a nonzero Nim sum always has a heap to reduce");
  }

  /**
   * Gap i (0-based coin index): the free cells between coin i and the coin before it (or the row's
   * start).
   */
  private static BigInteger gap(List<BigInteger> sortedCells, int i) {
    BigInteger before = i == 0 ? BigInteger.ZERO : sortedCells.get(i - 1);
    return sortedCells.get(i).subtract(before).subtract(BigInteger.ONE);
  }
}
