package dev.nimber.engine;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Positions valued from values kept for them ({@link PositionValues}: a weak search's table, a
 * ranked solve, a solved database), the start's value found first, whatever the question, so that a
 * weak search's table then holds what its moves' values need. Where a loopy tier leaves a Grundy
 * value undefined, the loopy search gives the generalized value, or says why not.
 */
final class KeptValuation implements Valuation {

  private final Position start;
  private final PositionValues kept;
  private final GameSearch.Evaluation startValue;
  private final Function<GameSearch.Evaluation, Answer> grundyAnswer;
  private final Function<Position, Answer> loopyGrundy;

  /**
   * Values the start at once.
   *
   * @param start the position asked about
   * @param kept the values of it and the positions below it
   * @param grundyAnswer the answer a value's Grundy value gives
   * @param loopyGrundy the generalized Grundy value of a position whose value has none
   */
  KeptValuation(
      Position start,
      PositionValues kept,
      Function<GameSearch.Evaluation, Answer> grundyAnswer,
      Function<Position, Answer> loopyGrundy) {
    this.start = start;
    this.kept = kept;
    this.grundyAnswer = grundyAnswer;
    this.loopyGrundy = loopyGrundy;
    this.startValue = kept.evaluate(start);
  }

  @Override
  public Outcome outcome(Position position) {
    return evaluate(position).outcome();
  }

  @Override
  public Answer move(Position position) {
    GameSearch.Evaluation value = evaluate(position);
    if (value.outcome() != Outcome.WIN
        && (value.outcome() == Outcome.DRAW || value.remoteness() > 0)) {
      // Lost, tied or drawn with moves left: the move that keeps the tie or loses slowest.
      return kept.bestMove(position)
          .map(move -> Valuation.bestMove(move, value))
          .orElseGet(Answer::noWinningMove);
    }
    if (value.outcome() != Outcome.WIN || value.remoteness() == 0) {
      // Won or decided as it stands (by a verdict, or under misère play with no move left).
      return Answer.noWinningMove();
    }
    Move fastest =
        kept.winningMove(position)
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the ranked solve says "
                            + position
                            + " is won, but none of its moves leads to a lost position:"
                            + " its moves and its ranked expansion disagree"));
    return Answer.winningMove(fastest, Map.of());
  }

  @Override
  public GameSearch.Evaluation evaluate(Position position) {
    return position == start ? startValue : kept.evaluate(position);
  }

  @Override
  public List<GameSearch.Evaluation> evaluateEach(List<Position> positions) {
    return kept.evaluateEach(positions);
  }

  @Override
  public Answer grundy(Position position) {
    GameSearch.Evaluation value = evaluate(position);
    return value.grundy().isPresent() ? grundyAnswer.apply(value) : loopyGrundy.apply(position);
  }
}
