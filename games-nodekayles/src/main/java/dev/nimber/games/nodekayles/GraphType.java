package dev.nimber.games.nodekayles;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;

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
    try {
      return Graph.parse(text);
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(parameter, wrong.getMessage(), allowed());
    }
  }

  @Override
  public String allowed() {
    return "path:N or cycle:N (N vertices, up to 10^18; a cycle at least 3), or edges A-B,"
        + " comma-separated (like 0-1,1-2,2-0), vertices 0 to 63";
  }

  @Override
  public Object toPlain(Graph value) {
    return value.toString();
  }
}
