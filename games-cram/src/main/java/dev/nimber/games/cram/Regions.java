package dev.nimber.games.cram;

/**
 * A region of free cells moved to its own board and turned to its least image: of the eight images
 * of its bounding box under the square's symmetries (turns and mirrors; a box that is not square
 * keeps its four images that fit it or its transpose), the one whose board is widest first and,
 * among equal boards, whose free cells read as the least number. Equal regions up to symmetry give
 * the same board, and a board's least image is itself. O(cells) per image.
 */
final class Regions {

  private Regions() {}

  /**
   * The least image of {@code region}, a set of cells of a {@code width} × {@code height} board.
   */
  static Board least(int width, int height, long region) {
    int top = height;
    int bottom = -1;
    int left = width;
    int right = -1;
    for (long rest = region; rest != 0; rest &= rest - 1) {
      int at = Long.numberOfTrailingZeros(rest);
      top = Math.min(top, at / width);
      bottom = Math.max(bottom, at / width);
      left = Math.min(left, at % width);
      right = Math.max(right, at % width);
    }
    int w = right - left + 1;
    int h = bottom - top + 1;
    Board best = null;
    for (int image = 0; image < 8; image++) {
      boolean transpose = (image & 4) != 0;
      int boardWidth = transpose ? h : w;
      int boardHeight = transpose ? w : h;
      long cells = 0;
      for (long rest = region; rest != 0; rest &= rest - 1) {
        int at = Long.numberOfTrailingZeros(rest);
        int row = at / width - top;
        int column = at % width - left;
        if ((image & 1) != 0) {
          column = w - 1 - column;
        }
        if ((image & 2) != 0) {
          row = h - 1 - row;
        }
        int r = transpose ? column : row;
        int c = transpose ? row : column;
        cells |= 1L << (r * boardWidth + c);
      }
      Board candidate = new Board(boardWidth, boardHeight, cells);
      if (best == null || before(candidate, best)) {
        best = candidate;
      }
    }
    return best;
  }

  private static boolean before(Board a, Board b) {
    if (a.width() != b.width()) {
      return a.width() > b.width();
    }
    return Long.compareUnsigned(a.free(), b.free()) < 0;
  }
}
