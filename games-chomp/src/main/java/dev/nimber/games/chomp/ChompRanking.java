package dev.nimber.games.chomp;

import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;

/**
 * The diagrams inside a box of {@code rows} × {@code columns} squares numbered for the engine: the
 * tier is the number of squares less one (a bite lowers it), and within a tier the diagrams are
 * ranked in lexicographic order of their row lengths, counted by the number N(k, m, s) of
 * non-increasing sequences of k parts from 0 to m that sum to s. There are C(rows + columns, rows)
 * diagrams in all, the empty one left out; ranking one takes O(rows), unranking one O(rows ·
 * columns), and the tables O(rows² · columns²) longs.
 */
final class ChompRanking implements RankedPositions {

  /** The largest rows + columns of a box, so that every count fits a long. */
  static final int MAX_SPAN = 60;

  private final int rows;
  private final int columns;

  /** {@code count[k][m][s]}: N(k, m, s). */
  private final long[][][] count;

  /**
   * {@code below[k][v][s]}: the sequences of k + 1 parts summing to s whose first part is less than
   * v, the rest no larger: Σ N(k, f, s − f) over f &lt; v. A rank is a sum of these, one a row.
   */
  private final long[][][] below;

  ChompRanking(int rows, int columns) {
    this.rows = rows;
    this.columns = columns;
    int squares = rows * columns;
    count = new long[rows + 1][columns + 1][squares + 1];
    for (int m = 0; m <= columns; m++) {
      count[0][m][0] = 1;
    }
    for (int k = 1; k <= rows; k++) {
      for (int m = 0; m <= columns; m++) {
        for (int s = 0; s <= Math.min(squares, k * m); s++) {
          long total = 0;
          for (int first = 0; first <= Math.min(m, s); first++) {
            total += count[k - 1][first][s - first];
          }
          count[k][m][s] = total;
        }
      }
    }
    below = new long[rows][columns + 2][squares + 1];
    for (int k = 0; k < rows; k++) {
      for (int s = 0; s <= squares; s++) {
        for (int v = 1; v <= columns + 1; v++) {
          int first = v - 1;
          below[k][v][s] =
              below[k][v - 1][s]
                  + (first <= s && first <= columns ? count[k][first][s - first] : 0);
        }
      }
    }
  }

  @Override
  public int tierCount() {
    return rows * columns;
  }

  @Override
  public long tierSize(int tier) {
    return count[rows][columns][tier + 1];
  }

  @Override
  public int maxMoves() {
    return rows * columns - 1;
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    int[] lengths = unrank(tier + 1, rank);
    int[] after = new int[rows];
    for (int row = 0; row < rows; row++) {
      for (int column = row == 0 ? 1 : 0; column < lengths[row]; column++) {
        int squares = 0;
        for (int i = 0; i < rows; i++) {
          after[i] = i < row ? lengths[i] : Math.min(lengths[i], column);
          squares += after[i];
        }
        into.child(squares - 1, rank(after, squares));
      }
    }
  }

  @Override
  public TierRank rankOf(Position position) {
    Diagram diagram = ((ChompPosition) position).diagram();
    int[] lengths = new int[rows];
    int squares = 0;
    for (int row = 0; row < rows; row++) {
      lengths[row] = (int) diagram.row(row);
      squares += lengths[row];
    }
    return new TierRank(squares - 1, rank(lengths, squares));
  }

  /** The rank of row lengths summing to {@code squares} among those of the same sum. */
  long rank(int[] lengths, int squares) {
    long rank = 0;
    int left = squares;
    for (int row = 0; row < rows && left > 0; row++) {
      rank += below[rows - row - 1][lengths[row]][left];
      left -= lengths[row];
    }
    return rank;
  }

  /** The row lengths of a rank among those summing to {@code squares}. */
  int[] unrank(int squares, long rank) {
    int[] lengths = new int[rows];
    int most = columns;
    int left = squares;
    long remaining = rank;
    for (int row = 0; row < rows; row++) {
      int rest = rows - row - 1;
      int first = 0;
      while (true) {
        long here = first <= left ? count[rest][first][left - first] : 0;
        if (remaining < here) {
          break;
        }
        remaining -= here;
        first++;
      }
      if (first > most) {
        throw new IllegalArgumentException("rank " + rank + " is beyond tier " + (squares - 1));
      }
      lengths[row] = first;
      left -= first;
      most = first;
    }
    return lengths;
  }
}
