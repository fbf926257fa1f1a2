package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;
import org.mockito.junit.jupiter.MockitoSettings;
import org.mockito.quality.Strictness;

/** Exit codes and messages when the solver behind the runner fails. */
@ExtendWith(MockitoExtension.class)
@MockitoSettings(strictness = Strictness.LENIENT)
class FailureReporterTest {

  @Mock GameDescriptor game;

  @Mock GameSolver solver;

  private NimberCli nimber;

  @BeforeEach
  void oneGameWithOneSolver() {
    nimber = MockedNim.commandLine(game, solver, "fast");
  }

  @Test
  void aSolverFailureExitsWithOneAndItsMessage() {
    when(solver.solve(any(), any()))
        .thenThrow(
            new SolverFailureException(SolverFailureException.Reason.BUDGET, "the budget ran out"));
    Result result = nimber.run("solve", "nim", "n=3");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.err()).isEqualTo("nimber: the budget ran out\n");
  }

  @Test
  void anInstanceBeyondTheSolversLimitsIsAUsageError() {
    org.mockito.Mockito.doThrow(
            new UnsupportedInstanceException("n <= 10 for solver 'fast'; use 'search'"))
        .when(solver)
        .checkSupports(any(), any());
    Result result = nimber.run("solve", "nim", "n=30");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .isEqualTo(
            "nimber: n <= 10 for solver 'fast'; use 'search'; other solvers of game 'nim' that answer 'outcome': none\n");
  }

  @Test
  void aBugInASolverNamesThePluginTheSolverAndTheInstanceWithoutAStackTraceUnlessVerbose() {
    when(solver.solve(any(), any())).thenThrow(new IllegalStateException("oops"));
    Result quiet = nimber.run("solve", "nim", "n=3");
    assertThat(quiet.exitCode()).isEqualTo(1);
    assertThat(quiet.out()).isEmpty();
    assertThat(quiet.err())
        .isEqualTo(
            "nimber: solver 'fast' of game 'nim' (from nim.jar), asked 'outcome' of n=3 failed: IllegalStateException: oops\n");
    Result verbose = nimber.run("--verbose", "solve", "nim", "n=3");
    assertThat(verbose.err()).contains("\tat ");
  }

  @Test
  void aSolverThatOverflowsItsStackOrAnswersNullIsContained() {
    when(solver.solve(any(), any())).thenThrow(new StackOverflowError()).thenReturn(null);
    assertThat(nimber.run("solve", "nim", "n=3").err())
        .isEqualTo(
            "nimber: solver 'fast' of game 'nim' (from nim.jar), asked 'outcome' of n=3 failed: StackOverflowError\n");
    Result nothing = nimber.run("solve", "nim", "n=3");
    assertThat(nothing.exitCode()).isEqualTo(1);
    assertThat(nothing.err())
        .isEqualTo(
            "nimber: solver 'fast' of game 'nim' (from nim.jar), asked 'outcome' of n=3 failed: it returned null\n");
  }

  @Test
  void anAnswerWhoseFieldsJsonCannotWriteIsThePluginsFailure() {
    when(solver.solve(any(), any()))
        .thenReturn(new dev.nimber.api.Answer("odd", java.util.Map.of("odd", new Object())));
    Result result = nimber.run("solve", "nim", "n=3", "--format", "json");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .startsWith(
            "nimber: solver 'fast' of game 'nim' (from nim.jar) gave an answer whose fields"
                + " JSON cannot write: No serializer found for class java.lang.Object");
  }

  @Test
  void aSequenceThatFailsWhileItIsWrittenNamesThePluginTheSolverAndTheInstance() {
    when(solver.solve(any(), any()))
        .thenReturn(
            dev.nimber.api.Answer.sequence(
                dev.nimber.api.IntegerSequence.of(
                    2000,
                    index -> {
                      if (index == 1500) {
                        throw new IllegalStateException("oops");
                      }
                      return index;
                    })));
    for (String format : new String[] {"text", "json"}) {
      Result result = nimber.run("solve", "nim", "n=3", "--format", format);
      assertThat(result.exitCode()).as(format).isEqualTo(1);
      assertThat(result.err())
          .as(format)
          .isEqualTo(
              "nimber: solver 'fast' of game 'nim' (from nim.jar), writing its"
                  + " answer to 'outcome' of n=3 failed: IllegalStateException: oops\n");
    }
  }

  @Test
  void noCommandIsAUsageError() {
    Result result = nimber.run();
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).contains("missing a command").contains("Usage: nimber");
  }
}
