package dev.nimber.app.service;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a config file asks {@code nimber run} to do. Parameter values are raw: scalars as the text
 * written.
 *
 * @param file the config file, for messages
 * @param game the game's id, or {@code null} for the game of {@code gameFile}
 * @param gameFile a game in one Java file, resolved against the config file's folder (and among
 *     {@code plugins}), or {@code null}
 * @param solver the solver's name, or {@code null} for the game's choice
 * @param question the question, or {@code null} for the game's default
 * @param params parameter values shared by every instance, in the order written, with their lines
 * @param plugins extra plugin folders and files, resolved against the config file's folder
 * @param instances parameter sets, each laid over {@code params}; empty for the single instance
 *     {@code params}
 * @param input a file of instances in the game's judge format, resolved against the config file's
 *     folder, or null
 * @param inputLine the line of the config file that names {@code input}, or 0 without one
 */
public record RunConfig(
    Path file,
    String game,
    Path gameFile,
    String solver,
    String question,
    Instance params,
    List<Path> plugins,
    List<Instance> instances,
    Path input,
    long inputLine) {

  public RunConfig {
    plugins = plugins == null ? List.of() : List.copyOf(plugins);
    instances = instances == null ? List.of() : List.copyOf(instances);
  }

  /**
   * Parameter values of a config file: the shared {@code params}, or one instance laid over them.
   *
   * @param line the line they start on, or 0 when the file has none
   * @param values raw parameter values, in the order written
   * @param lines the line of each value
   */
  public record Instance(long line, Map<String, Object> values, Map<String, Long> lines) {

    public Instance {
      values = values == null ? Map.of() : values;
      lines = lines == null ? Map.of() : lines;
    }

    /**
     * The line a parameter (or an element of it, {@code rules[2].a}) was given on, if it was given
     * here.
     */
    public java.util.Optional<Long> lineOf(String parameter) {
      String name = parameter.split("[\\[.]", 2)[0];
      return java.util.Optional.ofNullable(lines.get(name));
    }
  }
}
