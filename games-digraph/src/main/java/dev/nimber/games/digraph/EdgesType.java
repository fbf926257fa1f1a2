package dev.nimber.games.digraph;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;

/** A graph's edges as typed ({@code 0>1,1>0,1>2}), read by {@link Digraph#parse}. */
final class EdgesType implements ParameterType<Digraph> {

  @Override
  public Digraph parse(String parameter, Object raw) {
    String text = raw instanceof String string ? string : raw instanceof Iterable<?> list ? String.join(",",
        java.util.stream.StreamSupport.stream(list.spliterator(), false).map(String::valueOf).toList()) : null;
    if (text == null) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    try {
      return Digraph.parse(text);
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(parameter, wrong.getMessage(), allowed());
    }
  }

  @Override
  public String allowed() {
    return "edges FROM>TO, comma-separated (like 0>1,1>0,1>2), vertices 0 to " + Digraph.MAX_VERTEX;
  }

  @Override
  public Object toPlain(Digraph value) {
    return value.toString();
  }
}
