package dev.nimber.games.hackenbush;

import java.util.Arrays;

/**
 * A green Hackenbush drawing: edges between numbered vertices, vertex 0 the ground. Loops (an edge
 * from a vertex to itself) and several edges between the same two vertices are allowed. Edges are
 * kept in two arrays of ends, in the order given.
 *
 * @param vertices one more than the largest vertex named
 * @param from each edge's first end
 * @param to each edge's second end
 * @param text the drawing as typed ({@code stalk:N}, the edges, or {@code @FILE}), to show it
 */
record Drawing(int vertices, int[] from, int[] to, String text) {

  /** The most edges a drawing holds. */
  static final int MAX_EDGES = 10_000_000;

  int edges() {
    return from.length;
  }

  /** A bamboo stalk of {@code n} edges standing on the ground: the nim heap of n. */
  static Drawing stalk(int n) {
    int[] from = new int[n];
    int[] to = new int[n];
    for (int i = 0; i < n; i++) {
      from[i] = i;
      to[i] = i + 1;
    }
    return new Drawing(n + 1, from, to, "stalk:" + n);
  }

  /** A cycle of {@code n} edges through the ground. */
  static Drawing cycle(int n) {
    int[] from = new int[n];
    int[] to = new int[n];
    for (int i = 0; i < n; i++) {
      from[i] = i;
      to[i] = (i + 1) % n;
    }
    return new Drawing(n, from, to, "cycle:" + n);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Drawing that
        && vertices == that.vertices
        && Arrays.equals(from, that.from)
        && Arrays.equals(to, that.to);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(from) + Arrays.hashCode(to);
  }

  /** The edges {@code A-B}, comma-separated. */
  static String listed(int[] from, int[] to) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < from.length; i++) {
      text.append(i == 0 ? "" : ",").append(from[i]).append('-').append(to[i]);
    }
    return text.toString();
  }

  @Override
  public String toString() {
    return text;
  }
}
