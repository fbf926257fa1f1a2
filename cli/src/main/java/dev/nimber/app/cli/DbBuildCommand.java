package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.DatabaseBuilt;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.Requests;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code nimber db build GAME name=value … --db DIR}: solves an instance with the engine's ranked
 * solve and writes each tier to the folder as it is solved; run again after an interruption, it
 * resumes after the last tier written.
 */
@Command(
    name = "build",
    mixinStandardHelpOptions = true,
    description =
        "Solves an instance tier by tier with the engine and writes its database into DIR; run again after"
            + " an interruption, it keeps the tiers already written and solves the rest.",
    footer = {
      "",
      "Example: nimber db build connect width=5 height=4 k=4 gravity=true --db connect-5x4"
    })
final class DbBuildCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;
  private final ProgressDisplay progress;

  @picocli.CommandLine.Parameters(
      index = "0",
      paramLabel = "GAME",
      description = "The game's id (see nimber list).")
  String game;

  @picocli.CommandLine.Parameters(
      index = "1..*",
      paramLabel = "NAME=VALUE",
      description = "The instance's" + " parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--db",
      paramLabel = "DIR",
      required = true,
      description =
          "The database's folder: created when"
              + " missing; a folder holding another instance's database or build is refused.")
  Path folder;

  @Option(
      names = "--grundy",
      description =
          "Keep each position's Grundy value too, in a second column (one more"
              + " file per tier), so that -q grundy --db answers; normal play only.")
  boolean grundy;

  @Mixin EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Inject
  DbBuildCommand(
      CatalogLoader catalogs, GlobalOptions options, Console console, ProgressDisplay progress) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
    this.progress = progress;
  }

  @Override
  public Integer call() {
    engineThreads.applyTo(options);
    Games games = catalogs.load(options.pluginFolders());
    NimberService service = games.forOneCommand(game);
    DatabaseBuilt built;
    try (TierBar listener =
        new TierBar(progress, "db build " + game) {
          @Override
          public void note(String note) {
            console.err().println("nimber: " + note);
          }
        }) {
      built =
          service.buildDatabase(
              new Requests.BuildDatabase(
                  game, Assignments.parse(assignments), folder, grundy, options.engineThreads()),
              listener);
    }
    console
        .out()
        .printf(
            built.tiers().isPresent()
                ? "%1$s: %2$d positions in %5$d tiers, %3$d bytes (%4$.2f bits per position)%n"
                : "%1$s: %2$d positions under their keys, %3$d bytes (%4$.2f bits per position)%n",
            built.folder(),
            built.positions(),
            built.bytes(),
            built.bitsPerPosition(),
            built.tiers().orElse(0));
    return ExitCode.ANSWERED;
  }
}
