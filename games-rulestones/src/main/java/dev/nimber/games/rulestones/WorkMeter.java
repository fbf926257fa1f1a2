package dev.nimber.games.rulestones;

import dev.nimber.api.SolverFailureException;

/**
 * Counts the work of one sweep in word steps (one step of a window of w words counts w) and stops
 * the sweep, with a message, once it passes its limit or its thread is interrupted (a batch's
 * timeout). The sweep's cost depends on how soon each segment's outcomes cycle, which is not known
 * before it runs; this is what keeps it from running on for hours. Not thread-safe: one meter per
 * solve.
 */
final class WorkMeter {

  private final long limit;
  private final int wordsPerStep;
  private long spent;

  /**
   * @param limit the most word steps allowed
   * @param wordsPerStep the words of the sweep's window
   */
  WorkMeter(long limit, int wordsPerStep) {
    this.limit = limit;
    this.wordsPerStep = Math.max(1, wordsPerStep);
  }

  /**
   * Records {@code steps} more steps.
   *
   * @throws SolverFailureException when the limit is passed or the thread was interrupted
   */
  void spend(long steps) {
    spent += steps * wordsPerStep;
    if (spent > limit) {
      throw new SolverFailureException(
          SolverFailureException.Reason.BUDGET,
          "solver 'periodic' stopped after "
              + limit
              + " word steps (windows of "
              + wordsPerStep
              + " words): the outcomes of these rules do not cycle soon enough for it; fewer distinct"
              + " thresholds max(a, b), or smaller amounts b, make it faster");
    }
    SolverFailureException.throwIfInterrupted();
  }

  /** The word steps spent so far. */
  long spent() {
    return spent;
  }
}
