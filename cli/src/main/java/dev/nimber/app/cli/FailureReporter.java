package dev.nimber.app.cli;

import dev.nimber.api.SolverFailureException;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.OutputFailedException;
import dev.nimber.app.service.PluginFailureException;
import dev.nimber.app.service.ServiceException;
import javax.inject.Inject;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns a command's failure into one line on standard error and an exit code: 2 for what the user
 * can fix, 1 for a solver or plugin that failed, for output that could not be written and for
 * running out of memory. Stack traces only with {@code --verbose}; "internal error" is kept for
 * nimber's own bugs.
 */
final class FailureReporter implements IExecutionExceptionHandler, IParameterExceptionHandler {

  private final Console console;
  private final GlobalOptions options;

  @Inject
  FailureReporter(Console console, GlobalOptions options) {
    this.console = console;
    this.options = options;
  }

  @Override
  public int handleExecutionException(
      Exception failure, CommandLine command, ParseResult parseResult) {
    return report(failure);
  }

  /** A malformed command line: the error and where to read more, in one line. */
  @Override
  public int handleParseException(ParameterException mistake, String[] args) {
    String help = mistake.getCommandLine().getCommandSpec().qualifiedName() + " --help";
    console.err().println("nimber: " + mistake.getMessage() + " (see '" + help + "')");
    return ExitCode.USAGE;
  }

  /** Reports any failure and returns its exit code. */
  int report(Throwable failure) {
    int code = ExitCode.of(failure);
    String message;
    if (failure instanceof OutOfMemoryError) {
      message =
          "out of memory: the heap holds at most "
              + (Runtime.getRuntime().maxMemory() >> 20)
              + " MiB; give nimber more with NIMBER_OPTS=-Xmx<size>, or ask for less";
    } else if (code == ExitCode.SOLVER_FAILED && !isExpected(failure)) {
      message =
          "internal error: "
              + failure
              + (options.verbose() ? "" : " (run with --verbose for the stack trace)");
    } else {
      message = failure.getMessage() == null ? failure.toString() : failure.getMessage();
    }
    try {
      console.out().flush();
    } catch (OutputFailedException alsoLost) {
      // The message below says why the command stopped; the answers it could not print are lost
      // either way.
    }
    console.err().println("nimber: " + message);
    if (options.verbose()) {
      failure.printStackTrace(console.err());
    }
    return code;
  }

  /** Failures of a solver, a plugin or the output, which say themselves what happened. */
  private static boolean isExpected(Throwable failure) {
    return failure instanceof SolverFailureException
        || failure instanceof PluginFailureException
        || failure instanceof ServiceException
        || failure instanceof OutputFailedException;
  }
}
