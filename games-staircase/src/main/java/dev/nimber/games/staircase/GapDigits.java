package dev.nimber.games.staircase;

import dev.nimber.api.SolverFailureException;
import java.math.BigInteger;
import java.util.Optional;

/**
 * Counts placements by deciding the bits of all gaps at once, from the lowest bit up.
 *
 * <p>A placement of m coins on n cells is a vector of m + 1 gaps (m before or between coins, one
 * after the last) summing to N = n − m. It is lost for the player to move exactly when the XOR of
 * the o = ⌈m/2⌉ gaps on odd steps is 0, that is when every bit is set in an even number of them.
 * Going up the bits with the carry of the column sums (never above m + 1), each bit chooses how
 * many odd-step gaps (an even number, 2k) and how many of the other m + 1 − o gaps (t) have it set,
 * in C(o, 2k) · C(m + 1 − o, t) ways, and the column sum plus the carry must match the bit of N.
 * Counting every placement the same way (C(m + 1, c) ways to set c bits) gives C(n, m) without any
 * division, so any modulus works, and so do exact counts. When the modulus is a prime above m, C(n,
 * m) comes from Lucas's theorem instead, and only the lost placements need the carry DP.
 *
 * <p>Odd steps: gap m is the first step, so the odd-step gaps are gaps m, m − 2, …: ⌈m/2⌉ of them;
 * with the gap after the last coin, the other gaps number m + 1 − ⌈m/2⌉.
 *
 * <p>Time O(log N · m²) multiply-adds after O(m²) for the binomials; memory O(m). Exact counts
 * carry numbers of up to log2 C(n, m) bits, which is slow for large m and huge n.
 */
final class GapDigits {

  private GapDigits() {}

  /**
   * The lost placements and all placements, both modulo {@code modulus}.
   *
   * @param modulus from 2 to 2^30, so that four products and a sum below the threshold fit in a
   *     long
   * @return {lost, all}
   */
  static long[] countModulo(BigInteger n, int m, long modulus) {
    BigInteger free = n.subtract(BigInteger.valueOf(m));
    long[][] binomials = pascalModulo(m + 1, modulus, (m + 1) / 2, m + 1 - (m + 1) / 2, m + 1);
    long[] lostWeights = lostWeights(binomials, m, modulus);
    long[] allWeights = binomials[m + 1];
    boolean primeAboveM = modulus > m && isPrime(modulus);
    long[] lost = {1 % modulus};
    long[] all = {1 % modulus};
    for (int bit = 0; bit < free.bitLength(); bit++) {
      SolverFailureException.throwIfInterrupted();
      int parity = free.testBit(bit) ? 1 : 0;
      lost = nextCarries(lost, lostWeights, parity, modulus);
      if (!primeAboveM) {
        all = nextCarries(all, allWeights, parity, modulus);
      }
    }
    return new long[] {lost[0], primeAboveM ? binomialModPrime(n, m, modulus) : all[0]};
  }

  /**
   * C(n, m) modulo a prime p > m by Lucas's theorem: m is a single base-p digit, so C(n, m) ≡ C(n
   * mod p, m), a product of m factors with Fermat inverses. O(m + log p).
   */
  static long binomialModPrime(BigInteger n, int m, long p) {
    long top = n.mod(BigInteger.valueOf(p)).longValueExact();
    long numerator = 1;
    long denominator = 1;
    for (int i = 0; i < m; i++) {
      numerator = numerator * Math.floorMod(top - i, p) % p;
      denominator = denominator * (i + 1) % p;
    }
    return numerator
        * BigInteger.valueOf(denominator)
            .modPow(BigInteger.valueOf(p - 2), BigInteger.valueOf(p))
            .longValueExact()
        % p;
  }

  /** Trial division up to √p: at most ~23,000 odd divisors for p < 2^31. */
  static boolean isPrime(long p) {
    if (p < 2 || p % 2 == 0) {
      return p == 2;
    }
    for (long d = 3; d * d <= p; d += 2) {
      if (p % d == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * The lost placements and all placements, exactly or modulo any modulus.
   *
   * @return {lost, all}
   */
  static BigInteger[] count(BigInteger n, int m, Optional<BigInteger> modulus) {
    BigInteger free = n.subtract(BigInteger.valueOf(m));
    BigInteger[][] binomials = pascal(m + 1, modulus, (m + 1) / 2, m + 1 - (m + 1) / 2, m + 1);
    BigInteger[] lostWeights = new BigInteger[m + 2];
    int odd = (m + 1) / 2;
    for (int c = 0; c <= m + 1; c++) {
      BigInteger sum = BigInteger.ZERO;
      for (int k2 = 0; k2 <= Math.min(odd, c); k2 += 2) {
        if (c - k2 <= m + 1 - odd) {
          sum = sum.add(binomials[odd][k2].multiply(binomials[m + 1 - odd][c - k2]));
        }
      }
      lostWeights[c] = reduce(sum, modulus);
    }
    BigInteger[] lost = {BigInteger.ONE};
    BigInteger[] all = {BigInteger.ONE};
    for (int bit = 0; bit < free.bitLength(); bit++) {
      SolverFailureException.throwIfInterrupted();
      int parity = free.testBit(bit) ? 1 : 0;
      lost = nextCarries(lost, lostWeights, parity, modulus);
      all = nextCarries(all, binomials[m + 1], parity, modulus);
    }
    return new BigInteger[] {reduce(lost[0], modulus), reduce(all[0], modulus)};
  }

  /**
   * One bit: new[k] = Σ over carries of carry-count · weight[c], where c bits are set in this
   * column and carry + c = 2k + parity.
   */
  private static long[] nextCarries(long[] carries, long[] weights, int parity, long modulus) {
    int maxSet = weights.length - 1;
    int size = (carries.length - 1 + maxSet - parity) / 2 + 1;
    long[] next = new long[size];
    long square = (modulus - 1) * (modulus - 1);
    // Every product is at most square, so a sum below threshold takes four more without passing
    // Long.MAX_VALUE.
    long threshold = Long.MAX_VALUE - 4 * square;
    for (int k = 0; k < size; k++) {
      int target = 2 * k + parity;
      int lowCarry = Math.max(0, target - maxSet);
      int highCarry = Math.min(carries.length - 1, target);
      long sum = 0;
      int carry = lowCarry;
      // Four products at a time before one reduction: the branch is the cost in this loop.
      for (; carry + 3 <= highCarry; carry += 4) {
        sum += carries[carry] * weights[target - carry];
        sum += carries[carry + 1] * weights[target - carry - 1];
        sum += carries[carry + 2] * weights[target - carry - 2];
        sum += carries[carry + 3] * weights[target - carry - 3];
        if (sum >= threshold) {
          sum %= modulus;
        }
      }
      for (; carry <= highCarry; carry++) {
        sum += carries[carry] * weights[target - carry];
        if (sum >= threshold) {
          sum %= modulus;
        }
      }
      next[k] = sum % modulus;
    }
    return next;
  }

  private static BigInteger[] nextCarries(
      BigInteger[] carries, BigInteger[] weights, int parity, Optional<BigInteger> modulus) {
    int maxSet = weights.length - 1;
    int size = (carries.length - 1 + maxSet - parity) / 2 + 1;
    BigInteger[] next = new BigInteger[size];
    for (int k = 0; k < size; k++) {
      int target = 2 * k + parity;
      BigInteger sum = BigInteger.ZERO;
      for (int carry = Math.max(0, target - maxSet);
          carry <= Math.min(carries.length - 1, target);
          carry++) {
        sum = sum.add(carries[carry].multiply(weights[target - carry]));
      }
      next[k] = reduce(sum, modulus);
    }
    return next;
  }

  /**
   * weight[c] = Σ over even 2k of C(o, 2k) · C(m + 1 − o, c − 2k), the ways to set c bits with an
   * even XOR.
   */
  private static long[] lostWeights(long[][] binomials, int m, long modulus) {
    int odd = (m + 1) / 2;
    int other = m + 1 - odd;
    long[] weights = new long[m + 2];
    for (int c = 0; c <= m + 1; c++) {
      long sum = 0;
      for (int k2 = 0; k2 <= Math.min(odd, c); k2 += 2) {
        if (c - k2 <= other) {
          sum = (sum + binomials[odd][k2] * binomials[other][c - k2]) % modulus;
        }
      }
      weights[c] = sum;
    }
    return weights;
  }

  /**
   * Rows of Pascal's triangle modulo {@code modulus}, by additions only so that any modulus works;
   * only the rows in {@code wanted} are kept (the others are null): O(size²) time, O(size) memory
   * besides the rows kept.
   */
  private static long[][] pascalModulo(int size, long modulus, int... wanted) {
    long[][] kept = new long[size + 1][];
    long[] row = {1 % modulus};
    for (int r = 0; r <= size; r++) {
      if (r > 0) {
        long[] next = new long[r + 1];
        next[0] = 1 % modulus;
        next[r] = 1 % modulus;
        for (int c = 1; c < r; c++) {
          next[c] = (row[c - 1] + row[c]) % modulus;
        }
        row = next;
      }
      for (int w : wanted) {
        if (w == r) {
          kept[r] = row;
        }
      }
    }
    return kept;
  }

  /** {@link #pascalModulo} with big integers, exact or modulo any modulus. */
  private static BigInteger[][] pascal(int size, Optional<BigInteger> modulus, int... wanted) {
    BigInteger[][] kept = new BigInteger[size + 1][];
    BigInteger one = reduce(BigInteger.ONE, modulus);
    BigInteger[] row = {one};
    for (int r = 0; r <= size; r++) {
      if (r > 0) {
        BigInteger[] next = new BigInteger[r + 1];
        next[0] = one;
        next[r] = one;
        for (int c = 1; c < r; c++) {
          next[c] = reduce(row[c - 1].add(row[c]), modulus);
        }
        row = next;
      }
      for (int w : wanted) {
        if (w == r) {
          kept[r] = row;
        }
      }
    }
    return kept;
  }

  private static BigInteger reduce(BigInteger value, Optional<BigInteger> modulus) {
    return modulus.map(value::mod).orElse(value);
  }
}
