package dev.nimber.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.nimber.api.API;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.engine.SearchSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checks {@code nimber verify} makes, as tests a game inherits, on the same instances ({@link
 * #plan()}, by default {@link CheckPlan#DEFAULT}, the defaults of {@code verify}): on every small
 * instance the game declares, its numbering of the positions and of the components of its sums, its
 * own values of those components, its keys and its coding for the weak search, if it has them,
 * agree with the positions ({@link NumberingCheck}, {@link ComponentNumberingCheck}, {@link
 * ComponentValuesCheck}, {@link KeyCheck}, {@link CodingCheck}), the clicks of its positions'
 * pictures name legal moves ({@link PictureCheck}), every pair of its solvers (the engine's search
 * among them) agrees and every winning move is legal and leaves a position the engine proves lost;
 * on random larger instances, the fast solvers agree and their moves are legal. A game's test
 * extends this class and names its game:
 *
 * <pre>{@code
 * class KaylesContractTest extends GameContract {
 *   protected GameDescriptor game() { return new Kayles(); }
 * }
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public abstract class GameContract {

  /**
   * The game under test.
   *
   * @return a new descriptor of it
   */
  protected abstract GameDescriptor game();

  /**
   * The solvers checked: by default every solver the host would list, the engine's search included.
   *
   * @param game the game
   * @return at least two solvers
   */
  protected List<GameSolver> solvers(GameDescriptor game) {
    return SearchSolver.solversOf(game);
  }

  /**
   * What is checked: by default exactly what {@code nimber verify} checks with no options ({@link
   * CheckPlan#DEFAULT}; a test written before the plan, which overrides {@link #smallSize()},
   * {@link #randomCount()} or {@link #randomSize()}, has them in its plan). A game whose search is
   * slow on the default's small instances may narrow it, knowing that {@code verify} then checks
   * more than its build does.
   *
   * @return the plan
   */
  protected CheckPlan plan() {
    return new CheckPlan(smallSize(), randomCount(), randomSize(), CheckPlan.SEED);
  }

  /**
   * The size of the small instances checked.
   *
   * @return by default {@link CheckPlan#SMALL_SIZE}
   * @deprecated since 0.1, removed in 0.3: override {@link #plan()}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  protected int smallSize() {
    return CheckPlan.SMALL_SIZE;
  }

  /**
   * How many random instances are checked.
   *
   * @return by default {@link CheckPlan#RANDOM_COUNT}
   * @deprecated since 0.1, removed in 0.3: override {@link #plan()}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  protected int randomCount() {
    return CheckPlan.RANDOM_COUNT;
  }

  /**
   * The largest size of a random instance.
   *
   * @return by default {@link CheckPlan#RANDOM_SIZE}
   * @deprecated since 0.1, removed in 0.3: override {@link #plan()}.
   */
  @Deprecated(since = "0.1", forRemoval = true)
  @API(status = API.Status.DEPRECATED, since = "0.1")
  protected long randomSize() {
    return CheckPlan.RANDOM_SIZE;
  }

  @Test
  void everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance() {
    GameDescriptor game = game();
    List<GameSolver> solvers = solvers(game);
    Verifier.Report report =
        new Verifier(game, solvers, true).check(plan().smallInstances(game), false, () -> {});
    report.finding().ifPresent(found -> fail(found.describe()));
    assertTrue(report.instances() > 0, "the game declares small instances");
    for (Verifier.PairTally pair : report.pairs()) {
      if (shareAQuestion(solvers, pair)) {
        assertTrue(
            pair.compared() > 0,
            pair.first() + " and " + pair.second() + " answered no small instance alike");
      }
      assertEquals(pair.compared(), pair.agreed(), pair.first() + " and " + pair.second());
    }
  }

  private static boolean shareAQuestion(List<GameSolver> solvers, Verifier.PairTally pair) {
    List<dev.nimber.api.Question> first =
        solvers.stream()
            .filter(solver -> solver.name().equals(pair.first()))
            .findFirst()
            .orElseThrow()
            .questions();
    return solvers.stream()
        .filter(solver -> solver.name().equals(pair.second()))
        .findFirst()
        .orElseThrow()
        .questions()
        .stream()
        .anyMatch(first::contains);
  }

  @Test
  void theFastSolversAgreeAndMoveLegallyOnRandomLargerInstances() {
    GameDescriptor game = game();
    List<GameSolver> fast = CheckPlan.fastSolvers(solvers(game));
    if (fast.isEmpty()) {
      return;
    }
    List<dev.nimber.api.Parameters> instances = plan().randomInstances(game);
    Verifier.Report report = new Verifier(game, fast, false).check(instances, false, () -> {});
    report.finding().ifPresent(found -> fail(found.describe()));
    assertEquals(instances.size(), report.instances());
  }
}
