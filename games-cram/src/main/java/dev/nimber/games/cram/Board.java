package dev.nimber.games.cram;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A position of Cram on a board of at most 64 cells: its free cells as a bit set, row by row from
 * the top left. A move covers two neighbouring free cells; who cannot move loses. The regions of
 * free cells that do not touch are a sum ({@link #components()}), each region moved to its own
 * board and turned to the least of its eight images, so that regions equal under the board's
 * symmetries are one position to the engine.
 *
 * @param width the board's columns
 * @param height its rows
 * @param free the free cells: bit {@code row · width + column}
 */
record Board(int width, int height, long free) implements Position {

  /** The most cells of a board with positions. */
  static final int MAX_CELLS = 64;

  /**
   * For each width from 1 to 64, the cells of the first column of a board of that width and as many
   * rows as 64 bits hold.
   */
  private static final long[] FIRST_COLUMN = new long[Long.SIZE + 1];

  static {
    for (int width = 1; width <= Long.SIZE; width++) {
      for (int at = 0; at < Long.SIZE; at += width) {
        FIRST_COLUMN[width] |= 1L << at;
      }
    }
  }

  static Board empty(int width, int height) {
    return new Board(width, height, allCells(width, height));
  }

  /** The cells of a board of at most {@value #MAX_CELLS} cells. */
  private static long allCells(int width, int height) {
    int cells = width * height;
    return cells == MAX_CELLS ? -1L : (1L << cells) - 1;
  }

  private boolean isFree(int row, int column) {
    return (free >>> (row * width + column) & 1) != 0;
  }

  /** Every domino, cell by cell from the top left: lying (across), then standing (down). */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    eachDomino((at, down) -> moves.add(play(new Domino(at / width + 1, at % width + 1, down))));
    return moves;
  }

  /** Where each domino of {@link #moves()} leads, in its order, without the dominoes' labels. */
  @Override
  public List<Position> children() {
    List<Position> children = new ArrayList<>();
    eachDomino((at, down) -> children.add(covering(at, down)));
    return children;
  }

  /** A domino that fits, by the index of its top-left cell and whether it stands. */
  @FunctionalInterface
  private interface PlacedDomino {
    void at(int cell, boolean down);
  }

  /**
   * Tells each domino that fits on the free cells, cell by cell from the top left: lying (across),
   * then standing (down).
   */
  private void eachDomino(PlacedDomino placed) {
    for (long rest = free; rest != 0; rest &= rest - 1) {
      int at = Long.numberOfTrailingZeros(rest);
      long cell = 1L << at;
      if (at % width + 1 < width && (free & cell << 1) != 0) {
        placed.at(at, false);
      }
      if (at / width + 1 < height && (free & cell << width) != 0) {
        placed.at(at, true);
      }
    }
  }

  /** The board with the domino whose top-left cell is {@code at} placed. */
  private Board covering(int at, boolean down) {
    return new Board(width, height, free & ~(1L << at | 1L << (at + (down ? width : 1))));
  }

  private Move play(Domino domino) {
    int first = (int) ((domino.row() - 1) * width + domino.column() - 1);
    return new Move(domino.label(), covering(first, domino.down()));
  }

  @Override
  public Optional<Move> move(String typed) {
    return Domino.parse(typed).filter(this::fits).map(this::play);
  }

  private boolean fits(Domino domino) {
    long row = domino.row() - 1;
    long column = domino.column() - 1;
    long otherRow = row + (domino.down() ? 1 : 0);
    long otherColumn = column + (domino.down() ? 0 : 1);
    return row >= 0
        && column >= 0
        && otherRow < height
        && otherColumn < width
        && isFree((int) row, (int) column)
        && isFree((int) otherRow, (int) otherColumn);
  }

  /**
   * The regions of free cells, neighbours joined, when there are two or more or when the one region
   * is not already in its least form: each on its own board, in the least of its eight images. A
   * free cell with no free neighbour is left out (no domino covers it).
   */
  @Override
  public List<Position> components() {
    List<Position> parts = new ArrayList<>();
    long left = free;
    while (left != 0) {
      long region = Long.lowestOneBit(left);
      long grown = 0;
      while (grown != region) {
        grown = region;
        region |= neighbours(region) & free;
      }
      left &= ~region;
      if (Long.bitCount(region) >= 2) {
        parts.add(Regions.least(width, height, region));
      }
    }
    if (parts.size() == 1 && parts.get(0).equals(this)) {
      return List.of();
    }
    if (parts.isEmpty()) {
      return List.of();
    }
    return parts;
  }

  /**
   * The cells next to any of {@code cells}, by shifts of the whole set: O(1). Only for cells of the
   * board.
   */
  long neighbours(long cells) {
    long firstColumn = FIRST_COLUMN[width];
    long lastColumn = firstColumn << (width - 1);
    long beside = (cells & ~firstColumn) >>> 1 | (cells & ~lastColumn) << 1;
    long aboveAndBelow = width == Long.SIZE ? 0 : cells >>> width | cells << width;
    return (beside | aboveAndBelow) & allCells(width, height);
  }

  /**
   * The board: covered cells dark; a click on the border between two free neighbours places a
   * domino over them.
   */
  @Override
  public Optional<Picture> picture() {
    List<Picture.Cell> cells = new ArrayList<>();
    List<Picture.Link> links = new ArrayList<>();
    for (int row = 0; row < height; row++) {
      for (int column = 0; column < width; column++) {
        if (!isFree(row, column)) {
          cells.add(new Picture.Cell(row, column, false, Optional.empty(), Optional.empty()));
        }
      }
    }
    eachDomino(
        (at, down) -> {
          int row = at / width;
          int column = at % width;
          links.add(
              new Picture.Link(row, column, down, new Domino(row + 1, column + 1, down).label()));
        });
    return Optional.of(new Picture.Grid(height, width, cells, links));
  }

  /** The board, {@code .} a free cell and {@code #} a covered one, one line a row. */
  @Override
  public String render() {
    StringBuilder drawn = new StringBuilder();
    for (int row = 0; row < height; row++) {
      drawn.append(row == 0 ? "" : "\n");
      for (int column = 0; column < width; column++) {
        drawn.append(isFree(row, column) ? '.' : '#');
      }
    }
    return drawn.toString();
  }

  /** The board as the parameter {@code board} writes it: rows separated by {@code /}. */
  String text() {
    return render().replace('\n', '/');
  }

  @Override
  public int hashCode() {
    return Long.hashCode(free * 0x9E3779B97F4A7C15L) * 31 + width * 8 + height;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Board that
        && free == that.free
        && width == that.width
        && height == that.height;
  }
}
