package dev.nimber.games.digraph;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tokens on the vertices of a graph: a move slides one token along an edge; who cannot move loses.
 * Tokens are kept in increasing order of their vertices, so that positions that differ only in
 * which token is where are equal; several tokens are a sum of one token each ({@link
 * #components()}).
 *
 * @param graph the graph
 * @param at the tokens' vertices, in increasing order
 */
public record Tokens(Digraph graph, List<Integer> at) implements Position {

  /** Puts the tokens in order. */
  public Tokens {
    at = at.stream().sorted().toList();
  }

  /** For each token in order, each edge from its vertex: {@code token 1: 0>1}. */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    for (int token = 0; token < at.size(); token++) {
      int from = at.get(token);
      if (token > 0 && at.get(token - 1) == from) {
        // A second token on the same vertex has the same moves as the first.
        continue;
      }
      for (int to : graph.out(from)) {
        List<Integer> next = new ArrayList<>(at);
        next.set(token, to);
        moves.add(
            new Move("token " + (token + 1) + ": " + from + ">" + to, new Tokens(graph, next)));
      }
    }
    return moves;
  }

  /** Two tokens or more are a sum of one token each. */
  @Override
  public List<Position> components() {
    return at.size() < 2
        ? List.of()
        : at.stream().map(vertex -> (Position) new Tokens(graph, List.of(vertex))).toList();
  }

  /** The most vertices and edges drawn: a larger graph has no picture. */
  static final int MOST_VERTICES = 40;

  static final int MOST_EDGES = 400;

  /**
   * The graph's vertices on a circle, tokens on them (the count written when several share one); a
   * click on an edge out of a token's vertex slides the token along it.
   */
  @Override
  public Optional<Picture> picture() {
    if (graph.vertices() > MOST_VERTICES || graph.edges() > MOST_EDGES) {
      return Optional.empty();
    }
    int count = graph.vertices();
    int[] tokens = new int[count];
    at.forEach(vertex -> tokens[vertex]++);
    List<Picture.Vertex> vertices = new ArrayList<>();
    for (int vertex = 0; vertex < count; vertex++) {
      double[] place = Picture.Vertex.onCircle(vertex, count);
      Optional<Picture.Piece> piece =
          tokens[vertex] == 0
              ? Optional.empty()
              : Optional.of(
                  new Picture.Piece(
                      Picture.Shape.DISC,
                      Picture.Tint.NEUTRAL,
                      tokens[vertex] == 1 ? "" : String.valueOf(tokens[vertex])));
      vertices.add(
          new Picture.Vertex(
              String.valueOf(vertex), place[0], place[1], false, piece, Optional.empty()));
    }
    List<Picture.Edge> edges = new ArrayList<>();
    for (int from = 0; from < count; from++) {
      int token = at.indexOf(from);
      for (int to : graph.out(from)) {
        Optional<String> move =
            token < 0
                ? Optional.empty()
                : Optional.of("token " + (token + 1) + ": " + from + ">" + to);
        edges.add(new Picture.Edge(from, to, move));
      }
    }
    return Optional.of(new Picture.Graph(vertices, edges, true));
  }

  @Override
  public String render() {
    return at.isEmpty()
        ? "no tokens"
        : "tokens on "
            + at.stream().map(String::valueOf).reduce((a, b) -> a + ", " + b).orElseThrow();
  }

  @Override
  public String toString() {
    return "Tokens" + at;
  }
}
