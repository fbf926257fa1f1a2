package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.EngineSettings;
import javax.inject.Inject;

/**
 * The {@code nimber} command as a whole: checks the settings that come from system properties, runs
 * the command line, and flushes the answers, so that a failure anywhere (output that cannot be
 * written, a heap that runs out) still ends in one line on standard error and the right exit code.
 */
public final class Nimber {

  private final CommandTree commands;
  private final Console console;
  private final FailureReporter failures;

  @Inject
  Nimber(CommandTree commands, Console console, FailureReporter failures) {
    this.commands = commands;
    this.console = console;
    this.failures = failures;
  }

  /** Runs one command line and returns the process's exit code. */
  public int run(String... args) {
    int code;
    try {
      EngineSettings.check();
      code = commands.forArguments(args).execute(args);
      console.out().flush();
    } catch (RuntimeException | OutOfMemoryError failure) {
      code = failures.report(failure);
    }
    return code;
  }
}
