package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.explore.ParameterRange;
import dev.nimber.app.explore.Periodicity;
import dev.nimber.app.explore.TableBuilder;
import dev.nimber.app.explore.TableRow;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.Progress;
import dev.nimber.app.solve.ProgressDisplay;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber table GAME --over n=A..B}: outcome, Grundy value and remoteness for each value of a parameter, and
 * whether the outcomes (and Grundy values) look ultimately periodic in that range.
 */
@Command(
    name = "table",
    mixinStandardHelpOptions = true,
    description = "Tabulates outcome, Grundy value and remoteness over one parameter, and looks for a period.",
    footer = {"", "Example: nimber table rulestones --over m=0..60 rules=1:1,3:3,4:4"})
final class TableCommand implements Callable<Integer> {

  /** How the table is printed. */
  enum Format { TEXT, CSV, JSON }

  static final long MAX_ROWS = 100_000;

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final InstanceSolver solver;
  private final ObjectMapper json;
  private final ProgressDisplay progress;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "The other parameters.")
  List<String> assignments = new ArrayList<>();

  @Option(names = "--over", paramLabel = "NAME=A..B", required = true, description = "The parameter and its range.")
  String over;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text, csv or json (default: ${DEFAULT-VALUE}).")
  Format format = Format.TEXT;

  @Inject
  TableCommand(CatalogLoader catalogs, GlobalOptions options, InstanceSolver solver, ObjectMapper json,
      ProgressDisplay progress, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.solver = solver;
    this.json = json;
    this.progress = progress;
    this.console = console;
  }

  @Override
  public Integer call() throws IOException {
    ParameterRange range = ParameterRange.parse("--over", over, MAX_ROWS);
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    List<TableRow> rows;
    try (Progress bar = progress.start("table " + game, range.size())) {
      rows = new TableBuilder(solver).rows(entry, range, SolveCommand.parse(assignments), bar::step);
    }
    Optional<Periodicity.Period> outcomePeriod = Periodicity.find(column(rows, TableRow::firstPlayerWins));
    Optional<Periodicity.Period> grundyPeriod = Periodicity.find(column(rows, TableRow::grundy));
    PrintStream out = console.out();
    switch (format) {
      case TEXT -> {
        printText(rows, range.name(), out);
        out.println();
        out.println(describe("outcome", outcomePeriod, rows, range));
        out.println(describe("grundy", grundyPeriod, rows, range));
      }
      case CSV -> {
        out.println(range.name() + ",outcome,grundy,remoteness");
        rows.forEach(row -> out.println(row.value() + "," + cell(row.outcome()) + "," + cell(row.grundy()) + ","
            + cell(row.remoteness())));
        console.err().println(describe("outcome", outcomePeriod, rows, range));
        console.err().println(describe("grundy", grundyPeriod, rows, range));
      }
      case JSON -> {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("game", game);
        object.put("over", range.name());
        object.put("rows", rows.stream().map(row -> {
          Map<String, Object> cells = new LinkedHashMap<>();
          cells.put(range.name(), row.value());
          cells.put("outcome", row.outcome());
          cells.put("firstPlayerWins", row.firstPlayerWins());
          cells.put("grundy", row.grundy() == null ? null : new BigInteger(row.grundy()));
          cells.put("remoteness", row.remoteness() == null ? null : new BigInteger(row.remoteness()));
          return cells;
        }).toList());
        object.put("outcomePeriod", outcomePeriod.map(period -> periodJson(period, rows, range)).orElse(null));
        object.put("grundyPeriod", grundyPeriod.map(period -> periodJson(period, rows, range)).orElse(null));
        out.println(json.writeValueAsString(object));
      }
      default -> throw new IllegalStateException("unknown format " + format);
    }
    return ExitCode.ANSWERED;
  }

  private static void printText(List<TableRow> rows, String name, PrintStream out) {
    int width = Math.max(name.length(), rows.stream().mapToInt(row -> row.value().toString().length()).max().orElse(1));
    int outcomeWidth = Math.max(7, rows.stream().mapToInt(row -> cell(row.outcome()).length()).max().orElse(1));
    String line = "%" + width + "s  %-" + outcomeWidth + "s  %6s  %10s%n";
    out.printf(line, name, "outcome", "grundy", "remoteness");
    for (TableRow row : rows) {
      out.printf(line, row.value(), cell(row.outcome()), cell(row.grundy()), cell(row.remoteness()));
    }
  }

  private static <T> List<T> column(List<TableRow> rows, Function<TableRow, T> cell) {
    List<T> column = new ArrayList<>();
    rows.forEach(row -> column.add(cell.apply(row)));
    return column;
  }

  private static String cell(String value) {
    return value == null ? "" : value;
  }

  /** The piles from the pre-period on whose outcome is a loss, as residues modulo the period. */
  private static List<BigInteger> losingResidues(Periodicity.Period period, List<TableRow> rows, ParameterRange range) {
    List<BigInteger> residues = new ArrayList<>();
    for (int i = period.start(); i < period.start() + period.period(); i++) {
      if (Boolean.FALSE.equals(rows.get(i).firstPlayerWins())) {
        residues.add(range.from().add(BigInteger.valueOf(i)).mod(BigInteger.valueOf(period.period())));
      }
    }
    residues.sort(null);
    return residues;
  }

  private static String describe(
      String what, Optional<Periodicity.Period> found, List<TableRow> rows, ParameterRange range) {
    String span = range.name() + " = " + range.from() + ".." + range.to();
    boolean anyKnown = rows.stream().anyMatch(row -> (what.equals("outcome") ? row.outcome() : row.grundy()) != null);
    if (!anyKnown) {
      return what + ": no solver answers it for these parameters";
    }
    if (found.isEmpty()) {
      return what + ": no period found in " + span + " (one needs " + Periodicity.MIN_PERIODS_SEEN
          + " full periods, repeating over at least half the range)";
    }
    Periodicity.Period period = found.get();
    String text = what + ": ultimately periodic from " + range.name() + " = "
        + range.from().add(BigInteger.valueOf(period.start())) + " with period " + period.period() + " ("
        + period.periodsSeen() + " full periods seen in " + span + ")";
    if (what.equals("outcome")) {
      List<BigInteger> residues = losingResidues(period, rows, range);
      BigInteger start = range.from().add(BigInteger.valueOf(period.start()));
      if (residues.isEmpty()) {
        text += "; never lost from " + range.name() + " = " + start + " on";
      } else if (residues.size() == period.period()) {
        text += "; always lost from " + range.name() + " = " + start + " on";
      } else {
        text += "; lost when " + range.name() + " ≡ " + runs(residues) + " (mod " + period.period() + ")";
      }
    }
    return text;
  }

  /** Sorted residues as runs of consecutive ones: {@code 0..9, 12, 14}. */
  private static String runs(List<BigInteger> residues) {
    List<String> runs = new ArrayList<>();
    for (int i = 0; i < residues.size(); ) {
      int j = i;
      while (j + 1 < residues.size() && residues.get(j + 1).equals(residues.get(j).add(BigInteger.ONE))) {
        j++;
      }
      runs.add(j - i >= 2 ? residues.get(i) + ".." + residues.get(j)
          : residues.subList(i, j + 1).stream().map(BigInteger::toString).collect(Collectors.joining(", ")));
      i = j + 1;
    }
    return String.join(", ", runs);
  }

  private static Map<String, Object> periodJson(Periodicity.Period period, List<TableRow> rows, ParameterRange range) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("prePeriod", range.from().add(BigInteger.valueOf(period.start())));
    object.put("period", period.period());
    object.put("periodsSeen", period.periodsSeen());
    object.put("losingResidues", losingResidues(period, rows, range));
    return object;
  }
}
