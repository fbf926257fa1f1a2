package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.Grid;
import dev.nimber.app.service.ParameterRange;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.UsageException;
import dev.nimber.app.solve.InstanceSolver;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Fills a {@link Grid}. An outcome column is drawn as who wins; any other question as a number, for
 * a heat map. Without a question asked for, the grid shows outcomes, or, when no cell has an
 * outcome (say, staircase counts need no placement), the game's default question.
 */
public final class GridBuilder {

  private final CellAnswers cells;

  public GridBuilder(CellAnswers cells) {
    this.cells = cells;
  }

  /**
   * @param solverName the solver to use, or null for the best one
   * @param questionName the question to draw, or null for outcomes (or, without a solver, the
   *     default question where no outcome is known; with one, its first question when it answers no
   *     outcome)
   * @param y the vertical range, or null for a single row
   * @param fixed the other parameters, as typed
   * @throws UsageException when the solver or question is unknown, the ranges or the fixed
   *     parameters are wrong (see {@link ParameterRange#checkFixed}), before anything is computed,
   *     or when nothing at all can be answered
   * @throws InvalidParameterException when no cell is an instance, with the first cell's reason
   */
  public Grid build(
      GameEntry game,
      String solverName,
      String questionName,
      ParameterRange x,
      ParameterRange y,
      Map<String, String> fixed,
      Runnable step) {
    Optional<Selection> asked =
        questionName == null && solverName == null
            ? Optional.empty()
            : Optional.of(
                game.select(
                    solverName,
                    questionName != null ? questionName : drawnBy(game.solver(solverName))));
    ParameterRange.checkFixed(game, fixed, y == null ? List.of(x) : List.of(x, y));
    requireSomeInstance(game, x, y, fixed);
    String subtitle =
        fixed.entrySet().stream()
            .map(e -> e.getKey() + "=" + e.getValue())
            .collect(Collectors.joining(" "));
    String title =
        game.descriptor().id() + ": " + (y == null ? "" : y.name() + " against ") + x.name();
    if (asked.isPresent()) {
      Question question = asked.get().question();
      Double[][] values = fill(game, asked, x, y, fixed, step);
      if (!anyKnown(values)) {
        throw new UsageException(
            "solver '"
                + asked.get().solver().name()
                + "' answers '"
                + question.name()
                + "' for no cell of these parameters");
      }
      return grid(title, subtitle, x, y, values, question);
    }
    Double[][] outcomes = fill(game, select(game, Question.OUTCOME), x, y, fixed, step);
    if (anyKnown(outcomes)) {
      return grid(title, subtitle, x, y, outcomes, Question.OUTCOME);
    }
    Question fallback = game.descriptor().defaultQuestion();
    Double[][] values = fill(game, select(game, fallback), x, y, fixed, () -> {});
    if (!anyKnown(values)) {
      throw new UsageException(
          "no solver of game '"
              + game.descriptor().id()
              + "' answers 'outcome' or '"
              + fallback.name()
              + "' for these parameters");
    }
    return grid(title, subtitle, x, y, values, fallback);
  }

  /**
   * What a solver's plot shows when no question is named: outcomes if it answers them, else its
   * first question.
   */
  private static String drawnBy(GameSolver solver) {
    return solver.questions().contains(Question.OUTCOME)
        ? Question.OUTCOME.name()
        : solver.questions().get(0).name();
  }

  private static Grid grid(
      String title,
      String subtitle,
      ParameterRange x,
      ParameterRange y,
      Double[][] values,
      Question question) {
    boolean outcomes = question.equals(Question.OUTCOME);
    return new Grid(
        title + ", " + (outcomes ? "outcome for the first player" : question.name()),
        subtitle,
        x,
        y,
        values,
        outcomes,
        question.name());
  }

  private static Optional<Selection> select(GameEntry game, Question question) {
    return game.questions().contains(question)
        ? Optional.of(game.select(null, question.name()))
        : Optional.empty();
  }

  /** Fails, naming the first cell's reason, when no cell of the grid is an instance of the game. */
  private static void requireSomeInstance(
      GameEntry game, ParameterRange x, ParameterRange y, Map<String, String> fixed) {
    InvalidParameterException first = null;
    for (BigInteger row : y == null ? Collections.<BigInteger>singletonList(null) : y.values()) {
      for (BigInteger column : x.values()) {
        try {
          InstanceSolver.bind(game, cell(fixed, x, column, y, row));
          return;
        } catch (InvalidParameterException notAnInstance) {
          first = first == null ? notAnInstance : first;
        }
      }
    }
    throw new InvalidParameterException(
        first.parameter(),
        "no cell of the plot is an instance; at "
            + x.name()
            + "="
            + x.from()
            + (y == null ? "" : " " + y.name() + "=" + y.from())
            + ": "
            + first.getMessage());
  }

  private static Map<String, Object> cell(
      Map<String, String> fixed,
      ParameterRange x,
      BigInteger column,
      ParameterRange y,
      BigInteger row) {
    Map<String, Object> raw = new LinkedHashMap<>(fixed);
    raw.put(x.name(), column);
    if (y != null) {
      raw.put(y.name(), row);
    }
    return raw;
  }

  private Double[][] fill(
      GameEntry game,
      Optional<Selection> selection,
      ParameterRange x,
      ParameterRange y,
      Map<String, String> fixed,
      Runnable step) {
    List<BigInteger> xs = x.values();
    List<BigInteger> ys = y == null ? Collections.singletonList(null) : y.values();
    Double[][] values = new Double[ys.size()][xs.size()];
    if (selection.isEmpty()) {
      return values;
    }
    for (int r = 0; r < ys.size(); r++) {
      for (int c = 0; c < xs.size(); c++) {
        values[r][c] = value(selection.get(), game, cell(fixed, x, xs.get(c), y, ys.get(r)));
        step.run();
      }
    }
    return values;
  }

  /**
   * A cell as a number: 1 or 0 for who wins, the typed field (or the text read as a number)
   * otherwise.
   */
  private Double value(Selection selection, GameEntry game, Map<String, Object> raw) {
    Parameters parameters;
    try {
      parameters = InstanceSolver.bind(game, raw);
    } catch (InvalidParameterException notAnInstance) {
      return null;
    }
    Optional<Answer> answer = cells.answer(selection, parameters);
    if (answer.isEmpty()) {
      return null;
    }
    Question question = selection.question();
    if (question.equals(Question.OUTCOME)) {
      return answer.get().firstPlayerWins().map(wins -> wins ? 1.0 : 0.0).orElse(null);
    }
    if (answer.get().number().isPresent()) {
      return answer.get().number().get().doubleValue();
    }
    try {
      return new BigDecimal(answer.get().text().strip()).doubleValue();
    } catch (NumberFormatException notANumber) {
      return null;
    }
  }

  private static boolean anyKnown(Double[][] values) {
    for (Double[] row : values) {
      for (Double value : row) {
        if (value != null) {
          return true;
        }
      }
    }
    return false;
  }
}
