package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.CompactGame;
import dev.nimber.api.CompactPosition;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * A game in the compact form is checked by the test kit as any other, on instances drawn from its
 * parameters.
 */
class CompactGameContractTest {

  static final Parameter<List<BigInteger>> SET =
      Parameter.optional(
          "set",
          "how many a move takes",
          ParameterType.listOf(ParameterType.integer(1, 9), 4),
          List.of(BigInteger.ONE, BigInteger.TWO));
  static final Parameter<BigInteger> N =
      Parameter.required("n", "stones", ParameterType.integer(0, 1000)).ofPosition();

  /** A subtraction game given by its set, with a formula for the set {1, 2}. */
  public static final class Subtraction extends CompactGame {
    private final List<GameSolver> solvers;

    public Subtraction() {
      this(List.of());
    }

    Subtraction(List<GameSolver> solvers) {
      super(
          "subtraction",
          "take s stones for s in the set",
          List.of(SET, N),
          instance ->
              new Pile(
                  instance.intValue(N),
                  instance.get(SET).stream().map(BigInteger::intValue).toList()));
      this.solvers = solvers;
    }

    @Override
    public List<GameSolver> solvers() {
      return solvers;
    }
  }

  record Pile(int n, List<Integer> set) implements CompactPosition<Pile> {
    @Override
    public List<Pile> next() {
      return set.stream().filter(take -> take <= n).map(take -> new Pile(n - take, set)).toList();
    }
  }

  private static GameContract contract(GameDescriptor game) {
    return new GameContract() {
      @Override
      protected GameDescriptor game() {
        return game;
      }
    };
  }

  /** G(n) = n mod 3, which holds for the set {1, 2} alone. */
  private static GameSolver modThree() {
    return GameSolver.of(
        "mod", "n mod 3", Question.GRUNDY, instance -> Answer.number(instance.longValue(N) % 3));
  }

  @Test
  void aCompactGameWithoutSolversOfItsOwnPassesTheContractOnItsDrawnInstances() {
    GameContract contract = contract(new Subtraction());
    contract.everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance();
    assertThat(new Subtraction().smallInstances(CheckPlan.SMALL_SIZE)).hasSize(3 * 41);
  }

  @Test
  void aFormulaForTheDefaultRuleFailsOnAnotherDrawnRuleShrunkToTheSmallest() {
    GameContract contract = contract(new Subtraction(List.of(modThree())));
    assertThatThrownBy(contract::everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance)
        .isInstanceOf(AssertionFailedError.class)
        .hasMessage("set= n=1: 'grundy' mod says \"1\", search says \"0\"");
  }

  /** A pile whose moves to 0 and to 1 are labelled alike. */
  record Blurred(int n) implements CompactPosition<Blurred> {
    @Override
    public List<Blurred> next() {
      List<Blurred> next = new ArrayList<>();
      for (int take = 1; take <= Math.min(2, n); take++) {
        next.add(new Blurred(n - take));
      }
      return next;
    }

    @Override
    public String label(Blurred next) {
      return "take";
    }
  }

  @Test
  void movesLabelledAlikeFailTheContractNamingThePositionAndTheLabel() {
    CompactGame game =
        new CompactGame(
            "blurred", "x", List.of(N), instance -> new Blurred(instance.intValue(N))) {};
    assertThatThrownBy(contract(game)::everySolverAgreesAndEveryWinningMoveWinsOnEverySmallInstance)
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("n=2")
        .hasMessageContaining("two moves of position Blurred[n=2] are labelled 'take'");
  }

  @Test
  @SuppressWarnings("removal")
  void aTestWrittenBeforeThePlanHasItsSizesInThePlan() {
    GameContract old =
        new GameContract() {
          @Override
          protected GameDescriptor game() {
            return new Subtraction();
          }

          @Override
          protected int smallSize() {
            return 30;
          }

          @Override
          protected int randomCount() {
            return 40;
          }
        };
    assertThat(old.plan()).isEqualTo(new CheckPlan(30, 40, CheckPlan.RANDOM_SIZE, CheckPlan.SEED));
    assertThat(contract(new Subtraction()).plan()).isEqualTo(CheckPlan.DEFAULT);
  }
}
