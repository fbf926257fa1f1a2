package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Packing;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber pack FILE.java}: a game in one Java file as a plugin jar (its classes, its service
 * registration and its source) that any nimber loads from a plugins folder, with no Maven project.
 * The jar is loaded once before the command answers, so a game that fails to load is not packed.
 */
@Command(
    name = "pack",
    mixinStandardHelpOptions = true,
    description =
        "Compiles a game in one Java file into a plugin jar for any nimber's plugins folder.",
    footer = {
      "",
      "Prints the jar's path. Exit codes: 0 packed, 2 the file is not a game that loads."
    })
final class PackCommand implements Callable<Integer> {

  private final Packing packing;
  private final Console console;

  @Parameters(index = "0", paramLabel = "FILE", description = "The game's source, FILE.java.")
  Path source;

  @Option(
      names = {"-o", "--out"},
      paramLabel = "PATH",
      description =
          "The jar to write, or a folder to write it in (default: FILE's name with .jar, here).")
  Path out;

  @Inject
  PackCommand(Packing packing, Console console) {
    this.packing = packing;
    this.console = console;
  }

  @Override
  public Integer call() {
    Path jar =
        packing.pack(
            source,
            Optional.ofNullable(out),
            warning -> console.err().println("nimber: warning: " + warning));
    console.out().println(jar);
    return ExitCode.ANSWERED;
  }
}
