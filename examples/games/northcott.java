import dev.nimber.api.*;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Northcott's game: each row of a board holds a white and a black piece, white to the left; White slides a white
 * piece, Black a black one, any number of cells either way along its row without jumping the other piece or leaving
 * the board; who cannot move loses. Play can go back and forth, yet it is Nim in disguise: the player to move wins
 * exactly when the gaps between the pieces, taken as heaps, have a non-zero nim-sum.
 */
public final class Northcott extends CompactGame {

  static final Parameter<BigInteger> WIDTH =
      Parameter.optional("width", "cells in a row", ParameterType.integer(2, 12), BigInteger.valueOf(6));
  static final Parameter<BigInteger> ROWS =
      Parameter.optional("rows", "rows of the board", ParameterType.integer(1, 5), BigInteger.TWO);
  static final Parameter<String> BOARD = Parameter.optional("board",
      "the rows, separated by /: . empty, W white, B black (like W..B/.W.B); default: each piece at its edge",
      ParameterType.word(".WB/", 64), null).ofPosition();

  public Northcott() {
    super("northcott", "slide your piece along its row towards or away from the other's",
        List.of(WIDTH, ROWS, BOARD), Board::of);
  }

  /** The rows, and whether White is to move. */
  record Board(List<String> rows, boolean whiteToMove) implements CompactPosition<Board> {
    static Board of(Parameters instance) {
      int width = instance.intValue(WIDTH);
      String edges = "W" + ".".repeat(width - 2) + "B";
      List<String> rows = instance.find(BOARD).map(board -> List.of(board.split("/", -1)))
          .orElse(Collections.nCopies(instance.intValue(ROWS), edges));
      for (String row : rows) {
        if (!row.matches("\\.*W\\.*B\\.*") || row.length() != width || rows.size() != instance.intValue(ROWS)) {
          throw new InvalidParameterException("board", "'" + row + "' is not one of " + instance.intValue(ROWS)
              + " rows of " + width + " cells holding one W, then one B, and dots");
        }
      }
      return new Board(rows, true);
    }

    public List<Board> next() {
      char piece = whiteToMove ? 'W' : 'B';
      List<Board> next = new ArrayList<>();
      for (int i = 0; i < rows.size(); i++) {
        String row = rows.get(i);
        int from = row.indexOf(piece);
        int low = whiteToMove ? 0 : row.indexOf('W') + 1;
        int high = whiteToMove ? row.indexOf('B') - 1 : row.length() - 1;
        for (int to = low; to <= high; to++) {
          if (to != from) {
            char[] moved = row.toCharArray();
            moved[from] = '.';
            moved[to] = piece;
            List<String> after = new ArrayList<>(rows);
            after.set(i, new String(moved));
            next.add(new Board(after, !whiteToMove));
          }
        }
      }
      return next;
    }

    /** A move as the board it leaves: {@code to .W.B/W..B}. */
    public String label(Board next) {
      return "to " + String.join("/", next.rows());
    }
  }
}
