package dev.nimber.app.plugin;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import java.util.ArrayList;
import java.util.List;

/**
 * What loading plugins found: the games and solvers, and warnings about plugins that could not be used.
 *
 * @param games every game found, duplicates included
 * @param solvers every solver found, duplicates included
 * @param warnings one line each, naming the plugin and the cause
 */
public record PluginContents(
    List<Provided<GameDescriptor>> games, List<Provided<GameSolver>> solvers, List<String> warnings) {

  public PluginContents {
    games = List.copyOf(games);
    solvers = List.copyOf(solvers);
    warnings = List.copyOf(warnings);
  }

  /** Nothing found. */
  public static PluginContents empty() {
    return new PluginContents(List.of(), List.of(), List.of());
  }

  /** These contents followed by the other's. */
  public PluginContents plus(PluginContents other) {
    return new PluginContents(
        concat(games, other.games), concat(solvers, other.solvers), concat(warnings, other.warnings));
  }

  private static <T> List<T> concat(List<T> first, List<T> second) {
    List<T> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }
}
