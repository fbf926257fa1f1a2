package dev.nimber.app.service;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.db.DatabaseException;

/** The process's exit codes, for nimber and the commands built on it (nimber-spark). */
public final class ExitCode {

  /** Every instance was answered. */
  public static final int ANSWERED = 0;

  /** A solver failed: its budget ran out, it timed out, or it broke. */
  public static final int SOLVER_FAILED = 1;

  /** The command line, a config file or the input was wrong. */
  public static final int USAGE = 2;

  private ExitCode() {}

  /**
   * The exit code of a failure: {@value #USAGE} for what the user can fix (the command line, a
   * parameter, the input, an instance beyond a solver, a database that does not fit), {@value
   * #SOLVER_FAILED} for anything else.
   *
   * @param failure what ended the command
   * @return the process's exit code
   */
  public static int of(Throwable failure) {
    if (failure instanceof UsageException
        || failure instanceof InvalidParameterException
        || failure instanceof InvalidInputException
        || failure instanceof UnsupportedInstanceException
        || failure instanceof DatabaseException
        || failure instanceof ServiceException refused && userCanFix(refused.kind())) {
      return USAGE;
    }
    return SOLVER_FAILED;
  }

  /** Whether the person can fix what a refusal of the service is about by asking otherwise. */
  private static boolean userCanFix(ServiceException.Kind kind) {
    return switch (kind) {
      case BAD_INPUT, NOT_FOUND, BEYOND_SOLVER, DATABASE -> true;
      case FAILED, BUSY, TIMED_OUT, SOLVING -> false;
    };
  }
}
