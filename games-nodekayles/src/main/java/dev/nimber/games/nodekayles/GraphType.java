package dev.nimber.games.nodekayles;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A graph as typed: {@code path:N}, {@code cycle:N}, or edges {@code A-B} (see {@link
 * Graph#parse}).
 */
final class GraphType implements ParameterType<Graph> {

  @Override
  public Graph parse(String parameter, Object raw) {
    if (!(raw instanceof String text)) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    if (text.startsWith("@")) {
      return read(parameter, text.substring(1));
    }
    try {
      return Graph.parse(text);
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(parameter, wrong.getMessage(), allowed());
    }
  }

  /**
   * A graph from an edge-list file: one edge a line, {@code A B} or {@code A-B}, blank lines and
   * everything after a {@code #} ignored (a relative path is taken from the current folder).
   */
  private Graph read(String parameter, String file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(Path.of(file));
    } catch (NoSuchFileException missing) {
      throw InvalidParameterException.described(
          parameter, "'@" + file + "': no such file", allowed());
    } catch (IOException | InvalidPathException unreadable) {
      throw InvalidParameterException.described(
          parameter,
          "'@" + file + "', which cannot be read (" + unreadable.getMessage() + ")",
          allowed());
    }
    List<String> edges = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int comment = line.indexOf('#');
      String edge = (comment < 0 ? line : line.substring(0, comment)).strip();
      if (edge.isEmpty()) {
        continue;
      }
      String[] ends = edge.split("\\s*-\\s*|\\s+");
      if (ends.length != 2) {
        throw InvalidParameterException.described(
            parameter,
            "file '" + file + "', line " + (i + 1) + " ('" + edge + "') is not an edge A B or A-B",
            allowed());
      }
      edges.add(ends[0] + "-" + ends[1]);
    }
    try {
      return Graph.parse(String.join(",", edges));
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(
          parameter, "file '" + file + "': " + wrong.getMessage(), allowed());
    }
  }

  @Override
  public String allowed() {
    return "path:N or cycle:N (N vertices, up to 10^18; a cycle at least 3), or edges A-B,"
        + " comma-separated (like 0-1,1-2,2-0), vertices 0 to 63; or @FILE, a file with one edge"
        + " per line (A B or A-B; # starts a comment)";
  }

  @Override
  public Object toPlain(Graph value) {
    return value.toString();
  }
}
