package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Lazy;
import dev.nimber.api.Question;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.explore.ParameterRange;
import dev.nimber.app.explore.Periodicity;
import dev.nimber.app.explore.TableBuilder;
import dev.nimber.app.explore.TablePeriods;
import dev.nimber.app.explore.TableRow;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.TableAnswer;
import dev.nimber.app.solve.Progress;
import dev.nimber.app.solve.ProgressDisplay;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber table GAME --over n=A..B}: for each value of a parameter, the answers to some
 * questions (by default outcome, Grundy value and remoteness), and whether each column looks
 * ultimately periodic in that range.
 */
@Command(
    name = "table",
    mixinStandardHelpOptions = true,
    description =
        "Tabulates answers over one parameter (by default outcome, Grundy value and remoteness) and looks"
            + " for a period.",
    footer = {"", "Example: nimber table rulestones --over m=0..60 rules=1:1,3:3,4:4"})
final class TableCommand implements Callable<Integer> {

  /** How the table is printed. */
  enum Format {
    TEXT,
    CSV,
    JSON
  }

  static final long MAX_ROWS = 100_000;

  private final CatalogLoader catalogs;
  private final GlobalOptions options;

  /** Made on first use: a text answer never loads Jackson. */
  private final Lazy<ObjectMapper> json;

  private final ProgressDisplay progress;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "The other parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(
      names = "--over",
      paramLabel = "NAME=A..B",
      required = true,
      description = "The parameter and its range.")
  String over;

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description =
          "Answer every column with this solver (default: the best solver for each question).")
  String solverName;

  @Option(
      names = {"-q", "--question"},
      paramLabel = "Q",
      description =
          "A column (repeatable; default: outcome, grundy and remoteness, where answered).")
  List<String> questions = new ArrayList<>();

  @Mixin CellTimeoutOption cellTimeout = new CellTimeoutOption();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text, csv or json (default: ${DEFAULT-VALUE}).")
  Format format = Format.TEXT;

  @Mixin EngineThreadsOption engineThreads = new EngineThreadsOption();

  @Option(
      names = "--db",
      paramLabel = "DIR",
      description =
          "Answer every row from the solved database in DIR that"
              + " holds its instance (repeatable: one database per row); a row none holds is an error. Default columns:"
              + " outcome and remoteness.")
  List<Path> dbFolders = new ArrayList<>();

  private final CommandServices services;

  @Inject
  TableCommand(
      CatalogLoader catalogs,
      GlobalOptions options,
      CommandServices services,
      Lazy<ObjectMapper> json,
      ProgressDisplay progress,
      Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.services = services;
    this.json = json;
    this.progress = progress;
    this.console = console;
  }

  @Override
  public Integer call() throws IOException {
    ParameterRange range = ParameterRange.parse("--over", over, MAX_ROWS);
    engineThreads.applyTo(options);
    Catalog catalog = catalogs.load(options.pluginFolders());
    NimberService service = services.of(catalog, game);
    if (!dbFolders.isEmpty()) {
      DatabaseOrSolver.check(solverName, dbFolders, "answers from the databases");
    }
    TableAnswer table;
    try (Progress bar = progress.start("table " + game, range.size())) {
      table =
          service.tabulate(
              new Requests.Tabulate(
                  game,
                  solverName,
                  questions,
                  range,
                  Assignments.parse(assignments),
                  cellTimeout.timeout(),
                  dbFolders),
              bar::step);
    }
    Optional<String> lateCells = table.lateCells();
    table.leftOut().forEach(left -> console.err().println("nimber: " + left.reason()));
    // Default columns are those answered; one asked for and left out is a question not answered.
    int leftOutCode =
        table.leftOut().stream().allMatch(TableBuilder.LeftOut::refused)
            ? ExitCode.USAGE
            : ExitCode.SOLVER_FAILED;
    if (table.columns().isEmpty()) {
      return leftOutCode;
    }
    boolean askedForLeftOut = !questions.isEmpty() && !table.leftOut().isEmpty();
    List<Selection> columns = table.columns();
    List<TableRow> rows = table.rows();
    List<TablePeriods.ColumnPeriod> found = table.periods();
    List<String> periods = found.stream().map(period -> describe(period, rows, range)).toList();
    PrintStream out = console.out();
    switch (format) {
      case TEXT -> {
        printText(rows, columns, range.name(), out);
        out.println();
        periods.forEach(out::println);
      }
      case CSV -> {
        out.println(
            range.name()
                + ","
                + String.join(",", columns.stream().map(c -> c.question().name()).toList()));
        for (TableRow row : rows) {
          StringBuilder line = new StringBuilder(row.value().toString());
          for (int c = 0; c < columns.size(); c++) {
            line.append(',').append(row.text(c));
          }
          out.println(line);
        }
        periods.forEach(console.err()::println);
      }
      case JSON -> out.println(json.get().writeValueAsString(table.json()));
      default -> throw new IllegalStateException("unknown format " + format);
    }
    if (lateCells.isPresent()) {
      console.err().println("nimber: " + lateCells.get());
      return ExitCode.SOLVER_FAILED;
    }
    return askedForLeftOut ? leftOutCode : ExitCode.ANSWERED;
  }

  private static void printText(
      List<TableRow> rows, List<Selection> columns, String name, PrintStream out) {
    int width =
        Math.max(
            name.length(),
            rows.stream().mapToInt(row -> row.value().toString().length()).max().orElse(1));
    StringBuilder header = new StringBuilder(pad(name, width, false));
    List<Integer> widths = new ArrayList<>();
    for (int c = 0; c < columns.size(); c++) {
      int column = c;
      String title = columns.get(c).question().name();
      widths.add(
          Math.max(
              title.length(),
              rows.stream().mapToInt(row -> row.text(column).length()).max().orElse(0)));
      header.append("  ").append(pad(title, widths.get(c), isText(columns.get(c))));
    }
    out.println(header.toString().stripTrailing());
    for (TableRow row : rows) {
      StringBuilder line = new StringBuilder(pad(row.value().toString(), width, false));
      for (int c = 0; c < columns.size(); c++) {
        line.append("  ").append(pad(row.text(c), widths.get(c), isText(columns.get(c))));
      }
      out.println(line.toString().stripTrailing());
    }
  }

  /**
   * Outcomes are words, written from the left; other answers are numbers, written from the right.
   */
  private static boolean isText(Selection column) {
    return column.question().equals(Question.OUTCOME);
  }

  private static String pad(String text, int width, boolean left) {
    String spaces = " ".repeat(Math.max(0, width - text.length()));
    return left ? text + spaces : spaces + text;
  }

  /** A column's period in words, as the text and CSV formats print it. */
  private static String describe(
      TablePeriods.ColumnPeriod column, List<TableRow> rows, ParameterRange range) {
    Question question = column.question();
    Optional<Periodicity.Period> found = column.period();
    String what = question.name();
    String span = range.name() + " = " + range.from() + ".." + range.to();
    if (rows.stream().allMatch(row -> row.cells().get(column.column()).isEmpty())) {
      return what + ": no solver answers it for these parameters";
    }
    if (found.isEmpty()) {
      return what
          + ": no period found in "
          + span
          + " (one needs "
          + Periodicity.MIN_PERIODS_SEEN
          + " full periods, repeating over at least half the range)";
    }
    Periodicity.Period period = found.get();
    String text =
        what
            + ": ultimately periodic from "
            + range.name()
            + " = "
            + range.from().add(BigInteger.valueOf(period.start()))
            + " with period "
            + period.period()
            + " ("
            + period.periodsSeen()
            + " full periods seen in "
            + span
            + ")";
    if (question.equals(Question.OUTCOME)) {
      List<BigInteger> residues = column.losingResidues();
      BigInteger start = range.from().add(BigInteger.valueOf(period.start()));
      if (residues.isEmpty()) {
        text += "; never lost from " + range.name() + " = " + start + " on";
      } else if (residues.size() == period.period()) {
        text += "; always lost from " + range.name() + " = " + start + " on";
      } else {
        text +=
            "; lost when "
                + range.name()
                + " ≡ "
                + runs(residues)
                + " (mod "
                + period.period()
                + ")";
      }
    }
    return text;
  }

  /** Sorted residues as runs of consecutive ones: {@code 0..9, 12, 14}. */
  private static String runs(List<BigInteger> residues) {
    List<String> runs = new ArrayList<>();
    for (int i = 0; i < residues.size(); ) {
      int j = i;
      while (j + 1 < residues.size()
          && residues.get(j + 1).equals(residues.get(j).add(BigInteger.ONE))) {
        j++;
      }
      runs.add(
          j - i >= 2
              ? residues.get(i) + ".." + residues.get(j)
              : residues.subList(i, j + 1).stream()
                  .map(BigInteger::toString)
                  .collect(Collectors.joining(", ")));
      i = j + 1;
    }
    return String.join(", ", runs);
  }
}
