package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.UsageException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The {@code nimber} command itself: global options; the work is done by its subcommands. */
@Command(
    name = "nimber",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Solves impartial combinatorial games. Games and solvers are plugins.",
    footer = {"", "Exit codes: 0 answered, 1 a solver failed, 2 usage or input error."})
public final class NimberCommand implements Callable<Integer> {

  private final GlobalOptions options;
  private final Console console;

  @Spec CommandSpec spec;

  @Inject
  NimberCommand(GlobalOptions options, Console console) {
    this.options = options;
    this.console = console;
  }

  @Option(
      names = "--plugins",
      paramLabel = "PATH",
      scope = ScopeType.INHERIT,
      description =
          "Also load the plugins in PATH (repeatable): a folder (each jar, sub-folder of jars and"
              + " .java file in it), a plugin jar, or a game in one Java file (compiled on first use).")
  void plugins(List<Path> folders) {
    options.addPluginFolders(folders);
  }

  @Option(
      names = "--verbose",
      scope = ScopeType.INHERIT,
      description = "On failure, print the stack trace too.")
  void verbose(boolean verbose) {
    options.verbose(verbose);
  }

  @Option(
      names = "--misere",
      scope = ScopeType.INHERIT,
      description =
          "Misère play: the player who makes the last move loses. Only the engine's solver (search) plays"
              + " it; sums are then searched whole, and there are no Grundy values.")
  void misere(boolean misere) {
    options.misere(misere);
  }

  @Option(
      names = "--method",
      paramLabel = "METHOD",
      scope = ScopeType.INHERIT,
      description =
          "How the engine answers outcome, move, remoteness and moves for a game that numbers its"
              + " positions: auto, strong, weak or proof. strong values every position below the one asked (retrograde"
              + " analysis); weak searches from it (alpha-beta with a transposition table); proof answers the outcome"
              + " alone by proof-number search; auto, the default, searches weakly where it can.")
  void method(String method) {
    try {
      options.method(method);
    } catch (UsageException unknown) {
      throw new ParameterException(spec.commandLine(), unknown.getMessage());
    }
  }

  @Override
  public Integer call() {
    console.err().println("nimber: missing a command");
    spec.commandLine().usage(console.err());
    return ExitCode.USAGE;
  }
}
