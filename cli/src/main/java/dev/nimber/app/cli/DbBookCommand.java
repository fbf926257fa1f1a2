package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.SolveListener;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nimber db book GAME name=value … --plies N --book FILE}: the opening book of every
 * position within N moves of an instance's start, each valued by the weak search, written to FILE.
 */
@Command(
    name = "book",
    mixinStandardHelpOptions = true,
    description =
        "Values every position within --plies moves of the instance with the weak search and writes"
            + " them to FILE, an opening book: put it in a plugin folder and the weak search answers"
            + " those positions (and their mirror images) at once.",
    footer = {
      "",
      "Example: nimber db book connect width=6 height=5 k=4 gravity=true --plies 2 --book"
          + " plugins/connect-6x5.nimberbook"
    })
final class DbBookCommand implements Callable<Integer> {

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
      description = "The instance's parameters; its position is the book's start.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--plies",
      paramLabel = "N",
      required = true,
      description = "How many moves from the start the book reaches, 0 to 16.")
  int plies;

  @Option(
      names = "--book",
      paramLabel = "FILE",
      required = true,
      description =
          "The book's file; its name must end in .nimberbook for the plugin folders to find it.")
  Path file;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Value N positions at a time, 1 to "
              + BatchOptions.MAX_THREADS
              + ", each by a search with its share of the table (default: the number of cores);"
              + " the book is the same for any N.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Inject
  DbBookCommand(
      CatalogLoader catalogs, GlobalOptions options, Console console, ProgressDisplay progress) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
    this.progress = progress;
  }

  @Override
  public Integer call() {
    int searches = EngineThreadsOption.checked(threads, BatchOptions.MAX_THREADS);
    Games games = catalogs.load(options.pluginFolders());
    NimberService service = games.forOneCommand(game);
    int positions;
    try (Progress bar = progress.start("db book " + game, -1)) {
      positions =
          service.buildOpeningBook(
              new Requests.BuildBook(game, Assignments.parse(assignments), file, plies, searches),
              new SolveListener() {
                // Called from the threads that value positions: one at a time, since the bar is
                // stepped by one thread at a time.
                @Override
                public synchronized void note(String note) {
                  bar.printAbove(() -> console.err().println("nimber: " + note));
                }

                @Override
                public synchronized void searched(long visits) {
                  bar.stepTo(visits, -1, "positions searched");
                }
              });
    }
    console
        .out()
        .printf(
            "%s: %d positions within %d %s of the start%n",
            file, positions, plies, plies == 1 ? "move" : "moves");
    return ExitCode.ANSWERED;
  }
}
