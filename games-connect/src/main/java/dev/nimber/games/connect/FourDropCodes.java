package dev.nimber.games.connect;

import static dev.nimber.games.connect.LineBits.foursAlong;
import static dev.nimber.games.connect.LineBits.threatsAlong;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;

/**
 * {@link DropCodes} for four in a row, Connect Four's own rule: the same codes, verdicts and
 * children in the same order, with the lines and threats written out for four (no buffers, no loop
 * over k) and the children sorted as one packed key each. An expansion is O(width) word operations
 * and an insertion sort of at most width children, and allocates nothing.
 *
 * <p>Only the player who moved last is looked at for four in a row: play stops at the move that
 * makes a line, so no board it reaches gives one to the player to move ({@link DropCodes} looks at
 * both).
 *
 * <p>The weak search asks {@link #winsAtOnce} of a position before it expands it: the mover's
 * threats found there are kept with the code, and {@link #expand} of the same code takes them
 * rather than finding them again.
 *
 * <p>Children are sorted by a key of the score and the column's place from the centre out, so equal
 * scores keep the centre-first order; a key holds the place in 5 bits, so at most 32 columns. Not
 * thread-safe (buffers), as {@link DropCodes}.
 */
final class FourDropCodes implements CodedPositions {

  /** The most columns the packed sort keys name. */
  private static final int MAX_COLUMNS = 32;

  private final DropCodes codes;
  private final int cells;
  private final long bottom;
  private final long board;

  /** Each column's cells, the columns from the centre out. */
  private final long[] columnsCentreFirst;

  /** The shifts across, along one diagonal and along the other (up a column is 1). */
  private final int across;

  private final int down;
  private final int up;

  /** Buffers of expand: the children's sort keys as they are ordered, and their codes. */
  private final int[] keys;

  private final long[] children;

  /** The code {@link #winsAtOnce} last looked at, and the mover's threats there. */
  private long threatsCode;

  private long moverThreats;

  FourDropCodes(Shape shape) {
    if (shape.k() != 4 || !DropCodes.fits(shape) || shape.width() > MAX_COLUMNS) {
      throw new IllegalArgumentException("not a four-in-a-row board the codes fit: " + shape);
    }
    int width = shape.width();
    int height = shape.height();
    this.codes = new DropCodes(shape);
    this.cells = shape.cells();
    this.bottom = codes.bottom();
    this.board = codes.board();
    int[] order = DropRanking.centreFirst(width);
    this.columnsCentreFirst = new long[width];
    for (int i = 0; i < width; i++) {
      columnsCentreFirst[i] = codes.column(order[i]);
    }
    this.across = height + 1;
    this.down = height;
    this.up = height + 2;
    this.keys = new int[width];
    this.children = new long[width];
  }

  /** Whether a shape's boards are coded here. */
  static boolean fits(Shape shape) {
    return shape.k() == 4 && DropCodes.fits(shape) && shape.width() <= MAX_COLUMNS;
  }

  @Override
  public int tierCount() {
    return codes.tierCount();
  }

  @Override
  public int maxMoves() {
    return codes.maxMoves();
  }

  @Override
  public boolean tiesAtTierZero() {
    return codes.tiesAtTierZero();
  }

  @Override
  public boolean winsOnlyByMoving() {
    return codes.winsOnlyByMoving();
  }

  @Override
  public TierRank codeOf(Position position) {
    return codes.codeOf(position);
  }

  @Override
  public void expand(int tier, long code, Expansion into) {
    long mask = codes.maskOf(code);
    long mover = code - mask - bottom;
    long other = mask ^ mover;
    long otherLines = lines(other);
    if (otherLines != 0 || tier == 0) {
      into.verdict(otherLines != 0 ? Outcome.LOSS : Outcome.TIE);
      return;
    }
    long empty = board & ~mask;
    long open = (mask + bottom) & board;
    long opponentThreats = threats(other) & empty;
    long losing =
        losingAtOnce(code == threatsCode ? moverThreats : threats(mover), open, opponentThreats);
    if (losing == open) {
      // Every move lets the opponent win at once: one of them tells the search so.
      for (long column : columnsCentreFirst) {
        long cell = open & column;
        if (cell != 0) {
          into.child(tier - 1, other + (mask | cell) + bottom);
          return;
        }
      }
    }
    long allowed = open & ~losing;
    int blockScore = 2 * cells;
    int count = 0;
    for (int place = 0; place < columnsCentreFirst.length; place++) {
      long cell = allowed & columnsCentreFirst[place];
      if (cell == 0) {
        continue;
      }
      long after = mask | cell;
      int score =
          (opponentThreats & cell) != 0
              ? blockScore
              : Long.bitCount(threats(mover | cell) & board & ~after);
      int key = score * MAX_COLUMNS + (MAX_COLUMNS - 1 - place);
      int at = count++;
      while (at > 0 && keys[at - 1] < key) {
        keys[at] = keys[at - 1];
        at--;
      }
      keys[at] = key;
      children[place] = other + after + bottom;
    }
    for (int i = 0; i < count; i++) {
      into.child(tier - 1, children[MAX_COLUMNS - 1 - keys[i] % MAX_COLUMNS]);
    }
  }

  /** {@link DropCodes}' moves after which the opponent wins at once. */
  private long losingAtOnce(long moverThreats, long open, long opponentThreats) {
    long losing = DropCodes.losingUnlessWinning(open, opponentThreats);
    return losing != 0 && (moverThreats & open) != 0 ? 0 : losing;
  }

  @Override
  public boolean winsAtOnce(int tier, long code) {
    long mask = codes.maskOf(code);
    long mover = code - mask - bottom;
    long threatened = threats(mover);
    threatsCode = code;
    moverThreats = threatened;
    return (threatened & (mask + bottom) & board) != 0 && lines(mask ^ mover) == 0;
  }

  /** The cells that start four of the pieces in a row, in any direction (nonzero: a line). */
  private long lines(long pieces) {
    return foursAlong(pieces, 1)
        | foursAlong(pieces, across)
        | foursAlong(pieces, down)
        | foursAlong(pieces, up);
  }

  /**
   * The cells that would give the pieces four in a row (some off the board: the caller masks them):
   * three below in a column, or along a row or diagonal three on one side or two and one around the
   * cell.
   */
  private long threats(long pieces) {
    return (pieces << 1 & pieces << 2 & pieces << 3)
        | threatsAlong(pieces, across)
        | threatsAlong(pieces, down)
        | threatsAlong(pieces, up);
  }
}
