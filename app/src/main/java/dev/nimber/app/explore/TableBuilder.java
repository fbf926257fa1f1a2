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
import dev.nimber.app.solve.SharedSearch;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Answers outcome, Grundy value and remoteness for each value of one parameter, each with the best solver that
 * answers it (the game's default where it can); a cell is left empty where no solver can answer. Where the generic
 * search answers, all rows share one memo, so a table of N piles costs the positions of the largest, not N searches.
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
   * @throws UsageException when no solver answers the outcome, or the range or the fixed parameters are wrong (see
   *     {@link ParameterRange#checkFixed}), before anything is computed
   * @throws InvalidParameterException when no value of the range makes an instance, with the first value's reason
   */
  public List<TableRow> rows(GameEntry game, ParameterRange range, Map<String, String> fixed, Runnable step) {
    ParameterRange.checkFixed(game, fixed, List.of(range));
    Selection outcome = game.select(null, Question.OUTCOME.name());
    Optional<Selection> grundy = optional(game, Question.GRUNDY);
    Optional<Selection> remoteness = optional(game, Question.REMOTENESS);
    SharedSearch shared = new SharedSearch();
    List<TableRow> rows = new ArrayList<>();
    InvalidParameterException firstRefusal = null;
    int instances = 0;
    for (BigInteger value : range.values()) {
      Map<String, Object> raw = new LinkedHashMap<>(fixed);
      raw.put(range.name(), value);
      Parameters parameters;
      try {
        parameters = InstanceSolver.bind(game, raw);
      } catch (InvalidParameterException notAnInstance) {
        firstRefusal = firstRefusal == null ? notAnInstance : firstRefusal;
        rows.add(new TableRow(value, null, null, null, null));
        step.run();
        continue;
      }
      instances++;
      Optional<Answer> result = answer(outcome, parameters, shared);
      rows.add(new TableRow(value,
          result.map(Answer::text).orElse(null),
          result.flatMap(Answer::firstPlayerWins).orElse(null),
          grundy.flatMap(selection -> answer(selection, parameters, shared)).map(Answer::text).orElse(null),
          remoteness.flatMap(selection -> answer(selection, parameters, shared)).map(Answer::text).orElse(null)));
      step.run();
    }
    if (instances == 0) {
      throw new InvalidParameterException(firstRefusal.parameter(), "no value of " + range.name() + " from "
          + range.from() + " to " + range.to() + " makes an instance; at " + range.name() + "=" + range.from() + ": "
          + firstRefusal.getMessage());
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

  private Optional<Answer> answer(Selection selection, Parameters parameters, SharedSearch shared) {
    try {
      return Optional.of(solver.solve(selection, parameters, shared).answer());
    } catch (UnsupportedInstanceException | SolverFailureException | InvalidParameterException unanswered) {
      return Optional.empty();
    }
  }
}
