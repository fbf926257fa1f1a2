package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A game played on a directed graph, loops allowed: a token sits on a vertex and a move slides it
 * along an edge; who cannot move loses. Also sums of two positions, searched whole or declared as
 * sums, to probe generalized Sprague–Grundy values with Nim heaps ({@link SumGames.Heap}): G + *k
 * is lost exactly when G's value is k, and, when G's value is ∞(K), won exactly when k is in K.
 */
final class Digraph {

  private final List<List<Integer>> edges = new ArrayList<>();
  private final List<String> names = new ArrayList<>();

  /**
   * A graph from edges written {@code "a>b"}, vertices named by letters.
   *
   * @param edgeList the edges; a vertex named only as a target has no moves
   * @return the graph
   */
  static Digraph of(String... edgeList) {
    Digraph graph = new Digraph();
    for (String edge : edgeList) {
      String[] ends = edge.split(">");
      graph.edges.get(graph.id(ends[0])).add(graph.id(ends[1]));
    }
    return graph;
  }

  /**
   * A random graph of 1 to {@code maxVertices} vertices, each with up to three moves anywhere,
   * loops included.
   */
  static Digraph random(Random random, int maxVertices) {
    Digraph graph = new Digraph();
    int count = 1 + random.nextInt(maxVertices);
    for (int v = 0; v < count; v++) {
      graph.id("v" + v);
    }
    for (int v = 0; v < count; v++) {
      int moves = random.nextInt(4);
      for (int i = 0; i < moves; i++) {
        graph.edges.get(v).add(random.nextInt(count));
      }
    }
    return graph;
  }

  private int id(String name) {
    int at = names.indexOf(name);
    if (at >= 0) {
      return at;
    }
    names.add(name);
    edges.add(new ArrayList<>());
    return names.size() - 1;
  }

  int size() {
    return names.size();
  }

  /** The token on a vertex. */
  Vertex at(String name) {
    return new Vertex(this, names.indexOf(name));
  }

  Vertex at(int id) {
    return new Vertex(this, id);
  }

  int maxMoves() {
    return edges.stream().mapToInt(List::size).max().orElse(0);
  }

  /**
   * The token on a vertex of a graph.
   *
   * @param graph the graph (compared by identity)
   * @param id the vertex
   */
  record Vertex(Digraph graph, int id) implements Position {
    @Override
    public List<Move> moves() {
      return graph.edges.get(id).stream()
          .map(target -> new Move("to " + graph.names.get(target), new Vertex(graph, target)))
          .toList();
    }

    @Override
    public String toString() {
      return graph.names.get(id);
    }
  }

  /**
   * Two positions side by side, searched whole (it declares no components): a move is a move in one
   * of them.
   *
   * @param left one position
   * @param right the other
   */
  record WholeSum(Position left, Position right) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      left.moves()
          .forEach(move -> moves.add(new Move(move.label(), new WholeSum(move.to(), right))));
      right
          .moves()
          .forEach(move -> moves.add(new Move(move.label(), new WholeSum(left, move.to()))));
      return moves;
    }
  }

  /**
   * Two positions side by side, declared as a sum, so that values come from the components.
   *
   * @param left one position
   * @param right the other
   */
  record DeclaredSum(Position left, Position right) implements Position {
    @Override
    public List<Move> moves() {
      return new WholeSum(left, right).moves();
    }

    @Override
    public List<Position> components() {
      return List.of(left, right);
    }
  }
}
