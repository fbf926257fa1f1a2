package dev.nimber.engine;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Positions valued by the search of positions as objects: outcome, move and Grundy value by
 * components where it meets a sum; remoteness and every move's value, near a sum, by the search of
 * sums of components ({@link SumRemoteness#nearASum}), else by the positions searched whole.
 *
 * @param search the search, used by one thread
 * @param grundyAnswer the answer a Grundy value gives, or the refusal where it is undefined
 */
record ObjectValuation(GameSearch search, Function<OptionalInt, Answer> grundyAnswer)
    implements Valuation {

  @Override
  public Outcome outcome(Position position) {
    return search.outcome(position);
  }

  @Override
  public Answer move(Position position) {
    Optional<Move> winning = search.winningMove(position);
    if (winning.isPresent()) {
      return Answer.winningMove(winning.get(), Map.of());
    }
    Optional<GameSearch.Evaluation> value = search.evaluateUnlessSum(position);
    if (value.isEmpty()) {
      // A lost position whose search meets a sum: near one, the search of sums names the move that
      // loses slowest; elsewhere how long a sum lasts would need it searched whole.
      return SumRemoteness.slowestLoss(search, position)
          .map(loss -> Answer.bestMove(loss.move(), Outcome.LOSS, Optional.of(loss.remoteness())))
          .or(
              () ->
                  position.moves().stream()
                      .findFirst()
                      .map(move -> Answer.bestMove(move, Outcome.LOSS, Optional.empty())))
          .orElseGet(Answer::noWinningMove);
    }
    return search
        .bestMove(position)
        .map(
            best ->
                Answer.bestMove(best, value.get().outcome(), Optional.of(value.get().remoteness())))
        .orElseGet(Answer::noWinningMove);
  }

  @Override
  public GameSearch.Evaluation evaluate(Position position) {
    return SumRemoteness.nearASum(search, position).orElseGet(() -> search.evaluate(position));
  }

  @Override
  public Answer grundy(Position position) {
    return grundyAnswer.apply(search.grundy(position));
  }
}
