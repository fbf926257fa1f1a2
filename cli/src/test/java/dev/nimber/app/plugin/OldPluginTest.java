package dev.nimber.app.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin written against the contract of SPI 1.0 (2026-11-30), which answered numbers under a
 * field name, built answers from fields and read them back as fields: built then, its jar still
 * loads and answers; built now, its source still compiles.
 */
class OldPluginTest {

  /** The api plugins were first built against, kept for the build's compatibility check. */
  static final Path SPI_1_0 = Path.of("..", "api", "compat", "nimber-api-spi-1.0.jar");

  @TempDir Path folder;

  /** Take 1 to 3 stones, as a plugin of SPI 1.0 wrote it. */
  private static final String GAME =
      """
      package old.nim;

      import dev.nimber.api.*;
      import java.math.BigInteger;
      import java.util.*;

      public final class OldNim implements GameDescriptor {
        static final Parameter<BigInteger> N =
            Parameter.required("n", "stones", ParameterType.integer(0, 1000));

        public String id() { return "oldnim"; }
        public String description() { return "take 1 to 3 stones"; }
        public List<Parameter<?>> parameters() { return List.of(N); }
        public Question defaultQuestion() { return Question.GRUNDY; }
        public String defaultSolver() { return "formula"; }
        public List<GameSolver> solvers() { return List.of(new Formula()); }
        public Optional<Positions> positions() { return Optional.of(instance -> new Pile(instance.intValue(N))); }

        public Optional<String> checkMove(Parameters instance, Answer answer) {
          Object move = answer.fields().get("move");
          return move != null && move.toString().startsWith("take ") ? Optional.empty()
              : Optional.of("which is not a move: " + answer.fields());
        }

        record Pile(int stones) implements Position {
          public List<Move> moves() {
            List<Move> moves = new ArrayList<>();
            for (int take = 1; take <= Math.min(3, stones); take++) {
              moves.add(new Move("take " + take, new Pile(stones - take)));
            }
            return moves;
          }
        }

        final class Formula implements GameSolver {
          public String name() { return "formula"; }
          public String description() { return "n mod 4"; }
          public List<Question> questions() { return List.of(Question.GRUNDY, Question.MOVE); }

          public Answer solve(Parameters parameters, Question question) {
            int n = parameters.intValue(N);
            if (question.equals(Question.GRUNDY)) {
              return Answer.number("grundy", n % 4);
            }
            if (n % 4 == 0) {
              return Answer.noWinningMove();
            }
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("firstPlayerWins", true);
            fields.put("move", "take " + n % 4);
            return new Answer("take " + n % 4, fields, Optional.of(new Move("take " + n % 4, new Pile(n - n % 4))));
          }
        }
      }
      """;

  private Path plugin(String classPath) throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    return PluginJars.build(
        plugins.resolve("oldnim.jar"),
        Map.of("old.nim.OldNim", GAME),
        Map.of("dev.nimber.api.GameDescriptor", List.of("old.nim.OldNim")),
        classPath);
  }

  private void answersAsItDid(Path plugins) {
    NimberCli nimber = NimberCli.withBuiltInGames();
    String at = plugins.toString();
    Result grundy = nimber.run("--plugins", at, "solve", "oldnim", "n=10");
    assertThat(grundy.err()).isEmpty();
    assertThat(grundy.out()).isEqualTo("2\n");
    assertThat(nimber.run("--plugins", at, "solve", "oldnim", "n=10", "-q", "move").out())
        .isEqualTo("take 2\n");
    assertThat(nimber.run("--plugins", at, "solve", "oldnim", "n=10", "--format", "json").out())
        .contains("\"value\":2");
    Result verify = nimber.run("--plugins", at, "verify", "oldnim", "--random", "0");
    assertThat(verify.exitCode()).as(verify.out() + verify.err()).isZero();
  }

  @Test
  void aPluginBuiltAgainstSpiOneLoadsAndAnswersAsItDid() throws IOException {
    assertThat(SPI_1_0).isRegularFile();
    answersAsItDid(plugin(SPI_1_0.toString()).getParent());
  }

  @Test
  void theSourceOfAPluginWrittenForSpiOneStillCompiles() throws IOException {
    answersAsItDid(plugin(System.getProperty("java.class.path")).getParent());
  }
}
