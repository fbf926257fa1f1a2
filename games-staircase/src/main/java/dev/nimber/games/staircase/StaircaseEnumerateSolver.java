package dev.nimber.games.staircase;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.GameSearch;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Counts with no theory at all: enumerates all C(n, m) placements and asks the engine's search
 * about each, sharing one memo. The ground truth for {@code count} on small rows, as the search is
 * for a placement's questions: time O(C(n, m) · moves), so it is limited to C(n, m) <= {@value
 * #MAX_PLACEMENTS}.
 */
public final class StaircaseEnumerateSolver implements GameSolver {

  /** The most placements it enumerates. */
  static final long MAX_PLACEMENTS = 2_000_000;

  @Override
  public String name() {
    return "enumerate";
  }

  @Override
  public String description() {
    return "every placement searched, no theory; O(C(n, m) · moves)";
  }

  @Override
  public boolean isReference() {
    return true;
  }

  @Override
  public List<Question> questions() {
    return List.of(StaircaseQuestions.COUNT);
  }

  @Override
  public String limits() {
    return "C(n, m) <= " + MAX_PLACEMENTS;
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    BigInteger n = parameters.get(StaircaseGame.N);
    int m = parameters.intValue(StaircaseGame.M);
    if (binomial(n, m).compareTo(BigInteger.valueOf(MAX_PLACEMENTS)) > 0) {
      throw new UnsupportedInstanceException(
          "solver 'enumerate' counts all C(n, m) placements, at most "
              + MAX_PLACEMENTS
              + "; C("
              + n
              + ", "
              + m
              + ") is more");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    int m = parameters.intValue(StaircaseGame.M);
    long[] wins = {0};
    if (m > 0) {
      // Only C(n, m) <= MAX_PLACEMENTS with m >= 1 gets here, so n <= MAX_PLACEMENTS too.
      placements(
          parameters.longValue(StaircaseGame.N), m, new ArrayList<>(), 1, new GameSearch(), wins);
    }
    Optional<BigInteger> modulus = StaircaseGame.modulus(parameters);
    BigInteger count = BigInteger.valueOf(wins[0]);
    return StaircaseQuestions.count(modulus.map(count::mod).orElse(count), modulus);
  }

  private static void placements(
      long n, int m, List<Long> cells, long next, GameSearch search, long[] wins) {
    if (cells.size() == m) {
      SolverFailureException.throwIfInterrupted();
      if (search.evaluate(new CoinRow(cells)).outcome() == Outcome.WIN) {
        wins[0]++;
      }
      return;
    }
    for (long cell = next; cell <= n - (m - cells.size()) + 1; cell++) {
      cells.add(cell);
      placements(n, m, cells, cell + 1, search, wins);
      cells.remove(cells.size() - 1);
    }
  }

  /** C(n, m), or some number above 2^64 when it is larger than that. */
  private static BigInteger binomial(BigInteger n, int m) {
    int k = BigInteger.valueOf(m).min(n.subtract(BigInteger.valueOf(m))).intValueExact();
    BigInteger result = BigInteger.ONE;
    // C(n, i) grows with i up to k <= n / 2, so once it passes 2^64 it stays there.
    for (int i = 0; i < k; i++) {
      result = result.multiply(n.subtract(BigInteger.valueOf(i))).divide(BigInteger.valueOf(i + 1));
      if (result.bitLength() > 64) {
        return result;
      }
    }
    return result;
  }
}
