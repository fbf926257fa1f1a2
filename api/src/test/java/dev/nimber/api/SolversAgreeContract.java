package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The check {@code nimber verify} makes, as tests a game inherits: every pair of its solvers agrees on every small
 * instance it declares, and the non-reference solvers agree on random larger ones.
 */
public abstract class SolversAgreeContract {

  /** The game under test. */
  protected abstract GameDescriptor game();

  /** All of its solvers, reference ones included. */
  protected abstract List<GameSolver> solvers();

  /** The size of the small instances checked. */
  protected int smallSize() {
    return 30;
  }

  @Test
  void everyPairOfSolversAgreesOnEverySmallInstance() {
    Verifier.Report report = new Verifier(game(), solvers()).check(game().smallInstances(smallSize()), false, () -> {});
    assertThat(report.disagreement()).isEmpty();
    assertThat(report.instances()).isGreaterThan(100);
    assertThat(report.pairs()).allSatisfy(pair -> {
      assertThat(pair.compared()).isPositive();
      assertThat(pair.agreed()).isEqualTo(pair.compared());
    });
  }

  @Test
  void everyPairOfFastSolversAgreesOnRandomLargerInstances() {
    List<GameSolver> fast = solvers().stream().filter(solver -> !solver.isReference()).toList();
    Verifier.Report report = new Verifier(game(), fast)
        .check(Verifier.randomInstances(game(), 40, 1, 100, 1_000_000), false, () -> {});
    assertThat(report.disagreement()).isEmpty();
    assertThat(report.instances()).isEqualTo(40);
  }
}
