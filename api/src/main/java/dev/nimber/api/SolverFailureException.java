package dev.nimber.api;

import static java.util.Objects.requireNonNull;

/**
 * A solver accepted an instance but could not answer it. The {@link #reason()} says why in a word,
 * the message in a sentence with what to try instead; the host exits with code 1.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class SolverFailureException extends NimberException {

  private static final long serialVersionUID = 1L;

  /** Why a solver could not answer. */
  @API(status = API.Status.STABLE, since = "0.1")
  public enum Reason {
    /** It reached the work or memory budget it is given. */
    BUDGET,
    /** Its thread was interrupted: the instance's time ran out, or the run was cancelled. */
    INTERRUPTED,
    /** The game turned out to be loopy, and the solver decides only games whose every line ends. */
    LOOP,
    /** The answer does not exist for this instance (a Grundy value under misère play, say). */
    UNDEFINED
  }

  /** Why the solver could not answer. */
  private final Reason reason;

  /**
   * A failure with its reason and message.
   *
   * @param reason why, in a word
   * @param message why, in a sentence, with what to try instead
   */
  public SolverFailureException(Reason reason, String message) {
    super(message);
    this.reason = requireNonNull(reason, "reason");
  }

  /**
   * A failure for want of memory or of a setting's bound, which the host words the remedy for.
   *
   * @param reason why, in a word
   * @param message what ran short, in a sentence, without how to change it
   * @param shortage what ran short
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public SolverFailureException(Reason reason, String message, Shortage shortage) {
    super(message, requireNonNull(shortage, "shortage"));
    this.reason = requireNonNull(reason, "reason");
  }

  /**
   * Why the solver could not answer.
   *
   * @return the reason, in a word
   */
  public Reason reason() {
    return reason;
  }

  /**
   * Stops a solver whose thread was interrupted because its batch's timeout ran out: a long loop
   * calls this now and then, so that a timed-out instance does not go on computing beside the
   * instances after it. Costs one read of a flag.
   *
   * @throws SolverFailureException with {@link Reason#INTERRUPTED} when the current thread was
   *     interrupted
   */
  public static void throwIfInterrupted() {
    if (Thread.currentThread().isInterrupted()) {
      throw new SolverFailureException(
          Reason.INTERRUPTED, "the solver was interrupted (timed out or cancelled)");
    }
  }
}
