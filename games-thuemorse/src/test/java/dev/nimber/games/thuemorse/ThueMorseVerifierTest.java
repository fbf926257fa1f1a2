package dev.nimber.games.thuemorse;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SolversAgreeContract;
import java.util.List;

/** The same check as {@code nimber verify thuemorse}, through the api's shared contract. */
class ThueMorseVerifierTest extends SolversAgreeContract {

  @Override
  protected GameDescriptor game() {
    return new ThueMorseGame();
  }

  @Override
  protected List<GameSolver> solvers() {
    return List.of(new ThueMorseAutomatonSolver(), new ThueMorseClassicSolver(), new ThueMorseSearch());
  }
}
