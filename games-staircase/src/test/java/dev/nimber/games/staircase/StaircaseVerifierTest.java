package dev.nimber.games.staircase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Verifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The same check as {@code nimber verify staircase}: every solver pair on every small instance and on random ones
 * (without the search).
 */
class StaircaseVerifierTest {

  private final StaircaseGame game = new StaircaseGame();
  private final List<GameSolver> solvers =
      List.of(new StaircaseDigitsSolver(), new StaircaseClassicSolver(), new StaircaseSearch());
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
