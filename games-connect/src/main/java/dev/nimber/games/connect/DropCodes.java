package dev.nimber.games.connect;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;

/**
 * The boards of a shape whose pieces drop coded as bit sets for the engine's weak search, so that a
 * move or a verdict is a few word operations instead of an unranking and a ranking. Cell (column c,
 * h from the bottom) is bit c · (height + 1) + h; a board's code is the pieces of the player to
 * move plus, in each column, the bit just above its top piece (the column's pieces as a mask, plus
 * its bottom bit), which tells the heights. Tier = empty cells, as {@link DropRanking}'s.
 *
 * <p>Moves are reported in the order the search should try them: first a move onto a cell where the
 * opponent would complete k in a row (a block), then the most cells the mover then threatens (an
 * empty cell that would complete k in a row); ties from the centre column out. A move that lets the
 * opponent complete k in a row at once (it leaves such a cell unblocked, or lets the opponent drop
 * onto one) is left out, as {@link CodedPositions#expand} allows, unless every move does (then one
 * is reported) or the mover completes k in a row at once. {@link #winsAtOnce} is one test of the
 * mover's threats against the cells a piece can drop into. Lines and threats are found with shifts
 * ({@link LineBits}), laid out as {@link DropRanking}'s bit sets are.
 *
 * <p>Not thread-safe (it keeps buffers): one search at a time, which is how the engine uses a
 * coding ({@link ConnectGame#coded} makes one for each call).
 *
 * <p>Boards whose columns fit 56 bits, width · (height + 1) ≤ {@value #MAX_BITS}, so that a code
 * times the tiers still fits a key, and at most 15 high.
 */
final class DropCodes implements CodedPositions {

  /** The most bits the columns of a board coded here may take. */
  static final int MAX_BITS = 56;

  private final int width;
  private final int height;
  private final int cells;
  private final int k;

  /** Bit 0 of every column. */
  private final long bottom;

  /** Every cell of the board (not the bit above each column). */
  private final long board;

  /** Lines and threats on the bits: up a column, across, and along either diagonal. */
  private final LineBits lines;

  /** The columns from the centre out, left of a pair first. */
  private final int[] centreFirst;

  /** Each column's cells. */
  private final long[] columns;

  /** Buffers of expand: the children as they are ordered, and the runs threats are found with. */
  private final OrderedChildren children;

  private final long[] runs;

  /**
   * For shifts 1, 2, 4 and 8: the bits of a column that a bit of it so shifted down may land on
   * (none past it).
   */
  private final long spreadKept1;

  private final long spreadKept2;
  private final long spreadKept4;
  private final long spreadKept8;

  DropCodes(Shape shape) {
    this.width = shape.width();
    this.height = shape.height();
    this.cells = shape.cells();
    this.k = shape.k();
    long bottomBits = 0;
    for (int column = 0; column < width; column++) {
      bottomBits |= 1L << column * (height + 1);
    }
    this.bottom = bottomBits;
    this.lines = LineBits.ofColumns(width, height, k);
    this.board = lines.board();
    this.centreFirst = DropRanking.centreFirst(width);
    this.columns = new long[width];
    for (int column = 0; column < width; column++) {
      columns[column] = ((1L << height + 1) - 1) << column * (height + 1);
    }
    this.children = new OrderedChildren(width);
    this.runs = new long[k];
    this.spreadKept1 = kept(1);
    this.spreadKept2 = kept(2);
    this.spreadKept4 = kept(4);
    this.spreadKept8 = kept(8);
  }

  /**
   * The bits of every column that a bit of the same column shifted down by {@code shift} may land
   * on.
   */
  private long kept(int shift) {
    long kept = 0;
    for (int column = 0; shift <= height && column < width; column++) {
      kept |= ((1L << height + 1 - shift) - 1) << column * (height + 1);
    }
    return kept;
  }

  /** Whether a shape's boards fit this coding. */
  static boolean fits(Shape shape) {
    return DropRanking.fits(shape)
        && shape.width() * (shape.height() + 1) <= MAX_BITS
        && shape.height() < 16;
  }

  @Override
  public int tierCount() {
    return cells + 1;
  }

  @Override
  public int maxMoves() {
    return width;
  }

  @Override
  public boolean tiesAtTierZero() {
    return true;
  }

  /**
   * A board is decided only against the player to move (the other made a line) or as a tie (full),
   * and {@link #winsAtOnce} finds every line the mover can make.
   */
  @Override
  public boolean winsOnlyByMoving() {
    return true;
  }

  @Override
  public TierRank codeOf(Position position) {
    char[] cellsOf = ((Board) position).cells().toCharArray();
    long crosses = 0;
    long mask = 0;
    for (int column = 0; column < width; column++) {
      for (int row = height - 1, h = 0;
          row >= 0 && cellsOf[row * width + column] != '.';
          row--, h++) {
        long bit = 1L << column * (height + 1) + h;
        mask |= bit;
        crosses |= cellsOf[row * width + column] == 'X' ? bit : 0;
      }
    }
    int pieces = Long.bitCount(mask);
    long mover = pieces % 2 == 0 ? crosses : mask & ~crosses;
    return new TierRank(cells - pieces, mover + mask + bottom);
  }

  /**
   * The cells taken, from a code: below the highest bit of each column, found by spreading each
   * column's bits down within it (O(log height) word operations).
   */
  long maskOf(long code) {
    long spread = code;
    spread |= spread >>> 1 & spreadKept1;
    spread |= spread >>> 2 & spreadKept2;
    spread |= spread >>> 4 & spreadKept4;
    spread |= spread >>> 8 & spreadKept8;
    return spread >>> 1 & spreadKept1;
  }

  @Override
  public void expand(int tier, long code, Expansion into) {
    long mask = maskOf(code);
    long mover = code - mask - bottom;
    long other = mask ^ mover;
    if (lines.reportsVerdict(mover, other, tier == 0, into)) {
      return;
    }
    long open = (mask + bottom) & board;
    children.clear();
    long opponentThreats = lines.threats(other, board & ~mask, runs);
    long losing = losingAtOnce(mover, open, opponentThreats);
    if (losing == open) {
      // Every move lets the opponent win at once: one of them tells the search so.
      for (int column : centreFirst) {
        long cell = open & columns[column];
        if (cell != 0) {
          into.child(tier - 1, other + (mask | cell) + bottom);
          return;
        }
      }
    }
    for (int column : centreFirst) {
      long cell = open & columns[column] & ~losing;
      if (cell == 0) {
        continue;
      }
      long after = mask | cell;
      int score =
          (opponentThreats & cell) != 0
              ? 2 * cells
              : Long.bitCount(lines.threats(mover | cell, board & ~after, runs));
      children.add(score, other + after + bottom);
    }
    children.report(tier, into);
  }

  /**
   * The moves after which the opponent wins at once, which {@link #expand} leaves out: with a
   * threat of the opponent's a piece can drop into, every move but the block (every move, with two
   * such threats); and a move onto the cell under a threat. None when the mover wins at once.
   */
  private long losingAtOnce(long mover, long open, long opponentThreats) {
    long losing = losingUnlessWinning(open, opponentThreats);
    return losing != 0 && lines.threats(mover, open, runs) != 0 ? 0 : losing;
  }

  /**
   * {@link #losingAtOnce} before the mover's own win at once is ruled out: every move but the block
   * of a threat a piece can drop into (every move, with two), and a move onto the cell under a
   * threat.
   *
   * @param open the cells a piece can drop into
   * @param opponentThreats the empty cells that would give the opponent a line
   */
  static long losingUnlessWinning(long open, long opponentThreats) {
    long playableThreats = opponentThreats & open;
    long losing = opponentThreats >>> 1 & open;
    if (playableThreats != 0) {
      losing |= Long.bitCount(playableThreats) > 1 ? open : open & ~playableThreats;
    }
    return losing;
  }

  /** Bit 0 of every column: added to the cells taken, the cells a piece can drop into. */
  long bottom() {
    return bottom;
  }

  /** Every cell of the board (not the bit above each column). */
  long board() {
    return board;
  }

  /** A column's cells and the bit above them. */
  long column(int column) {
    return columns[column];
  }

  @Override
  public boolean winsAtOnce(int tier, long code) {
    long mask = maskOf(code);
    long mover = code - mask - bottom;
    return lines.winsAtOnce(mover, mask ^ mover, (mask + bottom) & board, runs);
  }
}
