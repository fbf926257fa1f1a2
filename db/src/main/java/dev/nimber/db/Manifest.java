package dev.nimber.db;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What a database holds, in {@code manifest.json}: the format version, which instance was solved
 * (the game, the plugin's version, the parameters in the game's order and the play convention) and
 * each tier's file with its size and checksum, and, when it keeps Grundy values or keys, those
 * files likewise. It is written last, once every file is on disk, so a folder without it holds no
 * database.
 *
 * @param identity the instance solved
 * @param tiers the tiers, in the order they were written
 * @param grundy the files of the Grundy column, one per tier, when the database keeps Grundy
 *     values; else empty
 * @param keys for a game that does not number its positions, the one file of their keys ({@link
 *     KeyFile}), whose i-th key is rank i of tier 0; else empty
 */
public record Manifest(Identity identity, List<Tier> tiers, List<Tier> grundy, List<Tier> keys) {

  /** The manifest's file name in a database folder. */
  public static final String FILE = "manifest.json";

  /** Writes manifests; made when one is first written, since a reader does without it. */
  private static final class Writer {
    static final ObjectMapper JSON = new ObjectMapper();
  }

  /**
   * Keeps copies.
   *
   * @param identity the instance solved
   * @param tiers the tiers
   */
  public Manifest {
    requireNonNull(identity, "identity");
    tiers = List.copyOf(tiers);
    grundy = List.copyOf(grundy);
    keys = List.copyOf(keys);
  }

  /**
   * A manifest of a ranked game's database.
   *
   * @param identity the instance solved
   * @param tiers the tiers
   * @param grundy the Grundy column's files, or empty
   */
  public Manifest(Identity identity, List<Tier> tiers, List<Tier> grundy) {
    this(identity, tiers, grundy, List.of());
  }

  /**
   * A manifest without a Grundy column.
   *
   * @param identity the instance solved
   * @param tiers the tiers
   */
  public Manifest(Identity identity, List<Tier> tiers) {
    this(identity, tiers, List.of(), List.of());
  }

  /** Whether the database keeps a Grundy value for every position. */
  public boolean hasGrundy() {
    return !grundy.isEmpty();
  }

  /**
   * Every file the manifest lists: the tiers, then the Grundy column's files, then the key file.
   */
  public List<Tier> files() {
    List<Tier> files = new ArrayList<>(tiers);
    files.addAll(grundy);
    files.addAll(keys);
    return files;
  }

  /** The bytes of every file the manifest lists. */
  public long bytes() {
    return files().stream().mapToLong(Tier::bytes).sum();
  }

  /**
   * Whether the database keeps its positions under their keys (a game that does not number them).
   */
  public boolean isKeyed() {
    return !keys.isEmpty();
  }

  /**
   * The instance a database holds: a database is used only for exactly this instance.
   *
   * @param game the game's id
   * @param pluginVersion the version of the plugin that provided the game
   * @param parameters the parameters as text, in the game's declared order
   * @param play {@code normal} or {@code misere}
   */
  public record Identity(
      String game, String pluginVersion, Map<String, String> parameters, String play) {

    /**
     * Keeps an ordered, unmodifiable copy of the parameters.
     *
     * @param game the game's id
     * @param pluginVersion the plugin's version
     * @param parameters the parameters, in order
     * @param play the play convention
     */
    public Identity {
      requireNonNull(game, "game");
      requireNonNull(pluginVersion, "pluginVersion");
      parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
      requireNonNull(play, "play");
    }

    /**
     * Whether another identity names the same game, plugin version, parameters (in any order) and
     * play. Written out rather than left to the record: a record's own equality is set up on its
     * first use by method handles that the JVM generates then (docs/performance.md, start-up),
     * which a command's first look-up of a book or a database would wait for.
     */
    @Override
    public boolean equals(Object other) {
      return other instanceof Identity identity
          && game.equals(identity.game)
          && pluginVersion.equals(identity.pluginVersion)
          && parameters.equals(identity.parameters)
          && play.equals(identity.play);
    }

    @Override
    public int hashCode() {
      return Objects.hash(game, pluginVersion, parameters, play);
    }

    /**
     * This identity without some parameters: the rules alone, when {@code names} are the position's
     * parameters.
     *
     * @param names the parameters to leave out
     * @return the identity without them
     */
    public Identity without(Set<String> names) {
      Map<String, String> kept = new LinkedHashMap<>(parameters);
      kept.keySet().removeAll(names);
      return new Identity(game, pluginVersion, kept, play);
    }

    /**
     * How another instance differs from this one, in words, one line each: empty when they are the
     * same.
     *
     * @param wanted the instance asked about
     * @return the differences, for a message that refuses the database
     */
    public List<String> differences(Identity wanted) {
      List<String> differences = new ArrayList<>();
      if (!game.equals(wanted.game)) {
        differences.add("it holds game '" + game + "', not '" + wanted.game + "'");
        return differences;
      }
      if (!pluginVersion.equals(wanted.pluginVersion)) {
        differences.add(
            "it was built by version "
                + pluginVersion
                + " of the game's plugin, and version "
                + wanted.pluginVersion
                + " is installed");
      }
      Set<String> names = new LinkedHashSet<>(parameters.keySet());
      names.addAll(wanted.parameters.keySet());
      for (String name : names) {
        String held = parameters.get(name);
        String asked = wanted.parameters.get(name);
        if (held == null || asked == null) {
          differences.add(
              held == null
                  ? "it has no parameter '" + name + "'"
                  : "it has a parameter '" + name + "' (" + held + ") that the game no longer has");
        } else if (!held.equals(asked)) {
          differences.add("it holds " + name + "=" + held + ", not " + name + "=" + asked);
        }
      }
      if (!play.equals(wanted.play)) {
        differences.add("it holds " + play + " play, not " + wanted.play);
      }
      return differences;
    }
  }

  /**
   * One tier's file.
   *
   * @param tier the tier's number
   * @param positions how many positions it has
   * @param file the file's name in the folder
   * @param bytes the file's size
   * @param crc32c the CRC-32C of the whole file, as 8 hexadecimal digits
   */
  public record Tier(int tier, long positions, String file, long bytes, String crc32c) {}

  /**
   * Writes the manifest into a folder: to a temporary file first, then moved over {@value #FILE} in
   * one step.
   *
   * @param folder the database's folder
   */
  public void write(Path folder) {
    writeAs(folder, FILE);
  }

  /**
   * Writes the manifest into a folder under another name, as {@link #write} does: a build in
   * progress keeps its instance in {@value DatabaseBuild#MARKER}, a manifest with no tiers.
   */
  void writeAs(Path folder, String name) {
    ObjectNode root = Writer.JSON.createObjectNode();
    root.put("format", TierFile.FORMAT_VERSION);
    root.put("game", identity.game());
    root.put("pluginVersion", identity.pluginVersion());
    ObjectNode parameters = root.putObject("parameters");
    identity.parameters().forEach(parameters::put);
    root.put("play", identity.play());
    list(root.putArray("tiers"), tiers);
    if (hasGrundy()) {
      list(root.putArray("grundy"), grundy);
    }
    if (isKeyed()) {
      list(root.putArray("keys"), keys);
    }
    TierFile.writeInPlace(
        folder.resolve(name),
        out -> {
          String text =
              Writer.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
          TierFile.writeFully(out, ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), 0);
        });
  }

  private static void list(ArrayNode into, List<Tier> files) {
    for (Tier tier : files) {
      into.addObject()
          .put("tier", tier.tier())
          .put("positions", tier.positions())
          .put("file", tier.file())
          .put("bytes", tier.bytes())
          .put("crc32c", tier.crc32c());
    }
  }

  /**
   * Reads a folder's manifest.
   *
   * @param folder the database's folder
   * @return the manifest
   * @throws DatabaseException when it is missing, of another format version, or not a manifest
   */
  public static Manifest read(Path folder) {
    return readAs(folder, FILE);
  }

  /** Reads a manifest written under another name, as {@link #read} does. */
  static Manifest readAs(Path folder, String name) {
    Path file = folder.resolve(name);
    JsonNode root;
    try {
      root = JsonTrees.parse(Files.readString(file, StandardCharsets.UTF_8), "the manifest");
    } catch (NoSuchFileException missing) {
      throw new DatabaseException(
          folder
              + " holds no database (no "
              + name
              + "): build it with nimber db build, or"
              + " run an interrupted build again to finish it",
          missing);
    } catch (JsonProcessingException broken) {
      throw new DatabaseException(
          file
              + ": not a manifest ("
              + broken.getOriginalMessage()
              + "); rebuild the"
              + " database",
          broken);
    } catch (IOException unreadable) {
      throw DatabaseException.unreadable(file, unreadable);
    }
    try {
      TierFile.checkVersion(file, JsonTrees.required(root, "format").asInt());
      Map<String, String> parameters = new LinkedHashMap<>();
      JsonTrees.required(root, "parameters")
          .properties()
          .forEach(field -> parameters.put(field.getKey(), field.getValue().asText()));
      List<Tier> tiers = listed(JsonTrees.required(root, "tiers"));
      List<Tier> grundy =
          root.has("grundy") ? listed(JsonTrees.required(root, "grundy")) : List.of();
      List<Tier> keys = root.has("keys") ? listed(JsonTrees.required(root, "keys")) : List.of();
      return new Manifest(
          new Identity(
              JsonTrees.required(root, "game").asText(),
              JsonTrees.required(root, "pluginVersion").asText(),
              parameters,
              JsonTrees.required(root, "play").asText()),
          tiers,
          grundy,
          keys);
    } catch (IllegalArgumentException missingField) {
      throw new DatabaseException(
          file + ": " + missingField.getMessage() + "; rebuild the database", missingField);
    }
  }

  private static List<Tier> listed(JsonNode files) {
    List<Tier> tiers = new ArrayList<>();
    for (JsonNode tier : files) {
      tiers.add(
          new Tier(
              JsonTrees.required(tier, "tier").asInt(),
              JsonTrees.required(tier, "positions").asLong(),
              JsonTrees.required(tier, "file").asText(),
              JsonTrees.required(tier, "bytes").asLong(),
              JsonTrees.required(tier, "crc32c").asText()));
    }
    return tiers;
  }
}
