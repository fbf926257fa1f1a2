package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.engine.SearchMethod;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * 200 concurrent fast solves while the engine solves a ruleset of several seconds on one thread in
 * the background (by the strong method, so that the weak search does not answer it at once): every
 * one is answered, and answered as the classic solver answers the same instance in process, before
 * the solve ends. The latencies are printed (not asserted: speed is measured, see the README), as
 * {@code serve load: ...}.
 */
class ServeLoadTest {

  private static final int REQUESTS = 200;

  @Test
  @Timeout(300)
  void twoHundredConcurrentFastSolvesAreAnsweredCorrectlyWhileAnEngineSearchRuns()
      throws Exception {
    Catalog catalog =
        Catalog.of(
                new PluginLoader(ServeLoadTest.class.getClassLoader())
                    .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
            .withEngine(false, 1, SearchMethod.STRONG);
    InstanceSolver solver = new InstanceSolver(System::nanoTime);
    try (SolvingPools pools = new SolvingPools(2, 256, Duration.ofSeconds(120))) {
      GameService games = new GameService(Serving.of(catalog, solver, pools));
      try (NimberServer server =
          new NimberServer(
              games,
              new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
              line -> {})) {
        String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
        ExecutorService clientThreads = Executors.newFixedThreadPool(8);
        HttpClient client = HttpClient.newBuilder().executor(clientThreads).build();
        long searchSent = System.nanoTime();
        long[] searchNanos = new long[1];
        CompletableFuture<HttpResponse<String>> search =
            client
                .sendAsync(
                    request(base, "/api/games/connect/solve?width=4&height=4&k=4&gravity=false"),
                    HttpResponse.BodyHandlers.ofString())
                .whenComplete((done, failed) -> searchNanos[0] = System.nanoTime() - searchSent);
        // The search of a ruleset's positions runs in the background (serve keeps what it solves),
        // or on the pool.
        while (pools.searching() == 0 && games.solvingInBackground() == 0) {
          Thread.sleep(5);
        }
        SplittableRandom random = new SplittableRandom(16);
        List<long[]> instances = new ArrayList<>();
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        long[] latencies = new long[REQUESTS];
        for (int i = 0; i < REQUESTS; i++) {
          long n = random.nextLong(100_000);
          long m = 1 + random.nextLong(50);
          instances.add(new long[] {n, m});
          long sent = System.nanoTime();
          int index = i;
          answers.add(
              client
                  .sendAsync(
                      request(
                          base, "/api/games/thuemorse/solve?solver=automaton&n=" + n + "&m=" + m),
                      HttpResponse.BodyHandlers.ofString())
                  .whenComplete((done, failed) -> latencies[index] = System.nanoTime() - sent));
        }
        CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new))
            .get(120, TimeUnit.SECONDS);
        assertThat(search)
            .as("the engine search still runs when every fast answer is in")
            .isNotDone();
        Selection classic = catalog.game("thuemorse").select("classic", "outcome");
        ObjectMapper json = new ObjectMapper();
        for (int i = 0; i < REQUESTS; i++) {
          HttpResponse<String> answer = answers.get(i).get();
          assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
          long[] instance = instances.get(i);
          String expected =
              solver.solve(classic, Map.of("n", instance[0], "m", instance[1])).answer().text();
          assertThat(json.readTree(answer.body()).get("answer").asText())
              .as("n=%d m=%d", instance[0], instance[1])
              .isEqualTo(expected);
        }
        HttpResponse<String> searched = search.get(120, TimeUnit.SECONDS);
        assertThat(searched.statusCode()).isEqualTo(200);
        assertThat(json.readTree(searched.body()).get("answer").asText()).isEqualTo("Tie");
        long[] sorted = latencies.clone();
        Arrays.sort(sorted);
        System.out.printf(
            "serve load: %d concurrent fast solves during an engine search: p50 %.1f ms, p99 %.1f ms,"
                + " max %.1f ms; the search was answered after %.0f ms%n",
            REQUESTS,
            sorted[REQUESTS / 2] / 1e6,
            sorted[REQUESTS * 99 / 100 - 1] / 1e6,
            sorted[REQUESTS - 1] / 1e6,
            searchNanos[0] / 1e6);
        clientThreads.shutdownNow();
      }
    }
  }

  private static HttpRequest request(String base, String path) {
    return HttpRequest.newBuilder(URI.create(base + path)).build();
  }
}
