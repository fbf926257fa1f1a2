package dev.nimber.app.catalog;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import java.util.Optional;

/**
 * What a request will run: a game, one of its solvers, and a question that solver answers.
 *
 * @param game the game
 * @param solver the chosen solver
 * @param question the question asked
 * @param engine the chosen solver when it is the engine's search (the game's, or a copy of it
 *     configured for this request, reporting its progress say), else empty
 */
public record Selection(
    GameEntry game, GameSolver solver, Question question, Optional<SearchSolver> engine) {

  public Selection {
    if (engine.isPresent() && engine.get() != solver) {
      throw new IllegalArgumentException("the engine's search selected must be the solver chosen");
    }
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
