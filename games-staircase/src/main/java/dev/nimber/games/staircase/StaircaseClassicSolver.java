package dev.nimber.games.staircase;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.List;

/**
 * The original algorithm (SDOI2019 "移动金币"): a DP over the bits from high to low and the sum so far,
 * adding an even number of set bits among the ⌈m/2⌉ odd-step gaps with each bit, then stars and
 * bars for the other gaps (built by repeated prefix sums, so no division is needed). O(log n · n ·
 * m) time, O(n) memory. The baseline the digits solver is measured against.
 */
public final class StaircaseClassicSolver implements GameSolver {

  /** The largest row: the DP keeps one count per possible sum. */
  static final long MAX_CELLS = 1_000_000;

  /** The most coins: the time grows with n · m. */
  static final int MAX_COINS = 200;

  /** The largest modulus: products of two residues must fit in a long. */
  static final long MAX_MODULUS = Integer.MAX_VALUE;

  private final StaircaseGame game;

  /**
   * @param game the game it answers for, whose words it uses
   */
  public StaircaseClassicSolver(StaircaseGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return "classic";
  }

  @Override
  public String description() {
    return "the original algorithm: DP over bits (high to low) and sums, then stars and bars; O(log n · n · m)";
  }

  @Override
  public List<Question> questions() {
    return List.of(StaircaseQuestions.COUNT);
  }

  @Override
  public String limits() {
    return "n <= "
        + MAX_CELLS
        + ", m <= "
        + MAX_COINS
        + ", modulus <= "
        + MAX_MODULUS
        + " (not exact)";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    BigInteger n = parameters.get(StaircaseGame.N);
    if (n.compareTo(BigInteger.valueOf(MAX_CELLS)) > 0) {
      throw new UnsupportedInstanceException(
          "solver 'classic' keeps a count for every sum up to n, so n <= "
              + MAX_CELLS
              + "; got n = "
              + n
              + ". The digits solver handles any n");
    }
    int m = parameters.intValue(StaircaseGame.M);
    if (m > MAX_COINS) {
      throw new UnsupportedInstanceException(
          "solver 'classic' takes time n · m, so m <= "
              + MAX_COINS
              + "; got m = "
              + m
              + ". The digits solver handles m up to "
              + StaircaseGame.MAX_COINS);
    }
    if (StaircaseGame.modulus(parameters)
        .map(p -> p.compareTo(BigInteger.valueOf(MAX_MODULUS)) > 0)
        .orElse(true)) {
      throw new UnsupportedInstanceException(
          "solver 'classic' counts modulo a modulus of at most "
              + MAX_MODULUS
              + "; the digits solver gives exact counts and any modulus");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    if (!question.equals(StaircaseQuestions.COUNT)) {
      throw new IllegalArgumentException("solver 'classic' does not answer '" + question + "'");
    }
    checkSupports(parameters, question);
    int n = parameters.intValue(StaircaseGame.N);
    int m = parameters.intValue(StaircaseGame.M);
    long p = StaircaseGame.modulus(parameters).orElseThrow().longValueExact();
    int free = n - m;
    int odd = (m + 1) / 2;
    int other = m + 1 - odd;
    long[] binomialOdd = binomialRow(odd, p);
    // lostSums[s]: ways to choose the odd-step gaps with XOR 0 and sum s, deciding bits from high
    // to low.
    long[] lostSums = new long[free + 1];
    lostSums[0] = 1 % p;
    for (int bit = 31 - Integer.numberOfLeadingZeros(Math.max(free, 1)); bit >= 0; bit--) {
      SolverFailureException.throwIfInterrupted();
      long[] next = new long[free + 1];
      for (int s = 0; s <= free; s++) {
        if (lostSums[s] == 0) {
          continue;
        }
        for (int k2 = 0; k2 <= odd && s + ((long) k2 << bit) <= free; k2 += 2) {
          int t = s + (k2 << bit);
          next[t] = (next[t] + lostSums[s] * binomialOdd[k2]) % p;
        }
      }
      lostSums = next;
    }
    // starsAndBars[y]: ways for the `other` remaining gaps to sum to y, C(y + other − 1, other −
    // 1): one gap has one
    // way for every sum, and each further gap takes a prefix sum.
    long[] starsAndBars = new long[free + 1];
    java.util.Arrays.fill(starsAndBars, 1 % p);
    for (int gap = 1; gap < other; gap++) {
      for (int y = 1; y <= free; y++) {
        starsAndBars[y] = (starsAndBars[y] + starsAndBars[y - 1]) % p;
      }
    }
    long lost = 0;
    for (int s = 0; s <= free; s++) {
      lost = (lost + lostSums[s] * starsAndBars[free - s]) % p;
    }
    long all = binomial(n, m, p);
    return StaircaseQuestions.count(
        BigInteger.valueOf(Math.floorMod(all - lost, p)), StaircaseGame.modulus(parameters));
  }

  private static long[] binomialRow(int size, long p) {
    long[] row = new long[size + 1];
    row[0] = 1 % p;
    for (int r = 1; r <= size; r++) {
      for (int c = r; c >= 1; c--) {
        row[c] = (row[c] + row[c - 1]) % p;
      }
    }
    return row;
  }

  /** C(n, m) mod p by Pascal's rule along a row of m + 1 entries: O(n · m), no division. */
  private static long binomial(int n, int m, long p) {
    long[] row = new long[m + 1];
    row[0] = 1 % p;
    for (int r = 1; r <= n; r++) {
      for (int c = Math.min(r, m); c >= 1; c--) {
        row[c] = (row[c] + row[c - 1]) % p;
      }
    }
    return row[m];
  }
}
