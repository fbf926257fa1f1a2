package dev.nimber.app.service;

import java.util.List;

/**
 * Told of a table as it is built, so that a person sees each row as soon as it is complete. Called
 * on the thread that builds the table, rows in order.
 */
public interface TableListener {

  /**
   * The columns, once those whose solver refuses some row are left out; before the first row.
   *
   * @param columns the columns every row will have, in the order asked
   */
  void columns(List<Selection> columns);

  /**
   * A complete row.
   *
   * @param row one cell per column given to {@link #columns}: empty where no answer came, and from
   *     the row where a column's solver ran out of its budget on
   */
  void row(TableRow row);

  /** A listener that does nothing. */
  static TableListener none() {
    return new TableListener() {
      @Override
      public void columns(List<Selection> columns) {}

      @Override
      public void row(TableRow row) {}
    };
  }
}
