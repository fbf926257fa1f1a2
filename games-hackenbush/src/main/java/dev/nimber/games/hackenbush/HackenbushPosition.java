package dev.nimber.games.hackenbush;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A position of green Hackenbush on a drawing of at most 64 edges: the edges still standing, as a
 * bit set. A move cuts one, and every edge no longer joined to the ground falls with it. The parts
 * that meet only at the ground are a sum ({@link #components()}).
 *
 * @param drawing the whole drawing, shared by every position of the game
 * @param standing the edges still standing
 */
record HackenbushPosition(Drawing drawing, long standing) implements Position {

  /** The most edges of a position. */
  static final int MAX_EDGES = 64;

  /** The drawing's edges joined to the ground, before any cut. */
  static HackenbushPosition start(Drawing drawing) {
    long all = drawing.edges() == 64 ? -1L : (1L << drawing.edges()) - 1;
    return new HackenbushPosition(drawing, grounded(drawing, all));
  }

  /** The edges of {@code edges} joined to the ground through edges of {@code edges}. */
  static long grounded(Drawing drawing, long edges) {
    boolean[] reached = new boolean[drawing.vertices()];
    reached[0] = true;
    long joined = 0;
    boolean grew = true;
    while (grew) {
      grew = false;
      for (long left = edges & ~joined; left != 0; left &= left - 1) {
        int e = Long.numberOfTrailingZeros(left);
        int a = drawing.from()[e];
        int b = drawing.to()[e];
        if (reached[a] || reached[b]) {
          reached[a] = true;
          reached[b] = true;
          joined |= 1L << e;
          grew = true;
        }
      }
    }
    return joined;
  }

  /** One move an edge standing, in the order given: cut it. */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>(Long.bitCount(standing));
    for (long left = standing; left != 0; left &= left - 1) {
      moves.add(cut(Long.numberOfTrailingZeros(left)));
    }
    return moves;
  }

  private Move cut(int edge) {
    return new Move(
        Cut.label(drawing, edge),
        new HackenbushPosition(drawing, grounded(drawing, standing & ~(1L << edge))));
  }

  @Override
  public Optional<Move> move(String typed) {
    return Cut.parse(drawing, typed).filter(edge -> (standing >>> edge & 1) != 0).map(this::cut);
  }

  /**
   * The parts that meet only at the ground, when there are two or more: edges joined through
   * vertices other than the ground are one part.
   */
  @Override
  public List<Position> components() {
    List<Long> parts = new ArrayList<>();
    long left = standing;
    while (left != 0) {
      int first = Long.numberOfTrailingZeros(left);
      long part = 1L << first;
      boolean grew = true;
      while (grew) {
        grew = false;
        for (long rest = left & ~part; rest != 0; rest &= rest - 1) {
          int e = Long.numberOfTrailingZeros(rest);
          if (touches(part, e)) {
            part |= 1L << e;
            grew = true;
          }
        }
      }
      parts.add(part);
      left &= ~part;
    }
    if (parts.size() < 2) {
      return List.of();
    }
    List<Position> positions = new ArrayList<>(parts.size());
    for (long part : parts) {
      positions.add(new HackenbushPosition(drawing, part));
    }
    return positions;
  }

  /** Whether edge {@code e} shares a vertex other than the ground with an edge of {@code part}. */
  private boolean touches(long part, int e) {
    int a = drawing.from()[e];
    int b = drawing.to()[e];
    for (long rest = part; rest != 0; rest &= rest - 1) {
      int f = Long.numberOfTrailingZeros(rest);
      int c = drawing.from()[f];
      int d = drawing.to()[f];
      if (a != 0 && (a == c || a == d) || b != 0 && (b == c || b == d)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The edges standing, the ground at the bottom and each vertex one level higher than the nearest
   * vertex below it; a click on an edge cuts it (loops are cut from the list of moves).
   */
  @Override
  public Optional<Picture> picture() {
    int n = drawing.vertices();
    int[] level = new int[n];
    java.util.Arrays.fill(level, -1);
    level[0] = 0;
    boolean grew = true;
    while (grew) {
      grew = false;
      for (long left = standing; left != 0; left &= left - 1) {
        int e = Long.numberOfTrailingZeros(left);
        int a = drawing.from()[e];
        int b = drawing.to()[e];
        if (level[a] >= 0 && (level[b] < 0 || level[b] > level[a] + 1)) {
          level[b] = level[a] + 1;
          grew = true;
        }
        if (level[b] >= 0 && (level[a] < 0 || level[a] > level[b] + 1)) {
          level[a] = level[b] + 1;
          grew = true;
        }
      }
    }
    int top = 0;
    for (int v = 0; v < n; v++) {
      top = Math.max(top, level[v]);
    }
    int[] across = new int[top + 1];
    int[] place = new int[n];
    for (int v = 0; v < n; v++) {
      if (level[v] >= 0) {
        place[v] = across[level[v]]++;
      }
    }
    List<Picture.Vertex> vertices = new ArrayList<>();
    int[] index = new int[n];
    for (int v = 0; v < n; v++) {
      if (level[v] < 0) {
        index[v] = -1;
        continue;
      }
      index[v] = vertices.size();
      double x = (place[v] + 1.0) / (across[level[v]] + 1);
      double y = top == 0 ? 0.5 : 1 - (double) level[v] / top;
      vertices.add(
          new Picture.Vertex(
              v == 0 ? "ground" : String.valueOf(v),
              x,
              y,
              false,
              v == 0
                  ? Optional.of(Picture.Piece.of(Picture.Shape.SQUARE, Picture.Tint.MARKED))
                  : Optional.empty(),
              Optional.empty()));
    }
    List<Picture.Edge> edges = new ArrayList<>();
    for (long left = standing; left != 0; left &= left - 1) {
      int e = Long.numberOfTrailingZeros(left);
      int a = drawing.from()[e];
      int b = drawing.to()[e];
      if (a != b) {
        edges.add(new Picture.Edge(index[a], index[b], Optional.of(Cut.label(drawing, e))));
      }
    }
    return Optional.of(new Picture.Graph(vertices, edges, false));
  }

  @Override
  public String render() {
    if (standing == 0) {
      return "no edge standing";
    }
    List<String> edges = new ArrayList<>();
    for (long left = standing; left != 0; left &= left - 1) {
      int e = Long.numberOfTrailingZeros(left);
      edges.add((e + 1) + ": " + drawing.from()[e] + "-" + drawing.to()[e]);
    }
    return "edges standing (vertex 0 the ground): " + String.join(", ", edges);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(standing * 0x9E3779B97F4A7C15L);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof HackenbushPosition that
        && standing == that.standing
        && (drawing == that.drawing || drawing.equals(that.drawing));
  }
}
