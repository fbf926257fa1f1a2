package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.PluginFailureException;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.app.solve.InstanceSolver;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Play by any solver that answers {@code move}: each position reached is turned back into an
 * instance ({@link Positions#instanceOf}) and the solver is asked for a winning move, which must be
 * a legal move of the position. In a lost position the computer plays the first legal move. Each
 * question is bounded by the time limit.
 */
public final class SolverOpponent implements Opponent {

  private final Selection selection;
  private final Positions positions;
  private final InstanceSolver solver;
  private final TimedCalls calls;

  /**
   * @param selection the game, the solver and the question {@code move}
   * @param positions the game's positions
   * @param solver how instances are solved
   * @param calls the time limit for each question
   */
  public SolverOpponent(
      Selection selection, Positions positions, InstanceSolver solver, TimedCalls calls) {
    this.selection = selection;
    this.positions = positions;
    this.solver = solver;
    this.calls = calls;
  }

  @Override
  public Move reply(Position position) {
    return winningMove(position).orElseGet(() -> position.moves().get(0));
  }

  @Override
  public Advice advise(Position position) {
    return new Advice(winningMove(position), OptionalLong.empty());
  }

  /**
   * The solver's winning move from this position, found among the legal moves by its label.
   *
   * @throws SolverFailureException when the position is no instance, or the solver takes longer
   *     than the limit
   * @throws PluginFailureException when the solver answers a move that is not legal here
   */
  private Optional<Move> winningMove(Position position) {
    Parameters instance =
        PluginCall.guard(
                () -> selection.game().describe() + ", asked which instance starts at " + position,
                () -> positions.instanceOf(position))
            .orElseThrow(
                () ->
                    new SolverFailureException(
                        SolverFailureException.Reason.UNDEFINED,
                        "the position "
                            + position
                            + " is the start of no instance of "
                            + selection.game().descriptor().id()
                            + ", so solver '"
                            + selection.solver().name()
                            + "' cannot be asked about it; play with the search"));
    Answer answer =
        calls.callWithin(
            () -> solver.solve(selection, instance).answer(),
            () -> "solver '" + selection.solver().name() + "' found no move from " + instance);
    if (!answer.firstPlayerWins().orElse(false)) {
      return Optional.empty();
    }
    String label = answer.moveLabel();
    Optional<Move> legal =
        PluginCall.guard(
            () ->
                selection.game().describe()
                    + ", asked for the move '"
                    + label
                    + "' from "
                    + position,
            () -> position.move(label));
    if (legal.isEmpty()
        || answer.move().isPresent() && !answer.move().get().to().equals(legal.get().to())) {
      throw new PluginFailureException(
          selection.game().describe(selection.solver())
              + " answered the move '"
              + label
              + "' from "
              + instance
              + ", which is not a legal move there",
          null);
    }
    return legal;
  }
}
