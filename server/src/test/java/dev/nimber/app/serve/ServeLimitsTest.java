package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.solve.InstanceSolver;
import java.math.BigInteger;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The server's limits on a mocked game whose solver waits for the test: a full queue is 503 with
 * Retry-After, a request past the time limit is 504 and its solve is interrupted, and a failing
 * solver is 500 with its message.
 */
class ServeLimitsTest {

  private static final Parameter<BigInteger> N =
      Parameter.required("n", "heap", ParameterType.integerFrom(0));
  private static final ObjectMapper JSON = new ObjectMapper();

  private final GameDescriptor game = mock(GameDescriptor.class);
  private final GameSolver solver = mock(GameSolver.class);
  private final CountDownLatch release = new CountDownLatch(1);
  private final CountDownLatch started = new CountDownLatch(1);
  private final CountDownLatch interrupted = new CountDownLatch(1);
  private SolvingPools pools;
  private NimberServer server;

  private String start(int threads, int queued, Duration timeout) {
    when(game.id()).thenReturn("nim");
    when(game.description()).thenReturn("take any number from one heap");
    when(game.outcomeWords()).thenReturn(OutcomeWords.DEFAULT);
    when(game.defaultQuestion()).thenReturn(Question.OUTCOME);
    when(game.defaultSolver()).thenReturn("waiting");
    when(game.parameters()).thenReturn(List.of(N));
    when(game.bind(any())).thenCallRealMethod();
    when(game.solvers()).thenReturn(List.of(solver));
    when(game.positions()).thenReturn(Optional.empty());
    when(game.searchSolverName()).thenReturn(Optional.empty());
    when(game.judgeFormat()).thenReturn(Optional.empty());
    when(solver.name()).thenReturn("waiting");
    when(solver.description()).thenReturn("answers when the test lets it; n=13 fails");
    when(solver.limits()).thenReturn("any valid instance");
    when(solver.questions()).thenReturn(List.of(Question.OUTCOME));
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              Parameters instance = call.getArgument(0);
              if (instance.get(N).intValueExact() == 13) {
                throw new IllegalStateException("thirteen");
              }
              if (instance.get(N).signum() > 0) {
                started.countDown();
                try {
                  release.await();
                } catch (InterruptedException stopped) {
                  interrupted.countDown();
                  throw new IllegalStateException("stopped");
                }
              }
              return Answer.outcome(Outcome.WIN, OutcomeWords.DEFAULT);
            });
    Catalog catalog =
        Catalog.of(
            new PluginContents(List.of(new Provided<>(game, "nim.jar")), List.of(), List.of()));
    pools = new SolvingPools(threads, queued, timeout);
    server =
        new NimberServer(
            new GameService(Serving.of(catalog, new InstanceSolver(System::nanoTime), pools)),
            JSON,
            line -> {});
    return "http://127.0.0.1:" + server.start("127.0.0.1", 0);
  }

  @AfterEach
  void stop() {
    release.countDown();
    server.close();
    pools.close();
  }

  @Test
  @Timeout(60)
  void aFullQueueIs503WithRetryAfterAndTheWaitingRequestsAreAnsweredOnceFree() throws Exception {
    String base = start(1, 1, Duration.ofSeconds(30));
    ExecutorService clients = Executors.newFixedThreadPool(2);
    CompletableFuture<HttpResponse<String>> running =
        CompletableFuture.supplyAsync(() -> get(base, "n=1"), clients);
    assertThat(started.await(30, TimeUnit.SECONDS)).isTrue();
    CompletableFuture<HttpResponse<String>> queued =
        CompletableFuture.supplyAsync(() -> get(base, "n=2"), clients);
    while (pools.waiting() < 1) {
      Thread.sleep(5);
    }
    HttpResponse<String> refused = get(base, "n=0");
    assertThat(refused.statusCode()).isEqualTo(503);
    assertThat(refused.headers().firstValue("Retry-After")).hasValue("1");
    assertThat(JSON.readTree(refused.body()).get("error").asText())
        .isEqualTo(
            "the server is busy (every solving"
                + " thread is taken and the queue is full); try again in 1 s");
    release.countDown();
    assertThat(running.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    assertThat(queued.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    assertThat(get(base, "n=0").statusCode()).isEqualTo(200);
    clients.shutdown();
  }

  @Test
  @Timeout(60)
  void aRequestPastTheTimeLimitIs504AndItsSolveIsInterrupted() throws Exception {
    String base = start(2, 4, Duration.ofMillis(300));
    HttpResponse<String> late = get(base, "n=5");
    assertThat(late.statusCode()).isEqualTo(504);
    JsonNode body = JSON.readTree(late.body());
    assertThat(body.get("error").asText())
        .endsWith(
            "did not finish within the server's time limit of 300 ms"
                + " (nimber serve --timeout)");
    assertThat(interrupted.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(get(base, "n=0").statusCode()).isEqualTo(200);
  }

  @Test
  void aSolverThatBreaksIs500NamingThePluginAndWhatItWasAsked() throws Exception {
    String base = start(1, 4, Duration.ofSeconds(10));
    HttpResponse<String> broken = get(base, "n=13");
    assertThat(broken.statusCode()).isEqualTo(500);
    assertThat(JSON.readTree(broken.body()).get("error").asText())
        .isEqualTo(
            "solver 'waiting' of game 'nim'"
                + " (from nim.jar), asked 'outcome' of n=13 failed: IllegalStateException: thirteen");
  }

  @Test
  void aGameWithoutPositionsCannotBePlayed() throws Exception {
    String base = start(1, 4, Duration.ofSeconds(10));
    HttpResponse<String> play = ServeApiTest.get(base, "/api/games/nim/play?n=3");
    assertThat(play.statusCode()).isEqualTo(404);
    assertThat(JSON.readTree(play.body()).get("error").asText())
        .isEqualTo("game 'nim' has no positions, so it cannot be played");
  }

  private static HttpResponse<String> get(String base, String query) {
    try {
      return ServeApiTest.get(base, "/api/games/nim/solve?" + query);
    } catch (Exception failed) {
      throw new IllegalStateException(failed);
    }
  }
}
