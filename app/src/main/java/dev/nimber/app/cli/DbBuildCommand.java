package dev.nimber.app.cli;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.SolverFailureException;
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
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.TierSolver;
import dev.nimber.engine.ValueRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
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
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    SearchSolver engine = SolvedDatabases.engine(entry);
    Parameters instance = InstanceSolver.bind(entry, Assignments.parse(assignments));
    if (grundy && entry.misere()) {
      throw new UsageException(
          "--grundy with --misere: misère play has no Grundy values; build without --grundy");
    }
    boolean numbered =
        PluginCall.guard(
            () -> entry.describe(engine) + ", asked for the numbering of " + instance,
            () -> engine.numbers(instance));
    if (!numbered) {
      Optional<PositionKeys> keys =
          PluginCall.guard(
              () -> entry.describe(engine) + ", asked for the keys of " + instance,
              () -> engine.keys(instance));
      if (keys.isEmpty()) {
        throw new UsageException(
            "game '"
                + game
                + "' neither numbers its positions (tiers and ranks) nor writes"
                + " them as keys for "
                + instance
                + ", so the engine cannot build a database of it; the search answers it"
                + " without one");
      }
      return buildKeyed(entry, engine, instance, keys.get());
    }
    Manifest manifest;
    TierSolver.Plan plan;
    try (DatabaseBuild build =
            DatabaseBuild.start(
                folder,
                SolvedDatabases.identity(entry, instance),
                note -> console.err().println("nimber: " + note),
                options.engineThreads(),
                grundy,
                SolvedDatabases.symmetry(entry, instance));
        Progress bar = progress.start("db build " + game, -1)) {
      SearchSolver reporting =
          engine.reporting((tier, done, total) -> bar.stepTo(done, total, "tier " + tier));
      plan =
          PluginCall.guard(
              () -> entry.describe(engine) + ", building the database of " + instance,
              () -> reporting.rulesets().solveInto(instance, build).orElseThrow());
      manifest = build.finish(Arrays.stream(plan.tiers()).boxed().toList());
    }
    long bytes = manifest.bytes();
    console
        .out()
        .printf(
            "%s: %d positions in %d tiers, %d bytes (%.2f bits per position)%n",
            folder,
            plan.positions(),
            manifest.tiers().size(),
            bytes,
            plan.positions() == 0 ? 0.0 : 8.0 * bytes / plan.positions());
    return ExitCode.ANSWERED;
  }

  /**
   * A position's key, its two-byte record and its Grundy value (−1 where undefined or not kept).
   */
  private record Keyed(byte[] key, int record, int grundy) {}

  /**
   * Builds the database of a game that does not number its positions: every position reachable from
   * the start is solved in memory (by retrograde analysis of the whole graph; with {@code
   * --grundy}, by the search of positions as objects, which refuses a loopy game), then written
   * under its key, sorted.
   */
  private Integer buildKeyed(
      GameEntry entry, SearchSolver engine, Parameters instance, PositionKeys keys) {
    List<Keyed> positions = new ArrayList<>();
    BiConsumer<Position, GameSearch.Evaluation> keep =
        (position, value) -> {
          if (value.remoteness() > ValueRecord.MAX_REMOTENESS) {
            throw new UsageException(
                "position "
                    + position
                    + " is "
                    + value.remoteness()
                    + " moves from the end,"
                    + " more than the "
                    + ValueRecord.MAX_REMOTENESS
                    + " a database's records hold");
          }
          positions.add(
              new Keyed(keys.key(position), ValueRecord.of(value), value.grundyOrMinusOne()));
        };
    try {
      PluginCall.guard(
          () -> entry.describe(engine) + ", building the database of " + instance,
          () ->
              grundy
                  ? engine.rulesets().solveEveryPositionWithGrundy(instance, keep)
                  : engine.rulesets().solveEveryPosition(instance, keep));
    } catch (SolverFailureException loopy) {
      if (grundy && loopy.reason() == SolverFailureException.Reason.LOOP) {
        throw new UsageException(
            "--grundy: lines of play of "
                + instance
                + " repeat, and a database keeps no"
                + " generalized Grundy values (ask for them without the database); build without --grundy");
      }
      throw loopy;
    }
    positions.sort((a, b) -> Arrays.compareUnsigned(a.key(), b.key()));
    for (int i = 1; i < positions.size(); i++) {
      if (Arrays.equals(positions.get(i - 1).key(), positions.get(i).key())) {
        throw new UsageException(
            entry.describe()
                + " gives two positions the same key "
                + HexFormat.of().formatHex(positions.get(i).key())
                + ", so no database of "
                + instance
                + " can be built"
                + " (its keys break the rule of PositionKeys)");
      }
    }
    Manifest manifest;
    try (DatabaseBuild build =
        DatabaseBuild.start(
            folder,
            SolvedDatabases.identity(entry, instance),
            note -> console.err().println("nimber: " + note),
            options.engineThreads(),
            grundy)) {
      if (grundy) {
        build.keepGrundy(0, positions.size(), i -> positions.get((int) i).grundy());
      }
      build.keepKeyed(
          positions.stream().map(Keyed::key).toList(), i -> positions.get((int) i).record());
      manifest = build.finish(List.of(0));
    }
    long bytes = manifest.bytes();
    console
        .out()
        .printf(
            "%s: %d positions under their keys, %d bytes (%.2f bits per position)%n",
            folder,
            positions.size(),
            bytes,
            positions.isEmpty() ? 0.0 : 8.0 * bytes / positions.size());
    return ExitCode.ANSWERED;
  }
}
