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
   * @throws UsageException when the ranges name parameters the game lacks, or nothing at all can be answered
   */
  public Grid build(GameEntry game, ParameterRange x, ParameterRange y, Map<String, String> fixed, Runnable step) {
    for (ParameterRange range : y == null ? List.of(x) : List.of(x, y)) {
      range.requireParameterOf(game.descriptor());
    }
    String subtitle = fixed.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(" "));
    String title = game.descriptor().id() + ": " + (y == null ? "" : y.name() + " against ") + x.name();
    Double[][] outcomes = fill(game, x, y, fixed, Question.OUTCOME, step);
    if (anyKnown(outcomes)) {
      return new Grid(title + ", outcome for the first player", subtitle, x, y, outcomes, true, "outcome");
    }
    Question fallback = game.descriptor().defaultQuestion();
    Double[][] values = fill(game, x, y, fixed, fallback, () -> {});
    if (!anyKnown(values)) {
      throw new UsageException("no solver of game '" + game.descriptor().id() + "' answers 'outcome' or '"
          + fallback.name() + "' for these parameters");
    }
    return new Grid(title + ", " + fallback.name(), subtitle, x, y, values, false, fallback.name());
  }

  private Double[][] fill(GameEntry game, ParameterRange x, ParameterRange y, Map<String, String> fixed,
      Question question, Runnable step) {
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
        Map<String, Object> raw = new LinkedHashMap<>(fixed);
        raw.put(x.name(), xs.get(c));
        if (y != null) {
          raw.put(y.name(), ys.get(r));
        }
        cells[r][c] = value(selection, game, raw, question);
        step.run();
      }
    }
    return cells;
  }

  private Double value(Selection selection, GameEntry game, Map<String, Object> raw, Question question) {
    try {
      Parameters parameters = game.descriptor().bind(raw);
      Answer answer = solver.solve(selection, parameters).answer();
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
