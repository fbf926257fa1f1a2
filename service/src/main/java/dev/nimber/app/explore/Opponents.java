package dev.nimber.app.explore;

import dev.nimber.api.Positions;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.engine.PositionValues;
import java.util.Optional;

/**
 * Which opponent the computer plays by, one rule for {@code nimber play} and serve: the values of
 * every position when they are known (a solved database, or the ruleset solved once), otherwise the
 * engine's search when the engine is the solver chosen, otherwise the chosen solver itself, asked
 * {@code move} at each turn. Where the values come from is the caller's: each face finds them in
 * its own way (a progress bar on a terminal, a cache of solved rulesets in serve).
 */
public final class Opponents {

  private Opponents() {}

  /**
   * The opponent.
   *
   * @param selection the game, the solver chosen and the question {@code move}
   * @param positions the game's positions
   * @param solver asks the chosen solver and checks its moves
   * @param values the values of every position of the instance, when known
   * @param calls the time limit of one move
   * @return the opponent
   */
  public static Opponent of(
      Selection selection,
      Positions positions,
      InstanceSolver solver,
      Optional<? extends PositionValues> values,
      TimedCalls calls) {
    if (values.isPresent()) {
      return new RankedOpponent(values.get());
    }
    return selection
        .engine()
        .<Opponent>map(search -> new SearchOpponent(search.newSearch(), calls))
        .orElseGet(() -> new SolverOpponent(selection, positions, solver, calls));
  }
}
