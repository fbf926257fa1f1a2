package dev.nimber.app.service;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.plugin.PluginFrames;
import dev.nimber.db.DatabaseException;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Runs plugin code so that its failures stay contained: the exceptions of the contract (a bad
 * parameter, a bad judge line, an instance beyond a solver, a solver that could not answer) pass as
 * they are; anything else a plugin throws, errors such as a missing class or a stack overflow
 * included, becomes a {@link PluginFailureException} that names the plugin and what it was doing.
 * Running out of memory is left to the command, which reports it as such.
 */
public final class PluginCall {

  private PluginCall() {}

  /**
   * @param doing what the plugin was asked, for the message ({@code "solver 'fast' of game 'nim'
   *     (from nim.jar), on n=3"}); built only when the call fails
   * @throws PluginFailureException when the call throws anything but the contract's exceptions, or
   *     returns null
   */
  public static <T> T guard(Supplier<String> doing, Supplier<T> call) {
    T result;
    try {
      result = call.get();
    } catch (RuntimeException | StackOverflowError | LinkageError thrown) {
      throw contained(doing, thrown);
    }
    if (result == null) {
      throw new PluginFailureException(doing.get() + " failed: it returned null", null);
    }
    return result;
  }

  /** {@link #guard} for a call that returns nothing. */
  public static void run(Supplier<String> doing, Runnable call) {
    try {
      call.run();
    } catch (RuntimeException | StackOverflowError | LinkageError thrown) {
      throw contained(doing, thrown);
    }
  }

  /**
   * What a call's failure becomes: the contract's exceptions as they are, anything else a plugin
   * failure.
   */
  private static RuntimeException contained(Supplier<String> doing, Throwable thrown) {
    if (thrown instanceof InvalidParameterException
        || thrown instanceof InvalidInputException
        || thrown instanceof UnsupportedInstanceException
        || thrown instanceof SolverFailureException
        // nimber's own (plugins cannot see them), thrown by host code the call runs: an unreadable
        // input, a plugin call guarded inside it, output that cannot be written, or a database
        // being built that cannot be written or read.
        || thrown instanceof UsageException
        || thrown instanceof PluginFailureException
        || thrown instanceof OutputFailedException
        || thrown instanceof DatabaseException) {
      return LauncherAdvice.advised((RuntimeException) thrown);
    }
    return new PluginFailureException(
        doing.get()
            + " failed: "
            + describe(thrown)
            + PluginFrames.where(thrown, Optional.empty())
                .map(line -> " (at " + line + ")")
                .orElse(""),
        thrown);
  }

  /** The failure in one line: its type and message, and the innermost cause when there is one. */
  public static String describe(Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    String text =
        failure.getClass().getSimpleName()
            + (failure.getMessage() == null ? "" : ": " + failure.getMessage());
    return cause == failure ? text : text + " (caused by " + cause + ")";
  }
}
