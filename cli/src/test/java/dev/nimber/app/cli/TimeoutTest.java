package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;
import org.mockito.junit.jupiter.MockitoSettings;
import org.mockito.quality.Strictness;

/**
 * An instance that runs past --timeout is reported and the batch goes on; so does one whose solver
 * fails.
 */
@ExtendWith(MockitoExtension.class)
@MockitoSettings(strictness = Strictness.LENIENT)
class TimeoutTest {

  @TempDir Path folder;

  @Mock GameDescriptor game;

  @Mock GameSolver solver;

  private NimberCli nimber;

  @BeforeEach
  void aSolverThatHangsOnFiveAndFailsOnSeven() {
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              int n = call.getArgument(0, Parameters.class).intValue(MockedNim.N);
              if (n == 5) {
                Thread.sleep(60_000);
              }
              if (n == 7) {
                throw new SolverFailureException(
                    SolverFailureException.Reason.BUDGET, "out of budget");
              }
              return new Answer("heap " + n, java.util.Map.of());
            });
    nimber = MockedNim.commandLine(game, solver, "slow");
  }

  @Test
  void aTimedOutInstanceIsReportedInPlaceAndTheBatchGoesOn() throws IOException {
    Path config = folder.resolve("batch.yaml");
    Files.writeString(config, "game: nim\ninstances: [{n: 4}, {n: 5}, {n: 6}, {n: 7}, {n: 8}]\n");

    long started = System.nanoTime();
    Result result = nimber.run("run", config.toString(), "--timeout", "300ms", "--threads", "2");

    assertThat(System.nanoTime() - started).isLessThan(20_000_000_000L);
    assertThat(result.out()).isEqualTo("heap 4\ntimeout\nheap 6\nerror\nheap 8\n");
    assertThat(result.err())
        .contains("nimber: instance 2 of 5: timed out after 300ms")
        .contains("nimber: instance 4 of 5: out of budget");
    assertThat(result.exitCode()).isEqualTo(1);
  }

  @Test
  void aSolverThatIgnoresItsTimeoutDoesNotMakeTheFastInstancesAfterItTimeOut() throws IOException {
    org.mockito.Mockito.doAnswer(
            call -> {
              int n = call.getArgument(0, Parameters.class).intValue(MockedNim.N);
              if (n == 5) {
                long until = System.nanoTime() + 1_500_000_000L;
                while (System.nanoTime() < until) {
                  Thread.onSpinWait();
                }
              }
              return new Answer("heap " + n, java.util.Map.of());
            })
        .when(solver)
        .solve(any(), any());
    Path config = folder.resolve("batch.yaml");
    Files.writeString(config, "game: nim\ninstances: [{n: 4}, {n: 5}, {n: 6}, {n: 9}, {n: 10}]\n");

    Result result = nimber.run("run", config.toString(), "--timeout", "200ms", "--threads", "1");

    assertThat(result.out()).isEqualTo("heap 4\ntimeout\nheap 6\nheap 9\nheap 10\n");
    assertThat(result.err()).isEqualTo("nimber: instance 2 of 5: timed out after 200ms\n");
    assertThat(result.exitCode()).isEqualTo(1);
  }

  @Test
  void jsonReportsTheTimeoutAsAnError() throws IOException {
    Path config = folder.resolve("batch.yaml");
    Files.writeString(config, "game: nim\ninstances: [{n: 5}]\n");
    Result result = nimber.run("run", config.toString(), "--timeout", "0.2s", "--format", "json");
    assertThat(result.out())
        .isEqualTo(
            "{\"game\":\"nim\",\"solver\":\"slow\",\"question\":\"outcome\","
                + "\"instance\":\"instance 1 of 1\",\"error\":\"timed out after 200ms\"}\n");
  }

  @Test
  void aMalformedTimeoutIsAUsageError() throws IOException {
    Path config = folder.resolve("batch.yaml");
    Files.writeString(config, "game: nim\nparams: {n: 4}\n");
    Result result = nimber.run("run", config.toString(), "--timeout", "soon");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).contains("'soon' is not a duration; write it like 500ms, 2s");
  }
}
