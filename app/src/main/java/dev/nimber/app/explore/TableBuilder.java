package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.solve.InstanceSolver;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rows of a table: one column per question, each answered by the solver asked for or, without one, by the best
 * solver that answers it (the game's default where it can). A cell is left empty where no answer comes.
 */
public final class TableBuilder {

  /** The columns when none are asked for: those of these questions that the solvers answer. */
  static final List<Question> DEFAULT_QUESTIONS = List.of(Question.OUTCOME, Question.GRUNDY, Question.REMOTENESS);

  private final CellAnswers cells;

  public TableBuilder(CellAnswers cells) {
    this.cells = cells;
  }

  /**
   * The columns of a table: the questions asked, or by default outcome, Grundy value and remoteness where answered
   * (a solver asked for that answers none of them gives every question it answers); each with the solver asked for,
   * or the best one.
   *
   * @param solverName the solver to use, or null for the best one for each question
   * @param questionNames the questions asked, or empty for the default columns
   * @throws UsageException when a solver or question is unknown, a question is not answered by the solver asked for,
   *     or no column is left
   */
  public static List<Selection> columns(GameEntry game, String solverName, List<String> questionNames) {
    List<Selection> columns = new ArrayList<>();
    if (!questionNames.isEmpty()) {
      for (String question : questionNames) {
        columns.add(game.select(solverName, question));
      }
      return columns;
    }
    Optional<GameSolver> named = Optional.ofNullable(solverName).map(game::solver);
    for (Question question : DEFAULT_QUESTIONS) {
      boolean answered = named.map(solver -> solver.questions().contains(question))
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
      throw new UsageException((solverName == null ? "no solver of game '" + game.descriptor().id() + "'"
          : "solver '" + solverName + "'") + " answers outcome, grundy or remoteness; name the questions with"
          + " --question (" + game.descriptor().id() + " has: "
          + String.join(", ", game.questions().stream().map(Question::name).toList()) + ")");
    }
    return columns;
  }

  /**
   * The rows of the table.
   *
   * @param columns the columns, from {@link #columns}
   * @param fixed the other parameters, as typed
   * @param step told after each row
   * @return one row per value of the range
   * @throws UsageException when the range or the fixed parameters are wrong (see {@link ParameterRange#checkFixed}),
   *     before anything is computed
   * @throws InvalidParameterException when no value of the range makes an instance, with the first value's reason
   */
  public List<TableRow> rows(GameEntry game, List<Selection> columns, ParameterRange range, Map<String, String> fixed,
      Runnable step) {
    ParameterRange.checkFixed(game, fixed, List.of(range));
    List<TableRow> rows = new ArrayList<>();
    InvalidParameterException firstRefusal = null;
    int instances = 0;
    for (BigInteger value : range.values()) {
      Map<String, Object> raw = new LinkedHashMap<>(fixed);
      raw.put(range.name(), value);
      List<Optional<Answer>> answers = new ArrayList<>();
      try {
        Parameters parameters = InstanceSolver.bind(game, raw);
        instances++;
        for (Selection column : columns) {
          answers.add(cells.answer(column, parameters));
        }
      } catch (InvalidParameterException notAnInstance) {
        firstRefusal = firstRefusal == null ? notAnInstance : firstRefusal;
        columns.forEach(column -> answers.add(Optional.empty()));
      }
      rows.add(new TableRow(value, answers));
      step.run();
    }
    if (instances == 0) {
      throw new InvalidParameterException(firstRefusal.parameter(), "no value of " + range.name() + " from "
          + range.from() + " to " + range.to() + " makes an instance; at " + range.name() + "=" + range.from() + ": "
          + firstRefusal.getMessage());
    }
    return rows;
  }
}
