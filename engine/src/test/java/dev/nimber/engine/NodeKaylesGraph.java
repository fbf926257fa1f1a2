package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Node Kayles on a graph of at most 64 vertices: a move takes a vertex left and its neighbours; who
 * cannot move loses. The parts of the graph left that do not touch are the components, each kept as
 * the vertices of the same graph (no two graphs' parts are ever equal positions).
 *
 * @param graph the graph, shared by all its positions
 * @param left the vertices left: bit v for vertex v
 */
record NodeKaylesGraph(Graph graph, long left) implements Position {

  /**
   * A graph by identity: each vertex's neighbours as a bit set.
   *
   * @param neighbours bit w of {@code neighbours[v]} when v and w are joined
   */
  record Graph(long[] neighbours) {
    @Override
    public boolean equals(Object other) {
      return this == other;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(this);
    }

    /** A random graph of so many vertices, each pair joined with probability {@code density}. */
    static Graph random(Random random, int vertices, double density) {
      long[] neighbours = new long[vertices];
      for (int v = 0; v < vertices; v++) {
        for (int w = v + 1; w < vertices; w++) {
          if (random.nextDouble() < density) {
            neighbours[v] |= 1L << w;
            neighbours[w] |= 1L << v;
          }
        }
      }
      return new Graph(neighbours);
    }

    /** Every vertex of the graph. */
    NodeKaylesGraph whole() {
      int vertices = neighbours.length;
      return new NodeKaylesGraph(this, vertices == 64 ? -1L : (1L << vertices) - 1);
    }
  }

  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    for (long rest = left; rest != 0; rest &= rest - 1) {
      int vertex = Long.numberOfTrailingZeros(rest);
      long taken = (1L << vertex) | graph.neighbours()[vertex];
      moves.add(new Move("take " + vertex, new NodeKaylesGraph(graph, left & ~taken)));
    }
    return moves;
  }

  @Override
  public List<Position> components() {
    List<Position> parts = new ArrayList<>();
    for (long rest = left; rest != 0; ) {
      long part = Long.lowestOneBit(rest);
      for (long grown = 0; grown != part; ) {
        grown = part;
        for (long each = grown; each != 0; each &= each - 1) {
          part |= graph.neighbours()[Long.numberOfTrailingZeros(each)] & left;
        }
      }
      rest &= ~part;
      parts.add(new NodeKaylesGraph(graph, part));
    }
    return parts.size() < 2 ? List.of() : parts;
  }
}
