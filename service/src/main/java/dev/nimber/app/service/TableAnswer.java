package dev.nimber.app.service;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table over one parameter's range: the columns answered, a row per value, each column's period,
 * the columns left out and why, and the cells left empty for the time limit.
 *
 * @param game the game's id
 * @param columns the columns answered, in the order asked
 * @param range the parameter the rows run over
 * @param rows the rows, one cell per column
 * @param periods each column's period ({@link TablePeriods})
 * @param leftOut the columns left out, each with why
 * @param lateCells the cells left empty because they took longer than the time limit, in one
 *     sentence, or empty when none was
 */
public record TableAnswer(
    String game,
    List<Selection> columns,
    ParameterRange range,
    List<TableRow> rows,
    List<TablePeriods.ColumnPeriod> periods,
    List<LeftOutColumn> leftOut,
    Optional<String> lateCells) {

  public TableAnswer {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
    periods = List.copyOf(periods);
    leftOut = List.copyOf(leftOut);
  }

  /** The object {@code nimber table --format json} prints ({@link TableJson}). */
  public Map<String, Object> json() {
    return TableJson.of(game, range, columns, rows, periods);
  }
}
