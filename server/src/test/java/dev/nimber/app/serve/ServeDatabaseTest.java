package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseException;
import dev.nimber.engine.SearchMethod;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nimber serve with a solved database: the instances it holds are answered and played from it,
 * others as before.
 */
class ServeDatabaseTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path folder;

  private static Catalog catalog() {
    return Catalog.of(
            new PluginLoader(ServeDatabaseTest.class.getClassLoader())
                .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
        .withEngine(false, 2);
  }

  /** The same catalog, its engine answering by the strong method alone: no quick weak answer. */
  /** A server of these games on these pools, without databases. */
  private static NimberServer server(Catalog games, SolvingPools pools) {
    return new NimberServer(
        new GameService(Serving.of(games, new InstanceSolver(System::nanoTime), pools)),
        new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
        line -> {});
  }

  private static Catalog strongCatalog() {
    return catalog().withEngine(false, 2, SearchMethod.STRONG);
  }

  @Test
  void anInstanceTheDatabaseHoldsIsAnsweredAndPlayedFromIt() throws Exception {
    Path database = folder.resolve("c33");
    NimberCli.Result built =
        NimberCli.withBuiltInGames()
            .run(
                "db",
                "build",
                "connect",
                "width=3",
                "height=3",
                "k=3",
                "--db",
                database.toString());
    assertThat(built.exitCode()).as(built.err()).isZero();
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
        NimberServer server =
            new NimberServer(
                new GameService(
                    Serving.of(
                        catalog(),
                        new InstanceSolver(System::nanoTime),
                        pools,
                        new SolvedDatabases(),
                        List.of(database))),
                new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
                line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      JsonNode stored =
          JSON.readTree(
              ServeApiTest.get(base, "/api/games/connect/solve?width=3&height=3&k=3").body());
      assertThat(stored.get("answer").asText()).isEqualTo("Tie");
      assertThat(stored.get("source").asText()).isEqualTo("db");
      JsonNode searched =
          JSON.readTree(
              ServeApiTest.get(
                      base,
                      "/api/games/connect/solve?width=3&height=3&k=3"
                          + "&solver=search&question=remoteness")
                  .body());
      JsonNode printed =
          JSON.readTree(
              NimberCli.withBuiltInGames()
                  .run(
                      "solve",
                      "connect",
                      "width=3",
                      "height=3",
                      "k=3",
                      "--question",
                      "remoteness",
                      "--format",
                      "json")
                  .out());
      assertThat(searched.get("source").asText()).isEqualTo("db");
      assertThat(searched.get("answer").asText()).isEqualTo(printed.get("answer").asText());
      JsonNode other =
          JSON.readTree(
              ServeApiTest.get(base, "/api/games/connect/solve?width=3&height=2&k=3").body());
      assertThat(other.has("source")).isFalse();
      JsonNode play =
          JSON.readTree(
              ServeApiTest.get(base, "/api/games/connect/play?width=3&height=3&k=3&moves=4")
                  .body());
      assertThat(play.get("moves")).hasSize(8);
      assertThat(play.get("value").get("outcome").asText()).isEqualTo("tie");
      JsonNode searchedPlay =
          JSON.readTree(
              ServeApiTest.get(base, "/api/games/connect/play?width=3&height=2&k=3").body());
      assertThat(searchedPlay.get("moves")).hasSize(6);
    }
  }

  @Test
  void aFolderThatHoldsNoDatabaseIsRefusedWhenTheServerStarts() {
    assertThatThrownBy(
            () ->
                new GameService(
                    Serving.of(
                        catalog(),
                        new InstanceSolver(System::nanoTime),
                        new SolvingPools(1, 1, Duration.ofSeconds(1)),
                        new SolvedDatabases(),
                        List.of(folder))))
        .isInstanceOf(DatabaseException.class)
        .hasMessageContaining(folder.toString());
  }

  /**
   * Connect Four 6 × 4, whose rules take half a minute to solve, with the engine's choice of
   * method: the first play request is answered at once by the weak search (every move's value as
   * the command line gives them), while the rules are solved in the background; a question of the
   * rules asked meanwhile is answered at once too.
   */
  @Test
  void aLargeRulesetIsPlayedAtOnceByTheWeakSearchWhileItIsSolvedInTheBackground() throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
        NimberServer server = server(catalog(), pools)) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String rules = "width=5&height=4&k=4&gravity=true";
      java.net.http.HttpResponse<String> played =
          ServeApiTest.get(base, "/api/games/connect/play?" + rules);
      assertThat(played.statusCode()).as(played.body()).isEqualTo(200);
      JsonNode moves = JSON.readTree(played.body()).get("moves");
      NimberCli.Result printed =
          NimberCli.withBuiltInGames()
              .run(
                  "--method",
                  "weak",
                  "solve",
                  "connect",
                  "width=5",
                  "height=4",
                  "k=4",
                  "gravity=true",
                  "-q",
                  "moves");
      List<String> expected = List.of(printed.out().strip().split("; "));
      assertThat(moves).hasSize(expected.size());
      for (int i = 0; i < expected.size(); i++) {
        JsonNode move = moves.get(i);
        assertThat(expected.get(i))
            .as("move %d", i)
            .endsWith(
                ": " + move.get("outcome").asText() + " in " + move.get("remoteness").asLong());
      }
      java.net.http.HttpResponse<String> asked =
          ServeApiTest.get(
              base, "/api/games/connect/solve?" + rules + "&p.moves=4,4&question=remoteness");
      assertThat(asked.statusCode()).as(asked.body()).isEqualTo(200);
    }
  }

  /**
   * Connect Four 5 × 4 on a server whose time limit (100 ms) is shorter than the solve of its
   * rules, and whose engine answers by the strong method alone: the request that starts the solve,
   * and any other of the same rules meanwhile, is answered 202 with the solve's progress and a
   * Retry-After; the solve goes on in the background, and once it is kept every position of the
   * rules is answered.
   */
  @Test
  void aRulesetLongerToSolveThanTheTimeLimitIsSolvedInTheBackgroundAndAnswered202Meanwhile()
      throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(100));
        NimberServer server = server(strongCatalog(), pools)) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String rules = "width=5&height=4&k=4&gravity=true";
      java.net.http.HttpResponse<String> first =
          ServeApiTest.get(base, "/api/games/connect/play?" + rules);
      assertThat(first.statusCode()).as(first.body()).isEqualTo(202);
      assertThat(first.headers().firstValue("Retry-After")).hasValue("1");
      JsonNode progress = JSON.readTree(first.body());
      assertThat(progress.get("solving").asText())
          .startsWith("solving the rules of this position in the" + " background: ");
      assertThat(progress.get("retryAfterSeconds").asInt()).isEqualTo(1);
      long positions = progress.get("positions").asLong();
      assertThat(positions).isIn(0L, 5_621_939L);
      java.net.http.HttpResponse<String> other =
          ServeApiTest.get(
              base, "/api/games/connect/solve?" + rules + "&p.moves=3,3&question=moves");
      int polls = 0;
      while (other.statusCode() == 202) {
        assertThat(JSON.readTree(other.body()).get("positionsValued").asLong())
            .isBetween(0L, 5_621_939L);
        assertThat(++polls).as("polls, 100 ms apart").isLessThan(600);
        Thread.sleep(100);
        other =
            ServeApiTest.get(
                base, "/api/games/connect/solve?" + rules + "&p.moves=3,3&question=moves");
      }
      assertThat(other.statusCode()).as(other.body()).isEqualTo(200);
      JsonNode printed =
          JSON.readTree(
              NimberCli.withBuiltInGames()
                  .run(
                      "solve",
                      "connect",
                      "width=5",
                      "height=4",
                      "k=4",
                      "gravity=true",
                      "moves=3,3",
                      "-q",
                      "moves",
                      "--format",
                      "json")
                  .out());
      assertThat(JSON.readTree(other.body()).get("moves")).isEqualTo(printed.get("moves"));
      JsonNode played =
          JSON.readTree(
              ServeApiTest.get(base, "/api/games/connect/play?" + rules + "&moves=2").body());
      assertThat(played.get("moves")).hasSize(5);
    }
  }

  /**
   * The game's form, asked a question whose answer waits for its rules' solve past the time limit,
   * shows the solve's progress and reloads itself until the answer is there.
   */
  @Test
  void theGamePageShowsTheRulesSolveAndReloadsUntilItIsDone() throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(100));
        NimberServer server = server(strongCatalog(), pools)) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String path =
          "/games/connect?p.width=5&p.height=4&p.k=4&p.gravity=true&p.moves=3,3"
              + "&question=moves&run=1";
      java.net.http.HttpResponse<String> page = ServeApiTest.get(base, path);
      assertThat(page.statusCode()).as(page.body()).isEqualTo(202);
      assertThat(page.headers().firstValue("Retry-After")).hasValue("1");
      assertThat(page.body())
          .contains("<meta http-equiv=\"refresh\" content=\"1\">")
          .containsPattern(
              "<p id=\"solving\">Solving the rules of this position once, in the background:"
                  + " [0-9]+ of [0-9]+ positions valued\\. <progress max=\"100\"")
          .doesNotContain("id=\"error\"");
      for (int polls = 0; page.statusCode() == 202; polls++) {
        assertThat(polls).as("polls, 100 ms apart").isLessThan(600);
        Thread.sleep(100);
        page = ServeApiTest.get(base, path);
      }
      assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
      assertThat(page.body())
          .contains("id=\"answer-moves\"")
          .doesNotContain("id=\"solving\"")
          .doesNotContain("http-equiv=\"refresh\"");
    }
  }
}
