package dev.nimber.app.service;

import dev.nimber.app.catalog.Selection;
import dev.nimber.app.explore.ParameterRange;
import dev.nimber.app.explore.TableJson;
import dev.nimber.app.explore.TablePeriods;
import dev.nimber.app.explore.TableRow;
import java.util.List;
import java.util.Map;

/**
 * A table over one parameter's range with one column.
 *
 * @param column the game, solver and question of its column
 * @param range the parameter the rows run over
 * @param rows the rows
 * @param periods the column's period ({@link TablePeriods})
 */
public record TableAnswer(
    Selection column,
    ParameterRange range,
    List<TableRow> rows,
    List<TablePeriods.ColumnPeriod> periods) {

  public TableAnswer {
    rows = List.copyOf(rows);
    periods = List.copyOf(periods);
  }

  /** The object {@code nimber table --format json} prints ({@link TableJson}). */
  public Map<String, Object> json() {
    return TableJson.of(column.game().descriptor().id(), range, List.of(column), rows, periods);
  }
}
