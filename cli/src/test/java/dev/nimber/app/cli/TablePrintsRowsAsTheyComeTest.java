package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameters;
import dev.nimber.app.ioc.NimberCli;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A table prints each row as soon as it is complete, in order: when a row's cell is being computed,
 * every row above it is already on standard output, in text and in CSV alike. One-heap Nim whose
 * solver notes what was printed before each heap it answers.
 */
class TablePrintsRowsAsTheyComeTest {

  private final GameDescriptor game = mock(GameDescriptor.class);
  private final GameSolver solver = mock(GameSolver.class);
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final Map<Long, String> printedBefore = new LinkedHashMap<>();

  private NimberCli nim() {
    NimberCli nimber = MockedNim.commandLine(game, solver, "fast");
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              long n = call.getArgument(0, Parameters.class).longValue(MockedNim.N);
              printedBefore.put(n, out.toString(StandardCharsets.UTF_8));
              return Answer.outcome(n == 0 ? Outcome.LOSS : Outcome.WIN, OutcomeWords.DEFAULT);
            });
    return nimber;
  }

  @Test
  void aTextTableShowsEveryRowAboveTheOneBeingComputed() {
    int code = table();

    assertThat(code).isZero();
    assertThat(printedBefore)
        .containsEntry(0L, "n  outcome\n")
        .containsEntry(1L, "n  outcome\n0  Second\n")
        .containsEntry(2L, "n  outcome\n0  Second\n1  First\n");
  }

  @Test
  void aCsvTableShowsEveryRowAboveTheOneBeingComputed() {
    int code = table("--format", "csv");

    assertThat(code).isZero();
    assertThat(printedBefore).containsEntry(2L, "n,outcome\n0,Second\n1,First\n");
    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo("n,outcome\n0,Second\n1,First\n2,First\n");
  }

  /** Runs {@code table nim --over n=0..2 -q outcome} with more arguments, output to {@code out}. */
  private int table(String... more) {
    List<String> args =
        new ArrayList<>(List.of("table", "nim", "--over", "n=0..2", "-q", "outcome"));
    args.addAll(List.of(more));
    return nim()
        .runStreaming(
            new ByteArrayInputStream(new byte[0]),
            out,
            new ByteArrayOutputStream(),
            args.toArray(String[]::new));
  }
}
