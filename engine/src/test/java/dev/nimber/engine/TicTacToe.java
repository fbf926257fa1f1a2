package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tic-tac-toe, a game whose players differ (the board says whose turn it is) and that can end in a
 * tie, both as positions and numbered by tier (empty cells) and rank (which cells are taken, then
 * which of them hold X, each in the combinatorial number system).
 */
final class TicTacToe implements RankedPositions {

  /**
   * The board's eight symmetries (turns and mirrors), each as where every cell of the image comes
   * from.
   */
  private static final int[][] SYMMETRIES = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8},
    {6, 3, 0, 7, 4, 1, 8, 5, 2},
    {8, 7, 6, 5, 4, 3, 2, 1, 0},
    {2, 5, 8, 1, 4, 7, 0, 3, 6},
    {2, 1, 0, 5, 4, 3, 8, 7, 6},
    {6, 7, 8, 3, 4, 5, 0, 1, 2},
    {0, 3, 6, 1, 4, 7, 2, 5, 8},
    {8, 5, 2, 7, 4, 1, 6, 3, 0}
  };

  private final boolean symmetric;

  /** How many positions were expanded, to see what the symmetries save. */
  final java.util.concurrent.atomic.AtomicLong expanded =
      new java.util.concurrent.atomic.AtomicLong();

  TicTacToe() {
    this(false);
  }

  /**
   * @param symmetric whether to declare the board's symmetries ({@link #canonical})
   */
  TicTacToe(boolean symmetric) {
    this.symmetric = symmetric;
  }

  /** The least rank among the board's eight images, when the symmetries are declared. */
  @Override
  public long canonical(int tier, long rank) {
    if (!symmetric) {
      return rank;
    }
    char[] cells = unrank(tier, rank);
    long least = rank;
    char[] image = new char[9];
    for (int[] symmetry : SYMMETRIES) {
      for (int cell = 0; cell < 9; cell++) {
        image[cell] = cells[symmetry[cell]];
      }
      least = Math.min(least, rank(image));
    }
    return least;
  }

  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  private static final long[][] CHOOSE = new long[10][10];

  static {
    for (int n = 0; n < 10; n++) {
      CHOOSE[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        CHOOSE[n][k] = CHOOSE[n - 1][k - 1] + CHOOSE[n - 1][k];
      }
    }
  }

  /**
   * A board: nine cells of {@code X}, {@code O} or {@code .}, row by row; X moves first.
   *
   * @param cells the cells
   */
  record Board(String cells) implements Position {

    static final Board EMPTY = new Board(".........");

    char mover() {
      long pieces = cells.chars().filter(c -> c != '.').count();
      return pieces % 2 == 0 ? 'X' : 'O';
    }

    @Override
    public Optional<Outcome> verdict() {
      return TicTacToe.verdict(cells.toCharArray(), mover());
    }

    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int cell = 0; cell < 9; cell++) {
        if (cells.charAt(cell) == '.') {
          char[] next = cells.toCharArray();
          next[cell] = mover();
          moves.add(new Move(mover() + " on " + (cell + 1), new Board(new String(next))));
        }
      }
      return moves;
    }
  }

  /**
   * The previous mover's line has lost it for the player to move; a full board without one is a
   * tie.
   */
  static Optional<Outcome> verdict(char[] cells, char mover) {
    char previous = mover == 'X' ? 'O' : 'X';
    if (hasLine(cells, previous)) {
      return Optional.of(Outcome.LOSS);
    }
    if (hasLine(cells, mover)) {
      return Optional.of(Outcome.WIN);
    }
    for (char cell : cells) {
      if (cell == '.') {
        return Optional.empty();
      }
    }
    return Optional.of(Outcome.TIE);
  }

  private static boolean hasLine(char[] cells, char player) {
    for (int[] line : LINES) {
      if (cells[line[0]] == player && cells[line[1]] == player && cells[line[2]] == player) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int tierCount() {
    return 10;
  }

  @Override
  public long tierSize(int empty) {
    int pieces = 9 - empty;
    return CHOOSE[9][pieces] * CHOOSE[pieces][(pieces + 1) / 2];
  }

  /** One more piece: one empty cell fewer. */
  @Override
  public int[] childTiers(int tier) {
    return tier == 0 ? new int[0] : new int[] {tier - 1};
  }

  @Override
  public int maxMoves() {
    return 9;
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    expanded.incrementAndGet();
    char[] cells = unrank(tier, rank);
    char mover = (9 - tier) % 2 == 0 ? 'X' : 'O';
    Optional<Outcome> ruled = verdict(cells, mover);
    if (ruled.isPresent()) {
      into.verdict(ruled.get());
      return;
    }
    for (int cell = 0; cell < 9; cell++) {
      if (cells[cell] == '.') {
        cells[cell] = mover;
        into.child(tier - 1, rank(cells));
        cells[cell] = '.';
      }
    }
  }

  @Override
  public TierRank rankOf(Position position) {
    char[] cells = ((Board) position).cells().toCharArray();
    return new TierRank((int) new String(cells).chars().filter(c -> c == '.').count(), rank(cells));
  }

  private static long rank(char[] cells) {
    long occupied = 0;
    long crosses = 0;
    int pieces = 0;
    int seenCrosses = 0;
    for (int cell = 0; cell < 9; cell++) {
      if (cells[cell] != '.') {
        pieces++;
        occupied += CHOOSE[cell][pieces];
        if (cells[cell] == 'X') {
          seenCrosses++;
          crosses += CHOOSE[pieces - 1][seenCrosses];
        }
      }
    }
    return occupied * CHOOSE[pieces][(pieces + 1) / 2] + crosses;
  }

  private static char[] unrank(int empty, long rank) {
    int pieces = 9 - empty;
    int xs = (pieces + 1) / 2;
    long occupied = rank / CHOOSE[pieces][xs];
    long crosses = rank % CHOOSE[pieces][xs];
    boolean[] taken = new boolean[9];
    for (int k = pieces, cell = 8; k >= 1; k--) {
      while (CHOOSE[cell][k] > occupied) {
        cell--;
      }
      taken[cell] = true;
      occupied -= CHOOSE[cell][k];
      cell--;
    }
    boolean[] cross = new boolean[pieces];
    for (int k = xs, index = pieces - 1; k >= 1; k--) {
      while (CHOOSE[index][k] > crosses) {
        index--;
      }
      cross[index] = true;
      crosses -= CHOOSE[index][k];
      index--;
    }
    char[] cells = new char[9];
    for (int cell = 0, index = 0; cell < 9; cell++) {
      cells[cell] = taken[cell] ? (cross[index++] ? 'X' : 'O') : '.';
    }
    return cells;
  }
}
