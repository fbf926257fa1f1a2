package dev.nimber.games.connect;

import dev.nimber.api.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rules of one board: width, height, how many in a row win, and whether pieces drop to the
 * lowest empty cell of a column (Connect Four) or go on any empty cell (tic-tac-toe, the
 * m,n,k-game).
 *
 * @param width columns, 1 to 8
 * @param height rows, 1 to 8
 * @param k how many in a row (across, down or diagonal) win
 * @param gravity whether pieces drop
 */
public record Shape(int width, int height, int k, boolean gravity) {

  /**
   * Whether another shape has the same width, height, k and gravity. Written out rather than left
   * to the record: a record's own equality is set up on its first use by method handles the JVM
   * generates then, which the first question of a command would wait for.
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Shape shape
        && width == shape.width
        && height == shape.height
        && k == shape.k
        && gravity == shape.gravity;
  }

  @Override
  public int hashCode() {
    return ((width * 31 + height) * 31 + k) * 2 + (gravity ? 1 : 0);
  }

  /** The cells of the board. */
  int cells() {
    return width * height;
  }

  /**
   * Where the player to move may put a piece: empty cells, or the lowest empty cell of each column.
   */
  int[] targets(char[] board) {
    List<Integer> targets = new ArrayList<>();
    if (gravity) {
      for (int column = 0; column < width; column++) {
        for (int row = height - 1; row >= 0; row--) {
          if (board[row * width + column] == '.') {
            targets.add(row * width + column);
            break;
          }
        }
      }
    } else {
      for (int cell = 0; cell < board.length; cell++) {
        if (board[cell] == '.') {
          targets.add(cell);
        }
      }
    }
    return targets.stream().mapToInt(Integer::intValue).toArray();
  }

  /** A move's label: {@code column 3} when pieces drop, else {@code cell 5} (both from 1). */
  String label(int cell) {
    return (gravity ? "column " : "cell ") + number(cell);
  }

  /**
   * The cell a move, numbered as in an instance's {@code moves}, puts a piece on: the lowest empty
   * cell of its column when pieces drop, else the cell itself. O(height).
   *
   * @return the cell, or -1 when the move is not allowed there (no such column or cell, a full
   *     column, a taken cell)
   */
  int target(char[] board, int move) {
    if (!gravity) {
      return move >= 1 && move <= cells() && board[move - 1] == '.' ? move - 1 : -1;
    }
    if (move < 1 || move > width) {
      return -1;
    }
    for (int row = height - 1; row >= 0; row--) {
      if (board[row * width + move - 1] == '.') {
        return row * width + move - 1;
      }
    }
    return -1;
  }

  /**
   * Whether the piece on a cell is one of k in a row of its player, in any direction. O(k) a
   * direction.
   */
  boolean lineThrough(char[] board, int cell) {
    char player = board[cell];
    int row = cell / width;
    int column = cell % width;
    for (int[] direction : DIRECTIONS) {
      int run = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int r = row + sign * direction[0];
        int c = column + sign * direction[1];
        while (r >= 0 && r < height && c >= 0 && c < width && board[r * width + c] == player) {
          run++;
          r += sign * direction[0];
          c += sign * direction[1];
        }
      }
      if (run >= k) {
        return true;
      }
    }
    return false;
  }

  /**
   * The number a move to a cell is given by, as in its label and in an instance's {@code moves}:
   * its column when pieces drop, else the cell, from 1.
   */
  int number(int cell) {
    return (gravity ? cell % width : cell) + 1;
  }

  /**
   * The verdict of a board: lost for the player to move when the previous mover has k in a row, won
   * when the mover has (on boards play never reaches), a tie when the board is full, none
   * otherwise.
   */
  Optional<Outcome> verdict(char[] board, char mover) {
    char previous = mover == 'X' ? 'O' : 'X';
    if (hasLine(board, previous)) {
      return Optional.of(Outcome.LOSS);
    }
    if (hasLine(board, mover)) {
      return Optional.of(Outcome.WIN);
    }
    for (char cell : board) {
      if (cell == '.') {
        return Optional.empty();
      }
    }
    return Optional.of(Outcome.TIE);
  }

  /** The directions of a run from its first cell: across, down and the two diagonals. */
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /**
   * A player's runs of k in a row, each as its first and last cell, in the order of their first
   * cell then across, down and the two diagonals. O(width · height · k).
   */
  List<int[]> lines(char[] board, char player) {
    return lines(board, player, Integer.MAX_VALUE);
  }

  /** The first {@code most} of a player's runs of k in a row, as {@link #lines(char[], char)}. */
  private List<int[]> lines(char[] board, char player, int most) {
    List<int[]> lines = new ArrayList<>();
    for (int row = 0; row < height; row++) {
      for (int column = 0; column < width; column++) {
        if (board[row * width + column] != player) {
          continue;
        }
        for (int[] direction : DIRECTIONS) {
          int endRow = row + (k - 1) * direction[0];
          int endColumn = column + (k - 1) * direction[1];
          if (endRow >= height || endColumn < 0 || endColumn >= width) {
            continue;
          }
          int run = 0;
          while (run < k
              && board[(row + run * direction[0]) * width + column + run * direction[1]]
                  == player) {
            run++;
          }
          if (run == k) {
            lines.add(new int[] {row * width + column, endRow * width + endColumn});
            if (lines.size() == most) {
              return lines;
            }
          }
        }
      }
    }
    return lines;
  }

  private boolean hasLine(char[] board, char player) {
    return !lines(board, player, 1).isEmpty();
  }
}
