package dev.nimber.app.service;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import java.util.List;
import java.util.Optional;

/**
 * What a request will run: a game, one of its solvers, and a question that solver answers.
 *
 * @param game the game
 * @param solver the chosen solver
 * @param question the question asked
 * @param engine the chosen solver when it is the engine's search (the game's, or a copy of it
 *     configured for this request, reporting its progress say), else empty
 * @param fallbacks the solvers asked next, in order, when the chosen one refuses an instance
 *     (beyond its limits or its theory): the game's other solvers that answer the question, when
 *     the host chose the solver; none when the person named it
 */
public record Selection(
    GameEntry game,
    GameSolver solver,
    Question question,
    Optional<SearchSolver> engine,
    List<GameSolver> fallbacks) {

  public Selection {
    if (engine.isPresent() && engine.get() != solver) {
      throw new IllegalArgumentException("the engine's search selected must be the solver chosen");
    }
    fallbacks = List.copyOf(fallbacks);
  }

  /** A selection with no fallback. */
  public Selection(
      GameEntry game, GameSolver solver, Question question, Optional<SearchSolver> engine) {
    this(game, solver, question, engine, List.of());
  }

  /**
   * A selection the host made, with the solvers to ask next when the chosen one refuses.
   *
   * @param game the game
   * @param solver the solver chosen
   * @param question the question
   * @param fallbacks the solvers asked next, in order
   * @return the selection
   */
  public static Selection withFallbacks(
      GameEntry game, GameSolver solver, Question question, List<GameSolver> fallbacks) {
    Selection chosen = of(game, solver, question);
    return new Selection(game, solver, question, chosen.engine(), fallbacks);
  }

  /**
   * The selection of the first fallback, with the rest after it; empty when there is none.
   *
   * @return the next selection
   */
  public Optional<Selection> next() {
    if (fallbacks.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        withFallbacks(game, fallbacks.get(0), question, fallbacks.subList(1, fallbacks.size())));
  }

  /** A selection of one of the game's solvers, which is the engine's when the catalog says so. */
  public static Selection of(GameEntry game, GameSolver solver, Question question) {
    return new Selection(
        game, solver, question, game.engine().filter(search -> search == solver).map(s -> s));
  }

  /** A selection of the engine's search, as the game has it or configured for this request. */
  public static Selection ofEngine(GameEntry game, SearchSolver search, Question question) {
    return new Selection(game, search, question, Optional.of(search));
  }

  /** Whether the engine answers: its search is the chosen solver. */
  public boolean byEngine() {
    return engine.isPresent();
  }
}
