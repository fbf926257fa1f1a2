package dev.nimber.games.staircase;

import com.google.auto.service.AutoService;
import dev.nimber.api.Answer;
import dev.nimber.api.GameSearch;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SearchSolver;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The generic search over coin placements, with no theory: it answers the position questions for a placement, and
 * {@code count} by enumerating all C(n, m) placements and searching each (sharing one memo). The ground truth for
 * small rows: time O(C(n, m) · moves), so {@code count} is limited to C(n, m) <= {@value #MAX_PLACEMENTS}.
 */
@AutoService(GameSolver.class)
public final class StaircaseSearch extends SearchSolver {

  /** The most placements {@code count} enumerates. */
  static final long MAX_PLACEMENTS = 2_000_000;

  public StaircaseSearch() {
    super(new StaircaseGame());
  }

  @Override
  public List<Question> questions() {
    List<Question> questions = new ArrayList<>(super.questions());
    questions.add(StaircaseQuestions.COUNT);
    return questions;
  }

  @Override
  public String limits() {
    return super.limits() + "; count: C(n, m) <= " + MAX_PLACEMENTS;
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    if (!question.equals(StaircaseQuestions.COUNT)) {
      checkReachable(parameters);
      return super.solve(parameters, question);
    }
    BigInteger n = parameters.integer(StaircaseGame.N.name());
    int m = parameters.intValue(StaircaseGame.M.name());
    if (binomial(n, m).compareTo(BigInteger.valueOf(MAX_PLACEMENTS)) > 0) {
      throw new UnsupportedInstanceException("the search enumerates all C(n, m) placements, at most "
          + MAX_PLACEMENTS + "; C(" + n + ", " + m + ") is more. The digits solver counts any n");
    }
    long[] wins = {0};
    if (m > 0) {
      // Only C(n, m) <= MAX_PLACEMENTS with m >= 1 gets here, so n <= MAX_PLACEMENTS too.
      placements(n.longValueExact(), m, new ArrayList<>(), 1, new GameSearch(), wins);
    }
    Optional<BigInteger> modulus = StaircaseGame.modulus(parameters);
    BigInteger count = BigInteger.valueOf(wins[0]);
    return StaircaseQuestions.count(modulus.map(count::mod).orElse(count), modulus);
  }

  /**
   * Refuses a placement with more reachable placements than the budget, before searching: sliding coin i alone down
   * to cell i, with the coins below it at cells 1 to i − 1, reaches Σ (c_i − i) + 1 distinct placements at least.
   */
  private void checkReachable(Parameters parameters) {
    List<BigInteger> cells = StaircaseGame.sortedCoins(parameters).orElse(List.of());
    BigInteger reachable = BigInteger.ONE;
    for (int i = 0; i < cells.size(); i++) {
      reachable = reachable.add(cells.get(i).subtract(BigInteger.valueOf(i + 1L)));
    }
    long budget = options().memoBudget();
    if (reachable.compareTo(BigInteger.valueOf(budget)) > 0) {
      throw new UnsupportedInstanceException("the search would visit at least " + reachable + " placements from"
          + " these coins, and its budget is " + budget + " positions (raise it with"
          + " NIMBER_OPTS=-Dnimber.search.budget=N and the heap with -Xmx); the digits solver answers any placement");
    }
  }

  private static void placements(long n, int m, List<Long> cells, long next, GameSearch search, long[] wins) {
    if (cells.size() == m) {
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
