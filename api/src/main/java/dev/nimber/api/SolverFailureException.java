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
}
