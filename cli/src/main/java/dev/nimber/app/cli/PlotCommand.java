package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.ChartAnswer;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.Grid;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.OutputFile;
import dev.nimber.app.service.ParameterRange;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.UsageException;
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
 * {@code nimber plot GAME --x n=A..B [--y m=C..D] --out FILE.png|FILE.svg}: a picture of outcomes,
 * or a heat map of another question.
 */
@Command(
    name = "plot",
    mixinStandardHelpOptions = true,
    description =
        "Draws the outcomes (or another question, as a heat map) over one parameter (a row) or two (a grid)"
            + " as PNG or SVG.",
    footer = {"", "Example: nimber plot thuemorse --x n=0..120 --y m=1..30 --out thuemorse.png"})
final class PlotCommand implements Callable<Integer> {

  static final long MAX_CELLS = 1_000_000;

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final ProgressDisplay progress;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "The other parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--x",
      paramLabel = "NAME=A..B",
      required = true,
      description = "The horizontal parameter.")
  String x;

  @Option(
      names = "--y",
      paramLabel = "NAME=C..D",
      description = "The vertical parameter, for a grid.")
  String y;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      required = true,
      description = "The picture: FILE.png or FILE.svg.")
  Path out;

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description = "Answer every cell with this solver (default: the best" + " one).")
  String solverName;

  @Option(
      names = {"-q", "--question"},
      paramLabel = "Q",
      description =
          "What to draw: outcome as who wins, any other question as a heat map (default: outcome, or the"
              + " game's default question where no outcome is known).")
  String question;

  @Mixin CellTimeoutOption cellTimeout = new CellTimeoutOption();

  @Mixin EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Inject
  PlotCommand(
      CatalogLoader catalogs, GlobalOptions options, ProgressDisplay progress, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.progress = progress;
    this.console = console;
  }

  @Override
  public Integer call() {
    String name =
        out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
    if (!name.endsWith(".png") && !name.endsWith(".svg")) {
      throw new UsageException("--out '" + out + "' must end in .png or .svg");
    }
    OutputFile file = OutputFile.check("--out", out);
    ParameterRange xs = ParameterRange.parse("--x", x, MAX_CELLS);
    ParameterRange ys = y == null ? null : ParameterRange.parse("--y", y, MAX_CELLS);
    if (ys != null && xs.size() * ys.size() > MAX_CELLS) {
      throw new UsageException(
          "a plot holds at most "
              + MAX_CELLS
              + " cells; --x '"
              + x
              + "' has "
              + xs.size()
              + " values and --y '"
              + y
              + "' "
              + ys.size());
    }
    engineThreads.applyTo(options);
    Games games = catalogs.loadFor(options.pluginFolders(), game);
    NimberService service = games.forOneCommand(game);
    ChartAnswer chart;
    try (Progress bar = progress.start("plot " + game, xs.size() * (ys == null ? 1 : ys.size()))) {
      chart =
          service.chart(
              new Requests.Chart(
                  game,
                  solverName,
                  question,
                  xs,
                  ys,
                  Assignments.parse(assignments),
                  cellTimeout.timeout()),
              bar::step);
    }
    Grid grid = chart.grid();
    Optional<String> lateCells = chart.lateCells();
    grid.write(file);
    console
        .out()
        .println(
            out
                + ": "
                + grid.columnCount()
                + " × "
                + grid.rowCount()
                + " cells, "
                + grid.pixelWidth()
                + " × "
                + grid.pixelHeight()
                + " pixels");
    if (lateCells.isPresent()) {
      console.err().println("nimber: " + lateCells.get());
      return ExitCode.SOLVER_FAILED;
    }
    return ExitCode.ANSWERED;
  }
}
