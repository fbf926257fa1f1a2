package dev.nimber.games.staircase;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SolversAgreeContract;
import java.util.List;

/** The same check as {@code nimber verify staircase}, through the api's shared contract. */
class StaircaseVerifierTest extends SolversAgreeContract {

  @Override
  protected GameDescriptor game() {
    return new StaircaseGame();
  }

  @Override
  protected List<GameSolver> solvers() {
    return List.of(new StaircaseDigitsSolver(), new StaircaseClassicSolver(), new StaircaseSearch());
  }
}
