package dev.nimber.app.solve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginJars;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.serve.GameService;
import dev.nimber.app.serve.NimberServer;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every answer that carries a move is checked by the host before it is printed, on every path that
 * prints one: {@code solve}, {@code run}, {@code judge} and {@code serve}. The plugin under test
 * adds to thuemorse a solver that answers a move the position does not have on even piles, a legal
 * label with the wrong position on piles of 3 mod 4 and no winning move on the others.
 */
class HostChecksMovesTest {

  @TempDir static Path folder;

  private static Path plugins;
  private static NimberCli nimber;
  private static String liar;

  @BeforeAll
  static void buildThePlugin() throws IOException {
    plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.solverPlugin(
        plugins.resolve("liar.jar"),
        "thuemorse",
        "liar",
        "List.of(Question.MOVE)",
        """
        long n = ((BigInteger) p.toPlain().get("n")).longValueExact();
        if (n % 2 == 0) {
          return Answer.winningMove("take 999 stones, leaving 0", Map.of());
        }
        if (n % 4 == 3) {
          List<Move> moves = game.positions().orElseThrow().start(p).moves();
          return Answer.winningMove(new Move(moves.get(0).label(), moves.get(1).to()), Map.of());
        }
        return Answer.noWinningMove();
        """);
    liar = "solver 'liar' of game 'thuemorse' (from " + plugins.resolve("liar.jar") + ")";
    nimber = NimberCli.withPluginFolders(List.of(NimberCli.BUILT_IN_PLUGINS, plugins));
  }

  private static String notLegal() {
    return liar
        + ", asked 'move' of n=20 m=3, answered the move 'take 999 stones, leaving 0', which is not a legal"
        + " move here";
  }

  @Test
  void solveRefusesToPrintAMoveThePositionDoesNotHave() {
    Result result =
        nimber.run("solve", "thuemorse", "n=20", "m=3", "--solver", "liar", "-q", "move");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err()).isEqualTo("nimber: " + notLegal() + "\n");
  }

  @Test
  void solveRefusesALegalLabelThatLeadsElsewhere() {
    Result result =
        nimber.run(
            "solve",
            "thuemorse",
            "n=23",
            "m=3",
            "--solver",
            "liar",
            "-q",
            "move",
            "--format",
            "json");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: "
                + liar
                + ", asked 'move' of n=23 m=3, answered the move 'take 1"
                + " stone, leaving 22', but its move leads elsewhere than the legal move of that name\n");
  }

  @Test
  void runReportsTheBadMoveAsThatInstancesErrorAndGoesOn() throws IOException {
    Path config =
        Files.writeString(
            folder.resolve("liar.yaml"),
            """
        game: thuemorse
        solver: liar
        question: move
        params: {m: 3}
        instances: [{n: 21}, {n: 20}, {n: 25}]
        """);
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEqualTo("none\nerror\nnone\n");
    assertThat(result.err()).contains(notLegal());
  }

  @Test
  void judgeReportsTheBadMoveOnItsLineAndGoesOn() {
    Result result =
        nimber.runWithInput(
            "21 3\n20 3\n25 3\n", "judge", "thuemorse", "--solver", "liar", "-q", "move");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEqualTo("none\nerror\nnone\n");
    assertThat(result.err()).contains(notLegal());
  }

  @Test
  void serveAnswersTheBadMoveWithAServerErrorNamingIt() throws Exception {
    Catalog catalog =
        Catalog.of(
                new PluginLoader(HostChecksMovesTest.class.getClassLoader())
                    .load(List.of(NimberCli.BUILT_IN_PLUGINS, plugins)))
            .withEngine(false, 2);
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
        NimberServer server =
            new NimberServer(
                new GameService(Serving.of(catalog, new InstanceSolver(System::nanoTime), pools)),
                new ObjectMapper(),
                line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      HttpResponse<String> response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          URI.create(
                              base
                                  + "/api/games/thuemorse/solve?n=20&m=3&solver=liar&question=move"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(response.statusCode()).isEqualTo(500);
      assertThat(new ObjectMapper().readTree(response.body()).get("error").asText())
          .isEqualTo(notLegal());
    }
  }
}
