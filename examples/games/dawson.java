import dev.nimber.api.*;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Dawson's chess (T. R. Dawson, 1934) written as a graph game: pawns face each other on a 3 × n board and captures
 * are compulsory, which comes to this game on a path of n vertices: a move takes a vertex with its neighbours; who
 * cannot move loses (node Kayles; the octal game 0.137). A position is any graph, its connected pieces its parts.
 */
public final class Dawson extends CompactGame {

  static final Parameter<BigInteger> N =
      Parameter.required("n", "the board's files: a path of n vertices", ParameterType.integer(0, 400)).ofPosition();

  public Dawson() {
    super("dawson", "Dawson's chess: take a vertex of a path with its neighbours", List.of(N),
        instance -> Graph.path(instance.intValue(N)));
  }

  /** Play ends only when no move is left, so no search need ask whether a move wins at once. */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  /** A graph on vertices 0 to n − 1, as each vertex's neighbours in increasing order. */
  record Graph(List<List<Integer>> neighbours) implements CompactPosition<Graph> {
    static Graph path(int n) {
      List<List<Integer>> neighbours = new ArrayList<>();
      for (int v = 0; v < n; v++) {
        neighbours.add(v == 0 ? (n > 1 ? List.of(1) : List.of()) : v == n - 1 ? List.of(v - 1) : List.of(v - 1, v + 1));
      }
      return new Graph(neighbours);
    }

    public List<Graph> next() {
      List<Graph> next = new ArrayList<>();
      for (int v = 0; v < neighbours.size(); v++) {
        boolean[] kept = new boolean[neighbours.size()];
        java.util.Arrays.fill(kept, true);
        kept[v] = false;
        neighbours.get(v).forEach(w -> kept[w] = false);
        next.add(induced(kept));
      }
      return next;
    }

    /** The connected pieces, each numbered from 0 in the order of its vertices. */
    public List<Graph> parts() {
      int[] piece = new int[neighbours.size()];
      java.util.Arrays.fill(piece, -1);
      List<Graph> parts = new ArrayList<>();
      for (int start = 0; start < piece.length; start++) {
        if (piece[start] < 0) {
          List<Integer> stack = new ArrayList<>(List.of(start));
          piece[start] = parts.size();
          while (!stack.isEmpty()) {
            for (int w : neighbours.get(stack.remove(stack.size() - 1))) {
              if (piece[w] < 0) {
                piece[w] = parts.size();
                stack.add(w);
              }
            }
          }
          boolean[] kept = new boolean[piece.length];
          for (int v = 0; v < piece.length; v++) {
            kept[v] = piece[v] == parts.size();
          }
          parts.add(induced(kept));
        }
      }
      return parts.size() < 2 ? List.of() : parts;
    }

    /** The graph on the kept vertices, renumbered in order. */
    private Graph induced(boolean[] kept) {
      int[] number = new int[kept.length];
      int count = 0;
      for (int v = 0; v < kept.length; v++) {
        number[v] = kept[v] ? count++ : -1;
      }
      List<List<Integer>> after = new ArrayList<>();
      for (int v = 0; v < kept.length; v++) {
        if (kept[v]) {
          after.add(neighbours.get(v).stream().filter(w -> kept[w]).map(w -> number[w]).toList());
        }
      }
      return new Graph(after);
    }
  }
}
