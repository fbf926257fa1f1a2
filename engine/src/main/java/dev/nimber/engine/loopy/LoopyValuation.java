package dev.nimber.engine.loopy;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.LoopyGrundy;
import dev.nimber.engine.Valuation;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Positions of a game found to be loopy: outcome, move and remoteness by retrograde analysis of the
 * whole reachable graph from one start (a draw has no remoteness), solved once a question needs it;
 * the generalized Grundy value (finite, or ∞ with its set) by Smith's labelling; and a sum's
 * outcome from its components' values under normal play. Used by one thread.
 */
public final class LoopyValuation implements Valuation {

  private final LoopySearch loopy;
  private final Position start;
  private final boolean misere;
  private final Supplier<SolverFailureException> undefinedGrundy;
  private LoopySearch.Solution solved;

  /**
   * @param loopy the search
   * @param start where the reachable graph starts
   * @param misere whether the player who makes the last move loses
   * @param undefinedGrundy the refusal of a Grundy value that is undefined
   */
  public LoopyValuation(
      LoopySearch loopy,
      Position start,
      boolean misere,
      Supplier<SolverFailureException> undefinedGrundy) {
    this.loopy = loopy;
    this.start = start;
    this.misere = misere;
    this.undefinedGrundy = undefinedGrundy;
  }

  private LoopySearch.Solution solution() {
    if (solved == null) {
      solved = loopy.solve(start);
    }
    return solved;
  }

  @Override
  public Outcome outcome(Position position) {
    if (!misere && GameSearch.isSum(position, position.components())) {
      Optional<LoopyGrundy> value = loopy.grundy(position);
      if (value.isPresent()) {
        return value.get().outcome();
      }
    }
    return evaluate(position).outcome();
  }

  @Override
  public Answer move(Position position) {
    Optional<Move> winning = solution().winningMove(position);
    if (winning.isPresent()) {
      return Answer.winningMove(winning.get(), Map.of());
    }
    GameSearch.Evaluation value = evaluate(position);
    return solution()
        .bestMove(position)
        .map(move -> Valuation.bestMove(move, value))
        .orElseGet(Answer::noWinningMove);
  }

  @Override
  public GameSearch.Evaluation evaluate(Position position) {
    return solution().evaluate(position);
  }

  @Override
  public Answer grundy(Position position) {
    return loopy.grundy(position).orElseThrow(undefinedGrundy).answer();
  }
}
