package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.DatabaseInfo;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.SolveListener;
import dev.nimber.app.service.Solved;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
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

  @Inject
  SolveCommand(
      CatalogLoader catalogs,
      GlobalOptions options,
      AnswerPrinter printer,
      Console console,
      ProgressDisplay progress) {
    this.catalogs = catalogs;
    this.options = options;
    this.printer = printer;
    this.console = console;
    this.progress = progress;
  }

  @Override
  public Integer call() {
    Map<String, String> raw = Assignments.parse(assignments);
    engineThreads.applyTo(options);
    if (!dbFolders.isEmpty()) {
      DatabaseOrSolver.check(solverName, dbFolders, "answers from the database");
    }
    Games games = catalogs.loadFor(options.pluginFolders(), game);
    NimberService service = games.forOneCommand(game);
    Listener listener = new Listener();
    try (Progress bar = progress.start("solve " + game, -1)) {
      listener.bar = bar;
      Solved solved =
          service.solve(
              new Requests.Solve(
                  game, solverName, question, raw, dbFolders, Optional.ofNullable(timeout)),
              listener);
      printer.print(solved, format, console.out());
    } finally {
      listener.stopWatching();
    }
    return ExitCode.ANSWERED;
  }

  /**
   * Shows where the answer comes from (with {@code --verbose}) and the engine's progress, and says
   * what was stopped when Ctrl-C ends the solve.
   */
  private final class Listener implements SolveListener {

    private Progress bar;
    private Thread stopped;

    @Override
    public void solving(
        String solverDescribed,
        String questionName,
        String instance,
        Supplier<Optional<String>> method) {
      if (options.verbose()) {
        method.get().ifPresent(found -> console.err().println("nimber: method: " + found));
      }
      stopped =
          new Thread(
              () ->
                  console
                      .err()
                      .println(
                          "nimber: stopped before "
                              + solverDescribed
                              + " answered '"
                              + questionName
                              + "' of "
                              + instance));
      Runtime.getRuntime().addShutdownHook(stopped);
    }

    @Override
    public void reading(Path folder, DatabaseInfo database) {
      if (options.verbose()) {
        console
            .err()
            .println(
                "nimber: source: the database in "
                    + folder
                    + " ("
                    + database.tiers().size()
                    + " tiers, built by version "
                    + database.pluginVersion()
                    + " of the game's plugin)");
      }
    }

    @Override
    public void tierSolved(int tier, long done, long total) {
      bar.stepTo(done, total, "tier " + tier);
    }

    @Override
    public void searched(long visits) {
      bar.stepTo(visits, -1, "positions searched");
    }

    void stopWatching() {
      if (stopped == null) {
        return;
      }
      try {
        Runtime.getRuntime().removeShutdownHook(stopped);
      } catch (IllegalStateException shuttingDown) {
        // Ctrl-C came as the solve ended: the hook says so.
      }
    }
  }
}
