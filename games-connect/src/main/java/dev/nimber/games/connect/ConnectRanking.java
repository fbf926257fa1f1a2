package dev.nimber.games.connect;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The boards of one shape numbered for the engine: tier = empty cells (each move fills one, so it leads to the tier
 * below), rank = which cells are taken, then which of those hold X, each in the combinatorial number system. A tier of
 * p pieces holds C(n, p) · C(p, ⌈p/2⌉) boards for n cells, among them boards play never reaches (a line for both, or,
 * when pieces drop, a piece over an empty cell); they are answered like any other and cost only memory. Ranking and
 * unranking cost O(n).
 */
final class ConnectRanking implements CellTiers {

  /** The most cells a board may have: C(n, n/2) · C(n/2, n/4) then still fits the engine's arrays comfortably. */
  static final int MAX_CELLS = 20;

  private final Shape shape;
  private final int cells;

  /** The board's symmetries other than the identity, each as the cell every cell goes to. */
  private final int[][] symmetries;

  ConnectRanking(Shape shape) {
    this.shape = shape;
    this.cells = shape.cells();
    this.symmetries = symmetries(shape.width(), shape.height(), shape.gravity());
  }

  /**
   * The symmetries of a board: when pieces go anywhere, the mirrors across either axis and the half turn, and on a
   * square board also the quarter turns and the mirrors across either diagonal; when pieces drop, only the mirror that
   * reverses the columns. Each maps lines of k to lines of k and legal moves to legal moves, so a board and its images
   * have one value.
   */
  static int[][] symmetries(int width, int height, boolean gravity) {
    List<int[]> maps = new ArrayList<>();
    int cellCount = width * height;
    int transforms = width == height ? 8 : 4;
    for (int transform = 1; transform < transforms; transform++) {
      if (gravity && transform != 2) {
        continue;
      }
      int[] map = new int[cellCount];
      for (int row = 0; row < height; row++) {
        for (int column = 0; column < width; column++) {
          int r = (transform & 1) != 0 ? height - 1 - row : row;
          int c = (transform & 2) != 0 ? width - 1 - column : column;
          map[row * width + column] = (transform & 4) != 0 ? c * width + r : r * width + c;
        }
      }
      maps.add(map);
    }
    return maps.toArray(new int[0][]);
  }

  @Override
  public int cells() {
    return cells;
  }

  /** Which cells the pieces take: C(n, p). */
  @Override
  public long placements(int pieces) {
    return Binomials.choose(cells, pieces);
  }

  @Override
  public int maxMoves() {
    return shape.gravity() ? shape.width() : cells;
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    char[] board = unrank(tier, rank);
    char mover = (cells - tier) % 2 == 0 ? 'X' : 'O';
    Optional<Outcome> ruled = shape.verdict(board, mover);
    if (ruled.isPresent()) {
      into.verdict(ruled.get());
      return;
    }
    for (int target : shape.targets(board)) {
      board[target] = mover;
      into.child(tier - 1, rank(board));
      board[target] = '.';
    }
  }

  /** The least rank among the board's images. O(s · n) for s symmetries and n cells. */
  @Override
  public long canonical(int tier, long rank) {
    char[] board = unrank(tier, rank);
    char[] image = new char[cells];
    long least = rank;
    for (int[] map : symmetries) {
      for (int cell = 0; cell < cells; cell++) {
        image[map[cell]] = board[cell];
      }
      least = Math.min(least, rank(image));
    }
    return least;
  }

  @Override
  public TierRank rankOf(Position position) {
    char[] board = ((Board) position).cells().toCharArray();
    return new TierRank(cells - Board.pieces(board), rank(board));
  }

  long rank(char[] board) {
    long occupied = 0;
    long crosses = 0;
    int pieces = 0;
    int seenCrosses = 0;
    for (int cell = 0; cell < cells; cell++) {
      if (board[cell] != '.') {
        pieces++;
        occupied += Binomials.choose(cell, pieces);
        if (board[cell] == 'X') {
          seenCrosses++;
          crosses += Binomials.choose(pieces - 1, seenCrosses);
        }
      }
    }
    return occupied * Binomials.choose(pieces, CellTiers.crosses(pieces)) + crosses;
  }

  char[] unrank(int empty, long rank) {
    int pieces = cells - empty;
    int xs = CellTiers.crosses(pieces);
    long occupied = rank / Binomials.choose(pieces, xs);
    long crosses = rank % Binomials.choose(pieces, xs);
    boolean[] taken = Binomials.subset(cells, pieces, occupied);
    boolean[] cross = Binomials.subset(pieces, xs, crosses);
    char[] board = new char[cells];
    for (int cell = 0, index = 0; cell < cells; cell++) {
      board[cell] = taken[cell] ? (cross[index++] ? 'X' : 'O') : '.';
    }
    return board;
  }
}
