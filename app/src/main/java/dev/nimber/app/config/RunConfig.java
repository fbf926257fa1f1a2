package dev.nimber.app.config;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a config file asks {@code nimber run} to do.
 *
 * @param game the game's id
 * @param solver the solver's name, or {@code null} for the game's choice
 * @param question the question, or {@code null} for the game's default
 * @param params parameter values shared by every instance
 * @param plugins extra plugin folders, relative to the config file's folder
 * @param instances parameter sets, each laid over {@code params}; empty for the single instance {@code params}
 * @param input a file of instances in the game's judge format, relative to the config file's folder, or null
 */
public record RunConfig(
    String game,
    String solver,
    String question,
    Map<String, Object> params,
    List<Path> plugins,
    List<Map<String, Object>> instances,
    Path input) {

  public RunConfig {
    params = params == null ? Map.of() : params;
    plugins = plugins == null ? List.of() : List.copyOf(plugins);
    instances = instances == null ? List.of() : instances;
  }
}
