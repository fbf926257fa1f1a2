package dev.nimber.games.connect;

import dev.nimber.api.Outcome;
import dev.nimber.api.RankedPositions.Expansion;

/**
 * Lines of k on a board laid out as bits, each row (or column) followed by at least one bit that is never a cell, so
 * that a shift along a line never wraps onto the next row: whether some pieces hold k in a row, and which empty cells
 * would give them one (their threats). O(log k) word operations per direction for a line, O(k) for threats (unrolled
 * for four in a row).
 */
final class LineBits {

  private final long board;
  private final int[] shifts;
  private final int k;
  /** Whether pieces drop along the first shift, so that a threat along it is only the cell over k − 1 pieces. */
  private final boolean dropping;

  /**
   * @param board every cell's bit
   * @param shifts the four shifts from a cell to the next along a line (along the rows, the columns and both
   *     diagonals), each positive
   * @param k how many in a row win
   * @param dropping whether pieces drop along the first shift (up a column), filling it from the bottom
   */
  LineBits(long board, int[] shifts, int k, boolean dropping) {
    this.board = board;
    this.shifts = shifts.clone();
    this.k = k;
    this.dropping = dropping;
  }

  /**
   * Reports a board's verdict, when it has one: lost for the player to move when the other player has k in a row, won
   * when the mover has (boards play never reaches), a tie when the board is full.
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

  /** Whether the pieces hold k in a row. */
  boolean hasLine(long pieces) {
    if (k == 4) {
      for (int shift : shifts) {
        long pairs = pieces & pieces >>> shift;
        if ((pairs & pairs >>> 2 * shift) != 0) {
          return true;
        }
      }
      return false;
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
   * The cells among {@code empty} that would give the pieces k in a row: along some direction, m pieces in a row on
   * one side of the cell and k − 1 − m on the other.
   *
   * @param pieces one player's pieces
   * @param empty the cells that may be threats
   * @param after a buffer of k words
   */
  long threats(long pieces, long empty, long[] after) {
    if (k == 4) {
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

  /** {@link #threats} for four in a row, unrolled: three pieces in a line and the fourth cell of it. */
  private long threatsOfFour(long pieces) {
    long found = 0;
    for (int i = 0; i < shifts.length; i++) {
      int shift = shifts[i];
      if (i == 0 && dropping) {
        found |= pieces << shift & pieces << 2 * shift & pieces << 3 * shift;
        continue;
      }
      long pair = pieces << shift & pieces << 2 * shift;
      found |= pair & pieces << 3 * shift;
      found |= pair & pieces >>> shift;
      pair = pieces >>> shift & pieces >>> 2 * shift;
      found |= pair & pieces << shift;
      found |= pair & pieces >>> 3 * shift;
    }
    return found & board;
  }
}
