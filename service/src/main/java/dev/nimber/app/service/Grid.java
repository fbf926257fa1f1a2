package dev.nimber.app.service;

import dev.nimber.app.explore.GridPlotter;

/**
 * What a plot shows: a value for each (x, y) of two parameter ranges, or of one range (a single
 * row).
 *
 * @param title the plot's title
 * @param subtitle the fixed parameters, as typed
 * @param x the horizontal parameter
 * @param y the vertical parameter, or null for a single row
 * @param cells cells[row][column], rows from the first y value; null where nothing is known
 * @param outcomes true when cells hold outcomes (1 = the first player wins, 0 = loses), false for a
 *     heat map
 * @param valueName what a heat map's values are
 */
public record Grid(
    String title,
    String subtitle,
    ParameterRange x,
    ParameterRange y,
    Double[][] cells,
    boolean outcomes,
    String valueName) {

  /** How many rows: the y values, or 1. */
  public int rowCount() {
    return cells.length;
  }

  public int columnCount() {
    return cells.length == 0 ? 0 : cells[0].length;
  }

  /** The plot as one SVG document, for a page to show inline ({@link GridPlotter}). */
  public String svg() {
    return new GridPlotter().svg(this);
  }

  /**
   * Writes the plot whole or not at all; the format follows the extension, {@code .png} or {@code
   * .svg} ({@link GridPlotter}).
   */
  public void write(OutputFile file) {
    new GridPlotter().write(this, file);
  }

  /** The plot's width in pixels. */
  public int pixelWidth() {
    return GridPlotter.width(this);
  }

  /** The plot's height in pixels. */
  public int pixelHeight() {
    return GridPlotter.height(this);
  }
}
