package dev.nimber.app.cli;

import dev.nimber.api.JudgeInput;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.explore.Opponent;
import dev.nimber.app.explore.Opponents;
import dev.nimber.app.explore.PlaySession;
import dev.nimber.app.explore.TimedCalls;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.Progress;
import dev.nimber.app.solve.ProgressDisplay;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.RankedValues;
import dev.nimber.engine.SearchSolver;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber play GAME name=value …}: play against the computer in the terminal, which plays
 * perfectly by the search or by any solver that answers {@code move}.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description =
        "Plays the game against perfect play in the terminal (games that expose positions).",
    footer = {
      "",
      "Examples: nimber play thuemorse n=20 m=3 --first computer",
      "          nimber play thuemorse n=10^18 m=3 --solver automaton"
    })
final class PlayCommand implements Callable<Integer> {

  /** Who moves first. */
  enum First {
    YOU,
    COMPUTER
  }

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final InstanceSolver solver;
  private final Console console;
  private final ProgressDisplay progress;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(
      index = "1..*",
      paramLabel = "NAME=VALUE",
      description = "The start position's parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--first",
      paramLabel = "WHO",
      description = "you or computer (default: ${DEFAULT-VALUE}).")
  First first = First.YOU;

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description =
          "The solver the computer plays by: one that answers"
              + " 'move' (default: the search, or the best solver that answers 'move' for games without it).")
  String solverName;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = BatchOptions.DurationConverter.class,
      description =
          "The most time the computer may think about one move or hint (1ms to 7 days); past it the game"
              + " stops with exit code 1.")
  Duration timeout;

  @Mixin EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Option(
      names = "--db",
      paramLabel = "DIR",
      description =
          "Play from the solved database in DIR (see nimber db"
              + " build): every reply and hint is a few look-ups; repeatable, as for solve.")
  List<Path> dbFolders = new ArrayList<>();

  private final SolvedDatabases databases;

  @Inject
  PlayCommand(
      CatalogLoader catalogs,
      GlobalOptions options,
      InstanceSolver solver,
      Console console,
      ProgressDisplay progress,
      SolvedDatabases databases) {
    this.catalogs = catalogs;
    this.options = options;
    this.solver = solver;
    this.console = console;
    this.progress = progress;
    this.databases = databases;
  }

  @Override
  public Integer call() {
    engineThreads.applyTo(options);
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    DatabaseOrSolver.check(solverName, dbFolders, "plays from the database");
    Selection selection =
        dbFolders.isEmpty()
            ? selection(entry)
            : entry.select(SolvedDatabases.engine(entry).name(), Question.MOVE.name());
    dev.nimber.api.Parameters parameters =
        InstanceSolver.bind(entry, Assignments.parse(assignments));
    if (!dbFolders.isEmpty()) {
      try (Database stored = databases.open(dbFolders, entry, parameters)) {
        if (options.verbose()) {
          console.err().println("nimber: source: the database in " + stored.folder());
        }
        PositionValues values =
            PluginCall.guard(
                    () -> entry.describe() + ", asked for the numbering of " + parameters,
                    () -> SolvedDatabases.engine(entry).stored().valuesOf(parameters, stored))
                .orElseThrow(
                    () ->
                        new UsageException(
                            "game '"
                                + game
                                + "' no longer numbers the positions of "
                                + parameters
                                + " nor writes them as keys, so its database cannot be played from"));
        return play(
            entry,
            selection,
            parameters,
            calls -> Opponents.of(selection, positions(entry), solver, Optional.of(values), calls));
      }
    }
    // The solver's limits apply before the first move.
    InstanceSolver.checkSupports(selection, parameters, " (choose one with --solver)");
    return play(
        entry,
        selection,
        parameters,
        calls ->
            Opponents.of(
                selection,
                positions(entry),
                solver,
                selection
                    .engine()
                    .flatMap(search -> everyPositionSolved(selection, search, parameters, calls)),
                calls));
  }

  private Positions positions(GameEntry entry) {
    return PluginCall.guard(
            () -> entry.describe() + ", asked for its positions", entry.descriptor()::positions)
        .orElseThrow(
            () ->
                new UsageException("game '" + game + "' has no positions, so it cannot be played"));
  }

  /** Plays from the start position against the opponent made for the game's time limit. */
  private int play(
      GameEntry entry,
      Selection selection,
      dev.nimber.api.Parameters parameters,
      Function<TimedCalls, Opponent> opponent) {
    Positions positions = positions(entry);
    Position start =
        PluginCall.guard(
            () -> entry.describe() + ", asked for the position of " + parameters,
            () -> positions.start(parameters));
    JudgeInput typed = JudgeInput.of(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
    try (TimedCalls calls = new TimedCalls(Optional.ofNullable(timeout))) {
      Opponent computer = opponent.apply(calls);
      PlaySession session = new PlaySession(computer, typed, console.out(), entry.misere());
      PluginCall.guard(
          () -> entry.describe(selection.solver()) + ", played from " + parameters,
          () -> {
            try {
              return session.play(start, first == First.YOU);
            } catch (IOException unreadable) {
              throw new UsageException("cannot read your moves: " + unreadable.getMessage());
            }
          });
    }
    return ExitCode.ANSWERED;
  }

  /**
   * For an instance the game numbers, the engine's values of every position, solved before the game
   * starts (with a progress bar on a terminal, within the time limit of one move); empty for other
   * instances.
   */
  private Optional<RankedValues> everyPositionSolved(
      Selection selection,
      SearchSolver search,
      dev.nimber.api.Parameters parameters,
      TimedCalls calls) {
    try (Progress bar = progress.start("solve " + game, -1)) {
      SearchSolver reporting =
          search.reporting((tier, done, total) -> bar.stepTo(done, total, "tier " + tier));
      Optional<RankedValues> values =
          PluginCall.guard(
              () ->
                  selection.game().describe(selection.solver())
                      + ", solving every position of "
                      + parameters,
              () ->
                  calls.callWithin(
                      () -> reporting.rulesets().solveEveryTier(parameters),
                      () ->
                          selection.game().describe(selection.solver())
                              + " did not solve the positions of "
                              + parameters));
      return values;
    }
  }

  /** The solver asked for, or the search, or the best solver that answers {@code move}. */
  private Selection selection(GameEntry entry) {
    if (solverName != null) {
      return entry.select(solverName, Question.MOVE.name());
    }
    return entry
        .engine()
        .map(search -> Selection.ofEngine(entry, search, Question.MOVE))
        .orElseGet(() -> entry.select(null, Question.MOVE.name()));
  }
}
