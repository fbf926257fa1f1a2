package dev.nimber.games.digraph;

import java.util.Arrays;
import java.util.TreeSet;

/**
 * A directed graph on vertices 0 to n − 1, by its edges: an immutable value, equal to another with the same edges; its
 * hash is computed once, since every position of a search holds the graph.
 */
public final class Digraph {

  /** The largest vertex number. */
  public static final int MAX_VERTEX = 10_000_000;

  private final int[][] out;
  private final int hash;

  /**
   * The graph with these edges.
   *
   * @param out for each vertex, the vertices its edges lead to, in increasing order, each once; not changed afterwards
   */
  Digraph(int[][] out) {
    this.out = out;
    this.hash = Arrays.deepHashCode(out);
  }

  /**
   * The vertices the edges from a vertex lead to.
   *
   * @param vertex from 0 to {@link #vertices()} − 1
   * @return them in increasing order; not to be changed
   */
  int[] out(int vertex) {
    return out[vertex];
  }

  /**
   * Reads edges as typed: {@code 0>1,1>0,1>2} (spaces allowed, an edge repeated counts once, {@code 3>3} is a loop).
   * The vertices are 0 to the largest named.
   *
   * @param text the edges
   * @return the graph
   * @throws IllegalArgumentException naming the edge that is not {@code FROM>TO} with vertices 0 to 10^7
   */
  public static Digraph parse(String text) {
    String[] edges = text.strip().isEmpty() ? new String[0] : text.split(",");
    int[][] pairs = new int[edges.length][];
    int largest = -1;
    for (int i = 0; i < edges.length; i++) {
      String[] ends = edges[i].strip().split(">", -1);
      if (ends.length != 2) {
        throw new IllegalArgumentException("edge " + (i + 1) + " ('" + edges[i].strip() + "') is not FROM>TO");
      }
      pairs[i] = new int[] {vertex(ends[0], i, edges[i]), vertex(ends[1], i, edges[i])};
      largest = Math.max(largest, Math.max(pairs[i][0], pairs[i][1]));
    }
    @SuppressWarnings("unchecked")
    TreeSet<Integer>[] targets = new TreeSet[largest + 1];
    for (int v = 0; v <= largest; v++) {
      targets[v] = new TreeSet<>();
    }
    for (int[] pair : pairs) {
      targets[pair[0]].add(pair[1]);
    }
    int[][] out = new int[largest + 1][];
    for (int v = 0; v <= largest; v++) {
      out[v] = targets[v].stream().mapToInt(Integer::intValue).toArray();
    }
    return new Digraph(out);
  }

  private static int vertex(String text, int index, String edge) {
    String digits = text.strip();
    if (!digits.matches("[0-9]{1,8}") || Integer.parseInt(digits) > MAX_VERTEX) {
      throw new IllegalArgumentException("edge " + (index + 1) + " ('" + edge.strip() + "'): '" + digits + "' is not a"
          + " vertex, a whole number from 0 to " + MAX_VERTEX);
    }
    return Integer.parseInt(digits);
  }

  /** How many vertices: 0 to the largest an edge names. */
  public int vertices() {
    return out.length;
  }

  @Override
  public boolean equals(Object other) {
    return other == this || other instanceof Digraph that && hash == that.hash && Arrays.deepEquals(out, that.out);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** The edges as typed, in order of their first vertex, then their second. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    for (int from = 0; from < out.length; from++) {
      for (int to : out[from]) {
        text.append(text.length() == 0 ? "" : ",").append(from).append('>').append(to);
      }
    }
    return text.toString();
  }
}
