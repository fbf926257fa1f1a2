package dev.nimber.app.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game as {@code nimber list} shows it: its parameters in declared order, the questions it
 * answers (the first is the default), its solvers, and whether it can be played.
 *
 * @param id the game's id
 * @param description what the game is
 * @param parameters its parameters, in declared order
 * @param questions the questions some solver answers, the default first
 * @param solvers its solvers
 * @param playable whether it has positions to play
 */
public record GameInfo(
    String id,
    String description,
    List<ParameterInfo> parameters,
    List<String> questions,
    List<SolverInfo> solvers,
    boolean playable) {

  public GameInfo {
    parameters = List.copyOf(parameters);
    questions = List.copyOf(questions);
    solvers = List.copyOf(solvers);
  }

  /**
   * One parameter.
   *
   * @param allowed the values allowed, in words
   * @param defaultValue the default as plain data (a number, text, a list), or {@code null} for
   *     none
   * @param role {@code rule} or {@code position}, in lower case
   * @param type {@code boolean} for {@code true} or {@code false}, {@code text} for any other value
   */
  public record ParameterInfo(
      String name,
      String description,
      String allowed,
      boolean required,
      Object defaultValue,
      String role,
      String summary,
      String type) {

    /** The object the API writes for it. */
    public Map<String, Object> json() {
      Map<String, Object> described = new LinkedHashMap<>();
      described.put("name", name);
      described.put("description", description);
      described.put("allowed", allowed);
      described.put("required", required);
      described.put("default", defaultValue);
      described.put("role", role);
      described.put("summary", summary);
      described.put("type", type);
      return described;
    }
  }

  /**
   * One solver.
   *
   * @param questions the questions it answers
   * @param limits the instances it answers, in words
   * @param isDefault whether the game names it its default
   */
  public record SolverInfo(
      String name, String description, List<String> questions, String limits, boolean isDefault) {

    public SolverInfo {
      questions = List.copyOf(questions);
    }

    /** The object the API writes for it. */
    public Map<String, Object> json() {
      Map<String, Object> described = new LinkedHashMap<>();
      described.put("name", name);
      described.put("description", description);
      described.put("questions", questions);
      described.put("limits", limits);
      described.put("default", isDefault);
      return described;
    }
  }

  /** The question asked when none is named. */
  public String defaultQuestion() {
    return questions.get(0);
  }

  /** The object the API writes for the game, fields in this order. */
  public Map<String, Object> json() {
    Map<String, Object> game = new LinkedHashMap<>();
    game.put("id", id);
    game.put("description", description);
    List<Map<String, Object>> described = new ArrayList<>();
    parameters.forEach(parameter -> described.add(parameter.json()));
    game.put("parameters", described);
    game.put("questions", questions);
    game.put("defaultQuestion", defaultQuestion());
    List<Map<String, Object>> solving = new ArrayList<>();
    solvers.forEach(solver -> solving.add(solver.json()));
    game.put("solvers", solving);
    game.put("playable", playable);
    return game;
  }
}
