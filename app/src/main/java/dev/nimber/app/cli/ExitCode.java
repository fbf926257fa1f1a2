package dev.nimber.app.cli;

/** The process's exit codes. */
final class ExitCode {

  /** Every instance was answered. */
  static final int ANSWERED = 0;
  /** A solver failed: its budget ran out, it timed out, or it broke. */
  static final int SOLVER_FAILED = 1;
  /** The command line, a config file or the input was wrong. */
  static final int USAGE = 2;

  private ExitCode() {}
}
