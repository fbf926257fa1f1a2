package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.LeftOutColumn;
import dev.nimber.app.service.ParameterRange;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.TableListener;
import dev.nimber.app.service.TableRow;
import dev.nimber.app.service.UsageException;
import dev.nimber.app.solve.InstanceSolver;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rows of a table: one column per question, each answered by the solver asked for or, without
 * one, by the best solver that answers it (the game's default where it can). A cell is left empty
 * where no answer comes.
 */
public final class TableBuilder {

  /** The columns when none are asked for: those of these questions that the solvers answer. */
  static final List<Question> DEFAULT_QUESTIONS =
      List.of(Question.OUTCOME, Question.GRUNDY, Question.REMOTENESS);

  private final CellAnswers cells;

  public TableBuilder(CellAnswers cells) {
    this.cells = cells;
  }

  /**
   * The columns of a table: the questions asked, or by default outcome, Grundy value and remoteness
   * where answered (a solver asked for that answers none of them gives every question it answers);
   * each with the solver asked for, or the best one.
   *
   * @param solverName the solver to use, or null for the best one for each question
   * @param questionNames the questions asked, or empty for the default columns
   * @throws UsageException when a solver or question is unknown, a question is not answered by the
   *     solver asked for, or no column is left
   */
  public static List<Selection> columns(
      GameEntry game, String solverName, List<String> questionNames) {
    List<Selection> columns = new ArrayList<>();
    if (!questionNames.isEmpty()) {
      for (String question : questionNames) {
        columns.add(game.select(solverName, question));
      }
      return columns;
    }
    Optional<GameSolver> named = Optional.ofNullable(solverName).map(game::solver);
    for (Question question : DEFAULT_QUESTIONS) {
      boolean answered =
          named
              .map(solver -> solver.questions().contains(question))
              .orElse(game.questions().contains(question));
      if (answered) {
        columns.add(game.select(solverName, question.name()));
      }
    }
    if (columns.isEmpty() && named.isPresent()) {
      for (Question question : named.get().questions()) {
        columns.add(game.select(solverName, question.name()));
      }
    }
    if (columns.isEmpty()) {
      throw new UsageException(
          (solverName == null
                  ? "no solver of game '" + game.descriptor().id() + "'"
                  : "solver '" + solverName + "'")
              + " answers outcome, grundy or remoteness; name the questions with"
              + " --question ("
              + game.descriptor().id()
              + " has: "
              + String.join(", ", game.questions().stream().map(Question::name).toList())
              + ")");
    }
    return columns;
  }

  /**
   * A table as built: the columns it could answer, its rows with a cell for each of them, and the
   * columns left out, each with why.
   *
   * @param columns the columns kept, in the order asked
   * @param rows one row per value of the range, with one cell per kept column
   * @param leftOut the columns left out, in the order asked
   */
  public record Table(List<Selection> columns, List<TableRow> rows, List<LeftOutColumn> leftOut) {

    public Table {
      columns = List.copyOf(columns);
      rows = List.copyOf(rows);
      leftOut = List.copyOf(leftOut);
    }
  }

  /**
   * The rows of a one-column table (the server's).
   *
   * @throws UnsupportedInstanceException when the column is left out because its solver refused a
   *     row (see {@link #table}), with why
   * @throws SolverFailureException when the column is left out because its solver ran out of its
   *     budget, with why
   * @throws UsageException and {@link InvalidParameterException} as {@link #table} does
   */
  public List<TableRow> rows(
      GameEntry game, Selection column, ParameterRange range, Map<String, String> fixed) {
    Table table = table(game, List.of(column), range, fixed, TableListener.none());
    if (!table.leftOut().isEmpty()) {
      LeftOutColumn left = table.leftOut().get(0);
      throw left.refused()
          ? new UnsupportedInstanceException(left.reason())
          : new SolverFailureException(SolverFailureException.Reason.BUDGET, left.reason());
    }
    return table.rows();
  }

  /**
   * Builds a table, never starting a column it cannot finish. Before any cell is computed, each
   * column's solver is asked whether it takes every row ({@link GameSolver#checkSupports}, where
   * the search asks the game how many positions the column's question needs); a column it refuses
   * on any row is left out. A column whose solver runs out of its budget on a cell is left out too,
   * and none of its further cells is computed. Answers from databases are not checked first, but
   * every row is checked to be held by one of them.
   *
   * @param columns the columns, from {@link #columns}
   * @param fixed the other parameters, as typed
   * @param listener told of the columns kept before any cell is computed, then of each row as it is
   *     complete; a column left out because its solver ran out of its budget keeps its place there,
   *     empty from that row on
   * @return the columns kept, the rows, and why each column left out was
   * @throws UsageException when the range or the fixed parameters are wrong (see {@link
   *     ParameterRange#checkFixed}), before anything is computed
   * @throws InvalidParameterException when no value of the range makes an instance, with the first
   *     value's reason
   * @throws dev.nimber.app.service.PluginFailureException when the game or a solver broke their
   *     contract
   */
  public Table table(
      GameEntry game,
      List<Selection> columns,
      ParameterRange range,
      Map<String, String> fixed,
      TableListener listener) {
    ParameterRange.checkFixed(game, fixed, List.of(range));
    List<BigInteger> values = new ArrayList<>();
    List<Optional<Parameters>> instances = new ArrayList<>();
    InvalidParameterException firstRefusal = null;
    for (BigInteger value : range.values()) {
      Map<String, Object> raw = new LinkedHashMap<>(fixed);
      raw.put(range.name(), value);
      values.add(value);
      try {
        instances.add(Optional.of(InstanceSolver.bind(game, raw)));
      } catch (InvalidParameterException notAnInstance) {
        firstRefusal = firstRefusal == null ? notAnInstance : firstRefusal;
        instances.add(Optional.empty());
      }
    }
    if (instances.stream().allMatch(Optional::isEmpty)) {
      throw new InvalidParameterException(
          firstRefusal.parameter(),
          "no value of "
              + range.name()
              + " from "
              + range.from()
              + " to "
              + range.to()
              + " makes an instance; at "
              + range.name()
              + "="
              + range.from()
              + ": "
              + firstRefusal.getMessage());
    }
    LeftOutColumn[] leftOut = new LeftOutColumn[columns.size()];
    if (cells.solvesCells()) {
      for (int c = 0; c < columns.size(); c++) {
        Selection column = columns.get(c);
        leftOut[c] =
            refusal(column, instances)
                .map(reason -> new LeftOutColumn(column, reason, true))
                .orElse(null);
      }
    }
    if (!cells.solvesCells() && !columns.isEmpty()) {
      for (Optional<Parameters> instance : instances) {
        instance.ifPresent(held -> cells.checkHeld(columns.get(0), held));
      }
    }
    // The columns started keep their places in the rows heard, even one left out later for its
    // budget.
    boolean[] refused = new boolean[columns.size()];
    List<Selection> started = new ArrayList<>();
    for (int c = 0; c < columns.size(); c++) {
      refused[c] = leftOut[c] != null;
      if (!refused[c]) {
        started.add(columns.get(c));
      }
    }
    listener.columns(started);
    List<List<Optional<Answer>>> answers = new ArrayList<>();
    for (int r = 0; r < instances.size(); r++) {
      Optional<Parameters> instance = instances.get(r);
      List<Optional<Answer>> row = new ArrayList<>();
      for (int c = 0; c < columns.size(); c++) {
        if (instance.isEmpty() || leftOut[c] != null) {
          row.add(Optional.empty());
          continue;
        }
        Selection column = columns.get(c);
        CellAnswers.Cell cell = cells.cell(column, instance.get());
        row.add(cell.answer());
        if (cell.budgetFailure().isPresent()) {
          leftOut[c] =
              new LeftOutColumn(
                  column,
                  "column '"
                      + column.question()
                      + "' left out: at "
                      + instance.get()
                      + ", "
                      + cell.budgetFailure().get(),
                  false);
        }
      }
      answers.add(row);
      List<Optional<Answer>> shown = new ArrayList<>();
      for (int c = 0; c < columns.size(); c++) {
        if (!refused[c]) {
          shown.add(row.get(c));
        }
      }
      listener.row(new TableRow(values.get(r), shown));
    }
    List<Selection> kept = new ArrayList<>();
    List<LeftOutColumn> reasons = new ArrayList<>();
    for (int c = 0; c < columns.size(); c++) {
      if (leftOut[c] == null) {
        kept.add(columns.get(c));
      } else {
        reasons.add(leftOut[c]);
      }
    }
    List<TableRow> rows = new ArrayList<>();
    for (int r = 0; r < values.size(); r++) {
      List<Optional<Answer>> cellsKept = new ArrayList<>();
      for (int c = 0; c < columns.size(); c++) {
        if (leftOut[c] == null) {
          cellsKept.add(answers.get(r).get(c));
        }
      }
      rows.add(new TableRow(values.get(r), cellsKept));
    }
    return new Table(kept, rows, reasons);
  }

  /**
   * Why a column's solver refuses some row, the first it refuses, or empty when it takes them all.
   */
  private static Optional<String> refusal(Selection column, List<Optional<Parameters>> instances) {
    for (Optional<Parameters> instance : instances) {
      if (instance.isEmpty()) {
        continue;
      }
      try {
        InstanceSolver.checkSupports(column, instance.get(), "");
      } catch (UnsupportedInstanceException refused) {
        return Optional.of(
            "column '"
                + column.question()
                + "' left out: solver '"
                + column.solver().name()
                + "' refuses "
                + instance.get()
                + ": "
                + refused.getMessage());
      }
    }
    return Optional.empty();
  }
}
