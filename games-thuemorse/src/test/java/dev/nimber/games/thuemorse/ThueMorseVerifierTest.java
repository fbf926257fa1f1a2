package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Verifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The same check as {@code nimber verify thuemorse}: every solver pair on every small instance and on random ones
 * (without the search).
 */
class ThueMorseVerifierTest {

  private final ThueMorseGame game = new ThueMorseGame();
  private final List<GameSolver> solvers =
      List.of(new ThueMorseAutomatonSolver(), new ThueMorseClassicSolver(), new ThueMorseSearch());
  private final Verifier verifier = new Verifier(game, solvers);

  @Test
  void everyPairOfSolversAgreesOnEverySmallInstance() {
    Verifier.Report report = verifier.check(game.smallInstances(30), false, () -> {});
    assertThat(report.disagreement()).isEmpty();
    assertThat(report.instances()).isGreaterThan(100);
    assertThat(report.pairs()).hasSize(3).allSatisfy(pair -> {
      assertThat(pair.compared()).isPositive();
      assertThat(pair.agreed()).isEqualTo(pair.compared());
    });
  }

  @Test
  void everyPairOfSolversAgreesOnRandomLargerInstances() {
    List<GameSolver> fast = solvers.stream().filter(solver -> !solver.isReference()).toList();
    Verifier.Report report = new Verifier(game, fast)
        .check(Verifier.randomInstances(game, 40, 1, 100, 1_000_000), false, () -> {});
    assertThat(report.disagreement()).isEmpty();
    assertThat(report.instances()).isEqualTo(40);
  }
}
