package dev.nimber.games.nodekayles;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The graph of an instance: a path or a cycle of any number of vertices (up to 10^18), or a graph
 * of at most {@value #MAX_LISTED} vertices given by its edges. Vertices are numbered from 0; a
 * path's in order, a cycle's around it.
 *
 * @param kind how it was given
 * @param vertices how many vertices it has
 * @param closed for a graph given by its edges, each vertex's closed neighbourhood (itself and its
 *     neighbours) as a bit set; empty otherwise
 */
record Graph(Kind kind, long vertices, long[] closed) {

  /** The most vertices of a graph given by its edges, so that a set of them is one {@code long}. */
  static final int MAX_LISTED = 64;

  /** The most vertices of a path or cycle. */
  static final long MAX_VERTICES = 1_000_000_000_000_000_000L;

  /** How a graph was given. */
  enum Kind {
    PATH,
    CYCLE,
    EDGES
  }

  /**
   * Reads {@code path:N}, {@code cycle:N} (N ≥ 3) or edges {@code A-B}, comma-separated (vertices 0
   * to 63; the graph has the vertices up to the largest named, so {@code 0-1,3-3} has an isolated 2
   * and a loop-free 3: an edge from a vertex to itself names the vertex alone).
   *
   * @throws IllegalArgumentException saying what is wrong
   */
  static Graph parse(String text) {
    String typed = text.strip().toLowerCase(Locale.ROOT);
    if (typed.startsWith("path:") || typed.startsWith("cycle:")) {
      boolean path = typed.startsWith("path:");
      long n = count(typed.substring(typed.indexOf(':') + 1), path ? 0 : 3);
      return new Graph(path ? Kind.PATH : Kind.CYCLE, n, new long[0]);
    }
    String[] edges = typed.isEmpty() ? new String[0] : typed.split(",");
    List<int[]> pairs = new ArrayList<>();
    int highest = -1;
    for (int i = 0; i < edges.length; i++) {
      String[] ends = edges[i].strip().split("-", -1);
      if (ends.length != 2) {
        throw new IllegalArgumentException(
            "edge " + (i + 1) + " ('" + edges[i].strip() + "') is not A-B");
      }
      int a = vertex(ends[0], i, edges[i]);
      int b = vertex(ends[1], i, edges[i]);
      pairs.add(new int[] {a, b});
      highest = Math.max(highest, Math.max(a, b));
    }
    long[] closed = new long[highest + 1];
    for (int v = 0; v <= highest; v++) {
      closed[v] = 1L << v;
    }
    for (int[] pair : pairs) {
      closed[pair[0]] |= 1L << pair[1];
      closed[pair[1]] |= 1L << pair[0];
    }
    return new Graph(Kind.EDGES, highest + 1, closed);
  }

  private static long count(String text, long least) {
    try {
      long n = number(text.strip());
      if (n >= least && n <= MAX_VERTICES) {
        return n;
      }
    } catch (NumberFormatException notANumber) {
      // Said below.
    }
    throw new IllegalArgumentException(
        "'"
            + text.strip()
            + "' is not a count of vertices from "
            + least
            + " to 10^18 (written out or as 10^K)");
  }

  /** A number written out or as a power {@code B^E}, such as {@code 10^18}. */
  private static long number(String text) {
    int power = text.indexOf('^');
    if (power < 0) {
      return Long.parseLong(text);
    }
    java.math.BigInteger value =
        java.math.BigInteger.valueOf(Long.parseLong(text.substring(0, power)))
            .pow(Math.min(Integer.parseInt(text.substring(power + 1)), 64));
    if (value.bitLength() > 62) {
      throw new NumberFormatException(text);
    }
    return value.longValueExact();
  }

  private static int vertex(String text, int index, String edge) {
    try {
      int v = Integer.parseInt(text.strip());
      if (v >= 0 && v < MAX_LISTED) {
        return v;
      }
    } catch (NumberFormatException notANumber) {
      // Said below.
    }
    throw new IllegalArgumentException(
        "edge "
            + (index + 1)
            + " ('"
            + edge.strip()
            + "') names vertex '"
            + text.strip()
            + "'; vertices are 0 to "
            + (MAX_LISTED - 1));
  }

  /**
   * The connected parts of a set of vertices of a graph of at most 64 vertices, each as a bit set,
   * the part of the lowest vertex first. O(vertices left): each is expanded once.
   *
   * @param closed each vertex's closed neighbourhood
   * @param left the vertices
   */
  static List<Long> parts(long[] closed, long left) {
    List<Long> parts = new ArrayList<>();
    for (long rest = left; rest != 0; ) {
      long part = partOf(closed, rest & -rest, left);
      parts.add(part);
      rest &= ~part;
    }
    return parts;
  }

  /**
   * The connected part of a set of vertices that holds a vertex, as a bit set. O(vertices of the
   * part).
   *
   * @param closed each vertex's closed neighbourhood
   * @param from one vertex of the part, as a bit set
   * @param left the vertices
   */
  static long partOf(long[] closed, long from, long left) {
    long part = from;
    for (long reached = from; reached != 0; ) {
      long next = 0;
      for (long at = reached; at != 0; at &= at - 1) {
        next |= closed[Long.numberOfTrailingZeros(at)];
      }
      reached = next & left & ~part;
      part |= reached;
    }
    return part;
  }

  /** Whether the search can hold its positions: a graph of at most 64 vertices. */
  boolean fitsAPosition() {
    return vertices <= MAX_LISTED;
  }

  /** Each vertex's closed neighbourhood as a bit set, for a graph of at most 64 vertices. */
  long[] neighbourhoods() {
    if (kind == Kind.EDGES) {
      return closed.clone();
    }
    int n = (int) vertices;
    long[] sets = new long[n];
    for (int v = 0; v < n; v++) {
      sets[v] = 1L << v;
      if (v > 0 || kind == Kind.CYCLE) {
        sets[v] |= 1L << ((v - 1 + n) % n);
      }
      if (v < n - 1 || kind == Kind.CYCLE) {
        sets[v] |= 1L << ((v + 1) % n);
      }
    }
    return sets;
  }

  @Override
  public String toString() {
    if (kind != Kind.EDGES) {
      return kind.name().toLowerCase(Locale.ROOT) + ":" + vertices;
    }
    List<String> edges = new ArrayList<>();
    for (int a = 0; a < closed.length; a++) {
      boolean alone = closed[a] == 1L << a;
      for (int b = a + 1; b < closed.length; b++) {
        if ((closed[a] >>> b & 1) != 0) {
          edges.add(a + "-" + b);
        }
      }
      if (alone && a == closed.length - 1) {
        edges.add(a + "-" + a);
      }
    }
    return String.join(",", edges);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Graph that
        && kind == that.kind
        && vertices == that.vertices
        && java.util.Arrays.equals(closed, that.closed);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * kind.hashCode() + Long.hashCode(vertices))
        + java.util.Arrays.hashCode(closed);
  }
}
