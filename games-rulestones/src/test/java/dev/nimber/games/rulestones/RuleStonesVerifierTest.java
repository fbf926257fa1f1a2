package dev.nimber.games.rulestones;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SolversAgreeContract;
import java.util.List;

/** The same check as {@code nimber verify rulestones}, through the api's shared contract. */
class RuleStonesVerifierTest extends SolversAgreeContract {

  @Override
  protected GameDescriptor game() {
    return new RuleStonesGame();
  }

  @Override
  protected List<GameSolver> solvers() {
    return List.of(new RuleStonesPeriodicSolver(), new RuleStonesClassicSolver(), new RuleStonesSearch());
  }
}
