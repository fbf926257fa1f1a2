package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.plugin.SourcePlugins;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
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

  private final SourcePlugins sources;
  private final PluginLoader loader;
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
  PackCommand(SourcePlugins sources, PluginLoader loader, Console console) {
    this.sources = sources;
    this.loader = loader;
    this.console = console;
  }

  @Override
  public Integer call() {
    if (!source.getFileName().toString().endsWith(".java")) {
      throw new UsageException(
          "pack takes a game in one Java file, FILE.java; got '" + source + "'");
    }
    List<String> warnings = new ArrayList<>();
    byte[] jar;
    try {
      jar = sources.pack(source, warnings);
    } catch (SourcePlugins.Refused refused) {
      throw new UsageException(refused.getMessage());
    }
    warnings.forEach(warning -> console.err().println("nimber: warning: " + warning));
    Path target = target();
    try {
      Path folder = Files.createTempDirectory("nimber-pack");
      Path partial = folder.resolve(target.getFileName());
      try {
        Files.write(partial, jar);
        PluginContents loaded = loader.load(List.of(partial));
        if (loaded.games().isEmpty() && loaded.solverProviders().isEmpty()) {
          throw new UsageException(source + ": the jar made from it provides nothing");
        }
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
      } finally {
        Files.deleteIfExists(partial);
        Files.deleteIfExists(folder);
      }
    } catch (IOException unwritable) {
      throw new UsageException("cannot write '" + target + "': " + unwritable.getMessage());
    }
    console.out().println(target);
    return ExitCode.ANSWERED;
  }

  /** The jar to write: --out, or in --out when it is a folder, else FILE's stem with .jar here. */
  private Path target() {
    String name = SourcePlugins.stem(source) + ".jar";
    if (out == null) {
      return Path.of(name);
    }
    return Files.isDirectory(out) ? out.resolve(name) : out;
  }
}
