package dev.nimber.games.rulestones;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SearchSolver;

/** The generic search over piles: the ground truth for small m. */
@AutoService(GameSolver.class)
public final class RuleStonesSearch extends SearchSolver {

  public RuleStonesSearch() {
    super(new RuleStonesGame());
  }
}
