package dev.nimber.games.connect;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The boards of one shape numbered for the engine: tier = empty cells (each move fills one, so it
 * leads to the tier below), rank = which cells are taken, then which of those hold X, each in the
 * combinatorial number system. A tier of p pieces holds C(n, p) · C(p, ⌈p/2⌉) boards for n cells,
 * among them boards play never reaches (a line for both, or, when pieces drop, a piece over an
 * empty cell); they are answered like any other and cost only memory. Ranking and unranking cost
 * O(n).
 */
final class ConnectRanking implements CellTiers {

  /**
   * The most cells a board may have: C(n, n/2) · C(n/2, n/4) then still fits the engine's arrays
   * comfortably.
   */
  static final int MAX_CELLS = 20;

  private final Shape shape;
  private final int cells;

  /**
   * The symmetries as tables on sets of cells (bit c for cell c): images[s][b][v] is the image
   * under symmetry s of the cells 8b to 8b + 7 that v holds, so a set's image is one look-up per
   * byte.
   */
  private final long[][][] images;

  ConnectRanking(Shape shape) {
    this.shape = shape;
    this.cells = shape.cells();
    int[][] symmetries = symmetries(shape.width(), shape.height(), shape.gravity());
    int bytes = (cells + 7) / 8;
    this.images = new long[symmetries.length][bytes][256];
    for (int s = 0; s < symmetries.length; s++) {
      for (int b = 0; b < bytes; b++) {
        for (int v = 0; v < 256; v++) {
          long image = 0;
          for (int bit = 0; bit < 8 && 8 * b + bit < cells; bit++) {
            if ((v >>> bit & 1) != 0) {
              image |= 1L << symmetries[s][8 * b + bit];
            }
          }
          images[s][b][v] = image;
        }
      }
    }
  }

  /**
   * The symmetries of a board: when pieces go anywhere, the mirrors across either axis and the half
   * turn, and on a square board also the quarter turns and the mirrors across either diagonal; when
   * pieces drop, only the mirror that reverses the columns. Each maps lines of k to lines of k and
   * legal moves to legal moves, so a board and its images have one value.
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

  /**
   * The least rank among the board's images. Ranks compare as the sets of taken cells do, read as
   * binary numbers (the combinatorial number system orders sets of one size so), and for the same
   * taken cells as the sets of X's cells do: so the least image is found on the sets, and only it
   * is ranked. O(n + s · n / 8) for s symmetries and n cells.
   */
  @Override
  public long canonical(int tier, long rank) {
    int pieces = cells - tier;
    int xs = CellTiers.crosses(pieces);
    long perPlacement = Binomials.choose(pieces, xs);
    long taken = subsetBits(cells, pieces, rank / perPlacement);
    long crossIndices = subsetBits(pieces, xs, rank % perPlacement);
    long crosses = 0;
    for (long left = taken, index = 0; left != 0; left &= left - 1, index++) {
      if ((crossIndices >>> index & 1) != 0) {
        crosses |= Long.lowestOneBit(left);
      }
    }
    long leastTaken = taken;
    long leastCrosses = crosses;
    for (long[][] image : images) {
      long imageTaken = image(image, taken);
      if (imageTaken > leastTaken) {
        continue;
      }
      long imageCrosses = image(image, crosses);
      if (imageTaken < leastTaken || imageCrosses < leastCrosses) {
        leastTaken = imageTaken;
        leastCrosses = imageCrosses;
      }
    }
    return leastTaken == taken && leastCrosses == crosses ? rank : rank(leastTaken, leastCrosses);
  }

  private static long image(long[][] image, long cellSet) {
    long mapped = 0;
    for (int b = 0; b < image.length; b++) {
      mapped |= image[b][(int) (cellSet >>> 8 * b & 0xFF)];
    }
    return mapped;
  }

  /**
   * The rank of a board given by its taken cells and X's cells, as {@link #rank(char[])} ranks it.
   */
  private long rank(long taken, long crosses) {
    long occupied = 0;
    long crossRank = 0;
    int pieces = 0;
    int seenCrosses = 0;
    for (long left = taken; left != 0; left &= left - 1) {
      int cell = Long.numberOfTrailingZeros(left);
      pieces++;
      occupied += Binomials.choose(cell, pieces);
      if ((crosses >>> cell & 1) != 0) {
        seenCrosses++;
        crossRank += Binomials.choose(pieces - 1, seenCrosses);
      }
    }
    return occupied * Binomials.choose(pieces, CellTiers.crosses(pieces)) + crossRank;
  }

  /** The k-subset of {0 .. n − 1} of a rank in the combinatorial number system, as bits. */
  private static long subsetBits(int n, int k, long rank) {
    long chosen = 0;
    long left = rank;
    for (int j = k, element = n - 1; j >= 1; j--) {
      while (Binomials.choose(element, j) > left) {
        element--;
      }
      chosen |= 1L << element;
      left -= Binomials.choose(element, j);
      element--;
    }
    return chosen;
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
