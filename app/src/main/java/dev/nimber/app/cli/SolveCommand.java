package dev.nimber.app.cli;

import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.explore.TimedCalls;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.AnswerPrinter;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.OutputFormat;
import dev.nimber.app.solve.Progress;
import dev.nimber.app.solve.ProgressDisplay;
import dev.nimber.app.solve.Solved;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code nimber solve GAME name=value …}: one question about one instance. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = "Answers one question about one instance given on the command line.",
    footer = {"", "Example: nimber solve thuemorse n=387 m=22 --question move"})
final class SolveCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final InstanceSolver solver;
  private final AnswerPrinter printer;
  private final Console console;
  private final ProgressDisplay progress;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "The instance's parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description = "The solver; by default the game's choice.")
  String solverName;

  @Option(
      names = {"-q", "--question"},
      paramLabel = "Q",
      description = "The question; by default the game's.")
  String question;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text or json (default: ${DEFAULT-VALUE}).")
  OutputFormat format = OutputFormat.TEXT;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = BatchOptions.DurationConverter.class,
      description =
          "Give up after DURATION (500ms, 2s, 1m, 1h; 1ms to 7 days); the exit code is then 1.")
  Duration timeout;

  @Mixin EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Option(
      names = "--db",
      paramLabel = "DIR",
      description =
          "Answer from the solved database in DIR (see nimber db"
              + " build); repeatable: the one that holds the instance answers, and none holding it is an error.")
  List<Path> dbFolders = new ArrayList<>();

  private final SolvedDatabases databases;

  @Inject
  SolveCommand(
      CatalogLoader catalogs,
      GlobalOptions options,
      InstanceSolver solver,
      AnswerPrinter printer,
      Console console,
      ProgressDisplay progress,
      SolvedDatabases databases) {
    this.catalogs = catalogs;
    this.options = options;
    this.solver = solver;
    this.printer = printer;
    this.console = console;
    this.progress = progress;
    this.databases = databases;
  }

  @Override
  public Integer call() {
    Map<String, String> raw = Assignments.parse(assignments);
    engineThreads.applyTo(options);
    if (!dbFolders.isEmpty()) {
      return answerFromDatabase(raw);
    }
    Selection selection =
        catalogs.load(options.pluginFolders()).game(game).select(solverName, question);
    dev.nimber.api.Parameters instance = InstanceSolver.bind(selection.game(), raw);
    if (options.verbose()) {
      selection
          .engine()
          .ifPresent(
              search ->
                  console
                      .err()
                      .println(
                          "nimber: method: "
                              + PluginCall.guard(
                                  () -> InstanceSolver.doing(selection, instance),
                                  () -> search.method(instance, selection.question()))));
    }
    Thread stopped =
        new Thread(
            () ->
                console
                    .err()
                    .println(
                        "nimber: stopped before "
                            + selection.game().describe(selection.solver())
                            + " answered '"
                            + selection.question()
                            + "' of "
                            + instance));
    Runtime.getRuntime().addShutdownHook(stopped);
    try (TimedCalls calls = new TimedCalls(Optional.ofNullable(timeout));
        Progress bar = progress.start("solve " + game, -1)) {
      Selection reporting =
          selection
              .engine()
              .map(
                  search ->
                      Selection.ofEngine(
                          selection.game(),
                          search.reporting(
                              (tier, done, total) -> bar.stepTo(done, total, "tier " + tier)),
                          selection.question()))
              .orElse(selection);
      Solved solved =
          calls.callWithin(
              () -> solver.solve(reporting, instance),
              () ->
                  selection.game().describe(selection.solver())
                      + " did not answer '"
                      + selection.question()
                      + "' of "
                      + instance);
      printer.print(solved, format, console.out());
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stopped);
      } catch (IllegalStateException shuttingDown) {
        // Ctrl-C came as the solve ended: the hook says so.
      }
    }
    return ExitCode.ANSWERED;
  }

  /** Answers from the database given with {@code --db} that holds exactly this instance. */
  private int answerFromDatabase(Map<String, String> raw) {
    DatabaseOrSolver.check(solverName, dbFolders, "answers from the database");
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    Selection selection = entry.select(SolvedDatabases.engine(entry).name(), question);
    dev.nimber.api.Parameters instance = InstanceSolver.bind(entry, raw);
    try (Database stored = databases.open(dbFolders, entry, instance)) {
      if (options.verbose()) {
        console
            .err()
            .println(
                "nimber: source: the database in "
                    + stored.folder()
                    + " ("
                    + stored.manifest().tiers().size()
                    + " tiers, built by version "
                    + stored.manifest().identity().pluginVersion()
                    + " of the game's plugin)");
      }
      try (TimedCalls calls = new TimedCalls(Optional.ofNullable(timeout))) {
        Solved solved =
            calls.callWithin(
                () -> solver.solveFrom(selection, instance, stored),
                () ->
                    "the database in "
                        + stored.folder()
                        + " did not answer '"
                        + selection.question()
                        + "' of "
                        + instance);
        printer.print(solved, format, console.out());
      }
    }
    return ExitCode.ANSWERED;
  }
}
