package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * play, table and plot with the solver, the questions and the time limit chosen on the command
 * line.
 */
class SolverChoiceTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  /** A heap of nim as a position: take any number of stones. */
  record Heap(long stones) implements Position {
    @Override
    public List<Move> moves() {
      return LongStream.rangeClosed(1, stones).mapToObj(this::take).toList();
    }

    Move take(long taken) {
      return new Move("take " + taken, new Heap(stones - taken));
    }
  }

  @Test
  void playWithAFastSolverPlaysItsMoveOnAPileFarBeyondTheSearch() {
    String move =
        nimber
            .run("solve", "thuemorse", "n=10^18", "m=3", "-q", "move", "--solver", "automaton")
            .out()
            .strip();
    assertThat(move).isEqualTo("take 3 stones, leaving 999999999999999997");
    Result played =
        nimber.runWithInput(
            "2\n",
            "play",
            "thuemorse",
            "n=10^18",
            "m=3",
            "--solver",
            "automaton",
            "--first",
            "computer");
    assertThat(played.exitCode()).as(played.err()).isZero();
    String reply =
        nimber.run("solve", "thuemorse", "n=999999999999999995", "m=3", "-q", "move").out();
    assertThat(played.out())
        .contains("computer: " + move + "\n")
        .contains("\n999999999999999995 stones")
        .contains("computer: " + reply);
    Result search = nimber.run("play", "thuemorse", "n=10^18", "m=3");
    assertThat(search.exitCode()).isEqualTo(2);
    assertThat(search.err())
        .contains("the search would visit at least 1000000000000000001 positions")
        .endsWith(
            "other solvers of game 'thuemorse' that answer 'move' (choose one with --solver): automaton,"
                + " classic\n");
  }

  @Test
  void playGivesAHintFromTheChosenSolver() {
    // n = 10^18 - 3 = 999999999999999997, two moves after the start above: lost for the player to
    // move.
    Result lost =
        nimber.runWithInput(
            "hint\nquit\n",
            "play",
            "thuemorse",
            "n=999999999999999997",
            "m=3",
            "--solver",
            "automaton");
    assertThat(lost.out())
        .contains("hint: with perfect play the computer wins; make it work for it\n");
    Result won =
        nimber.runWithInput(
            "hint\nquit\n", "play", "thuemorse", "n=10^18", "m=3", "--solver", "automaton");
    assertThat(won.out())
        .contains("hint: you can win: 3) take 3 stones, leaving 999999999999999997\n");
  }

  @Test
  void playTakesAMoveByNameWhenThereAreTooManyToList() {
    Result played = nimber.runWithInput("7\ntake 5\nquit\n", "play", "thuemorse", "n=100", "m=40");
    assertThat(played.exitCode()).isZero();
    assertThat(played.out())
        .contains(
            "  40 moves, such as: take 1 stone, leaving 99; take 2 stones, leaving 98; take 3 stones, leaving 97")
        .contains("93 stones")
        .doesNotContain("not a move");
  }

  @Test
  void playRefusesASolverThatDoesNotAnswerMoves() {
    Result played =
        nimber.runWithInput(
            "", "play", "staircase", "n=5", "m=2", "coins=1,3", "--solver", "enumerate");
    assertThat(played.exitCode()).isEqualTo(2);
    assertThat(played.err())
        .contains("Solver 'enumerate' of game 'staircase' does not answer 'move'");
  }

  @Test
  void playStopsWithExitOneWhenTheComputerRunsOutOfTime() {
    GameDescriptor game = mock(GameDescriptor.class);
    GameSolver solver = mock(GameSolver.class);
    NimberCli cli = nimWithPositions(game, solver);
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              Thread.sleep(60_000);
              return null;
            });
    Result played =
        cli.runWithInput(
            "",
            "play",
            "nim",
            "n=5",
            "--solver",
            "fast",
            "--first",
            "computer",
            "--timeout",
            "50ms");
    assertThat(played.exitCode()).isEqualTo(1);
    assertThat(played.err())
        .isEqualTo("nimber: solver 'fast' found no move from n=5 within --timeout 50ms\n");
  }

  @Test
  void playStopsAtAnIllegalMoveOfTheSolverNamingTheInstanceAndTheMove() {
    GameDescriptor game = mock(GameDescriptor.class);
    GameSolver solver = mock(GameSolver.class);
    NimberCli cli = nimWithPositions(game, solver);
    when(solver.solve(any(), any())).thenReturn(Answer.winningMove("take 9", Map.of()));
    Result played =
        cli.runWithInput("", "play", "nim", "n=5", "--solver", "fast", "--first", "computer");
    assertThat(played.exitCode()).isEqualTo(1);
    assertThat(played.err())
        .isEqualTo(
            "nimber: solver 'fast' of game 'nim' (from nim.jar), asked 'move' of n=5,"
                + " answered the move 'take 9', which is not a legal move here\n");
  }

  @Test
  void playFollowsAFastSolverThroughTheWholeGame() {
    GameDescriptor game = mock(GameDescriptor.class);
    GameSolver solver = mock(GameSolver.class);
    NimberCli cli = nimWithPositions(game, solver);
    // Nim on one heap: take everything.
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              long stones = ((Parameters) call.getArgument(0)).longValue(MockedNim.N);
              return stones == 0
                  ? Answer.outcome(Outcome.LOSS, OutcomeWords.DEFAULT)
                  : Answer.winningMove(new Heap(stones).take(stones), Map.of());
            });
    Result played =
        cli.runWithInput("", "play", "nim", "n=5", "--solver", "fast", "--first", "computer");
    assertThat(played.exitCode()).as(played.err()).isZero();
    assertThat(played.out()).contains("computer: take 5\n").contains("The computer wins.");
  }

  @Test
  void tableWithASolverAndQuestionsHasExactlyThoseColumns() {
    Result table =
        nimber.run(
            "table",
            "thuemorse",
            "--over",
            "n=0..30",
            "m=3",
            "--solver",
            "classic",
            "-q",
            "count",
            "-q",
            "outcome",
            "--format",
            "csv");
    assertThat(table.exitCode()).as(table.err()).isZero();
    List<String> rows = table.out().lines().toList();
    assertThat(rows.get(0)).isEqualTo("n,count,outcome");
    for (int n = 0; n <= 30; n++) {
      String count =
          nimber
              .run("solve", "thuemorse", "n=" + n, "m=3", "-q", "count", "--solver", "automaton")
              .out()
              .strip();
      String outcome =
          nimber.run("solve", "thuemorse", "n=" + n, "m=3", "--solver", "automaton").out().strip();
      assertThat(rows.get(n + 1)).isEqualTo(n + "," + count + "," + outcome);
    }
  }

  @Test
  void tableWithASolverThatAnswersNoneOfTheUsualColumnsShowsItsOwnQuestions() {
    Result table =
        nimber.run(
            "table",
            "staircase",
            "--over",
            "n=3..5",
            "m=3",
            "--solver",
            "enumerate",
            "--format",
            "csv");
    assertThat(table.exitCode()).as(table.err()).isZero();
    assertThat(table.out()).startsWith("n,count\n3,");
    for (int n = 3; n <= 5; n++) {
      String count =
          nimber.run("solve", "staircase", "n=" + n, "m=3", "--solver", "classic").out().strip();
      assertThat(table.out()).contains("\n" + n + "," + count + "\n");
    }
  }

  @Test
  void tableRefusesAQuestionTheSolverDoesNotAnswer() {
    Result table =
        nimber.run(
            "table",
            "thuemorse",
            "--over",
            "n=0..3",
            "m=3",
            "--solver",
            "classic",
            "-q",
            "remoteness");
    assertThat(table.exitCode()).isEqualTo(2);
    assertThat(table.err())
        .contains("Solver 'classic' of game 'thuemorse' does not answer 'remoteness'");
  }

  @Test
  void tableLeavesACellThatRunsOutOfTimeEmptyAndExitsOne() {
    GameDescriptor game = mock(GameDescriptor.class);
    GameSolver solver = mock(GameSolver.class);
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              if (((Parameters) call.getArgument(0)).longValue(MockedNim.N) == 2) {
                Thread.sleep(60_000);
              }
              return Answer.outcome(Outcome.WIN, OutcomeWords.DEFAULT);
            });
    Result table =
        MockedNim.commandLine(game, solver, "fast")
            .run("table", "nim", "--over", "n=1..3", "--timeout", "50ms", "--format", "csv");
    assertThat(table.exitCode()).isEqualTo(1);
    assertThat(table.out()).isEqualTo("n,outcome\n1,First\n2,\n3,First\n");
    assertThat(table.err())
        .endsWith(
            "nimber: 1 cell ran out of time (--timeout 50ms) and is empty; the first:"
                + " n=2: 'outcome'\n");
  }

  @Test
  void plotDrawsAnotherQuestionAsAHeatMapWithTheChosenSolver() throws Exception {
    Path svg = folder.resolve("count.svg");
    Result plot =
        nimber.run(
            "plot",
            "thuemorse",
            "--x",
            "n=0..40",
            "m=3",
            "-q",
            "count",
            "--solver",
            "classic",
            "--out",
            svg.toString());
    assertThat(plot.exitCode()).as(plot.err()).isZero();
    String picture = Files.readString(svg);
    assertThat(picture).contains(">thuemorse: n, count<");
    List<String> fills = new ArrayList<>();
    java.util.regex.Matcher cell =
        java.util.regex.Pattern.compile("class=\"cell\"[^>]*fill=\"(#[0-9a-f]{6})\"")
            .matcher(picture);
    while (cell.find()) {
      fills.add(cell.group(1));
    }
    assertThat(fills).hasSize(41);
    // The count of losing piles up to n never falls, so neither does the shade: equal counts, equal
    // colours.
    for (int n = 1; n <= 40; n++) {
      String before = nimber.run("solve", "thuemorse", "n=" + (n - 1), "m=3", "-q", "count").out();
      String here = nimber.run("solve", "thuemorse", "n=" + n, "m=3", "-q", "count").out();
      assertThat(fills.get(n).equals(fills.get(n - 1)))
          .as("n=%d", n)
          .isEqualTo(before.equals(here));
    }
  }

  @Test
  void plotWithASolverThatAnswersNoOutcomeDrawsItsFirstQuestion() throws Exception {
    Path svg = folder.resolve("enumerate.svg");
    Result plot =
        nimber.run(
            "plot",
            "staircase",
            "--x",
            "n=1..12",
            "m=3",
            "--solver",
            "enumerate",
            "--out",
            svg.toString());
    assertThat(plot.exitCode()).as(plot.err()).isZero();
    assertThat(Files.readString(svg)).contains(">staircase: n, count<");
  }

  @Test
  void plotRefusesAQuestionNoSolverAnswersForTheseCells() {
    Result plot =
        nimber.run(
            "plot",
            "staircase",
            "--x",
            "n=1..5",
            "m=2",
            "-q",
            "outcome",
            "--out",
            folder.resolve("p.png").toString());
    assertThat(plot.exitCode()).isEqualTo(2);
    assertThat(plot.err()).contains("answers 'outcome' for no cell of these parameters");
  }

  /**
   * The mocked nim with real heaps as positions, and the mocked solver named 'fast' answering
   * moves.
   */
  private static NimberCli nimWithPositions(GameDescriptor game, GameSolver solver) {
    NimberCli cli = MockedNim.commandLine(game, solver, "fast");
    Positions positions = mock(Positions.class);
    when(positions.start(any()))
        .thenAnswer(call -> new Heap(((Parameters) call.getArgument(0)).longValue(MockedNim.N)));
    when(positions.instanceOf(any()))
        .thenAnswer(
            call ->
                Optional.of(
                    Parameters.builder(game)
                        .set(MockedNim.N, BigInteger.valueOf(((Heap) call.getArgument(0)).stones()))
                        .build()));
    when(game.positions()).thenReturn(Optional.of(positions));
    when(solver.questions()).thenReturn(List.of(Question.OUTCOME, Question.MOVE));
    return cli;
  }
}
