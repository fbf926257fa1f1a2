package dev.nimber.app.ioc;

import dev.nimber.app.cli.CommandTree;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.service.Installation;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs the {@code nimber} command line in-process, as the launcher would, and captures what it
 * prints.
 */
public final class NimberCli {

  /** The built-in games' jars, copied there by the build before the tests run. */
  public static final Path BUILT_IN_PLUGINS = Path.of("target", "test-plugins");

  private final Installation installation;
  private final PluginContents explicitProviders;

  private NimberCli(Installation installation, PluginContents explicitProviders) {
    this.installation = installation;
    this.explicitProviders = explicitProviders;
  }

  /** A distribution whose own plugin folder holds the built-in games. */
  public static NimberCli withBuiltInGames() {
    return new NimberCli(new Installation(List.of(BUILT_IN_PLUGINS)), PluginContents.empty());
  }

  /** A distribution with the given plugin folders of its own. */
  public static NimberCli withPluginFolders(List<Path> folders) {
    return new NimberCli(new Installation(folders), PluginContents.empty());
  }

  /** A distribution with no plugin folder, whose games and solvers are the given instances. */
  public static NimberCli withProviders(PluginContents providers) {
    return new NimberCli(new Installation(List.of()), providers);
  }

  /**
   * What one run printed and returned.
   *
   * @param exitCode the process's exit code
   * @param out standard output
   * @param err standard error
   */
  public record Result(int exitCode, String out, String err) {}

  public Result run(String... args) {
    return runWithInput("", args);
  }

  public Result runWithInput(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exitCode =
        runStreaming(
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, err, args);
    return new Result(
        exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /**
   * Runs with the given streams, for inputs and outputs too large to hold; returns the exit code.
   */
  public int runStreaming(InputStream in, OutputStream out, OutputStream err, String... args) {
    Console console = Console.of(in, out, err, false);
    return DaggerTestNimberComponent.factory()
        .create(console, installation, explicitProviders)
        .nimber()
        .run(args);
  }

  /** The command tree as a run would assemble it, over empty streams. */
  public CommandTree commandTree() {
    Console console =
        Console.of(
            InputStream.nullInputStream(),
            OutputStream.nullOutputStream(),
            OutputStream.nullOutputStream(),
            false);
    return DaggerTestNimberComponent.factory()
        .create(console, installation, explicitProviders)
        .commandTree();
  }
}
