package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameDescriptor;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginJars;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.testkit.CheckPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyCommandTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void everyBuiltInGamesSolversAgree() {
    for (String game : List.of("thuemorse", "rulestones", "staircase")) {
      Result result = nimber.run("verify", game, "--max", "20", "--random", "30");
      assertThat(result.exitCode()).as(result.out() + result.err()).isZero();
      assertThat(result.out()).contains("all solvers agree on").contains("random  ");
    }
  }

  @Test
  void withoutOptionsVerifyChecksWhatTheTestKitChecks() {
    GameDescriptor game =
        Catalog.of(
                new PluginLoader(VerifyCommandTest.class.getClassLoader())
                    .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
            .game("rulestones")
            .descriptor();
    Result result = nimber.run("verify", "rulestones");
    assertThat(result.exitCode()).as(result.out() + result.err()).isZero();
    assertThat(result.out())
        .contains(
            "all solvers agree on "
                + CheckPlan.DEFAULT.smallInstances(game).size()
                + " small instances and "
                + CheckPlan.DEFAULT.randomInstances(game).size()
                + " random ones (seed "
                + CheckPlan.SEED
                + ")");
  }

  @Test
  void aLegalMoveThatDoesNotWinIsABadMove() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("careless"));
    // A solver for thuemorse that claims every pile is won by its first legal move.
    PluginJars.solverPlugin(
        plugins.resolve("careless.jar"),
        "thuemorse",
        "careless",
        "List.of(Question.MOVE)",
        """
        List<Move> moves = game.positions().orElseThrow().start(p).moves();
        return moves.isEmpty() ? Answer.noWinningMove() : Answer.winningMove(moves.get(0), Map.of());
        """);

    Result result =
        nimber.run(
            "--plugins",
            plugins.toString(),
            "verify",
            "thuemorse",
            "--solver",
            "careless",
            "--max",
            "10",
            "--random",
            "0");

    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out())
        .contains("BAD MOVE")
        .contains(
            "n=2 m=1: 'move' careless says \"take 1 stone, leaving 1\","
                + " but it leads to a position the search proves won for the opponent");
  }

  @Test
  void aBrokenSolverIsCaughtAndShrunkToTheInstanceItGetsWrong() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    // A solver for thuemorse that copies the search's answers, except that it gets n = 13, m = 3
    // wrong.
    PluginJars.solverPlugin(
        plugins.resolve("broken.jar"),
        "thuemorse",
        "broken",
        "List.of(Question.OUTCOME)",
        """
        record Pile(long n, int m, boolean decided) implements Position {
          public java.util.Optional<Outcome> verdict() {
            return decided ? java.util.Optional.of(Outcome.WIN) : java.util.Optional.empty();
          }
          public List<Move> moves() {
            List<Move> moves = new java.util.ArrayList<>();
            for (int t = 1; t <= Math.min(m, n); t++) {
              long left = n - t;
              moves.add(new Move("take " + t, new Pile(left, m, left > 0 && Long.bitCount(left) % 2 == 1)));
            }
            return moves;
          }
        }
        long n = ((BigInteger) p.toPlain().get("n")).longValueExact();
        int m = ((BigInteger) p.toPlain().get("m")).intValueExact();
        Outcome truth = new dev.nimber.engine.GameSearch().evaluate(new Pile(n, m, false)).outcome();
        return Answer.outcome(n == 13 && m == 3 ? Outcome.WIN : truth, game.outcomeWords());
        """);

    Result result =
        nimber.run(
            "--plugins",
            plugins.toString(),
            "verify",
            "thuemorse",
            "--solver",
            "automaton",
            "--solver",
            "broken",
            "--max",
            "30");

    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out())
        .contains("DISAGREEMENT")
        .contains("n=13 m=3: 'outcome' automaton says \"Bob\", broken says \"Alice\"");
  }

  @Test
  void aPlantedIllegalMoveIsRejectedNamingTheInstanceAndTheMove() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    // A solver for thuemorse that knows who wins but, when the first player does, takes m + 1
    // stones.
    PluginJars.solverPlugin(
        plugins.resolve("cheat.jar"),
        "thuemorse",
        "cheat",
        "List.of(Question.MOVE)",
        """
        Answer truth = game.solvers().get(0).solve(p, Question.MOVE);
        if (!truth.firstPlayerWins().orElse(false)) {
          return truth;
        }
        BigInteger n = (BigInteger) p.toPlain().get("n");
        BigInteger take = ((BigInteger) p.toPlain().get("m")).add(BigInteger.ONE);
        return Answer.winningMove("take " + take + " stones, leaving " + n.subtract(take), Map.of());
        """);

    Result result =
        nimber.run(
            "--plugins",
            plugins.toString(),
            "verify",
            "thuemorse",
            "--solver",
            "search",
            "--solver",
            "cheat",
            "--max",
            "30");

    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out())
        .contains(
            "BAD MOVE; the smallest instance found that shows it:\n"
                + "  n=1 m=1: 'move' cheat says \"take 2 stones, leaving -1\", which is not a legal move here\n");
  }

  @Test
  void oneSolverAloneHasItsWinningMovesChecked() {
    Result result =
        nimber.run("verify", "thuemorse", "--solver", "automaton", "--max", "10", "--random", "20");
    assertThat(result.exitCode()).isZero();
    assertThat(result.out())
        .endsWith(
            "\nnothing wrong found on 121 small instances and 20 random ones (seed 1);"
                + " 104 winning moves checked\n");
  }
}
