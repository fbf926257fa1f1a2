package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.IntegerSequenceSerializer;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** nimber serve with a solved database: the instances it holds are answered and played from it, others as before. */
class ServeDatabaseTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path folder;

  private static Catalog catalog() {
    return Catalog.of(new PluginLoader(ServeDatabaseTest.class.getClassLoader())
        .load(List.of(NimberCli.BUILT_IN_PLUGINS))).withEngine(false, 2);
  }

  @Test
  void anInstanceTheDatabaseHoldsIsAnsweredAndPlayedFromIt() throws Exception {
    Path database = folder.resolve("c33");
    NimberCli.Result built = NimberCli.withBuiltInGames().run("db", "build", "connect", "width=3", "height=3", "k=3",
        "--db", database.toString());
    assertThat(built.exitCode()).as(built.err()).isZero();
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
        NimberServer server = new NimberServer(new GameService(catalog(), new InstanceSolver(System::nanoTime), pools,
            new SolvedDatabases(), List.of(database)), new ObjectMapper().registerModule(
                IntegerSequenceSerializer.module()), line -> { })) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      JsonNode stored = JSON.readTree(ServeApiTest.get(base, "/api/games/connect/solve?width=3&height=3&k=3").body());
      assertThat(stored.get("answer").asText()).isEqualTo("Tie");
      assertThat(stored.get("source").asText()).isEqualTo("db");
      JsonNode searched = JSON.readTree(ServeApiTest.get(base, "/api/games/connect/solve?width=3&height=3&k=3"
          + "&solver=search&question=remoteness").body());
      JsonNode printed = JSON.readTree(NimberCli.withBuiltInGames().run("solve", "connect", "width=3", "height=3",
          "k=3", "--question", "remoteness", "--format", "json").out());
      assertThat(searched.get("source").asText()).isEqualTo("db");
      assertThat(searched.get("answer").asText()).isEqualTo(printed.get("answer").asText());
      JsonNode other = JSON.readTree(ServeApiTest.get(base, "/api/games/connect/solve?width=3&height=2&k=3").body());
      assertThat(other.has("source")).isFalse();
      JsonNode play = JSON.readTree(ServeApiTest.get(base, "/api/games/connect/play?width=3&height=3&k=3&moves=4")
          .body());
      assertThat(play.get("moves")).hasSize(8);
      assertThat(play.get("value").get("outcome").asText()).isEqualTo("tie");
      JsonNode searchedPlay = JSON.readTree(ServeApiTest.get(base, "/api/games/connect/play?width=3&height=2&k=3")
          .body());
      assertThat(searchedPlay.get("moves")).hasSize(6);
    }
  }

  @Test
  void aFolderThatHoldsNoDatabaseIsRefusedWhenTheServerStarts() {
    assertThatThrownBy(() -> new GameService(catalog(), new InstanceSolver(System::nanoTime),
        new SolvingPools(1, 1, Duration.ofSeconds(1)), new SolvedDatabases(), List.of(folder)))
        .isInstanceOf(DatabaseException.class).hasMessageContaining(folder.toString());
  }
}
