package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.math.BigInteger;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A table never starts a column it cannot finish: a column whose solver refuses a row is left out
 * before any cell is computed, and one whose solver runs out of its budget on a cell is left empty
 * from there (the rows above it are printed as they come); each is one line on standard error, and
 * the rest of the table is printed. Nim with one heap, whose positions say that remoteness needs
 * 10^30 positions from a heap of 5 on, and a fast solver of outcomes that runs out of its budget at
 * a heap of 7.
 */
class TableLeavesOutColumnsTest {

  private final GameDescriptor game = mock(GameDescriptor.class);
  private final GameSolver solver = mock(GameSolver.class);
  private NimberCli nimber;

  @BeforeEach
  void nim() {
    nimber = MockedNim.commandLine(game, solver, "fast");
    Positions positions = mock(Positions.class);
    when(positions.start(any()))
        .thenAnswer(
            call ->
                new SolverChoiceTest.Heap(
                    call.getArgument(0, Parameters.class).longValue(MockedNim.N)));
    when(positions.positionsAtLeast(any(), eq(Question.REMOTENESS)))
        .thenAnswer(
            call ->
                call.getArgument(0, Parameters.class).longValue(MockedNim.N) >= 5
                    ? Optional.of(BigInteger.TEN.pow(30))
                    : Optional.empty());
    when(game.positions()).thenReturn(Optional.of(positions));
    when(solver.solve(any(), any()))
        .thenAnswer(
            call -> {
              long n = call.getArgument(0, Parameters.class).longValue(MockedNim.N);
              if (n == 7) {
                throw new SolverFailureException(
                    SolverFailureException.Reason.BUDGET, "ran out of its budget of 7 heaps");
              }
              return Answer.outcome(n == 0 ? Outcome.LOSS : Outcome.WIN, OutcomeWords.DEFAULT);
            });
  }

  @Test
  void theColumnsThatCannotBeFinishedAreLeftOutAndTheRestIsPrinted() {
    Result table = nimber.run("table", "nim", "--over", "n=0..10");

    assertThat(table.exitCode()).as(table.err()).isZero();
    assertThat(table.out())
        .startsWith(
            """
         n  outcome  grundy
         0  Second        0
         1  First         1
        """)
        .contains(" 6  First         6\n 7                7\n")
        .contains("\n10               10\n\ngrundy: no period found");
    assertThat(table.err())
        .isEqualTo(
            """
        nimber: column 'outcome' left out: at n=7, ran out of its budget of 7 heaps
        nimber: column 'remoteness' left out: solver 'search' refuses n=5: the search would visit at least \
        1000000000000000000000000000000 positions to answer 'remoteness' from this instance, and its budget is \
        BUDGET positions; raise it with NIMBER_OPTS=-Dnimber.search.budget=N (and the heap with -Xmx<size>); other \
        solvers of game 'nim' that answer 'remoteness': none
        """
                .replace(
                    "BUDGET",
                    table.err().replaceAll("(?s).*its budget is (\\d+) positions.*", "$1")));
    verify(solver, never()).solve(argThat(instance -> instance.longValue(MockedNim.N) > 7), any());
  }

  @Test
  void aColumnAskedForAndRefusedIsAnInstanceBeyondTheSolver() {
    Result table = nimber.run("table", "nim", "--over", "n=0..10", "-q", "remoteness");

    assertThat(table.exitCode()).isEqualTo(2);
    assertThat(table.out()).isEmpty();
    assertThat(table.err())
        .startsWith("nimber: column 'remoteness' left out: solver 'search' refuses n=5: ");
  }

  @Test
  void aColumnAskedForThatRunsOutOfBudgetIsASolverThatCouldNotAnswer() {
    Result table = nimber.run("table", "nim", "--over", "n=0..10", "-q", "outcome", "-q", "grundy");

    assertThat(table.exitCode()).isEqualTo(1);
    assertThat(table.out()).startsWith(" n  outcome  grundy\n 0  Second        0\n");
    assertThat(table.err())
        .isEqualTo(
            "nimber: column 'outcome' left out: at n=7, ran out of its budget of 7" + " heaps\n");
  }
}
