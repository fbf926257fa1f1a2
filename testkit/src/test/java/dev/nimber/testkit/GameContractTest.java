package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The test kit fails a game that {@code nimber verify} fails with its defaults: the contract runs
 * the same plan, so a solver wrong only on instances {@code verify} reaches fails the game's own
 * build.
 */
class GameContractTest {

  private final SubtractionGame game = new SubtractionGame();

  /** The contract of the subtraction game {1, 2, 3} with its search and one more solver. */
  private static GameContract contractWith(GameSolver solver) {
    return new GameContract() {
      @Override
      protected GameDescriptor game() {
        return new SubtractionGame();
      }

      @Override
      protected List<GameSolver> solvers(GameDescriptor game) {
        return List.of(SearchSolver.forGame(game).orElseThrow(), solver);
      }
    };
  }

  @Test
  void theContractChecksTheSmallInstancesVerifyChecksByDefault() {
    assertThat(contractWith(correct()).plan()).isEqualTo(CheckPlan.DEFAULT);
    assertThat(CheckPlan.DEFAULT.smallInstances(game)).hasSize(CheckPlan.SMALL_SIZE + 1);
  }

  @Test
  void aGrundyValueWrongFrom34FailsTheContract() {
    IntUnaryOperator wrongFrom34 = n -> n >= 34 ? (n + 1) % 4 : n % 4;
    GameContract contract =
        contractWith(
            VerifierTest.solver(
                "formula",
                wrongFrom34,
                n ->
                    Answer.winningMove(
                        new Move(
                            "take " + wrongFrom34.applyAsInt(n),
                            new SubtractionGame.Pile(n - wrongFrom34.applyAsInt(n))),
                        Map.of())));
    assertThatThrownBy(contract::everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance)
        .isInstanceOf(AssertionFailedError.class)
        .hasMessage("n=34: 'grundy' search says \"2\", formula says \"3\"");
  }

  @Test
  void aLegalMoveThatDoesNotWinFailsTheContract() {
    GameContract contract =
        contractWith(
            VerifierTest.solver(
                "careless",
                n -> n % 4,
                n ->
                    Answer.winningMove(
                        new Move("take 1", new SubtractionGame.Pile(n - 1)), Map.of())));
    assertThatThrownBy(contract::everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance)
        .isInstanceOf(AssertionFailedError.class)
        .hasMessage(
            "n=2: 'move' careless says \"take 1\", but it leads to a position the search proves won for the"
                + " opponent");
  }

  @Test
  void aCorrectSolverPassesTheContract() {
    contractWith(correct()).everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance();
  }

  /** The Grundy value of the subtraction game {1, 2, 3} is n mod 4. */
  private static GameSolver correct() {
    return VerifierTest.solver(
        "formula",
        n -> n % 4,
        n ->
            Answer.winningMove(
                new Move("take " + n % 4, new SubtractionGame.Pile(n - n % 4)), Map.of()));
  }
}
