package dev.nimber.app.service;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.inject.Inject;

/**
 * Reads {@code nimber run} config files (YAML) strictly: unknown keys, duplicate keys, values of
 * the wrong shape and YAML tags are errors naming the file, the line and the key.
 *
 * <p>Every scalar is kept as the text that was written, so that parameters are read by the same
 * rules as on the command line (an integer such as {@code 010} or {@code 1_000} means the same
 * everywhere, and {@code .inf} is refused by the parameter it was given for, not by the YAML
 * reader). Files larger than {@value #MAX_BYTES} bytes are refused: many instances belong in a
 * judge-format file named with {@code input:}, which is streamed.
 */
public final class ConfigReader {

  /** The largest config file read: 3 MiB, the most the YAML reader takes in one document. */
  static final long MAX_BYTES = 3L << 20;

  private static final List<String> KEYS =
      List.of("game", "game-file", "solver", "question", "params", "plugins", "instances", "input");

  @Inject
  public ConfigReader() {}

  /**
   * The YAML reader, made for each file read rather than when the command line is set up, so that
   * commands without a config never load it. Long numbers are left to the parameters' own check,
   * which names the parameter and the limit; nesting is bounded at {@value #MAX_NESTING} levels,
   * far more than a config needs (rules as maps in an instance are five deep).
   */
  private static YAMLFactory yaml() {
    return YAMLFactory.builder()
        .streamReadConstraints(
            StreamReadConstraints.builder()
                .maxNumberLength((int) MAX_BYTES)
                .maxNestingDepth(MAX_NESTING)
                .build())
        .build();
  }

  /** The deepest nesting of lists and maps a config file may have. */
  static final int MAX_NESTING = 64;

  /**
   * Reads a config file; plugin folders and the input file are resolved against the file's folder.
   *
   * @throws UsageException naming the file, the line and the problem
   */
  public RunConfig read(Path file) {
    String text = readText(file);
    Document document = new Document(file);
    try (JsonParser parser = yaml().createParser(text)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw document.error(null, "the file is empty; it needs at least 'game'");
      }
      if (first != JsonToken.START_OBJECT) {
        throw document.error(
            parser.currentTokenLocation(),
            "the file must be a mapping of keys ("
                + String.join(", ", KEYS)
                + "), not "
                + shape(first));
      }
      Map<String, Object> keys = new LinkedHashMap<>();
      Map<String, Long> lines = new LinkedHashMap<>();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        JsonLocation at = parser.currentTokenLocation();
        if (!KEYS.contains(key)) {
          throw document.error(
              at, "unknown key '" + key + "'; allowed keys: " + String.join(", ", KEYS));
        }
        if (keys.containsKey(key)) {
          throw document.error(at, "key '" + key + "' is given twice");
        }
        parser.nextToken();
        lines.put(key, (long) parser.currentTokenLocation().getLineNr());
        keys.put(key, value(parser, document, key));
      }
      return document.config(keys, lines);
    } catch (StreamConstraintsException tooDeep) {
      throw document.error(
          tooDeep.getLocation(),
          "lists and maps nested deeper than "
              + MAX_NESTING
              + " levels; a"
              + " config file needs at most five (rules as maps in an instance)");
    } catch (JsonProcessingException malformed) {
      throw document.error(
          malformed.getLocation(),
          "not valid YAML: " + malformed.getOriginalMessage().lines().findFirst().orElse(""));
    } catch (IOException unreadable) {
      throw new UsageException(
          "config file '" + file + "' cannot be read: " + unreadable.getMessage());
    }
  }

  /**
   * The file's text, read at most {@value #MAX_BYTES} bytes deep (a pipe or a device has no size to
   * ask first).
   */
  private static String readText(Path file) {
    try {
      if (Files.isDirectory(file)) {
        throw new UsageException("config file '" + file + "' is a folder, not a file");
      }
      byte[] bytes;
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readNBytes((int) MAX_BYTES + 1);
      }
      if (bytes.length > MAX_BYTES) {
        throw new UsageException(
            "config file '"
                + file
                + "' has more than "
                + MAX_BYTES
                + " bytes (3 MiB). Put many"
                + " instances in a file in the game's judge format and name it with 'input:'");
      }
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (NoSuchFileException missing) {
      throw new UsageException("config file '" + file + "' does not exist");
    } catch (CharacterCodingException notText) {
      throw new UsageException("config file '" + file + "' is not UTF-8 text");
    } catch (IOException unreadable) {
      throw new UsageException(
          "config file '" + file + "' cannot be read: " + unreadable.getMessage());
    }
  }

  /**
   * The value at the current token, as raw data: a scalar as the text written (null for an empty
   * value or null), a sequence as a list, a mapping as a map with its keys in order.
   */
  private static Object value(JsonParser parser, Document document, String where)
      throws IOException {
    long line = parser.currentTokenLocation().getLineNr();
    Object tag = parser.getTypeId();
    if (tag != null) {
      throw document.error(
          parser.currentTokenLocation(),
          where + ": YAML tags such as '" + tag + "' are not allowed; write plain values");
    }
    JsonToken token = parser.currentToken();
    if (token == JsonToken.START_ARRAY) {
      List<Object> list = new ArrayList<>();
      while (parser.nextToken() != JsonToken.END_ARRAY) {
        list.add(value(parser, document, where + "[" + (list.size() + 1) + "]"));
      }
      return list;
    }
    if (token == JsonToken.START_OBJECT) {
      Map<String, Object> map = new LinkedHashMap<>();
      Map<String, Long> keyLines = new LinkedHashMap<>();
      document.lines.put(map, line);
      document.keyLines.put(map, keyLines);
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        if (map.containsKey(key)) {
          throw document.error(
              parser.currentTokenLocation(), where + ": key '" + key + "' is given twice");
        }
        keyLines.put(key, (long) parser.currentTokenLocation().getLineNr());
        parser.nextToken();
        map.put(key, value(parser, document, where + "." + key));
      }
      return map;
    }
    return token == JsonToken.VALUE_NULL ? null : parser.getText();
  }

  /** What a token starts, in words. */
  private static String shape(JsonToken token) {
    return token == JsonToken.START_ARRAY
        ? "a list"
        : token == JsonToken.START_OBJECT ? "a map" : "a single value";
  }

  /** One config file being read: its path, where its maps start, and how its errors are worded. */
  private static final class Document {

    private final Path file;

    /** The line each map read starts on, by identity. */
    private final Map<Object, Long> lines = new IdentityHashMap<>();

    /** The line of each key of each map read, by the map's identity. */
    private final Map<Object, Map<String, Long>> keyLines = new IdentityHashMap<>();

    Document(Path file) {
      this.file = file;
    }

    UsageException error(JsonLocation location, String problem) {
      return new UsageException(where(location == null ? 0 : location.getLineNr()) + problem);
    }

    String where(long line) {
      return line < 1
          ? "config file '" + file + "': "
          : "config file '" + file + "', line " + line + ": ";
    }

    /** Checks the shape of each key's value and resolves paths against the file's folder. */
    RunConfig config(Map<String, Object> keys, Map<String, Long> lines) {
      String game = text(keys, lines, "game");
      String gameFile = text(keys, lines, "game-file");
      if ((game == null || game.isBlank()) && gameFile == null) {
        throw new UsageException(
            where(0)
                + "missing key 'game' (the id of the game to solve) or 'game-file' (a game in one"
                + " Java file)");
      }
      Map<String, Object> params =
          parameters(keys.get("params"), lines.getOrDefault("params", 0L), "params");
      List<RunConfig.Instance> instances =
          instances(keys.get("instances"), lines.getOrDefault("instances", 0L));
      String input = text(keys, lines, "input");
      if (input != null && keys.containsKey("instances")) {
        throw new UsageException(
            where(lines.get("input")) + "give either 'instances' or 'input', not both");
      }
      Path folder = file.toAbsolutePath().getParent();
      List<Path> plugins = new ArrayList<>();
      long pluginsLine = lines.getOrDefault("plugins", 0L);
      for (String plugin : texts(keys.get("plugins"), pluginsLine, "plugins")) {
        Path resolved = folder.resolve(plugin);
        boolean file = plugin.endsWith(".jar") || plugin.endsWith(".java");
        if (file ? !Files.isRegularFile(resolved) : !Files.isDirectory(resolved)) {
          throw new UsageException(
              where(pluginsLine)
                  + "plugin "
                  + (file ? "file" : "folder")
                  + " '"
                  + plugin
                  + "' ('"
                  + resolved
                  + "') "
                  + (Files.exists(resolved)
                      ? "is not a " + (file ? "file" : "folder")
                      : "does not exist")
                  + "; 'plugins' lists folders of plugins, plugin jars and one-file games (.java),"
                  + " relative to the config file");
        }
        plugins.add(resolved);
      }
      Path source = null;
      if (gameFile != null) {
        source = folder.resolve(gameFile);
        if (!gameFile.endsWith(".java") || !Files.isRegularFile(source)) {
          throw new UsageException(
              where(lines.get("game-file"))
                  + "'game-file' is '"
                  + gameFile
                  + "' ('"
                  + source
                  + "'), which "
                  + (!gameFile.endsWith(".java")
                      ? "is not a .java file"
                      : Files.exists(source) ? "is not a file" : "does not exist")
                  + "; it names a game in one Java file, relative to the config file");
        }
        plugins.add(source);
      }
      return new RunConfig(
          file,
          game == null || game.isBlank() ? null : game,
          source,
          text(keys, lines, "solver"),
          text(keys, lines, "question"),
          new RunConfig.Instance(lines.getOrDefault("params", 0L), params, keyLinesOf(params)),
          plugins,
          instances,
          input == null ? null : folder.resolve(input),
          input == null ? 0 : lines.get("input"));
    }

    private Map<String, Long> keyLinesOf(Map<String, Object> map) {
      return keyLines.getOrDefault(map, Map.of());
    }

    private String text(Map<String, Object> keys, Map<String, Long> lines, String key) {
      Object value = keys.get(key);
      if (value == null || value instanceof String) {
        return (String) value;
      }
      throw new UsageException(
          where(lines.get(key))
              + "'"
              + key
              + "' must be a single value, not "
              + (value instanceof List ? "a list" : "a map"));
    }

    private List<String> texts(Object value, long line, String key) {
      if (value == null) {
        return List.of();
      }
      if (value instanceof String single) {
        return List.of(single);
      }
      if (value instanceof List<?> list && list.stream().allMatch(String.class::isInstance)) {
        return list.stream().map(String.class::cast).toList();
      }
      throw new UsageException(
          where(line) + "'" + key + "' must be a list of folders and files, like [../my-plugins]");
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> parameters(Object value, long line, String what) {
      if (value == null) {
        return Map.of();
      }
      if (value instanceof Map<?, ?> map) {
        return (Map<String, Object>) map;
      }
      throw new UsageException(
          where(line)
              + what
              + " must be a map of parameters (like n: 387), not "
              + (value instanceof List ? "a list" : "a single value"));
    }

    private List<RunConfig.Instance> instances(Object value, long line) {
      if (value == null) {
        return List.of();
      }
      if (!(value instanceof List<?> list)) {
        throw new UsageException(
            where(line)
                + "'instances' must be a list of parameter maps (like - n: 387), not "
                + (value instanceof Map ? "a map" : "a single value"));
      }
      List<RunConfig.Instance> instances = new ArrayList<>();
      for (Object element : list) {
        String what = "instance " + (instances.size() + 1) + " of " + list.size();
        long at = element == null ? line : this.lines.getOrDefault(element, line);
        Map<String, Object> values = parameters(element, at, what);
        instances.add(new RunConfig.Instance(at, values, keyLinesOf(values)));
      }
      return instances;
    }
  }
}
