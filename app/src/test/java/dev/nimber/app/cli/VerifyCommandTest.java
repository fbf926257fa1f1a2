package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginJars;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyCommandTest {

  @TempDir
  Path folder;

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
  void aBrokenSolverIsCaughtAndShrunkToTheInstanceItGetsWrong() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.build(plugins.resolve("broken.jar"), Map.of("example.broken.Broken", """
        package example.broken;

        import dev.nimber.api.*;
        import java.util.List;
        import java.math.BigInteger;

        /** Copies the automaton's answers, except that it gets n = 13, m = 3 wrong. */
        public final class Broken implements GameSolver {
          public String gameId() { return "thuemorse"; }
          public String name() { return "broken"; }
          public String description() { return "wrong once"; }
          public List<Question> questions() { return List.of(Question.OUTCOME); }
          public Answer solve(Parameters p, Question q) {
            boolean wrong = p.integer("n").equals(BigInteger.valueOf(13)) && p.intValue("m") == 3;
            return Answer.outcome(wrong ? Outcome.WIN : truth(p), new OutcomeWords("Alice", "Bob"));
          }
          private static Outcome truth(Parameters p) {
            return new dev.nimber.api.GameSearch().evaluate(new Pile(p.integer("n").longValueExact(), p.intValue("m"),
                false)).outcome();
          }
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
        }
        """), Map.of("dev.nimber.api.GameSolver", List.of("example.broken.Broken")));

    Result result = nimber.run("--plugins", plugins.toString(), "verify", "thuemorse",
        "--solver", "automaton", "--solver", "broken", "--max", "30");

    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).contains("DISAGREEMENT")
        .contains("n=13 m=3: 'outcome' automaton says \"Bob\", broken says \"Alice\"");
  }

  @Test
  void oneSolverIsNotEnoughToCompare() {
    Result result = nimber.run("verify", "thuemorse", "--solver", "automaton");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).contains("needs at least two");
  }
}
