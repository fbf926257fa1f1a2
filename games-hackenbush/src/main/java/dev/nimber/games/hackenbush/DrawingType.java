package dev.nimber.games.hackenbush;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A drawing as typed: {@code stalk:N}, {@code cycle:N}, edges {@code A-B} comma-separated, or
 * {@code @FILE} with one edge a line. Vertex 0 is the ground.
 */
final class DrawingType implements ParameterType<Drawing> {

  /** The largest vertex named. */
  static final int MAX_VERTEX = 10_000_000;

  @Override
  public Drawing parse(String parameter, Object raw) {
    if (!(raw instanceof String text)) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    try {
      if (text.startsWith("@")) {
        return read(parameter, text.substring(1));
      }
      if (text.startsWith("stalk:") || text.startsWith("cycle:")) {
        long n = count(text.substring(6));
        if (n < 1 || n > Drawing.MAX_EDGES) {
          throw new IllegalArgumentException(
              "'" + text + "': from 1 to " + Drawing.MAX_EDGES + " edges");
        }
        return text.startsWith("stalk:") ? Drawing.stalk((int) n) : Drawing.cycle((int) n);
      }
      Edges edges = new Edges();
      String[] listed = text.split(",", -1);
      for (int i = 0; i < listed.length; i++) {
        String[] ends = listed[i].strip().split("\\s*-\\s*", -1);
        if (ends.length != 2) {
          throw new IllegalArgumentException(
              "edge " + (i + 1) + " ('" + listed[i].strip() + "') is not A-B");
        }
        edges.add(vertex(ends[0], "edge " + (i + 1)), vertex(ends[1], "edge " + (i + 1)));
      }
      return edges.drawing(null);
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(parameter, wrong.getMessage(), allowed());
    }
  }

  private static long count(String text) {
    String stripped = text.strip();
    int power = stripped.indexOf('^');
    try {
      if (power < 0) {
        return Long.parseLong(stripped);
      }
      long base = Long.parseLong(stripped.substring(0, power));
      int exponent = Integer.parseInt(stripped.substring(power + 1));
      return exponent > 30 ? Long.MAX_VALUE : (long) Math.min(Math.pow(base, exponent), 1e18);
    } catch (NumberFormatException notANumber) {
      throw new IllegalArgumentException("'" + text + "' is not a number of edges");
    }
  }

  private static int vertex(String text, String where) {
    try {
      int vertex = Integer.parseInt(text.strip());
      if (vertex < 0 || vertex > MAX_VERTEX) {
        throw new NumberFormatException();
      }
      return vertex;
    } catch (NumberFormatException notAVertex) {
      throw new IllegalArgumentException(
          where + ": '" + text.strip() + "' is not a vertex from 0 to " + MAX_VERTEX);
    }
  }

  /** A drawing from a file: one edge a line, {@code A B} or {@code A-B}; {@code #} comments. */
  private static Drawing read(String parameter, String file) {
    Edges edges = new Edges();
    try (BufferedReader lines = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
      int number = 0;
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        number++;
        int comment = line.indexOf('#');
        String edge = (comment < 0 ? line : line.substring(0, comment)).strip();
        if (edge.isEmpty()) {
          continue;
        }
        String[] ends = edge.split("\\s*-\\s*|\\s+");
        String where = "file '" + file + "', line " + number;
        if (ends.length != 2) {
          throw new IllegalArgumentException(where + " ('" + edge + "') is not an edge A B or A-B");
        }
        edges.add(vertex(ends[0], where), vertex(ends[1], where));
      }
    } catch (NoSuchFileException missing) {
      throw new IllegalArgumentException("'@" + file + "': no such file");
    } catch (IOException | InvalidPathException unreadable) {
      throw new IllegalArgumentException(
          "'@" + file + "', which cannot be read (" + unreadable.getMessage() + ")");
    }
    if (edges.size == 0) {
      throw new IllegalArgumentException("file '" + file + "' holds no edge");
    }
    return edges.drawing("@" + file);
  }

  /** Edges read one by one into growing arrays. */
  private static final class Edges {
    private int[] from = new int[16];
    private int[] to = new int[16];
    private int size;
    private int vertices = 1;

    void add(int a, int b) {
      if (size == Drawing.MAX_EDGES) {
        throw new IllegalArgumentException("more than " + Drawing.MAX_EDGES + " edges");
      }
      if (size == from.length) {
        from = Arrays.copyOf(from, size * 2);
        to = Arrays.copyOf(to, size * 2);
      }
      from[size] = a;
      to[size] = b;
      size++;
      vertices = Math.max(vertices, Math.max(a, b) + 1);
    }

    /** The drawing, shown as {@code text}, or as its edges when {@code null}. */
    Drawing drawing(String text) {
      int[] ends = Arrays.copyOf(from, size);
      int[] others = Arrays.copyOf(to, size);
      return new Drawing(
          vertices, ends, others, text == null ? Drawing.listed(ends, others) : text);
    }
  }

  @Override
  public String allowed() {
    return "stalk:N (a bamboo stalk of N edges on the ground) or cycle:N (a cycle of N edges"
        + " through the ground), N up to "
        + Drawing.MAX_EDGES
        + "; or edges A-B, comma-separated (like 0-1,1-2,2-0), vertex 0 the ground, vertices up"
        + " to "
        + MAX_VERTEX
        + "; or @FILE, a file with one edge per line (A B or A-B; # starts a comment)";
  }

  @Override
  public Object toPlain(Drawing value) {
    return value.toString();
  }
}
