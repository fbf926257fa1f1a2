package dev.nimber.games.connect;

import dev.nimber.api.Outcome;
import dev.nimber.api.RankedPositions.Expansion;

/**
 * Lines of k on a board laid out as bits, each column ({@link #ofColumns}) or row ({@link #ofRows})
 * followed by a bit that is never a cell, so that a shift along a line never wraps onto the next:
 * whether some pieces hold k in a row, and which empty cells would give them one (their threats).
 * O(log k) word operations per direction for a line, O(k) for threats (unrolled for four in a row).
 */
final class LineBits {

  private final long board;
  private final int[] shifts;
  private final int k;

  /**
   * Whether pieces drop along the first shift, so that a threat along it is only the cell over k −
   * 1 pieces.
   */
  private final boolean dropping;

  /**
   * Whether four in a row is looked for unrolled: k is 4 and three of the longest shift stay within
   * a word.
   */
  private final boolean fours;

  /** The four shifts, as fields, for the unrolled fours. */
  private final int along;

  private final int across;
  private final int down;
  private final int up;

  private LineBits(long board, int[] shifts, int k, boolean dropping) {
    this.board = board;
    this.shifts = shifts;
    this.k = k;
    this.dropping = dropping;
    this.fours = k == 4 && 3 * shifts[3] < 64;
    this.along = shifts[0];
    this.across = shifts[1];
    this.down = shifts[2];
    this.up = shifts[3];
  }

  /**
   * A board whose pieces drop, laid out by columns: cell (column c, h from the bottom) is bit c ·
   * (height + 1) + h.
   *
   * @param width its columns, with width · (height + 1) at most 64
   * @param height its rows
   * @param k how many in a row win
   */
  static LineBits ofColumns(int width, int height, int k) {
    long cells = 0;
    for (int column = 0; column < width; column++) {
      cells |= ((1L << height) - 1) << column * (height + 1);
    }
    return new LineBits(cells, new int[] {1, height + 1, height, height + 2}, k, true);
  }

  /**
   * A board whose pieces go on any empty cell, laid out by rows: cell (row r, column c) is bit r ·
   * (width + 1) + c.
   *
   * @param width its columns
   * @param height its rows, with (width + 1) · height at most 64
   * @param k how many in a row win
   */
  static LineBits ofRows(int width, int height, int k) {
    long cells = 0;
    for (int row = 0; row < height; row++) {
      cells |= ((1L << width) - 1) << row * (width + 1);
    }
    return new LineBits(cells, new int[] {1, width + 1, width, width + 2}, k, false);
  }

  /** Every cell's bit. */
  long board() {
    return board;
  }

  /**
   * Reports a board's verdict, when it has one: lost for the player to move when the other player
   * has k in a row, won when the mover has (boards play never reaches), a tie when the board is
   * full.
   *
   * @return whether a verdict was reported
   */
  boolean reportsVerdict(long mover, long other, boolean full, Expansion into) {
    if (hasLine(other)) {
      into.verdict(Outcome.LOSS);
      return true;
    }
    if (hasLine(mover)) {
      into.verdict(Outcome.WIN);
      return true;
    }
    if (full) {
      into.verdict(Outcome.TIE);
      return true;
    }
    return false;
  }

  /**
   * Whether the mover has a move that makes k in a row on a board not decided already: one of its
   * threats is a cell it may play.
   *
   * @param playable the cells the mover may put a piece on
   * @param runs a buffer of k words
   */
  boolean winsAtOnce(long mover, long other, long playable, long[] runs) {
    return threats(mover, playable, runs) != 0 && !hasLine(other) && !hasLine(mover);
  }

  /** Whether the pieces hold k in a row. */
  boolean hasLine(long pieces) {
    if (fours) {
      return fourAlong(pieces, along)
          || fourAlong(pieces, across)
          || fourAlong(pieces, down)
          || fourAlong(pieces, up);
    }
    for (int shift : shifts) {
      long run = pieces;
      // After each step, run marks the cells that start a run of `covered` pieces.
      int covered = 1;
      while (covered < k && run != 0) {
        int step = Math.min(covered, k - covered);
        run = step * shift < 64 ? run & run >>> step * shift : 0;
        covered += step;
      }
      if (run != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The cells among {@code empty} that would give the pieces k in a row: along some direction, m
   * pieces in a row on one side of the cell and k − 1 − m on the other.
   *
   * @param pieces one player's pieces
   * @param empty the cells that may be threats
   * @param after a buffer of k words
   */
  long threats(long pieces, long empty, long[] after) {
    if (fours) {
      return threatsOfFour(pieces) & empty;
    }
    long found = 0;
    for (int shift : shifts) {
      after[0] = -1L;
      for (int m = 1; m < k; m++) {
        after[m] = after[m - 1] & (m * shift < 64 ? pieces >>> m * shift : 0);
      }
      long before = -1L;
      for (int m = 0; m < k; m++) {
        found |= before & after[k - 1 - m];
        before &= (m + 1) * shift < 64 ? pieces << (m + 1) * shift : 0;
      }
    }
    return found & board & empty;
  }

  private static boolean fourAlong(long pieces, int shift) {
    return foursAlong(pieces, shift) != 0;
  }

  /** The cells that start four of the pieces in a row along one direction. */
  static long foursAlong(long pieces, int shift) {
    long pairs = pieces & pieces >>> shift;
    return pairs & pairs >>> 2 * shift;
  }

  /**
   * {@link #threats} for four in a row, unrolled: three pieces in a line and the fourth cell of it.
   */
  private long threatsOfFour(long pieces) {
    long found =
        dropping
            ? pieces << along & pieces << 2 * along & pieces << 3 * along
            : threatsAlong(pieces, along);
    return (found
            | threatsAlong(pieces, across)
            | threatsAlong(pieces, down)
            | threatsAlong(pieces, up))
        & board;
  }

  /**
   * The cells that complete four along one direction: three pieces on one side, or two and one
   * around it.
   */
  static long threatsAlong(long pieces, int shift) {
    long pair = pieces << shift & pieces << 2 * shift;
    long found = pair & (pieces << 3 * shift | pieces >>> shift);
    pair = pieces >>> shift & pieces >>> 2 * shift;
    return found | pair & (pieces << shift | pieces >>> 3 * shift);
  }
}
