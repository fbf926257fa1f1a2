package dev.nimber.api;

/**
 * The failures the contract knows, in two families: an {@link InstanceException} is something the
 * person who gave the instance can fix (a bad parameter, bad judge input, an instance beyond a
 * solver's reach; exit code 2), and a {@link SolverFailureException} is a solver that accepted an
 * instance but could not answer it (its budget, its time, a loop; exit code 1). Anything else a
 * plugin throws is a bug in the plugin: the host contains it and reports the plugin, the solver,
 * the question and the instance (exit code 1).
 */
public abstract sealed class NimberException extends RuntimeException
    permits InstanceException, SolverFailureException {

  private static final long serialVersionUID = 1L;

  NimberException(String message) {
    super(message);
  }
}
