package dev.nimber.games.thuemorse;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.SearchSolver;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;

/** The generic search over Thue–Morse piles: the ground truth for small n. */
@AutoService(GameSolver.class)
public final class ThueMorseSearch extends SearchSolver {

  public ThueMorseSearch() {
    super(new ThueMorseGame());
  }

  /** The search visits every pile from n down to 0, so n + 1 positions must fit its budget. */
  @Override
  public void checkSupports(Parameters parameters) {
    BigInteger n = parameters.integer(ThueMorseGame.N.name());
    long budget = options().memoBudget();
    if (n.compareTo(BigInteger.valueOf(budget)) >= 0) {
      throw new UnsupportedInstanceException("the search visits every pile from n down to 0, n + 1 positions, and"
          + " its budget is " + budget + " positions; n = " + n + " is beyond it (raise the budget with"
          + " NIMBER_OPTS=-Dnimber.search.budget=N and the heap with -Xmx)");
    }
  }
}
