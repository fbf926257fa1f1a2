package dev.nimber.app.cli;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.UsageException;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import javax.inject.Inject;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns a command's failure into one line on standard error and an exit code: 2 for what the user can fix, 1 for a
 * solver that failed. Stack traces only with {@code --verbose}.
 */
final class FailureReporter implements IExecutionExceptionHandler {

  private final Console console;
  private final GlobalOptions options;

  @Inject
  FailureReporter(Console console, GlobalOptions options) {
    this.console = console;
    this.options = options;
  }

  @Override
  public int handleExecutionException(Exception failure, CommandLine command, ParseResult parseResult) {
    console.out().flush();
    int code = exitCode(failure);
    String message = failure.getMessage() == null ? failure.toString() : failure.getMessage();
    if (code == ExitCode.SOLVER_FAILED && !(failure instanceof SolverFailureException)) {
      message = "internal error: " + failure + (options.verbose() ? "" : " (run with --verbose for the stack trace)");
    }
    console.err().println("nimber: " + message);
    if (options.verbose()) {
      failure.printStackTrace(console.err());
    }
    return code;
  }

  static int exitCode(Exception failure) {
    if (failure instanceof UsageException
        || failure instanceof InvalidParameterException
        || failure instanceof InvalidInputException
        || failure instanceof UnsupportedInstanceException) {
      return ExitCode.USAGE;
    }
    return ExitCode.SOLVER_FAILED;
  }
}
