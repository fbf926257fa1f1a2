package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.app.ioc.NimberCli;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A plugin built against SPI 1.0 says only whether the player to move wins ({@code
 * firstPlayerWins}), with no outcome: the period of its outcomes still names the values that are
 * not won as lost, as it did before outcomes could be ties or draws.
 */
class TablePeriodOfOldAnswersTest {

  private final GameDescriptor game = mock(GameDescriptor.class);
  private final GameSolver solver = mock(GameSolver.class);

  @Test
  @SuppressWarnings("removal")
  void valuesThatAreNotWonAreLost() {
    NimberCli nimber = MockedNim.commandLine(game, solver, "old");
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              long n = call.getArgument(0, Parameters.class).longValue(MockedNim.N);
              boolean wins = n % 3 != 0;
              return new Answer(
                  wins ? "First" : "Second", Map.of("firstPlayerWins", wins), Optional.empty());
            });

    NimberCli.Result table = nimber.run("table", "nim", "--over", "n=0..11", "-q", "outcome");

    assertThat(table.exitCode()).as(table.err()).isZero();
    assertThat(table.out())
        .endsWith(
            "outcome: ultimately periodic from n = 0 with period 3 (4 full periods seen in"
                + " n = 0..11); lost when n ≡ 0 (mod 3)\n");
  }
}
