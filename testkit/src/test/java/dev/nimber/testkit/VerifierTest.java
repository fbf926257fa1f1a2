package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

class VerifierTest {

  private final SubtractionGame game = new SubtractionGame();
  private final GameSolver search = SearchSolver.forGame(game).orElseThrow();

  @Test
  void agreeingSolversAreTalliedPerPairAndTheirMovesChecked() {
    Verifier verifier =
        new Verifier(game, List.of(search, solver("formula", n -> n % 4, this::winningMove)), true);
    Verifier.Report report = verifier.check(game.smallInstances(200), false, () -> {});
    assertThat(report.finding()).isEmpty();
    assertThat(report.instances()).isEqualTo(201);
    assertThat(report.movesChecked()).isEqualTo(2 * 150);
    assertThat(report.pairs())
        .singleElement()
        .satisfies(
            pair -> {
              assertThat(pair.compared()).isEqualTo(201);
              assertThat(pair.agreed()).isEqualTo(201);
            });
  }

  @Test
  void aWrongAnswerIsCaughtAndShrunkToTheSmallestInstanceShowingIt() {
    IntUnaryOperator wrongFrom37 = n -> n >= 37 ? (n + 1) % 4 : n % 4;
    GameSolver brokenFrom37 =
        solver(
            "formula",
            wrongFrom37,
            n ->
                Answer.winningMove(
                    new Move(
                        "take " + wrongFrom37.applyAsInt(n),
                        new SubtractionGame.Pile(n - wrongFrom37.applyAsInt(n))),
                    Map.of()));
    Verifier verifier = new Verifier(game, List.of(search, brokenFrom37), true);
    Verifier.Report report = verifier.check(List.of(game.pile(1000)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found.instance()).isEqualTo(game.pile(37));
              assertThat(found.describe())
                  .isEqualTo("n=37: 'grundy' search says \"1\", formula says \"2\"");
            });
  }

  @Test
  void anIllegalMoveIsCaughtNamingTheInstanceAndTheMove() {
    GameSolver cheat =
        solver("cheat", n -> n % 4, n -> Answer.winningMove("take " + (n % 4 + 3), Map.of()));
    Verifier.Report report =
        new Verifier(game, List.of(search, cheat), true)
            .check(game.smallInstances(20), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found ->
                assertThat(found.describe())
                    .isEqualTo(
                        "n=1: 'move' cheat says \"take 4\", which is not a legal move here"));
  }

  @Test
  void aLegalMoveThatLosesIsCaught() {
    GameSolver careless =
        solver(
            "careless",
            n -> n % 4,
            n -> Answer.winningMove(new Move("take 1", new SubtractionGame.Pile(n - 1)), Map.of()));
    Verifier.Report report =
        new Verifier(game, List.of(careless), true).check(game.smallInstances(20), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found ->
                assertThat(found.describe())
                    .isEqualTo(
                        "n=2: 'move' careless says \"take 1\", but it leads to a position the search proves won for the"
                            + " opponent"));
  }

  @Test
  void aMoveThatLeadsElsewhereThanItsNameIsCaught() {
    GameSolver liar =
        solver(
            "liar",
            n -> n % 4,
            n ->
                Answer.winningMove(
                    new Move("take " + n % 4, new SubtractionGame.Pile(0)), Map.of()));
    Verifier.Report report =
        new Verifier(game, List.of(liar), false).check(game.smallInstances(20), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found ->
                assertThat(found.describe())
                    .isEqualTo(
                        "n=5: 'move' liar says \"take 1\", but its move leads elsewhere than the legal move of that name"));
  }

  @Test
  void aSolverThatThrowsIsNamedWithTheInstanceAndTheQuestion() {
    GameSolver faulty =
        solver(
            "faulty",
            n -> {
              if (n == 13) {
                throw new ArrayIndexOutOfBoundsException("Index 13 out of bounds for length 13");
              }
              return n % 4;
            },
            this::winningMove);
    Verifier.Report report =
        new Verifier(game, List.of(search, faulty), true)
            .check(game.smallInstances(40), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found ->
                assertThat(found.describe())
                    .isEqualTo(
                        "n=13: 'outcome' faulty threw ArrayIndexOutOfBoundsException: Index 13 out of bounds for length 13"));
  }

  @Test
  void aSolverThatThrowsIsShrunkToTheSmallestInstanceWhereItThrows() {
    GameSolver faultyFrom13 =
        solver(
            "faulty",
            n -> {
              if (n >= 13) {
                throw new ArrayIndexOutOfBoundsException(
                    "Index " + n + " out of bounds for length 13");
              }
              return n % 4;
            },
            this::winningMove);
    Verifier.Report report =
        new Verifier(game, List.of(search, faultyFrom13), true)
            .check(List.of(game.pile(1000)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found ->
                assertThat(found.describe())
                    .isEqualTo(
                        "n=13: 'outcome' faulty threw ArrayIndexOutOfBoundsException: Index 13 out of bounds for length 13"));
  }

  @Test
  void keepGoingCountsEveryInstanceWithAFinding() {
    GameSolver brokenFrom37 =
        solver("formula", n -> n >= 37 ? (n + 1) % 4 : n % 4, this::winningMove);
    Verifier.Report report =
        new Verifier(game, List.of(search, brokenFrom37), true)
            .check(game.smallInstances(50).subList(30, 51), true, () -> {});
    assertThat(report.findings()).isEqualTo(14);
    assertThat(report.pairs().get(0).agreed()).isEqualTo(7);
  }

  /** The move of a solver that believes the Grundy value of n is n mod 4. */
  private Answer winningMove(int n) {
    return Answer.winningMove(
        new Move("take " + n % 4, new SubtractionGame.Pile(n - n % 4)), Map.of());
  }

  /** A solver that answers outcome, move and the Grundy value from a formula in the pile. */
  static GameSolver solver(
      String name, IntUnaryOperator grundyOf, IntFunction<Answer> winningMove) {
    return new GameSolver() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String description() {
        return "a formula in n";
      }

      @Override
      public List<Question> questions() {
        return List.of(Question.OUTCOME, Question.MOVE, Question.GRUNDY);
      }

      @Override
      public Answer solve(Parameters parameters, Question question) {
        int n = parameters.intValue(SubtractionGame.N);
        int grundy = grundyOf.applyAsInt(n);
        if (question.equals(Question.GRUNDY)) {
          return Answer.number(grundy);
        }
        if (question.equals(Question.MOVE)) {
          return grundy == 0 ? Answer.noWinningMove() : winningMove.apply(n);
        }
        return Answer.outcome(grundy == 0 ? Outcome.LOSS : Outcome.WIN, OutcomeWords.DEFAULT);
      }
    };
  }
}
