package dev.nimber.app.service;

import dev.nimber.api.Answer;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * One row of a table: a parameter value and the answer in each column; an unknown cell is empty.
 *
 * @param value the parameter's value
 * @param cells one answer per column, in the order of the columns
 */
public record TableRow(BigInteger value, List<Optional<Answer>> cells) {

  public TableRow {
    cells = List.copyOf(cells);
  }

  /** The answer's text in a column, or the empty string. */
  public String text(int column) {
    return cells.get(column).map(Answer::text).orElse("");
  }
}
