import dev.nimber.api.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Northcott's game: each row of a board holds a white and a black piece, white to the left; White slides a white
 * piece, Black a black one, any number of cells either way along its row without jumping the other piece or leaving
 * the board; who cannot move loses. Play can go back and forth, yet it is Nim in disguise: the player to move wins
 * exactly when the gaps between the pieces, taken as heaps, have a non-zero nim-sum.
 */
public final class Northcott extends CompactGame {

  static final Parameter<String> BOARD = Parameter.required("board",
      "the rows, separated by /: . empty, W white, B black (like W..B/.W.B)", ParameterType.word(".WB/", 64))
      .ofPosition();

  public Northcott() {
    super("northcott", "slide your piece along its row towards or away from the other's", List.of(BOARD),
        instance -> Board.of(instance.get(BOARD)));
  }

  /** Every board of one or two rows of 2 to 4 cells, White to move. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<String> rows = new ArrayList<>();
    for (int width = 2; width <= 4; width++) {
      for (int white = 0; white < width; white++) {
        for (int black = white + 1; black < width; black++) {
          rows.add(".".repeat(white) + "W" + ".".repeat(black - white - 1) + "B" + ".".repeat(width - black - 1));
        }
      }
    }
    List<Parameters> instances = new ArrayList<>();
    for (String first : rows) {
      instances.add(Parameters.builder(this).set(BOARD, first).build());
      for (String second : rows) {
        instances.add(Parameters.builder(this).set(BOARD, first + "/" + second).build());
      }
    }
    return instances;
  }

  /** The rows, and whether White is to move. */
  record Board(List<String> rows, boolean whiteToMove) implements CompactPosition<Board> {
    static Board of(String board) {
      List<String> rows = List.of(board.split("/", -1));
      for (String row : rows) {
        if (!row.matches("\\.*W\\.*B\\.*")) {
          throw new InvalidParameterException("board", "row '" + row + "' must hold one W, then one B, and dots");
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
