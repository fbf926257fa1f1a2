package dev.nimber.games.hackenbush;

import java.util.Arrays;

/**
 * The Grundy value of a green Hackenbush drawing in O(vertices + edges), by the fusion and colon
 * principles (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 7): the vertices of a circuit may
 * be fused into one without changing the value, the circuit's edges becoming loops, so each
 * 2-edge-connected part of the drawing is one vertex with as many loops as it has edges; what is
 * left is a tree of bridges, and by the colon principle a vertex is worth the XOR of 1 for each of
 * its loops and, for each bridge to a part above it, 1 more than that part's value. Edges not
 * joined to the ground fall and count for nothing. Iterative throughout: a stalk of millions of
 * edges needs no deep stack.
 */
final class Fusion {

  private Fusion() {}

  /**
   * Which edges are joined to the ground: the edges a move may cut. O(vertices + edges · rounds),
   * the rounds as many as the longest path from the ground has edges, for checking a move.
   */
  static boolean[] grounded(Drawing drawing) {
    boolean[] reached = new boolean[drawing.vertices()];
    reached[0] = true;
    boolean[] joined = new boolean[drawing.edges()];
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int e = 0; e < drawing.edges(); e++) {
        int a = drawing.from()[e];
        int b = drawing.to()[e];
        if (!joined[e] && (reached[a] || reached[b])) {
          reached[a] = true;
          reached[b] = true;
          joined[e] = true;
          grew = true;
        }
      }
    }
    return joined;
  }

  /**
   * The value of the edges {@code alive} of a drawing ({@code null}: all of them).
   *
   * @return the Grundy value
   */
  static long value(Drawing drawing, boolean[] alive) {
    int n = drawing.vertices();
    int m = drawing.edges();
    int[] degree = new int[n + 1];
    for (int e = 0; e < m; e++) {
      if (alive == null || alive[e]) {
        degree[drawing.from()[e]]++;
        degree[drawing.to()[e]]++;
      }
    }
    int[] start = new int[n + 1];
    for (int v = 0; v < n; v++) {
      start[v + 1] = start[v] + degree[v];
    }
    int[] edgeAt = new int[start[n]];
    int[] fill = Arrays.copyOf(start, n);
    for (int e = 0; e < m; e++) {
      if (alive == null || alive[e]) {
        edgeAt[fill[drawing.from()[e]]++] = e;
        edgeAt[fill[drawing.to()[e]]++] = e;
      }
    }
    // Bridges by lowlinks, iteratively from the ground; a vertex not reached is not on the ground.
    int[] order = new int[n];
    Arrays.fill(order, -1);
    int[] low = new int[n];
    int[] parentEdge = new int[n];
    int[] next = new int[n];
    boolean[] bridge = new boolean[m];
    int[] stack = new int[n];
    int[] visited = new int[n];
    int depth = 0;
    int counter = 0;
    stack[depth++] = 0;
    order[0] = counter++;
    low[0] = order[0];
    parentEdge[0] = -1;
    next[0] = start[0];
    visited[0] = 0;
    int reached = 1;
    while (depth > 0) {
      int v = stack[depth - 1];
      if (next[v] < start[v + 1]) {
        int e = edgeAt[next[v]++];
        if (e == parentEdge[v]) {
          continue;
        }
        int w = drawing.from()[e] == v ? drawing.to()[e] : drawing.from()[e];
        if (order[w] < 0) {
          order[w] = counter++;
          low[w] = order[w];
          parentEdge[w] = e;
          next[w] = start[w];
          visited[reached++] = w;
          stack[depth++] = w;
        } else {
          low[v] = Math.min(low[v], order[w]);
        }
      } else {
        depth--;
        if (depth > 0) {
          int parent = stack[depth - 1];
          low[parent] = Math.min(low[parent], low[v]);
          if (low[v] > order[parent]) {
            bridge[parentEdge[v]] = true;
          }
        }
      }
    }
    // The parts joined without bridges, and the edges inside each (loops included).
    int[] part = new int[n];
    Arrays.fill(part, -1);
    int parts = 0;
    for (int i = 0; i < reached; i++) {
      int root = visited[i];
      if (part[root] >= 0) {
        continue;
      }
      part[root] = parts;
      int top = 0;
      stack[top++] = root;
      while (top > 0) {
        int v = stack[--top];
        for (int at = start[v]; at < start[v + 1]; at++) {
          int e = edgeAt[at];
          if (bridge[e]) {
            continue;
          }
          int w = drawing.from()[e] == v ? drawing.to()[e] : drawing.from()[e];
          if (part[w] < 0) {
            part[w] = parts;
            stack[top++] = w;
          }
        }
      }
      parts++;
    }
    long[] value = new long[parts];
    for (int e = 0; e < m; e++) {
      if ((alive == null || alive[e]) && !bridge[e] && part[drawing.from()[e]] >= 0) {
        value[part[drawing.from()[e]]] ^= 1;
      }
    }
    // The tree of bridges: the depth-first order puts every vertex after its parent, so a walk
    // backwards values every part above a bridge before the part below it.
    for (int i = reached - 1; i > 0; i--) {
      int w = visited[i];
      int e = parentEdge[w];
      if (bridge[e]) {
        int v = drawing.from()[e] == w ? drawing.to()[e] : drawing.from()[e];
        value[part[v]] ^= value[part[w]] + 1;
      }
    }
    return value[part[0]];
  }
}
