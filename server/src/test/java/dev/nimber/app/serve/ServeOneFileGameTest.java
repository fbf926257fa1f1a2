package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.cli.OneFileGameTest;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.solve.InstanceSolver;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nimber serve takes a game in one Java file as it takes a jar: listed, solved and played over
 * HTTP.
 */
class ServeOneFileGameTest {

  @TempDir Path folder;

  @Test
  void aOneFileGameIsServedBesideTheBuiltInOnes() throws Exception {
    Path game =
        Files.writeString(
            folder.resolve("takeaway.java"), OneFileGameTest.takeaway("takeaway", ""));
    Catalog catalog =
        Catalog.of(
                new PluginLoader(getClass().getClassLoader())
                    .load(List.of(NimberCli.BUILT_IN_PLUGINS, game)))
            .withEngine(false, 2);
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
        NimberServer server =
            new NimberServer(
                new GameService(Serving.of(catalog, new InstanceSolver(System::nanoTime), pools)),
                new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
                line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      HttpResponse<String> games = ServeApiTest.get(base, "/api/games");
      assertThat(games.statusCode()).isEqualTo(200);
      assertThat(games.body()).contains("\"takeaway\"").contains("\"thuemorse\"");
      HttpResponse<String> move =
          ServeApiTest.get(base, "/api/games/takeaway/solve?n=7&question=move");
      assertThat(move.statusCode()).as(move.body()).isEqualTo(200);
      JsonNode answer = new ObjectMapper().readTree(move.body());
      assertThat(answer.get("answer").asText()).isEqualTo("to n=6");
      assertThat(answer.get("solver").asText()).isEqualTo("search");
    }
  }
}
