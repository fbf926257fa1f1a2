package dev.nimber.api;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The failures the contract knows, in two families: an {@link InstanceException} is something the
 * person who gave the instance can fix (a bad parameter, bad judge input, an instance beyond a
 * solver's reach; exit code 2), and a {@link SolverFailureException} is a solver that accepted an
 * instance but could not answer it (its budget, its time, a loop; exit code 1). Anything else a
 * plugin throws is a bug in the plugin: the host contains it and reports the plugin, the solver,
 * the question and the instance (exit code 1).
 */
@API(status = API.Status.STABLE, since = "0.1")
public abstract sealed class NimberException extends RuntimeException
    permits InstanceException, SolverFailureException {

  private static final long serialVersionUID = 1L;

  /** What ran short, or null; not serialized (a failure sent between JVMs keeps its message). */
  private final transient @Nullable Shortage shortage;

  NimberException(String message) {
    this(message, null);
  }

  NimberException(String message, @Nullable Shortage shortage) {
    super(message);
    this.shortage = shortage;
  }

  /**
   * What the solver ran short of, when that is why it failed: the heap or a setting, for the host
   * to say how to give it more.
   *
   * @return the shortage, or empty
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public Optional<Shortage> shortage() {
    return Optional.ofNullable(shortage);
  }
}
