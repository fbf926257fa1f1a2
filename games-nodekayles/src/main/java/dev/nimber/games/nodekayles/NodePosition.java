package dev.nimber.games.nodekayles;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A position of node Kayles on a graph of at most 64 vertices: the vertices left, as a bit set. A
 * move takes a vertex left, which removes it and its neighbours; the parts of the graph left that
 * do not touch are a sum ({@link #components}).
 *
 * @param closed each vertex's closed neighbourhood, shared by every position of the graph
 * @param left the vertices left
 */
record NodePosition(long[] closed, long left) implements Position {

  private static final Pattern TAKE = Pattern.compile("take vertex (\\d{1,2})");

  /** The moves: one a vertex left, in increasing order. */
  @Override
  public List<Move> moves() {
    int size = Long.bitCount(left);
    return new AbstractList<>() {
      @Override
      public Move get(int index) {
        if (index < 0 || index >= size) {
          throw new IndexOutOfBoundsException(index);
        }
        long rest = left;
        for (int i = 0; i < index; i++) {
          rest &= rest - 1;
        }
        return take(Long.numberOfTrailingZeros(rest));
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  /** Where each move of {@link #moves()} leads, in its order, without the moves' labels. */
  @Override
  public List<Position> children() {
    List<Position> children = new ArrayList<>(Long.bitCount(left));
    for (long rest = left; rest != 0; rest &= rest - 1) {
      children.add(new NodePosition(closed, left & ~closed[Long.numberOfTrailingZeros(rest)]));
    }
    return children;
  }

  private Move take(int vertex) {
    return new Move("take vertex " + vertex, new NodePosition(closed, left & ~closed[vertex]));
  }

  /** The move a person (or a solver's answer) names: {@code take vertex 3}, a vertex left. */
  @Override
  public Optional<Move> move(String typed) {
    Matcher matcher = TAKE.matcher(typed.strip().toLowerCase(java.util.Locale.ROOT));
    if (!matcher.matches()) {
      return Optional.empty();
    }
    int vertex = Integer.parseInt(matcher.group(1));
    return vertex < 64 && (left >>> vertex & 1) != 0 ? Optional.of(take(vertex)) : Optional.empty();
  }

  /**
   * The connected parts of the graph left, when there are two or more: a move in one leaves the
   * others as they are, so they are a sum. On a path or a cycle ({@link #shared}) every part is a
   * path (a cycle stays one part until its first move), and a path of k vertices is the same game
   * wherever it lies: each is given as the vertices 0 to k − 1 of {@link #PART}, so that the
   * engine's memos meet every path of k vertices as one component. A position on {@link #PART} of
   * one stretch not from vertex 0 (what a move at the end of a part leaves) is likewise the sum of
   * that one path. On any other graph, a lone vertex or two joined are given on {@link #PART} too
   * ({@link #partOf}), and every other part as it is. O(vertices left × 64).
   */
  @Override
  public List<Position> components() {
    List<Long> parts = Graph.parts(closed, left);
    boolean linear =
        closed == PART || closed == PATHS[closed.length] || closed == CYCLES[closed.length];
    boolean strayStretch = closed == PART && (left & left + 1) != 0;
    boolean asPaths = linear && (parts.size() > 1 || strayStretch && parts.size() == 1);
    if (!asPaths && parts.size() < 2) {
      return List.of();
    }
    List<Position> positions = new ArrayList<>(parts.size());
    for (long part : parts) {
      positions.add(asPaths ? pathOf(Long.bitCount(part)) : partOf(closed, part));
    }
    return positions;
  }

  /** The path of k vertices, 1 to 64, as the vertices 0 to k − 1 of {@link #PART}. */
  private static NodePosition pathOf(int k) {
    return new NodePosition(PART, -1L >>> (64 - k));
  }

  /**
   * A connected part of a graph as a component: a lone vertex, or two joined, as the path of as
   * many vertices ({@link #pathOf}), so that each is one component wherever it lies in the graph
   * (the search of sums then meets far fewer sums: a graph's last moves leave many such parts); a
   * larger part as it is, since a larger path given as the path would be valued apart from the same
   * vertices met as a position of the graph, which costs the search of Grundy values more than the
   * sums gain. O(1).
   */
  private static NodePosition partOf(long[] closed, long part) {
    int k = Long.bitCount(part);
    return k <= 2 ? pathOf(k) : new NodePosition(closed, part);
  }

  /**
   * The path of 64 vertices that the parts of a path or a cycle are given on ({@link #components}):
   * equal to the path of 64 a person may ask about, but not that array, so that a position of one
   * stretch of it is known as a component's, never one a person plays.
   */
  private static final long[] PART = linear(Graph.Kind.PATH, 64);

  /** The closed neighbourhoods of the path of n vertices, 0 to n − 1 in order, for n up to 64. */
  private static final long[][] PATHS = new long[65][];

  /** The closed neighbourhoods of the cycle of n vertices, in order, for n from 3 to 64. */
  private static final long[][] CYCLES = new long[65][];

  static {
    for (int n = 1; n <= 64; n++) {
      PATHS[n] = linear(Graph.Kind.PATH, n);
      CYCLES[n] = n >= 3 ? linear(Graph.Kind.CYCLE, n) : null;
    }
  }

  /** The closed neighbourhoods of the path or the cycle of n vertices, a new array. */
  private static long[] linear(Graph.Kind kind, int n) {
    return new Graph(kind, n, new long[0]).neighbourhoods();
  }

  /**
   * A graph's closed neighbourhoods as the positions share them: the one array of the path or the
   * cycle of as many vertices, numbered in order, when they are equal to it (so that {@link
   * #components} knows every part for a path by the array alone), else the array given.
   * O(vertices).
   *
   * @param closed each vertex's closed neighbourhood, at most 64 vertices
   * @return an array equal to it
   */
  static long[] shared(long[] closed) {
    int n = closed.length;
    if (n == 0) {
      return closed;
    }
    if (java.util.Arrays.equals(closed, PATHS[n])) {
      return PATHS[n];
    }
    return CYCLES[n] != null && java.util.Arrays.equals(closed, CYCLES[n]) ? CYCLES[n] : closed;
  }

  /**
   * The whole graph, its vertices in a line when it is a path and on a circle otherwise, the
   * vertices taken or removed faint; a click on a vertex left takes it.
   */
  @Override
  public Optional<Picture> picture() {
    int n = closed.length;
    boolean path = n == 0 || java.util.Arrays.equals(closed, PATHS[n]);
    List<Picture.Vertex> vertices = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      double[] place =
          path
              ? new double[] {n == 1 ? 0.5 : (double) v / (n - 1), 0.5}
              : Picture.Vertex.onCircle(v, n);
      boolean isLeft = (left >>> v & 1) != 0;
      vertices.add(
          new Picture.Vertex(
              String.valueOf(v),
              place[0],
              place[1],
              !isLeft,
              Optional.empty(),
              isLeft ? Optional.of(take(v).label()) : Optional.empty()));
    }
    List<Picture.Edge> edges = new ArrayList<>();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        if ((closed[a] >>> b & 1) != 0) {
          edges.add(new Picture.Edge(a, b, Optional.empty()));
        }
      }
    }
    return Optional.of(new Picture.Graph(vertices, edges, false));
  }

  @Override
  public String render() {
    if (left == 0) {
      return "no vertex left";
    }
    List<String> vertices = new ArrayList<>();
    for (long at = left; at != 0; at &= at - 1) {
      vertices.add(String.valueOf(Long.numberOfTrailingZeros(at)));
    }
    return "vertices left: " + String.join(", ", vertices);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof NodePosition that
        && left == that.left
        && (closed == that.closed || java.util.Arrays.equals(closed, that.closed));
  }

  @Override
  public int hashCode() {
    return Long.hashCode(left * 0x9E3779B97F4A7C15L);
  }
}
