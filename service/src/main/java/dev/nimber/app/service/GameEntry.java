package dev.nimber.app.service;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Question;
import dev.nimber.app.plugin.Provided;
import dev.nimber.engine.SearchSolver;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** One usable game: its descriptor and its solvers by name, the default solver first. */
public final class GameEntry {

  /** How the engine's search is named as the source of a solver. */
  public static final String ENGINE = "nimber engine";

  private final Provided<GameDescriptor> game;
  private final List<Provided<GameSolver>> provided;
  private final List<GameSolver> solvers;
  private final Optional<SearchSolver> engine;
  private final boolean misere;

  /**
   * Made by the catalog, which finds the game's providers; the faces get entries from {@link
   * Games#game}.
   *
   * @param game the game's descriptor and the plugin that provides it
   * @param solversByName its solvers, each with the plugin that provides it
   * @param engine the engine's search of the game, when it has positions
   * @param misere whether the player who makes the last move loses
   */
  public GameEntry(
      Provided<GameDescriptor> game,
      Map<String, Provided<GameSolver>> solversByName,
      Optional<SearchSolver> engine,
      boolean misere) {
    this.game = game;
    this.engine = engine;
    this.misere = misere;
    String defaultName = game.provider().defaultSolver();
    List<Provided<GameSolver>> ordered = new ArrayList<>(solversByName.values());
    ordered.sort(
        (a, b) ->
            Boolean.compare(
                !a.provider().name().equals(defaultName),
                !b.provider().name().equals(defaultName)));
    this.provided = List.copyOf(ordered);
    this.solvers = provided.stream().map(Provided::provider).toList();
  }

  public GameDescriptor descriptor() {
    return game.provider();
  }

  /** The plugin the game came from. */
  public String source() {
    return game.source();
  }

  /** The solvers, the default one first, then in the order the plugins were loaded. */
  public List<GameSolver> solvers() {
    return solvers;
  }

  /**
   * The engine's solver of this game (its search, as the catalog configured it), when the game has
   * positions and does not hide it: the one solver the host can ask for more than answers (a
   * method, values for play, a database's records).
   */
  public Optional<SearchSolver> engine() {
    return engine;
  }

  /**
   * How messages name a solver of this game: {@code solver 'automaton' of game 'thuemorse' (from
   * a.jar)}.
   */
  public String describe(GameSolver solver) {
    String source =
        provided.stream()
            .filter(p -> p.provider().name().equals(solver.name()))
            .map(Provided::source)
            .findFirst()
            .orElse(source());
    // The engine's search runs the game's own positions: its failures are the game's plugin's.
    return "solver '"
        + solver.name()
        + "' of game '"
        + descriptor().id()
        + "' (from "
        + (source.equals(ENGINE) ? ENGINE + " on " + source() : source)
        + ")";
  }

  /** How messages name this game: {@code game 'thuemorse' (from a.jar)}. */
  public String describe() {
    return "game '" + descriptor().id() + "' (from " + source() + ")";
  }

  /**
   * The other solvers that answer a question, for a message after one refused an instance.
   *
   * @return their names, comma-separated, or {@code none}
   */
  public String otherSolversAnswering(Question question, GameSolver besides) {
    String names =
        solvers.stream()
            .filter(
                solver ->
                    !solver.name().equals(besides.name()) && solver.questions().contains(question))
            .map(GameSolver::name)
            .collect(Collectors.joining(", "));
    return names.isEmpty() ? "none" : names;
  }

  /**
   * Every question some solver answers, the game's default question first when one does; empty with
   * no solver.
   */
  public Set<Question> questions() {
    Set<Question> questions = new LinkedHashSet<>();
    Question preferred = defaultQuestion();
    if (solvers.stream().anyMatch(solver -> solver.questions().contains(preferred))) {
      questions.add(preferred);
    }
    solvers.forEach(solver -> questions.addAll(solver.questions()));
    return questions;
  }

  /**
   * Chooses the solver and question for a request.
   *
   * <p>With no question, the game's default; with no solver, the default solver when it answers the
   * question, otherwise the first solver that does, with the game's other solvers that answer it
   * (the engine's search last) to ask next when it refuses an instance.
   *
   * @param solverName the solver asked for, or {@code null}
   * @param questionName the question asked, or {@code null}
   * @throws UsageException naming what exists, when the solver or question is unknown or they do
   *     not fit
   */
  public Selection select(String solverName, String questionName) {
    Question question = questionName == null ? defaultQuestion() : question(questionName);
    if (solverName != null) {
      GameSolver solver = solver(solverName);
      if (!solver.questions().contains(question)) {
        throw new UsageException(
            "Solver '"
                + solverName
                + "' of game '"
                + descriptor().id()
                + "' does not answer '"
                + question.name()
                + "'. It answers: "
                + names(solver.questions())
                + ". Solvers that answer '"
                + question.name()
                + "': "
                + solversAnswering(question));
      }
      return Selection.of(this, solver, question);
    }
    List<GameSolver> answering =
        solvers.stream().filter(solver -> solver.questions().contains(question)).toList();
    return answering.stream()
        .findFirst()
        .map(
            solver ->
                Selection.withFallbacks(
                    this, solver, question, answering.subList(1, answering.size())))
        .orElseThrow(
            () ->
                new UsageException(
                    solvers.isEmpty()
                        ? "Game '"
                            + descriptor().id()
                            + "' (from "
                            + source()
                            + ") has no solver, so it answers no question"
                            + " (see the warning when it was loaded)"
                        : "No solver of game '"
                            + descriptor().id()
                            + "' answers '"
                            + question.name()
                            + "'"
                            + (misere ? " under misère play (--misere)" : "")
                            + ". Questions answered: "
                            + names(questions())));
  }

  /** Whether the game is played misère: its solvers are then the engine's search alone. */
  public boolean misere() {
    return misere;
  }

  /**
   * The game's default question; under misère play, the search's first when the game's is not one
   * of its.
   */
  private Question defaultQuestion() {
    Question preferred = descriptor().defaultQuestion();
    if (!misere || solvers.stream().anyMatch(solver -> solver.questions().contains(preferred))) {
      return preferred;
    }
    return solvers.stream().findFirst().map(solver -> solver.questions().get(0)).orElse(preferred);
  }

  /**
   * The solver with this name.
   *
   * @throws UsageException listing the solvers that exist, when there is none by that name
   */
  public GameSolver solver(String name) {
    return solvers.stream()
        .filter(solver -> solver.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new UsageException(
                    "No solver '"
                        + name
                        + "' for game '"
                        + descriptor().id()
                        + "'"
                        + (misere ? " plays misère (--misere): only the engine's search does" : "")
                        + ". Available: "
                        + (solvers.isEmpty()
                            ? "none" + (misere ? " (the game has no positions to search)" : "")
                            : solvers.stream()
                                .map(GameSolver::name)
                                .collect(Collectors.joining(", ")))));
  }

  /**
   * The question of this name that some solver of the game answers.
   *
   * @throws UsageException naming the questions answered, when none of this name is
   */
  public Question question(String name) {
    return questions().stream()
        .filter(question -> question.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new UsageException(
                    "No question '"
                        + name
                        + "' for game '"
                        + descriptor().id()
                        + "'"
                        + (misere
                            ? " under misère play (--misere), which has no Grundy values and only the engine's"
                                + " questions"
                            : "")
                        + ". Available: "
                        + names(questions())));
  }

  private String solversAnswering(Question question) {
    String names =
        solvers.stream()
            .filter(solver -> solver.questions().contains(question))
            .map(GameSolver::name)
            .collect(Collectors.joining(", "));
    return names.isEmpty() ? "none" : names;
  }

  private static String names(Iterable<Question> questions) {
    List<String> names = new ArrayList<>();
    questions.forEach(question -> names.add(question.name()));
    return String.join(", ", names);
  }
}
