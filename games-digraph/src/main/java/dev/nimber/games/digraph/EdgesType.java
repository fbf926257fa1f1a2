package dev.nimber.games.digraph;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A graph's edges as typed ({@code 0>1,1>0,1>2}, read by {@link Digraph#parse}), or {@code @FILE},
 * an edge-list file (read by {@link Digraph#read}; a relative path is taken from the current
 * folder).
 */
final class EdgesType implements ParameterType<Digraph> {

  @Override
  public Digraph parse(String parameter, Object raw) {
    String text =
        raw instanceof String string
            ? string
            : raw instanceof Iterable<?> list
                ? String.join(
                    ",",
                    java.util.stream.StreamSupport.stream(list.spliterator(), false)
                        .map(String::valueOf)
                        .toList())
                : null;
    if (text == null) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    try {
      return text.startsWith("@") ? Digraph.read(Path.of(text.substring(1))) : Digraph.parse(text);
    } catch (NoSuchFileException missing) {
      throw InvalidParameterException.described(
          parameter, "'" + text + "': no such file", allowed());
    } catch (IOException | InvalidPathException unreadable) {
      // InvalidPathException is an IllegalArgumentException: caught here first, named as a file.
      throw InvalidParameterException.described(
          parameter,
          "'" + text + "', which cannot be read (" + unreadable.getMessage() + ")",
          allowed());
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(
          parameter,
          (text.startsWith("@") ? "file '" + text.substring(1) + "', " : "") + wrong.getMessage(),
          allowed());
    }
  }

  @Override
  public String allowed() {
    return "edges FROM>TO, comma-separated (like 0>1,1>0,1>2), vertices 0 to "
        + Digraph.MAX_VERTEX
        + "; or @FILE, a"
        + " file with one edge per line (FROM TO or FROM>TO; # starts a comment)";
  }

  @Override
  public Object toPlain(Digraph value) {
    return value.toString();
  }
}
