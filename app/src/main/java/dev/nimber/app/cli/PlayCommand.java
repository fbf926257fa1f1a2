package dev.nimber.app.cli;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.explore.PlaySession;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code nimber play GAME name=value …}: play against perfect play in the terminal. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = "Plays the game against perfect play in the terminal (games that expose positions).",
    footer = {"", "Example: nimber play thuemorse n=20 m=3 --first computer"})
final class PlayCommand implements Callable<Integer> {

  /** Who moves first. */
  enum First { YOU, COMPUTER }

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "The start position's parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(names = "--first", paramLabel = "WHO", description = "you or computer (default: ${DEFAULT-VALUE}).")
  First first = First.YOU;

  @Inject
  PlayCommand(CatalogLoader catalogs, GlobalOptions options, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
  }

  @Override
  public Integer call() {
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    GameDescriptor descriptor = entry.descriptor();
    dev.nimber.api.Parameters parameters = InstanceSolver.bind(entry, SolveCommand.parse(assignments));
    // The computer plays by the game's search: its limits apply before the first move.
    Optional<SearchSolver> searchSolver = entry.solvers().stream()
        .filter(SearchSolver.class::isInstance).map(SearchSolver.class::cast).findFirst();
    searchSolver.ifPresent(solver -> PluginCall.run(() -> entry.describe(solver) + ", checking " + parameters,
        () -> solver.checkSupports(parameters, Question.MOVE)));
    Positions positions = PluginCall.guard(() -> entry.describe() + ", asked for its positions",
        descriptor::positions).orElseThrow(() -> new UsageException(
            "game '" + game + "' has no positions, so it cannot be played"));
    Position start = PluginCall.guard(() -> entry.describe() + ", asked for the position of " + parameters,
        () -> positions.start(parameters));
    GameSearch search = searchSolver.map(SearchSolver::newSearch).orElseGet(GameSearch::new);
    JudgeInput typed = JudgeInput.of(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
    PlaySession session = new PlaySession(search, typed, console.out());
    PluginCall.guard(() -> entry.describe() + ", played from " + parameters, () -> {
      try {
        return session.play(start, first == First.YOU);
      } catch (IOException unreadable) {
        throw new UsageException("cannot read your moves: " + unreadable.getMessage());
      }
    });
    return ExitCode.ANSWERED;
  }
}
