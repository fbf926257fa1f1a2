package dev.nimber.app.cli;

import dev.nimber.api.Parameters;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.Progress;
import dev.nimber.app.solve.ProgressDisplay;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.Manifest;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.TierSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code nimber db build GAME name=value … --db DIR}: solves an instance with the engine's ranked solve and writes
 * each tier to the folder as it is solved; run again after an interruption, it resumes after the last tier written.
 */
@Command(
    name = "build",
    mixinStandardHelpOptions = true,
    description = "Solves an instance tier by tier with the engine and writes its database into DIR; run again after"
        + " an interruption, it keeps the tiers already written and solves the rest.",
    footer = {"", "Example: nimber db build connect width=5 height=4 k=4 gravity=true --db connect-5x4"})
final class DbBuildCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;
  private final ProgressDisplay progress;

  @picocli.CommandLine.Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @picocli.CommandLine.Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "The instance's"
      + " parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(names = "--db", paramLabel = "DIR", required = true, description = "The database's folder: created when"
      + " missing; a folder holding another instance's database or build is refused.")
  Path folder;

  @Option(names = "--grundy", description = "Keep each position's Grundy value too, in a second column (one more"
      + " file per tier), so that -q grundy --db answers; normal play only.")
  boolean grundy;

  @Mixin
  EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Inject
  DbBuildCommand(CatalogLoader catalogs, GlobalOptions options, Console console, ProgressDisplay progress) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
    this.progress = progress;
  }

  @Override
  public Integer call() {
    engineThreads.applyTo(options);
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    SearchSolver engine = SolvedDatabases.engine(entry);
    Parameters instance = InstanceSolver.bind(entry, SolveCommand.parse(assignments));
    if (grundy && entry.misere()) {
      throw new UsageException("--grundy with --misere: misère play has no Grundy values; build without --grundy");
    }
    boolean numbered = PluginCall.guard(() -> entry.describe(engine) + ", asked for the numbering of " + instance,
        () -> engine.numbers(instance));
    if (!numbered) {
      throw new UsageException("game '" + game + "' does not number its positions (tiers and ranks) for " + instance
          + ", so the engine cannot build a database of it; the search answers it without one");
    }
    Manifest manifest;
    TierSolver.Plan plan;
    try (DatabaseBuild build = DatabaseBuild.start(folder, SolvedDatabases.identity(entry, instance),
            note -> console.err().println("nimber: " + note), options.engineThreads(), grundy);
        Progress bar = progress.start("db build " + game, -1)) {
      SearchSolver reporting = engine.reporting((tier, done, total) -> bar.stepTo(done, total, "tier " + tier));
      plan = PluginCall.guard(() -> entry.describe(engine) + ", building the database of " + instance,
          () -> reporting.solveInto(instance, build).orElseThrow());
      manifest = build.finish(Arrays.stream(plan.tiers()).boxed().toList());
    }
    long bytes = manifest.tiers().stream().mapToLong(Manifest.Tier::bytes).sum()
        + manifest.grundy().stream().mapToLong(Manifest.Tier::bytes).sum();
    console.out().printf("%s: %d positions in %d tiers, %d bytes (%.2f bits per position)%n", folder,
        plan.positions(), manifest.tiers().size(), bytes, plan.positions() == 0 ? 0.0 : 8.0 * bytes / plan.positions());
    return ExitCode.ANSWERED;
  }
}
