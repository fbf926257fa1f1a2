package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.ExitCode;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code nimber db}: solved databases, built once and answered from by {@code --db}
 * (docs/db-format.md).
 */
@Command(
    name = "db",
    mixinStandardHelpOptions = true,
    description =
        "Builds, describes and checks solved databases: an instance solved once by the engine, tier by tier,"
            + " and answered from disk by solve, play, table and run with --db; and builds opening"
            + " books, the positions near a start valued by the weak search.",
    footer = {
      "",
      "Example: nimber db build connect width=4 height=4 k=3 gravity=true --db c443",
      "         nimber solve connect width=4 height=4 k=3 gravity=true --db c443 -q move"
    })
final class DbCommand implements Callable<Integer> {

  private final Console console;

  @Spec CommandSpec spec;

  @Inject
  DbCommand(Console console) {
    this.console = console;
  }

  @Override
  public Integer call() {
    console.err().println("nimber: missing a db command: build, book, info or verify");
    spec.commandLine().usage(console.err());
    return ExitCode.USAGE;
  }
}
