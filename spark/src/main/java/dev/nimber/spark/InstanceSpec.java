package dev.nimber.spark;

import dev.nimber.api.Parameters;
import dev.nimber.api.RankedPositions;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.UsageException;
import dev.nimber.app.solve.InstanceSolver;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An instance of a game as it travels to Spark's executors: the plugin folders, the game's id, its
 * parameters as text and the play convention. Each JVM loads the plugins once, in their own class
 * loaders as {@code nimber} does, and keeps the instance's numbering for every task it runs.
 *
 * @param pluginFolders the folders of plugin jars, as paths every executor can read (a shared file
 *     system on a cluster)
 * @param game the game's id
 * @param parameters the instance's parameters, by name, in the game's declared order
 * @param misere whether the player who makes the last move loses
 */
public record InstanceSpec(
    List<String> pluginFolders, String game, Map<String, String> parameters, boolean misere)
    implements Serializable {

  private static final Map<InstanceSpec, RankedPositions> SPACES = new ConcurrentHashMap<>();
  private static final Map<List<String>, Catalog> CATALOGS = new ConcurrentHashMap<>();

  /** Copies the lists and the map, so that the record is a value. */
  public InstanceSpec {
    pluginFolders = List.copyOf(pluginFolders);
    parameters = Map.copyOf(parameters);
  }

  /**
   * The game, from this JVM's catalog of the plugin folders.
   *
   * @throws UsageException when no plugin in the folders provides it
   */
  public GameEntry entry() {
    Catalog catalog =
        CATALOGS.computeIfAbsent(
            pluginFolders,
            folders ->
                Catalog.of(
                    new PluginLoader(InstanceSpec.class.getClassLoader())
                        .load(folders.stream().map(Path::of).toList())));
    if (!catalog.gameIds().contains(game)) {
      throw new UsageException(
          "No game '"
              + game
              + "' in the plugin folders "
              + String.join(", ", pluginFolders)
              + " as "
              + host()
              + " reads them (available: "
              + (catalog.gameIds().isEmpty() ? "none" : String.join(", ", catalog.gameIds()))
              + "); on a cluster, the plugin folders must be readable at"
              + " the same path by the driver and every executor");
    }
    return catalog.withEngine(misere, 1).game(game);
  }

  /** This machine's name, for a message. */
  private static String host() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException unnamed) {
      return "this machine";
    }
  }

  /** The instance's checked parameters. */
  public Parameters instance() {
    return InstanceSolver.bind(entry(), parameters);
  }

  /**
   * The instance's numbering, made once in each JVM.
   *
   * @throws UsageException when the game numbers no positions of the instance
   */
  public RankedPositions space() {
    return SPACES.computeIfAbsent(
        this,
        spec -> {
          GameEntry entry = spec.entry();
          Parameters instance = spec.instance();
          return entry
              .descriptor()
              .positions()
              .flatMap(positions -> positions.ranked(instance))
              .orElseThrow(
                  () ->
                      new UsageException(
                          "game '"
                              + game
                              + "' numbers no positions of "
                              + instance
                              + ", so its tiers"
                              + " cannot be solved on Spark"));
        });
  }
}
