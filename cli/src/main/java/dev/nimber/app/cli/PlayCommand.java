package dev.nimber.app.cli;

import dev.nimber.api.JudgeInput;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.DatabaseInfo;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.Match;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
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

  @Inject
  PlayCommand(
      CatalogLoader catalogs, GlobalOptions options, Console console, ProgressDisplay progress) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
    this.progress = progress;
  }

  @Override
  public Integer call() {
    engineThreads.applyTo(options);
    Games games = catalogs.loadFor(options.pluginFolders(), game);
    NimberService service = games.forOneCommand(game);
    DatabaseOrSolver.check(solverName, dbFolders, "plays from the database");
    JudgeInput typed = JudgeInput.of(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
    Requests.Match request =
        new Requests.Match(game, Assignments.parse(assignments), solverName, dbFolders);
    Thinking thinking = new Thinking();
    try (TimedCalls calls = new TimedCalls(Optional.ofNullable(timeout));
        Match match = started(service, request, calls, thinking)) {
      PlaySession session = new PlaySession(match, typed, console.out(), thinking::start);
      PluginCall.guard(
          match::computerDescribed,
          () -> {
            try {
              return session.play(match.start(), first == First.YOU);
            } catch (IOException unreadable) {
              throw new UsageException("cannot read your moves: " + unreadable.getMessage());
            }
          });
    }
    return ExitCode.ANSWERED;
  }

  /**
   * The match, after the solve of every position when there is one (with its progress bar on a
   * terminal); with {@code --verbose}, where the computer's values come from.
   */
  private Match started(
      NimberService service, Requests.Match request, TimedCalls calls, Thinking thinking) {
    try (TierBar listener =
        new TierBar(progress, "solve " + game) {
          @Override
          public void reading(Path folder, DatabaseInfo database) {
            if (options.verbose()) {
              console.err().println("nimber: source: the database in " + folder);
            }
          }

          @Override
          public void searched(long visits) {
            thinking.searched(visits);
          }
        }) {
      return service.match(request, listener, calls);
    }
  }

  /**
   * The bar shown while the computer works on a move or a hint, on a terminal and past a second:
   * the positions the weak search has visited over the game so far, for a game played from it. The
   * search reports from the thread that answers; the bar is opened and closed around it.
   */
  private final class Thinking {

    private volatile Progress bar = Progress.none();

    Progress start(String what) {
      Progress started = progress.start(what, -1);
      bar = started;
      return new Progress() {
        @Override
        public void step() {}

        @Override
        public void close() {
          bar = Progress.none();
          started.close();
        }
      };
    }

    void searched(long visits) {
      bar.stepTo(visits, -1, "positions searched this game");
    }
  }
}
