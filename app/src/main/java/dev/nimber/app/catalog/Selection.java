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
 */
public record Selection(GameEntry game, GameSolver solver, Question question) {

  /** The chosen solver when it is the engine's ({@link GameEntry#engine}). */
  public Optional<SearchSolver> engine() {
    return GameEntry.engineOf(solver);
  }

  /** Whether the engine answers: its search is the chosen solver. */
  public boolean byEngine() {
    return engine().isPresent();
  }
}
