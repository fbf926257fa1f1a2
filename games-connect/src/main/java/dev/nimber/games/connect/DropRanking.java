package dev.nimber.games.connect;

import dev.nimber.api.Position;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The boards of a shape whose pieces drop (Connect Four), numbered for the engine by what play can
 * make: a board is its column heights and which of its pieces are X, so no piece floats over an
 * empty cell and X has exactly ⌈p/2⌉ of the p pieces. Tier = empty cells; rank = the heights' place
 * among the height vectors with that many pieces (in lexicographic order) times C(p, ⌈p/2⌉), plus
 * which pieces are X (pieces counted column by column from the bottom) in the combinatorial number
 * system. A tier holds H(p) · C(p, ⌈p/2⌉) boards, H(p) the height vectors summing to p; boards play
 * never reaches (a line for both, or a line played on) are still among them and cost only memory.
 *
 * <p>The board's mirror (its columns in reverse order) is not declared a symmetry ({@link
 * #canonical} is every rank's own): finding a board's mirror costs an unranking, more than valuing
 * the mirrored half of the boards saves.
 *
 * <p>Lines are found on bitboards (a column of h cells takes h + 1 bits, so shifts never wrap;
 * {@link LineBits}): O(log k) word operations per direction. Ranking and unranking cost O(w + p)
 * for w columns and p pieces. Boards up to {@value #MAX_CELLS} cells whose columns fit in 64 bits,
 * w · (h + 1) ≤ 64.
 */
final class DropRanking implements CellTiers {

  /** The most cells a board whose pieces drop may have. */
  static final int MAX_CELLS = 42;

  private final Shape shape;
  private final int width;
  private final int height;
  private final int cells;

  /** heightVectors[c][s]: the ways columns c .. w − 1 hold s pieces. */
  private final long[][] heightVectors;

  /**
   * The columns from the centre out, left of a pair first: the order expand reports moves in, so
   * that the engine's weak search tries the moves that usually play best first.
   */
  private final int[] centreFirst;

  /** Lines on the bit sets: up a column, across, and along either diagonal. */
  private final LineBits lines;

  DropRanking(Shape shape) {
    this.shape = shape;
    this.width = shape.width();
    this.height = shape.height();
    this.cells = shape.cells();
    this.lines = LineBits.ofColumns(width, height, shape.k());
    this.centreFirst = centreFirst(width);
    heightVectors = new long[width + 1][cells + 1];
    heightVectors[width][0] = 1;
    for (int column = width - 1; column >= 0; column--) {
      for (int sum = 0; sum <= cells; sum++) {
        for (int h = 0; h <= Math.min(height, sum); h++) {
          heightVectors[column][sum] += heightVectors[column + 1][sum - h];
        }
      }
    }
  }

  /** The columns of a board from the centre out, left of a pair first. */
  static int[] centreFirst(int width) {
    return IntStream.range(0, width)
        .boxed()
        .sorted(Comparator.comparingInt((Integer column) -> Math.abs(2 * column - (width - 1))))
        .mapToInt(Integer::intValue)
        .toArray();
  }

  /** Whether a shape's boards fit this numbering. */
  static boolean fits(Shape shape) {
    return shape.gravity()
        && shape.cells() <= MAX_CELLS
        && shape.width() * (shape.height() + 1) <= 64;
  }

  @Override
  public int cells() {
    return cells;
  }

  /** The column heights that hold p pieces: H(p). */
  @Override
  public long placements(int pieces) {
    return heightVectors[0][pieces];
  }

  @Override
  public int maxMoves() {
    return width;
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    int pieces = cells - tier;
    int[] heights = new int[width];
    int[] columns = new int[width];
    unrank(pieces, rank, heights, columns);
    long crosses = bitboard(heights, columns, true);
    long noughts = bitboard(heights, columns, false);
    boolean crossMoves = pieces % 2 == 0;
    long mover = crossMoves ? crosses : noughts;
    long previous = crossMoves ? noughts : crosses;
    if (lines.reportsVerdict(mover, previous, pieces == cells, into)) {
      return;
    }
    for (int column : centreFirst) {
      if (heights[column] < height) {
        int before = columns[column];
        columns[column] = crossMoves ? before | 1 << heights[column] : before;
        heights[column]++;
        into.child(tier - 1, rank(heights, columns));
        heights[column]--;
        columns[column] = before;
      }
    }
  }

  @Override
  public TierRank rankOf(Position position) {
    char[] board = ((Board) position).cells().toCharArray();
    int[] heights = new int[width];
    int[] columns = new int[width];
    int pieces = 0;
    for (int column = 0; column < width; column++) {
      for (int row = height - 1; row >= 0 && board[row * width + column] != '.'; row--) {
        columns[column] |= board[row * width + column] == 'X' ? 1 << heights[column] : 0;
        heights[column]++;
        pieces++;
      }
    }
    return new TierRank(cells - pieces, rank(heights, columns));
  }

  /**
   * The rank of a board within its tier.
   *
   * @param heights pieces per column
   * @param columns per column, bit i set when the piece i from the bottom is X
   */
  long rank(int[] heights, int[] columns) {
    int pieces = 0;
    for (int h : heights) {
      pieces += h;
    }
    long heightsRank = 0;
    int left = pieces;
    for (int column = 0; column < width; column++) {
      for (int h = 0; h < heights[column]; h++) {
        heightsRank += heightVectors[column + 1][left - h];
      }
      left -= heights[column];
    }
    long crossesRank = 0;
    int index = 0;
    int crossesSeen = 0;
    for (int column = 0; column < width; column++) {
      for (int h = 0; h < heights[column]; h++, index++) {
        if ((columns[column] >>> h & 1) != 0) {
          crossesSeen++;
          crossesRank += Binomials.choose(index, crossesSeen);
        }
      }
    }
    return heightsRank * Binomials.choose(pieces, CellTiers.crosses(pieces)) + crossesRank;
  }

  /**
   * Fills in the heights and X bits of the board of a rank among boards of {@code pieces} pieces.
   */
  void unrank(int pieces, long rank, int[] heights, int[] columns) {
    int crossCount = CellTiers.crosses(pieces);
    long heightsRank = rank / Binomials.choose(pieces, crossCount);
    long crossesRank = rank % Binomials.choose(pieces, crossCount);
    int left = pieces;
    for (int column = 0; column < width; column++) {
      int h = 0;
      while (heightsRank >= heightVectors[column + 1][left - h]) {
        heightsRank -= heightVectors[column + 1][left - h];
        h++;
      }
      heights[column] = h;
      columns[column] = 0;
      left -= h;
    }
    boolean[] cross = Binomials.subset(pieces, crossCount, crossesRank);
    for (int column = 0, index = 0; column < width; column++) {
      for (int h = 0; h < heights[column]; h++, index++) {
        columns[column] |= cross[index] ? 1 << h : 0;
      }
    }
  }

  /**
   * One player's pieces as bits: cell (column c, h from the bottom) is bit c · (height + 1) + h.
   */
  private long bitboard(int[] heights, int[] columns, boolean crosses) {
    long bits = 0;
    for (int column = 0; column < width; column++) {
      long filled = (1L << heights[column]) - 1;
      long mine = crosses ? columns[column] & filled : ~columns[column] & filled;
      bits |= mine << column * (height + 1);
    }
    return bits;
  }
}
