package dev.nimber.app.explore;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.app.service.Opponent;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Perfect play from every position of an instance valued before the game ({@link PositionValues}: a
 * ranked solve, or a solved database): the fastest win, else the soonest tie, else a draw, else the
 * move that delays defeat longest; each reply and hint is a handful of look-ups.
 */
public final class RankedOpponent implements Opponent {

  private final PositionValues values;

  /**
   * @param values every position of the instance, valued
   */
  public RankedOpponent(PositionValues values) {
    this.values = values;
  }

  @Override
  public Move reply(Position position) {
    return values
        .bestMove(position)
        .orElseThrow(
            () -> new IllegalStateException("position " + position + " has no move to reply with"));
  }

  /**
   * The move perfect play chooses, picked from the values given ({@link PositionValues#bestOf}), as
   * {@link #reply(Position)} would choose it.
   */
  @Override
  public Move reply(Position position, List<Advice> afterEachMove) {
    List<GameSearch.Evaluation> values =
        afterEachMove.stream()
            .map(
                after ->
                    new GameSearch.Evaluation(after.outcome(), after.remoteness().orElse(0), -1))
            .toList();
    return PositionValues.bestOf(position.moves(), values).orElseGet(() -> reply(position));
  }

  /** Who wins, the fastest winning move and the remoteness; a draw has none. */
  @Override
  public Advice advise(Position position) {
    Advice valued = value(position);
    return new Advice(values.winningMove(position), valued.remoteness(), valued.outcome());
  }

  /** Who wins and the remoteness, from the position's value alone: no winning move searched for. */
  @Override
  public Advice value(Position position) {
    return adviceOf(values.evaluate(position));
  }

  /** The positions' values found together ({@link PositionValues#evaluateEach}). */
  @Override
  public List<Advice> valueEach(List<Position> positions) {
    return values.evaluateEach(positions).stream().map(RankedOpponent::adviceOf).toList();
  }

  private static Advice adviceOf(GameSearch.Evaluation value) {
    return new Advice(
        Optional.empty(),
        value.outcome() == Outcome.DRAW
            ? OptionalLong.empty()
            : OptionalLong.of(value.remoteness()),
        value.outcome());
  }
}
