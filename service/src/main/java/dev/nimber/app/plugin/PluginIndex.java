package dev.nimber.app.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * The games each plugin of a folder provided when it last loaded cleanly (no warning, no solver for
 * another plugin's game), so that a command about one game need not load the plugins that provide
 * others: a start then opens one plugin instead of every one. An entry holds only while the
 * plugin's jars and the host's api and engine jars have the sizes and times they had (a rebuilt
 * plugin or nimber is loaded again); whoever uses it loads everything when anything it finds
 * disagrees with the index (the game is not where the index says, a warning, two plugins with one
 * id), so that an index out of date costs time, never an answer.
 *
 * <p>Kept as a properties file, {@code plugins.properties} in the cache folder of one-file games'
 * parent ({@link SourcePlugins}); none when that cache is {@code off}. Written whole beside its
 * place and moved there, so a reader never sees half of it; a file that cannot be read or written
 * is ignored. Not thread-safe: one command uses it.
 */
public final class PluginIndex {

  private static final String FILE_NAME = "plugins.properties";

  private final Optional<Path> file;
  private final Properties entries = new Properties();
  private final String host;
  private boolean changed;

  private PluginIndex(Optional<Path> file, String host) {
    this.file = file;
    this.host = host;
    file.ifPresent(
        place -> {
          try (InputStream in = Files.newInputStream(place)) {
            entries.load(in);
          } catch (IOException | IllegalArgumentException unreadable) {
            entries.clear();
          }
        });
  }

  /** The index in the user's cache folder, or none when that cache is off. */
  public static PluginIndex ofUser() {
    StringBuilder host = new StringBuilder();
    SourcePlugins.hostClassPath().forEach(path -> host.append(fingerprint(path)));
    return new PluginIndex(
        SourcePlugins.userCache().map(games -> games.resolveSibling(FILE_NAME)), host.toString());
  }

  /**
   * The games a plugin provided, when the index holds it and nothing it was made of changed.
   *
   * @param location the plugin: a jar, or a folder of jars
   * @param jars its jars
   * @return the games' ids, or empty
   */
  public Optional<List<String>> gamesOf(Path location, List<Path> jars) {
    String entry = entries.getProperty(key(location));
    String prefix = fingerprint(jars) + "|";
    if (entry == null || !entry.startsWith(prefix)) {
      return Optional.empty();
    }
    return Optional.of(Arrays.asList(entry.substring(prefix.length()).split(",")));
  }

  /**
   * Keeps the games a plugin provided on a clean load.
   *
   * @param location the plugin
   * @param jars its jars
   * @param games the ids of its games, at least one; one with a comma or a bar is not kept
   */
  public void put(Path location, List<Path> jars, List<String> games) {
    if (games.isEmpty() || games.stream().anyMatch(id -> id.contains(",") || id.contains("|"))) {
      forget(location);
      return;
    }
    String entry = fingerprint(jars) + "|" + String.join(",", games);
    if (!entry.equals(entries.put(key(location), entry))) {
      changed = true;
    }
  }

  /** Drops what the index holds of a plugin: it loads in full from now on. */
  public void forget(Path location) {
    changed |= entries.remove(key(location)) != null;
  }

  /**
   * Writes the index when it changed, without the plugins that are gone from where they were (a
   * deleted folder, an old build's), so that it holds no more than the plugins that exist.
   */
  public void save() {
    if (!changed || file.isEmpty()) {
      return;
    }
    entries.keySet().removeIf(location -> !Files.exists(Path.of((String) location)));
    Path place = file.get();
    try {
      Files.createDirectories(place.getParent());
      Path written = Files.createTempFile(place.getParent(), FILE_NAME, ".part");
      try (OutputStream out = Files.newOutputStream(written)) {
        entries.store(out, "nimber: the games each plugin provides; safe to delete");
      }
      try {
        Files.move(
            written, place, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException notAtomic) {
        Files.move(written, place, StandardCopyOption.REPLACE_EXISTING);
      }
      changed = false;
    } catch (IOException | RuntimeException unwritable) {
      // An index that cannot be kept costs the next start its time, nothing else.
    }
  }

  private static String key(Path location) {
    return location.toAbsolutePath().normalize().toString();
  }

  private String fingerprint(List<Path> jars) {
    StringBuilder print = new StringBuilder(host);
    jars.forEach(jar -> print.append(fingerprint(jar)));
    return print.toString();
  }

  /** A file's place, size and time; a file that cannot be read has none that matches. */
  private static String fingerprint(Path path) {
    try {
      return key(path)
          + ";"
          + Files.size(path)
          + ";"
          + Files.getLastModifiedTime(path).toMillis()
          + ";";
    } catch (IOException | RuntimeException unreadable) {
      return key(path) + ";?" + System.nanoTime() + ";";
    }
  }
}
