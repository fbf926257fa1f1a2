package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
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
 * Answers outcome, Grundy value and remoteness for each value of one parameter, each with the best solver that
 * answers it (the game's default where it can); a cell is left empty where no solver can answer.
 */
public final class TableBuilder {

  private final InstanceSolver solver;

  public TableBuilder(InstanceSolver solver) {
    this.solver = solver;
  }

  /**
   * The rows of the table.
   *
   * @param fixed the other parameters, as typed
   * @throws UsageException when no solver answers the outcome, or the range's parameter is not the game's
   */
  public List<TableRow> rows(GameEntry game, ParameterRange range, Map<String, String> fixed, Runnable step) {
    range.requireParameterOf(game.descriptor());
    Selection outcome = game.select(null, Question.OUTCOME.name());
    Optional<Selection> grundy = optional(game, Question.GRUNDY);
    Optional<Selection> remoteness = optional(game, Question.REMOTENESS);
    List<TableRow> rows = new ArrayList<>();
    for (BigInteger value : range.values()) {
      Map<String, Object> raw = new LinkedHashMap<>(fixed);
      raw.put(range.name(), value);
      Parameters parameters;
      try {
        parameters = game.descriptor().bind(raw);
      } catch (InvalidParameterException notAnInstance) {
        rows.add(new TableRow(value, null, null, null, null));
        step.run();
        continue;
      }
      Optional<Answer> result = answer(outcome, parameters);
      rows.add(new TableRow(value,
          result.map(Answer::text).orElse(null),
          result.flatMap(Answer::firstPlayerWins).orElse(null),
          grundy.flatMap(selection -> answer(selection, parameters)).map(Answer::text).orElse(null),
          remoteness.flatMap(selection -> answer(selection, parameters)).map(Answer::text).orElse(null)));
      step.run();
    }
    return rows;
  }

  private static Optional<Selection> optional(GameEntry game, Question question) {
    try {
      return Optional.of(game.select(null, question.name()));
    } catch (UsageException noSolver) {
      return Optional.empty();
    }
  }

  private Optional<Answer> answer(Selection selection, Parameters parameters) {
    try {
      return Optional.of(solver.solve(selection, parameters).answer());
    } catch (UnsupportedInstanceException | SolverFailureException | InvalidParameterException unanswered) {
      return Optional.empty();
    }
  }
}
