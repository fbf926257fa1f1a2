package dev.nimber.games.rulestones;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.SearchSolver;
import dev.nimber.api.UnsupportedInstanceException;

/** The generic search over piles: the ground truth for small m. */
@AutoService(GameSolver.class)
public final class RuleStonesSearch extends SearchSolver {

  public RuleStonesSearch() {
    super(new RuleStonesGame());
  }

  /**
   * A line of play that always takes the most stones a rule allows visits m / b + 1 piles for the largest b, so at
   * least that many positions must fit the search's budget.
   */
  @Override
  public void checkSupports(Parameters parameters) {
    long m = parameters.longValue(RuleStonesGame.M.name());
    long largestTake = RuleStonesGame.rules(parameters).stream().mapToLong(Rule::b).max().orElse(1);
    long budget = options().memoBudget();
    if (m / largestTake >= budget) {
      throw new UnsupportedInstanceException("the search visits at least m / b + 1 piles for the largest b = "
          + largestTake + ", and its budget is " + budget + " positions; m = " + m + " is beyond it (raise the budget"
          + " with NIMBER_OPTS=-Dnimber.search.budget=N and the heap with -Xmx)");
    }
  }
}
