package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Lazy;
import dev.nimber.api.Question;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.LeftOutColumn;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.ParameterRange;
import dev.nimber.app.service.Periodicity;
import dev.nimber.app.service.PlainJson;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.TableAnswer;
import dev.nimber.app.service.TableListener;
import dev.nimber.app.service.TablePeriods;
import dev.nimber.app.service.TableRow;
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

  @Inject
  TableCommand(
      CatalogLoader catalogs,
      GlobalOptions options,
      Lazy<ObjectMapper> json,
      ProgressDisplay progress,
      Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.json = json;
    this.progress = progress;
    this.console = console;
  }

  @Override
  public Integer call() throws IOException {
    ParameterRange range = ParameterRange.parse("--over", over, MAX_ROWS);
    engineThreads.applyTo(options);
    Games games = catalogs.loadFor(options.pluginFolders(), game);
    NimberService service = games.forOneCommand(game);
    if (!dbFolders.isEmpty()) {
      DatabaseOrSolver.check(solverName, dbFolders, "answers from the databases");
    }
    TableAnswer table;
    PrintStream out = console.out();
    try (Progress bar = progress.start("table " + game, range.size())) {
      TableListener printer =
          switch (format) {
            case TEXT -> new TextRows(range, out, bar);
            case CSV -> new CsvRows(range, out, bar);
            case JSON ->
                new TableListener() {
                  @Override
                  public void columns(List<Selection> columns) {}

                  @Override
                  public void row(TableRow row) {
                    bar.step();
                  }
                };
          };
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
              printer);
    }
    Optional<String> lateCells = table.lateCells();
    table.leftOut().forEach(left -> console.err().println("nimber: " + left.reason()));
    // Default columns are those answered; one asked for and left out is a question not answered.
    int leftOutCode =
        table.leftOut().stream().allMatch(LeftOutColumn::refused)
            ? ExitCode.USAGE
            : ExitCode.SOLVER_FAILED;
    if (table.columns().isEmpty()) {
      return leftOutCode;
    }
    boolean askedForLeftOut = !questions.isEmpty() && !table.leftOut().isEmpty();
    List<TableRow> rows = table.rows();
    List<TablePeriods.ColumnPeriod> found = table.periods();
    List<String> periods = found.stream().map(period -> describe(period, rows, range)).toList();
    switch (format) {
      case TEXT -> {
        out.println();
        periods.forEach(out::println);
      }
      case CSV -> periods.forEach(console.err()::println);
      case JSON -> out.println(PlainJson.asText(table.json(), json::get));
      default -> throw new IllegalStateException("unknown format " + format);
    }
    if (lateCells.isPresent()) {
      console.err().println("nimber: " + lateCells.get());
      return ExitCode.SOLVER_FAILED;
    }
    return askedForLeftOut ? leftOutCode : ExitCode.ANSWERED;
  }

  /**
   * Prints a table as text, each row as soon as it is complete. A column is as wide as its title; a
   * cell wider than its column widens it from that row on, so that a row's layout depends only on
   * the rows above it. Outcomes are written from the left, numbers from the right.
   */
  private static final class TextRows implements TableListener {

    private final PrintedLines lines;
    private final Progress bar;
    private final int valueWidth;
    private final String name;
    private final List<Integer> widths = new ArrayList<>();
    private final List<Boolean> words = new ArrayList<>();

    TextRows(ParameterRange range, PrintStream out, Progress bar) {
      this.lines = new PrintedLines(out, bar);
      this.bar = bar;
      this.name = range.name();
      this.valueWidth =
          Math.max(
              name.length(),
              Math.max(range.from().toString().length(), range.to().toString().length()));
    }

    @Override
    public void columns(List<Selection> columns) {
      if (columns.isEmpty()) {
        return;
      }
      StringBuilder header = new StringBuilder(pad(name, valueWidth, false));
      for (Selection column : columns) {
        String title = column.question().name();
        widths.add(title.length());
        words.add(isText(column));
        header.append("  ").append(pad(title, title.length(), isText(column)));
      }
      lines.print(header.toString().stripTrailing());
    }

    @Override
    public void row(TableRow row) {
      bar.step();
      if (widths.isEmpty()) {
        return;
      }
      StringBuilder line = new StringBuilder(pad(row.value().toString(), valueWidth, false));
      for (int c = 0; c < widths.size(); c++) {
        String text = row.text(c);
        widths.set(c, Math.max(widths.get(c), text.length()));
        line.append("  ").append(pad(text, widths.get(c), words.get(c)));
      }
      lines.print(line.toString().stripTrailing());
    }
  }

  /** Prints whole lines above the progress bar, each flushed as soon as it is printed. */
  private record PrintedLines(PrintStream out, Progress bar) {

    void print(String line) {
      bar.printAbove(
          () -> {
            out.println(line);
            out.flush();
          });
    }
  }

  /** Prints a table as CSV, each row as soon as it is complete. */
  private static final class CsvRows implements TableListener {

    private final PrintedLines lines;
    private final Progress bar;
    private final String name;
    private boolean printing;

    CsvRows(ParameterRange range, PrintStream out, Progress bar) {
      this.lines = new PrintedLines(out, bar);
      this.bar = bar;
      this.name = range.name();
    }

    @Override
    public void columns(List<Selection> columns) {
      printing = !columns.isEmpty();
      if (printing) {
        String header =
            name + "," + String.join(",", columns.stream().map(c -> c.question().name()).toList());
        lines.print(header);
      }
    }

    @Override
    public void row(TableRow row) {
      bar.step();
      if (!printing) {
        return;
      }
      StringBuilder line = new StringBuilder(row.value().toString());
      for (int c = 0; c < row.cells().size(); c++) {
        line.append(',').append(row.text(c));
      }
      lines.print(line.toString());
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
      BigInteger start = range.from().add(BigInteger.valueOf(period.start()));
      List<String> said = new ArrayList<>();
      said.add(residues("lost", column.losingResidues(), period, range));
      said.add(residues("tied", column.tiedResidues(), period, range));
      said.add(residues("drawn", column.drawnResidues(), period, range));
      said.removeIf(String::isEmpty);
      if (said.isEmpty()) {
        text += "; never lost from " + range.name() + " = " + start + " on";
      } else if (said.size() == 1 && said.get(0).startsWith("always")) {
        text += "; " + said.get(0) + " from " + range.name() + " = " + start + " on";
      } else {
        text += "; " + String.join("; ", said);
      }
    }
    return text;
  }

  /**
   * Which residues have an outcome: {@code lost when n ≡ 0, 2 (mod 5)}, {@code always lost}, or the
   * empty string for none.
   */
  private static String residues(
      String outcome, List<BigInteger> residues, Periodicity.Period period, ParameterRange range) {
    if (residues.isEmpty()) {
      return "";
    }
    if (residues.size() == period.period()) {
      return "always " + outcome;
    }
    return outcome
        + " when "
        + range.name()
        + " ≡ "
        + runs(residues)
        + " (mod "
        + period.period()
        + ")";
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
