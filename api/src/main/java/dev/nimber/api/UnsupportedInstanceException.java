package dev.nimber.api;

import static java.util.Objects.requireNonNull;

/**
 * A valid instance lies beyond what the chosen solver can do (for example a pile too large for an
 * O(n) scan). The message names the limit and, where one exists, the solver that can do it.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class UnsupportedInstanceException extends InstanceException {

  private static final long serialVersionUID = 1L;

  /**
   * An instance beyond a solver.
   *
   * @param message the limit the instance passes and, where one exists, the solver that can do it
   */
  public UnsupportedInstanceException(String message) {
    super(message);
  }

  /**
   * An instance beyond the solver's reach with the heap or the bound it has now, which the host
   * words the remedy for.
   *
   * @param message what would not fit, in a sentence, without how to change it
   * @param shortage what is short
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public UnsupportedInstanceException(String message, Shortage shortage) {
    super(message, requireNonNull(shortage, "shortage"));
  }
}
