package dev.nimber.games.connect;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
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

  ConnectRanking(Shape shape) {
    this.shape = shape;
    this.cells = shape.cells();
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
