package dev.nimber.app.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.nimber.app.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.inject.Inject;

/** Reads {@code nimber run} config files (YAML) strictly: unknown keys and malformed values are errors. */
public final class ConfigReader {

  private static final List<String> KEYS = List.of("game", "solver", "question", "params", "plugins", "instances", "input");

  private final ObjectMapper yaml;

  @Inject
  public ConfigReader() {
    this.yaml = new ObjectMapper(new YAMLFactory())
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
        .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  }

  /**
   * Reads a config file; plugin folders in it are resolved against the file's folder.
   *
   * @throws UsageException naming the file, the line and the problem
   */
  public RunConfig read(Path file) {
    RunConfig config;
    try {
      String text = Files.readString(file);
      checkTopLevelKeys(file, text);
      config = yaml.readValue(text, RunConfig.class);
    } catch (NoSuchFileException e) {
      throw new UsageException("config file '" + file + "' does not exist");
    } catch (JsonProcessingException e) {
      throw new UsageException(where(file, e.getLocation()) + e.getOriginalMessage().lines().findFirst().orElse(""));
    } catch (IOException e) {
      throw new UsageException("config file '" + file + "' cannot be read: " + e.getMessage());
    }
    if (config == null) {
      throw new UsageException("config file '" + file + "' is empty; it needs at least 'game' and 'params'");
    }
    if (config.game() == null || config.game().isBlank()) {
      throw new UsageException("config file '" + file + "': missing key 'game' (the id of the game to solve)");
    }
    Path folder = file.toAbsolutePath().getParent();
    List<Path> plugins = config.plugins().stream().map(folder::resolve).collect(Collectors.toList());
    if (config.input() != null && !config.instances().isEmpty()) {
      throw new UsageException("config file '" + file + "': give either 'instances' or 'input', not both");
    }
    Path input = config.input() == null ? null : folder.resolve(config.input());
    return new RunConfig(
        config.game(), config.solver(), config.question(), config.params(), plugins, config.instances(), input);
  }

  /** Finds an unknown top-level key with its own line (the record binding reports where the mapping ends). */
  private void checkTopLevelKeys(Path file, String text) throws IOException {
    try (JsonParser parser = yaml.getFactory().createParser(text)) {
      int depth = 0;
      for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
        if (token.isStructStart()) {
          depth++;
        } else if (token.isStructEnd()) {
          depth--;
        } else if (token == JsonToken.FIELD_NAME && depth == 1 && !KEYS.contains(parser.currentName())) {
          throw new UsageException(where(file, parser.currentTokenLocation()) + "unknown key '"
              + parser.currentName() + "'; allowed keys: " + String.join(", ", KEYS));
        }
      }
    }
  }

  private static String where(Path file, JsonLocation location) {
    if (location == null || location.getLineNr() < 1) {
      return "config file '" + file + "': ";
    }
    return "config file '" + file + "', line " + location.getLineNr() + ": ";
  }
}
