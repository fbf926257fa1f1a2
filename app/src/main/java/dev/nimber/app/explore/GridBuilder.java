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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Fills a {@link Grid}: the outcome of each cell, with the best solver that answers it; when no cell has an outcome
 * (say, staircase counts need no placement), the game's default question as a number, for a heat map.
 */
public final class GridBuilder {

  private final InstanceSolver solver;

  public GridBuilder(InstanceSolver solver) {
    this.solver = solver;
  }

  /**
   * @param y the vertical range, or null for a single row
   * @param fixed the other parameters, as typed
   * @throws UsageException when the ranges or the fixed parameters are wrong (see {@link ParameterRange#checkFixed}),
   *     before anything is computed, or when nothing at all can be answered
   * @throws InvalidParameterException when no cell is an instance, with the first cell's reason
   */
  public Grid build(GameEntry game, ParameterRange x, ParameterRange y, Map<String, String> fixed, Runnable step) {
    ParameterRange.checkFixed(game, fixed, y == null ? List.of(x) : List.of(x, y));
    requireSomeInstance(game, x, y, fixed);
    SharedSearch shared = new SharedSearch();
    String subtitle = fixed.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(" "));
    String title = game.descriptor().id() + ": " + (y == null ? "" : y.name() + " against ") + x.name();
    Double[][] outcomes = fill(game, x, y, fixed, Question.OUTCOME, shared, step);
    if (anyKnown(outcomes)) {
      return new Grid(title + ", outcome for the first player", subtitle, x, y, outcomes, true, "outcome");
    }
    Question fallback = game.descriptor().defaultQuestion();
    Double[][] values = fill(game, x, y, fixed, fallback, shared, () -> {});
    if (!anyKnown(values)) {
      throw new UsageException("no solver of game '" + game.descriptor().id() + "' answers 'outcome' or '"
          + fallback.name() + "' for these parameters");
    }
    return new Grid(title + ", " + fallback.name(), subtitle, x, y, values, false, fallback.name());
  }

  /** Fails, naming the first cell's reason, when no cell of the grid is an instance of the game. */
  private static void requireSomeInstance(GameEntry game, ParameterRange x, ParameterRange y, Map<String, String> fixed) {
    InvalidParameterException first = null;
    for (BigInteger row : y == null ? java.util.Collections.<BigInteger>singletonList(null) : y.values()) {
      for (BigInteger column : x.values()) {
        try {
          InstanceSolver.bind(game, cell(fixed, x, column, y, row));
          return;
        } catch (InvalidParameterException notAnInstance) {
          first = first == null ? notAnInstance : first;
        }
      }
    }
    throw new InvalidParameterException(first.parameter(), "no cell of the plot is an instance; at " + x.name() + "="
        + x.from() + (y == null ? "" : " " + y.name() + "=" + y.from()) + ": " + first.getMessage());
  }

  private static Map<String, Object> cell(
      Map<String, String> fixed, ParameterRange x, BigInteger column, ParameterRange y, BigInteger row) {
    Map<String, Object> raw = new LinkedHashMap<>(fixed);
    raw.put(x.name(), column);
    if (y != null) {
      raw.put(y.name(), row);
    }
    return raw;
  }

  private Double[][] fill(GameEntry game, ParameterRange x, ParameterRange y, Map<String, String> fixed,
      Question question, SharedSearch shared, Runnable step) {
    Selection selection;
    try {
      selection = game.select(null, question.name());
    } catch (UsageException noSolver) {
      return new Double[y == null ? 1 : (int) y.size()][(int) x.size()];
    }
    List<BigInteger> xs = x.values();
    List<BigInteger> ys = y == null ? java.util.Collections.singletonList(null) : y.values();
    Double[][] cells = new Double[ys.size()][xs.size()];
    for (int r = 0; r < ys.size(); r++) {
      for (int c = 0; c < xs.size(); c++) {
        cells[r][c] = value(selection, game, cell(fixed, x, xs.get(c), y, ys.get(r)), question, shared);
        step.run();
      }
    }
    return cells;
  }

  private Double value(
      Selection selection, GameEntry game, Map<String, Object> raw, Question question, SharedSearch shared) {
    try {
      Parameters parameters = InstanceSolver.bind(game, raw);
      Answer answer = solver.solve(selection, parameters, shared).answer();
      if (question.equals(Question.OUTCOME)) {
        return answer.firstPlayerWins().map(wins -> wins ? 1.0 : 0.0).orElse(null);
      }
      return new java.math.BigDecimal(answer.text()).doubleValue();
    } catch (InvalidParameterException | UnsupportedInstanceException | SolverFailureException
        | NumberFormatException unknown) {
      return null;
    }
  }

  private static boolean anyKnown(Double[][] cells) {
    for (Double[] row : cells) {
      for (Double value : row) {
        if (value != null) {
          return true;
        }
      }
    }
    return false;
  }
}
