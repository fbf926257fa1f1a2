package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.Drawing;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.OutputFailedException;
import dev.nimber.app.service.OutputFile;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber show GAME NAME=VALUE… [--moves I,J,…] [--out FILE.svg|FILE.png]}: a position drawn
 * as its game pictures it, each move a click would make coloured by its value for the player making
 * it.
 */
@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    description =
        "Draws a position as SVG or PNG, its moves coloured by their values for the player making them"
            + " (green a win, red a loss, yellow a tie, grey a draw).",
    footer = {"", "Example: nimber show connect width=3 height=3 k=3 gravity=false --out ttt.svg"})
final class ShowCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(
      index = "1..*",
      paramLabel = "NAME=VALUE",
      description = "The position's parameters, as for solve.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--moves",
      paramLabel = "I,J,…",
      description =
          "Draw the position after these moves, each its number in the list of moves (from 0, in"
              + " the order play and serve list them).")
  String moves;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "The picture: FILE.svg or FILE.png (default: SVG on standard output).")
  Path out;

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description = "Value the moves with this solver (default: the engine's search).")
  String solverName;

  @Mixin EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Inject
  ShowCommand(CatalogLoader catalogs, GlobalOptions options, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
  }

  @Override
  public Integer call() {
    Drawing.Format format = format();
    Optional<OutputFile> file =
        Optional.ofNullable(out).map(path -> OutputFile.check("--out", path));
    List<Integer> played = moves(moves);
    engineThreads.applyTo(options);
    Games games = catalogs.loadFor(options.pluginFolders(), game);
    NimberService service = games.forOneCommand(game);
    PlayState state =
        service.play(
            new Requests.Play(game, Assignments.parse(assignments), played, true, solverName));
    Drawing drawing =
        state
            .drawing(index -> Optional.empty())
            .orElseThrow(
                () ->
                    new UsageException(
                        "game '"
                            + game
                            + "' draws no picture of this position (too large to draw, or the"
                            + " game draws none); as text it is:\n"
                            + state.position().strip()));
    if (file.isEmpty()) {
      try {
        drawing.write(Drawing.Format.SVG, console.out());
      } catch (IOException failed) {
        throw new OutputFailedException("standard output", failed);
      }
      console.out().flush();
      return ExitCode.ANSWERED;
    }
    file.get().write(stream -> drawing.write(format, stream));
    console.out().println(out + ": " + drawing.width() + " × " + drawing.height() + " pixels");
    return ExitCode.ANSWERED;
  }

  private Drawing.Format format() {
    if (out == null) {
      return Drawing.Format.SVG;
    }
    String name =
        out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".svg")) {
      return Drawing.Format.SVG;
    }
    if (name.endsWith(".png")) {
      return Drawing.Format.PNG;
    }
    throw new UsageException("--out '" + out + "' must end in .png or .svg");
  }

  /** The moves of {@code --moves}: numbers from 0 separated by commas. */
  static List<Integer> moves(String text) {
    return Requests.moveNumbers(text)
        .filter(played -> played.stream().allMatch(index -> index >= 0))
        .orElseThrow(
            () ->
                new UsageException(
                    "--moves: got '"
                        + text
                        + "'; allowed: move numbers from 0 separated by commas, such as 4,0,2"));
  }
}
