package dev.nimber.games.digraph;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * A directed graph on vertices 0 to n − 1, by its edges: an immutable value, equal to another with
 * the same edges; its hash is computed once, since every position of a search holds the graph. The
 * edges are kept in compressed rows: the targets of vertex v are {@code targets[first[v] .. first[v
 * + 1] − 1]}, in increasing order, so a graph takes 4(n + 1) + 4e bytes for e edges.
 */
public final class Digraph {

  /** The largest vertex number. */
  public static final int MAX_VERTEX = 10_000_000;

  /** The most edges a graph may have (100 million: 400 MB of targets). */
  public static final int MAX_EDGES = 100_000_000;

  private final int[] first;
  private final int[] targets;
  private final Optional<String> file;
  private final int hash;

  private Digraph(int[] first, int[] targets, Optional<String> file) {
    this.first = first;
    this.targets = targets;
    this.file = file;
    this.hash = 31 * Arrays.hashCode(first) + Arrays.hashCode(targets);
  }

  /** How many vertices: 0 to the largest an edge names. */
  public int vertices() {
    return first.length - 1;
  }

  /** How many edges, each counted once. */
  public int edges() {
    return targets.length;
  }

  /** How many edges leave a vertex. */
  int outDegree(int vertex) {
    return first[vertex + 1] - first[vertex];
  }

  /**
   * Where the targets of a vertex begin in {@link #target}'s numbering; they end where the next
   * vertex's begin.
   */
  int firstEdge(int vertex) {
    return first[vertex];
  }

  /**
   * The vertex edge number {@code edge} leads to (edges numbered by their first vertex, then their
   * target).
   */
  int target(int edge) {
    return targets[edge];
  }

  /**
   * The vertices the edges from a vertex lead to.
   *
   * @param vertex from 0 to {@link #vertices()} − 1
   * @return them in increasing order, a copy
   */
  int[] out(int vertex) {
    return Arrays.copyOfRange(targets, first[vertex], first[vertex + 1]);
  }

  /** The file the graph was read from, when it was. */
  Optional<String> file() {
    return file;
  }

  /**
   * Reads edges as typed: {@code 0>1,1>0,1>2} (spaces allowed, an edge repeated counts once, {@code
   * 3>3} is a loop). The vertices are 0 to the largest named.
   *
   * @param text the edges
   * @return the graph
   * @throws IllegalArgumentException naming the edge that is not {@code FROM>TO} with vertices 0 to
   *     10^7
   */
  public static Digraph parse(String text) {
    String[] edges = text.strip().isEmpty() ? new String[0] : text.split(",");
    Edges read = new Edges(edges.length);
    for (int i = 0; i < edges.length; i++) {
      String[] ends = edges[i].strip().split(">", -1);
      if (ends.length != 2) {
        throw new IllegalArgumentException(
            "edge " + (i + 1) + " ('" + edges[i].strip() + "') is not FROM>TO");
      }
      read.add(
          vertex(ends[0], "edge " + (i + 1) + " ('" + edges[i].strip() + "')"),
          vertex(ends[1], "edge " + (i + 1) + " ('" + edges[i].strip() + "')"));
    }
    return read.graph(Optional.empty());
  }

  /**
   * Reads a graph from an edge-list file: one edge per line, {@code FROM TO} or {@code FROM>TO}
   * (spaces or tabs around), blank lines and everything after a {@code #} ignored; vertices 0 to
   * 10^7, at most 10^8 edges; an edge repeated counts once. Time O(e log e), memory about 12 bytes
   * per edge while reading.
   *
   * @param path the file
   * @return the graph, which remembers the file it came from
   * @throws IOException when the file cannot be read
   * @throws IllegalArgumentException naming the line that is not an edge
   */
  public static Digraph read(Path path) throws IOException {
    byte[] bytes = Files.readAllBytes(path);
    Edges read = new Edges(Math.max(16, bytes.length / 8));
    int at = 0;
    int line = 0;
    while (at < bytes.length) {
      line++;
      int end = at;
      while (end < bytes.length && bytes[end] != '\n') {
        end++;
      }
      int stop = end;
      for (int i = at; i < end; i++) {
        if (bytes[i] == '#') {
          stop = i;
          break;
        }
      }
      parseLine(bytes, at, stop, line, read);
      at = end + 1;
    }
    return read.graph(Optional.of(path.toString()));
  }

  /** Reads one line's edge, if it has one, into {@code read}. */
  private static void parseLine(byte[] bytes, int from, int to, int line, Edges read) {
    int at = skipBlanks(bytes, from, to);
    if (at == to) {
      return;
    }
    long tail = number(bytes, at, to);
    int fromVertex = vertexOnLine(bytes, from, to, line, at, tail);
    at = skipBlanks(bytes, (int) (tail >>> 32), to);
    if (at < to && bytes[at] == '>') {
      at = skipBlanks(bytes, at + 1, to);
    } else if (at == (int) (tail >>> 32)) {
      throw notAnEdge(bytes, from, to, line);
    }
    long head = number(bytes, at, to);
    int toVertex = vertexOnLine(bytes, from, to, line, at, head);
    if (skipBlanks(bytes, (int) (head >>> 32), to) != to) {
      throw notAnEdge(bytes, from, to, line);
    }
    read.add(fromVertex, toVertex);
  }

  private static int skipBlanks(byte[] bytes, int from, int to) {
    int at = from;
    while (at < to && (bytes[at] == ' ' || bytes[at] == '\t' || bytes[at] == '\r')) {
      at++;
    }
    return at;
  }

  /**
   * The digits from {@code from}: their end in the high half, their value (capped past 10^7) in the
   * low half.
   */
  private static long number(byte[] bytes, int from, int to) {
    int at = from;
    long value = 0;
    while (at < to && bytes[at] >= '0' && bytes[at] <= '9') {
      value = Math.min(value * 10 + (bytes[at] - '0'), MAX_VERTEX + 1L);
      at++;
    }
    return (long) at << 32 | value;
  }

  private static int vertexOnLine(
      byte[] bytes, int from, int to, int line, int start, long number) {
    int end = (int) (number >>> 32);
    int value = (int) (number & 0xFFFFFFFFL);
    if (end == start) {
      throw notAnEdge(bytes, from, to, line);
    }
    if (value > MAX_VERTEX) {
      throw new IllegalArgumentException(
          "line "
              + line
              + " ('"
              + text(bytes, from, to)
              + "'): '"
              + text(bytes, start, end)
              + "' is not a vertex, a whole number from 0 to "
              + MAX_VERTEX);
    }
    return value;
  }

  private static IllegalArgumentException notAnEdge(byte[] bytes, int from, int to, int line) {
    return new IllegalArgumentException(
        "line "
            + line
            + " ('"
            + text(bytes, from, to)
            + "') is not an edge: FROM TO"
            + " or FROM>TO, two vertices from 0 to "
            + MAX_VERTEX);
  }

  private static String text(byte[] bytes, int from, int to) {
    String line = new String(bytes, from, Math.min(to - from, 60), StandardCharsets.UTF_8).strip();
    return to - from > 60 ? line + "…" : line;
  }

  private static int vertex(String text, String edge) {
    String digits = text.strip();
    if (!digits.matches("[0-9]{1,8}") || Integer.parseInt(digits) > MAX_VERTEX) {
      throw new IllegalArgumentException(
          edge + ": '" + digits + "' is not a vertex, a whole number from 0 to " + MAX_VERTEX);
    }
    return Integer.parseInt(digits);
  }

  /**
   * Edges as read, packed FROM · 2^32 + TO so that sorting orders them by first vertex, then
   * target.
   */
  private static final class Edges {
    private long[] packed;
    private int count;
    private int largest = -1;

    Edges(int expected) {
      packed = new long[expected];
    }

    void add(int from, int to) {
      if (count == MAX_EDGES) {
        throw new IllegalArgumentException("more than " + MAX_EDGES + " edges");
      }
      if (count == packed.length) {
        packed = Arrays.copyOf(packed, (int) Math.min(MAX_EDGES, 2L * count));
      }
      packed[count++] = (long) from << 32 | to;
      largest = Math.max(largest, Math.max(from, to));
    }

    Digraph graph(Optional<String> file) {
      long[] sorted = Arrays.copyOf(packed, count);
      packed = null;
      Arrays.sort(sorted);
      int[] first = new int[largest + 2];
      int distinct = 0;
      for (int i = 0; i < sorted.length; i++) {
        if (i == 0 || sorted[i] != sorted[i - 1]) {
          sorted[distinct++] = sorted[i];
        }
      }
      int[] targets = new int[distinct];
      for (int i = 0; i < distinct; i++) {
        first[(int) (sorted[i] >>> 32) + 1]++;
        targets[i] = (int) sorted[i];
      }
      for (int v = 0; v <= largest; v++) {
        first[v + 1] += first[v];
      }
      return new Digraph(first, targets, file);
    }
  }

  @Override
  public boolean equals(Object other) {
    return other == this
        || other instanceof Digraph that
            && hash == that.hash
            && Arrays.equals(first, that.first)
            && Arrays.equals(targets, that.targets);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /**
   * The edges as typed, in order of their first vertex, then their second; or {@code @FILE} for a
   * graph read from one.
   */
  @Override
  public String toString() {
    if (file.isPresent()) {
      return "@" + file.get();
    }
    StringBuilder text = new StringBuilder();
    for (int from = 0; from < vertices(); from++) {
      for (int edge = first[from]; edge < first[from + 1]; edge++) {
        text.append(text.length() == 0 ? "" : ",").append(from).append('>').append(targets[edge]);
      }
    }
    return text.toString();
  }
}
