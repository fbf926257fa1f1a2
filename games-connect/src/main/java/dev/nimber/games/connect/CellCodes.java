package dev.nimber.games.connect;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The boards of a shape whose pieces go on any empty cell (tic-tac-toe, the m,n,k-game) coded as
 * bit sets for the engine's weak search. Cell (row r, column c) is bit r · (width + 1) + c, a spare
 * bit ending each row so that lines never wrap; a board's code is X's cells plus O's cells shifted
 * past them. Tier = empty cells, as {@link ConnectRanking}'s; symmetries are not used (finding a
 * board's least image costs more per position than the table saves).
 *
 * <p>Moves are reported in the order the search should try them: first a move onto a cell where the
 * opponent would complete k in a row (a block), then the most cells the mover then threatens; ties
 * from the centre cell out. {@link #winsAtOnce} is one test of the mover's threats. Not thread-safe
 * (it keeps buffers): one search at a time.
 */
final class CellCodes implements CodedPositions {

  private final int width;
  private final int cells;

  /** Bits per player: (width + 1) · height. */
  private final int span;

  private final long board;
  private final LineBits lines;

  /** The bit of each cell, cell by cell in the board's order, and the cells from the centre out. */
  private final long[] bits;

  private final int[] centreFirst;
  private final OrderedChildren children;
  private final long[] runs;

  CellCodes(Shape shape) {
    this.width = shape.width();
    this.cells = shape.cells();
    this.span = (width + 1) * shape.height();
    this.bits = new long[cells];
    for (int cell = 0; cell < cells; cell++) {
      bits[cell] = 1L << (cell / width) * (width + 1) + cell % width;
    }
    int height = shape.height();
    this.lines = LineBits.ofRows(width, height, shape.k());
    this.board = lines.board();
    this.centreFirst =
        IntStream.range(0, cells)
            .boxed()
            .sorted(
                Comparator.comparingInt(
                    (Integer cell) ->
                        Math.abs(2 * (cell % width) - (width - 1))
                            + Math.abs(2 * (cell / width) - (height - 1))))
            .mapToInt(Integer::intValue)
            .toArray();
    this.children = new OrderedChildren(cells);
    this.runs = new long[shape.k()];
  }

  /** Whether a shape's boards fit this coding: both players' bits in 27 bits each. */
  static boolean fits(Shape shape) {
    return !shape.gravity() && (shape.width() + 1) * shape.height() <= 27;
  }

  @Override
  public int tierCount() {
    return cells + 1;
  }

  @Override
  public int maxMoves() {
    return cells;
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
    String taken = ((Board) position).cells();
    long crosses = 0;
    long noughts = 0;
    for (int cell = 0; cell < cells; cell++) {
      crosses |= taken.charAt(cell) == 'X' ? bits[cell] : 0;
      noughts |= taken.charAt(cell) == 'O' ? bits[cell] : 0;
    }
    return new TierRank(cells - Long.bitCount(crosses | noughts), crosses | noughts << span);
  }

  @Override
  public void expand(int tier, long code, Expansion into) {
    long crosses = code & board;
    long noughts = code >>> span;
    boolean crossMoves = (cells - tier) % 2 == 0;
    long mover = crossMoves ? crosses : noughts;
    long other = crossMoves ? noughts : crosses;
    if (lines.reportsVerdict(mover, other, tier == 0, into)) {
      return;
    }
    long empty = board & ~(crosses | noughts);
    long opponentThreats = lines.threats(other, empty, runs);
    children.clear();
    for (int cell : centreFirst) {
      long bit = bits[cell];
      if ((empty & bit) == 0) {
        continue;
      }
      int score =
          Long.bitCount(lines.threats(mover | bit, empty & ~bit, runs))
              + ((opponentThreats & bit) != 0 ? 2 * cells : 0);
      children.add(score, crossMoves ? code | bit : code | bit << span);
    }
    children.report(tier, into);
  }

  @Override
  public boolean winsAtOnce(int tier, long code) {
    long crosses = code & board;
    long noughts = code >>> span;
    boolean crossMoves = (cells - tier) % 2 == 0;
    long mover = crossMoves ? crosses : noughts;
    long other = crossMoves ? noughts : crosses;
    return lines.winsAtOnce(mover, other, board & ~(crosses | noughts), runs);
  }
}
