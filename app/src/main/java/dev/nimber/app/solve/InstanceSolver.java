package dev.nimber.app.solve;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.app.catalog.Selection;
import java.util.Map;
import java.util.function.LongSupplier;
import javax.inject.Inject;
import javax.inject.Named;

/** Checks an instance, asks the selected solver, and times the solver alone. */
public final class InstanceSolver {

  private final LongSupplier nanoClock;

  @Inject
  public InstanceSolver(@Named("nanoClock") LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
  }

  /**
   * Solves an instance given as raw values.
   *
   * @throws dev.nimber.api.InvalidParameterException when a value is missing or not allowed
   * @throws dev.nimber.api.UnsupportedInstanceException when the instance is beyond the solver's limits
   * @throws dev.nimber.api.SolverFailureException when the solver could not answer
   */
  public Solved solve(Selection selection, Map<String, ?> raw) {
    return solve(selection, selection.game().descriptor().bind(raw));
  }

  /** Solves a checked instance; throws as {@link #solve(Selection, Map)} does. */
  public Solved solve(Selection selection, Parameters parameters) {
    selection.solver().checkSupports(parameters);
    long start = nanoClock.getAsLong();
    Answer answer = selection.solver().solve(parameters, selection.question());
    long nanos = nanoClock.getAsLong() - start;
    return new Solved(selection, parameters, answer, nanos);
  }
}
