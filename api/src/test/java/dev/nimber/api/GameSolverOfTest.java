package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameSolverOfTest {

  @Test
  void aSolverMadeOfAFunctionAnswersItsOneQuestionWithTheFunction() {
    Parameter<BigInteger> n = Parameter.required("n", "stones", ParameterType.integer(0, 99));
    GameDescriptor game =
        new CompactGame("mod", "x", List.of(n), instance -> new CompactGameTest.Pile(0, 1)) {};
    GameSolver solver =
        GameSolver.of(
            "mod",
            "G(n) = n mod 3",
            Question.GRUNDY,
            instance -> Answer.number(instance.longValue(n) % 3));
    assertThat(solver.name()).isEqualTo("mod");
    assertThat(solver.description()).isEqualTo("G(n) = n mod 3");
    assertThat(solver.questions()).containsExactly(Question.GRUNDY);
    assertThat(solver.isReference()).isFalse();
    assertThat(solver.solve(game.bind(Map.of("n", "11")), Question.GRUNDY).text()).isEqualTo("2");
  }

  @Test
  void aSolverNameIsCheckedWhenTheSolverIsMade() {
    assertThatThrownBy(
            () -> GameSolver.of("Mod", "x", Question.GRUNDY, instance -> Answer.number(0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Mod'");
  }
}
