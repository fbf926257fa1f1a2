package dev.nimber.app.plugin;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.SolverProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * What loading plugins found: the games, the solvers plugins add to games, and warnings about
 * plugins that could not be used.
 *
 * @param games every game found, duplicates included
 * @param solverProviders every provider of solvers for another plugin's game
 * @param warnings one line each, naming the plugin and the cause
 */
public record PluginContents(
    List<Provided<GameDescriptor>> games,
    List<Provided<SolverProvider>> solverProviders,
    List<String> warnings) {

  public PluginContents {
    games = List.copyOf(games);
    solverProviders = List.copyOf(solverProviders);
    warnings = List.copyOf(warnings);
  }

  /** Nothing found. */
  public static PluginContents empty() {
    return new PluginContents(List.of(), List.of(), List.of());
  }

  /** These contents followed by the other's. */
  public PluginContents plus(PluginContents other) {
    return new PluginContents(
        concat(games, other.games),
        concat(solverProviders, other.solverProviders),
        concat(warnings, other.warnings));
  }

  private static <T> List<T> concat(List<T> first, List<T> second) {
    List<T> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }
}
