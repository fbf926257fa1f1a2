package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

class VerifierTest {

  private final GameDescriptor game = new SearchSolverTest.SubtractionGame();
  private final GameSolver search = new SearchSolver(game) {};

  /** Knows that multiples of 4 lose, but is wrong from pile 37 on, and has no 'move'. */
  private final GameSolver brokenFrom37 = formula(List.of(Question.OUTCOME, Question.GRUNDY),
      n -> n >= 37 ? (n + 1) % 4 : n % 4);

  @Test
  void agreeingSolversAreTalliedPerPair() {
    Verifier verifier = new Verifier(game, List.of(search, correct()));
    Verifier.Report report = verifier.check(piles(0, 200), false, () -> {});
    assertThat(report.disagreement()).isEmpty();
    assertThat(report.instances()).isEqualTo(201);
    assertThat(report.pairs()).singleElement().satisfies(pair -> {
      assertThat(pair.compared()).isEqualTo(201);
      assertThat(pair.agreed()).isEqualTo(201);
    });
  }

  @Test
  void aWrongAnswerIsCaughtAndShrunkToTheSmallestInstanceShowingIt() {
    Verifier verifier = new Verifier(game, List.of(search, brokenFrom37));
    Verifier.Report report = verifier.check(List.of(Map.of("n", 1000)), false, () -> {});
    assertThat(report.disagreement()).hasValueSatisfying(found -> {
      assertThat(found.instance()).isEqualTo(Map.of("n", java.math.BigInteger.valueOf(37)));
      assertThat(found.describe()).isEqualTo("n=37: 'grundy' search says \"1\", formula says \"2\"");
    });
  }

  @Test
  void keepGoingCountsEveryDisagreeingInstance() {
    Verifier verifier = new Verifier(game, List.of(search, brokenFrom37));
    Verifier.Report report = verifier.check(piles(30, 50), true, () -> {});
    assertThat(report.disagreements()).isEqualTo(14);
    assertThat(report.pairs().get(0).agreed()).isEqualTo(7);
  }

  private GameSolver correct() {
    return formula(List.of(Question.GRUNDY), n -> n % 4);
  }

  /** A solver named 'formula' that answers the given questions from a Grundy value computed from the pile. */
  private GameSolver formula(List<Question> questions, IntUnaryOperator grundyOf) {
    return new GameSolver() {
      @Override
      public String gameId() {
        return "subtraction";
      }

      @Override
      public String name() {
        return "formula";
      }

      @Override
      public String description() {
        return "a formula in n";
      }

      @Override
      public List<Question> questions() {
        return questions;
      }

      @Override
      public Answer solve(Parameters parameters, Question question) {
        int grundy = grundyOf.applyAsInt(parameters.intValue("n"));
        return question.equals(Question.GRUNDY) ? Answer.number("grundy", grundy)
            : Answer.outcome(grundy == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
      }
    };
  }

  private static List<Map<String, Object>> piles(int from, int to) {
    List<Map<String, Object>> piles = new ArrayList<>();
    for (int n = from; n <= to; n++) {
      piles.add(Map.of("n", n));
    }
    return piles;
  }
}
