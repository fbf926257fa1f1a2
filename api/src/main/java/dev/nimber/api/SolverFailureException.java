package dev.nimber.api;

/**
 * A solver accepted an instance but could not answer it: its memory budget ran out, the game turned out to be loopy,
 * or the answer is undefined for this game. The message says which and what to try instead.
 */
public final class SolverFailureException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public SolverFailureException(String message) {
    super(message);
  }

  /**
   * Stops a solver whose thread was interrupted because its batch's timeout ran out: a long loop calls this now and
   * then, so that a timed-out instance does not go on computing beside the instances after it. Costs one read of a
   * flag.
   *
   * @throws SolverFailureException when the current thread was interrupted
   */
  public static void throwIfInterrupted() {
    if (Thread.currentThread().isInterrupted()) {
      throw new SolverFailureException("the solver was interrupted (timed out or cancelled)");
    }
  }
}
