package dev.nimber.games.cram;

/**
 * A region of free cells moved to its own board and turned to its least image: of the eight images
 * of its bounding box under the square's symmetries (turns and mirrors; a box that is not square
 * keeps its four images that fit it or its transpose), the one whose board is widest first and,
 * among equal boards, whose free cells read as the least number. Equal regions up to symmetry give
 * the same board, and a board's least image is itself. The box's rows are taken out by shifts, and
 * each image is put together from them (a row mirrored by reversing its bits; the box transposed
 * cell by cell, only when its transpose is as wide): O(rows) an image, O(cells) for a transpose.
 */
final class Regions {

  private Regions() {}

  /**
   * The least image of {@code region}, a nonempty set of cells of a {@code width} × {@code height}
   * board.
   */
  static Board least(int width, int height, long region) {
    int top = Long.numberOfTrailingZeros(region) / width;
    int bottom = (Long.SIZE - 1 - Long.numberOfLeadingZeros(region)) / width;
    long rowMask = lowBits(width);
    long columns = 0;
    for (int row = top; row <= bottom; row++) {
      columns |= region >>> (row * width) & rowMask;
    }
    int left = Long.numberOfTrailingZeros(columns);
    int w = Long.SIZE - Long.numberOfLeadingZeros(columns) - left;
    int h = bottom - top + 1;
    long[] rows = new long[h];
    for (int row = 0; row < h; row++) {
      rows[row] = region >>> ((top + row) * width + left) & lowBits(w);
    }
    if (h > w) {
      return new Board(h, w, leastImage(transpose(rows, w), h));
    }
    long least = leastImage(rows, w);
    if (h == w) {
      long transposed = leastImage(transpose(rows, w), h);
      least = Long.compareUnsigned(transposed, least) < 0 ? transposed : least;
    }
    return new Board(w, h, least);
  }

  /**
   * The least of the four images of a box's lines (its rows, each {@code lineWidth} bits) that keep
   * its width: as is, mirrored left to right, top to bottom, and both.
   */
  private static long leastImage(long[] lines, int lineWidth) {
    long least = -1;
    for (int image = 0; image < 4; image++) {
      long cells = 0;
      for (int index = 0; index < lines.length; index++) {
        long line = lines[(image & 2) == 0 ? index : lines.length - 1 - index];
        if ((image & 1) != 0) {
          line = Long.reverse(line) >>> (Long.SIZE - lineWidth);
        }
        cells |= line << (index * lineWidth);
      }
      if (Long.compareUnsigned(cells, least) < 0) {
        least = cells;
      }
    }
    return least;
  }

  /** The columns of a box of rows {@code width} bits wide, each as a line of the rows' bits. */
  private static long[] transpose(long[] rows, int width) {
    long[] columns = new long[width];
    for (int row = 0; row < rows.length; row++) {
      for (long rest = rows[row]; rest != 0; rest &= rest - 1) {
        columns[Long.numberOfTrailingZeros(rest)] |= 1L << row;
      }
    }
    return columns;
  }

  /** The lowest {@code bits} bits set, for 1 to 64. */
  private static long lowBits(int bits) {
    return bits == Long.SIZE ? -1L : (1L << bits) - 1;
  }
}
