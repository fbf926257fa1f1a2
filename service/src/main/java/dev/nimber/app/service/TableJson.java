package dev.nimber.app.service;

import dev.nimber.api.Answer;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON object of a table, the same for {@code nimber table --format json} and serve's {@code
 * /api/games/{game}/table}: {@code game}, {@code over} (the parameter's name), {@code rows} (each:
 * the parameter's value under its name, then each column's value under its question's name — the
 * number the answer is, else the game's detail named after the question, else the words, null for
 * an unknown cell — and {@code firstPlayerWins} after an outcome column), then for each column but
 * remoteness {@code QUESTIONPeriod}: null when no period is seen, else {@code prePeriod} (the
 * parameter's value where the period starts), {@code period}, {@code periodsSeen} and, for an
 * outcome column, {@code losingResidues} ({@link TablePeriods}).
 */
public final class TableJson {

  private TableJson() {}

  /**
   * The object.
   *
   * @param game the game's id
   * @param range the parameter the rows run over
   * @param columns the columns
   * @param rows the rows
   * @param periods the columns' periods ({@link TablePeriods#of})
   * @return a new ordered map
   */
  public static Map<String, Object> of(
      String game,
      ParameterRange range,
      List<Selection> columns,
      List<TableRow> rows,
      List<TablePeriods.ColumnPeriod> periods) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("game", game);
    object.put("over", range.name());
    object.put("rows", rows.stream().map(row -> row(row, columns, range)).toList());
    for (TablePeriods.ColumnPeriod found : periods) {
      object.put(found.question().name() + "Period", period(found, range));
    }
    return object;
  }

  /**
   * A column's period as the object writes it: null when none is seen, else {@code prePeriod},
   * {@code period}, {@code periodsSeen} and, for an outcome column, {@code losingResidues} (and
   * {@code tiedResidues}, {@code drawnResidues} where there are any).
   *
   * @param found the column's period
   * @param range the parameter the rows run over
   * @return a new ordered map, or null
   */
  public static Map<String, Object> period(TablePeriods.ColumnPeriod found, ParameterRange range) {
    if (found.period().isEmpty()) {
      return null;
    }
    Periodicity.Period period = found.period().get();
    Map<String, Object> described = new LinkedHashMap<>();
    described.put("prePeriod", range.from().add(BigInteger.valueOf(period.start())));
    described.put("period", period.period());
    described.put("periodsSeen", period.periodsSeen());
    if (found.question().equals(Question.OUTCOME)) {
      described.put("losingResidues", found.losingResidues());
      if (!found.tiedResidues().isEmpty()) {
        described.put("tiedResidues", found.tiedResidues());
      }
      if (!found.drawnResidues().isEmpty()) {
        described.put("drawnResidues", found.drawnResidues());
      }
    }
    return described;
  }

  /** A row: the value, then each column's typed value (and who wins, for outcomes). */
  private static Map<String, Object> row(
      TableRow row, List<Selection> columns, ParameterRange range) {
    Map<String, Object> cells = new LinkedHashMap<>();
    cells.put(range.name(), row.value());
    for (int c = 0; c < columns.size(); c++) {
      String name = columns.get(c).question().name();
      Optional<Answer> answer = row.cells().get(c);
      cells.put(name, answer.map(found -> cellValue(found, name)).orElse(null));
      if (columns.get(c).question().equals(Question.OUTCOME)) {
        cells.put("firstPlayerWins", answer.flatMap(Answer::firstPlayerWins).orElse(null));
      }
    }
    return cells;
  }

  /**
   * A cell's typed value: the number the answer is; otherwise the game's detail named after the
   * question (a period's length); otherwise the words.
   */
  private static Object cellValue(Answer answer, String question) {
    if (answer.number().isPresent()) {
      return answer.number().get();
    }
    Object detail = answer.details().get(question);
    return detail != null ? detail : answer.text();
  }
}
