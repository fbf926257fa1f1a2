package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Games whose positions are disjunctive sums, each in two forms: one that lists its components, and
 * the same game whole (no components), which the engine can only search as one position. The two
 * must always agree.
 */
public final class SumGames {

  private SumGames() {}

  /**
   * A sum of parts of one kind: the parts in order, normalized by the game (empty parts dropped,
   * sorted), so that equal sums are equal values.
   *
   * @param parts the parts; a single one is a position of its own, not a sum
   * @param split whether the position lists its parts as components
   */
  public record Sum(List<Position> parts, boolean split) implements Position {

    public static Sum of(boolean split, List<? extends Position> parts) {
      List<Position> kept = new ArrayList<>(parts);
      kept.removeIf(SumGames::isEmpty);
      kept.sort((a, b) -> a.toString().compareTo(b.toString()));
      return new Sum(List.copyOf(kept), split);
    }

    @Override
    public List<Position> components() {
      return split ? parts : List.of();
    }

    @Override
    public Optional<Outcome> verdict() {
      // A part decided by rule as a win decides the sum as a win for the player to move; the test
      // games below use
      // verdicts only to check that such sums fall back to the whole search.
      return parts.stream().anyMatch(part -> part.verdict().equals(Optional.of(Outcome.WIN)))
          ? Optional.of(Outcome.WIN)
          : Optional.empty();
    }

    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int i = 0; i < parts.size(); i++) {
        for (Move move : parts.get(i).moves()) {
          List<Position> next = new ArrayList<>(parts);
          next.set(i, move.to());
          moves.add(new Move("part " + i + ": " + move.label(), unpack(of(split, flatten(next)))));
        }
      }
      return moves;
    }

    /** A move in a part may split it: its own parts join the sum. */
    private static List<Position> flatten(List<Position> parts) {
      List<Position> flat = new ArrayList<>();
      for (Position part : parts) {
        if (part instanceof Sum sum) {
          flat.addAll(sum.parts());
        } else {
          flat.add(part);
        }
      }
      return flat;
    }

    /** A sum of one part is that part. */
    static Position unpack(Sum sum) {
      return sum.parts().size() == 1 ? sum.parts().get(0) : sum;
    }
  }

  /** Whether a part is over, with no move and no verdict: a sum is the same without it. */
  static boolean isEmpty(Position part) {
    if (part instanceof Row row) {
      return row.pins() == 0;
    }
    if (part instanceof Heap heap) {
      return heap.stones() == 0;
    }
    if (part instanceof Node node) {
      return node.graph().edges()[node.node()].length == 0;
    }
    return false;
  }

  /** A heap of Nim. */
  public record Heap(int stones) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int left = 0; left < stones; left++) {
        moves.add(new Move("leave " + left, new Heap(left)));
      }
      return moves;
    }
  }

  /**
   * A row of Kayles: knock down one pin or two adjacent ones; what is left of the row becomes up to
   * two rows.
   *
   * @param pins the pins in the row
   * @param split whether the rows a move leaves are a sum with components
   */
  record Row(int pins, boolean split) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int knocked = 1; knocked <= Math.min(2, pins); knocked++) {
        for (int before = 0; before <= pins - knocked; before++) {
          Position left =
              Sum.unpack(
                  Sum.of(
                      split,
                      List.of(new Row(before, split), new Row(pins - knocked - before, split))));
          moves.add(new Move("knock " + knocked + " after " + before, left));
        }
      }
      return moves;
    }
  }

  /**
   * A row of Kayles whose moves may not be listed: only a game's own values can value it.
   *
   * @param pins the pins in the row
   */
  record SealedRow(int pins) implements Position {
    @Override
    public List<Move> moves() {
      throw new AssertionError("the moves of a row of " + pins + " were listed");
    }
  }

  /**
   * A node of a random acyclic graph: a move goes along an edge to a node of lower number.
   *
   * @param graph the edges of each node, to lower nodes only
   * @param node this node
   */
  record Node(Graph graph, int node) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int to : graph.edges()[node]) {
        moves.add(new Move(node + "->" + to, new Node(graph, to)));
      }
      return moves;
    }

    @Override
    public String toString() {
      return "Node[" + graph.id() + ":" + node + "]";
    }
  }

  /** A graph by value: its id names it in a test, its edges define it. */
  record Graph(int id, int[][] edges) {
    @Override
    public boolean equals(Object other) {
      return other instanceof Graph that && id == that.id && Arrays.deepEquals(edges, that.edges);
    }

    @Override
    public int hashCode() {
      return 31 * id + Arrays.deepHashCode(edges);
    }
  }

  /**
   * The plain recurrence of Kayles' Grundy values, with no search and no theory: g(n) = mex over
   * splits.
   */
  public static int[] kaylesValues(int size) {
    int[] values = new int[size];
    for (int pins = 1; pins < size; pins++) {
      boolean[] seen = new boolean[128];
      for (int knocked = 1; knocked <= Math.min(2, pins); knocked++) {
        for (int before = 0; before <= pins - knocked; before++) {
          seen[values[before] ^ values[pins - knocked - before]] = true;
        }
      }
      int mex = 0;
      while (seen[mex]) {
        mex++;
      }
      values[pins] = mex;
    }
    return values;
  }
}
