package dev.nimber.app.cli;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Question;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * A game 'nim' with one heap parameter n and one solver, both mocks, behind a command line: a
 * boundary to stub.
 */
final class MockedNim {

  /** The heap. */
  static final Parameter<BigInteger> N =
      Parameter.required("n", "heap", ParameterType.integerFrom(0));

  private MockedNim() {}

  /**
   * Stubs the identity of the mocked game and solver (the solver's answers are the test's) and
   * wires them in.
   */
  static NimberCli commandLine(GameDescriptor game, GameSolver solver, String solverName) {
    when(game.id()).thenReturn("nim");
    when(game.description()).thenReturn("take any number from one heap");
    when(game.outcomeWords()).thenReturn(OutcomeWords.DEFAULT);
    when(game.defaultQuestion()).thenReturn(Question.OUTCOME);
    when(game.defaultSolver()).thenReturn(solverName);
    when(game.parameters()).thenReturn(List.of(N));
    when(game.bind(any())).thenCallRealMethod();
    when(game.solvers()).thenReturn(List.of(solver));
    when(game.positions()).thenReturn(Optional.empty());
    when(game.searchSolverName()).thenReturn(Optional.of("search"));
    when(game.judgeFormat()).thenReturn(Optional.empty());
    when(solver.name()).thenReturn(solverName);
    when(solver.description()).thenReturn("mocked");
    when(solver.limits()).thenReturn("any valid instance");
    when(solver.questions()).thenReturn(List.of(Question.OUTCOME));
    return NimberCli.withProviders(
        new PluginContents(List.of(new Provided<>(game, "nim.jar")), List.of(), List.of()));
  }
}
