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
    Optional<Move> best = search.bestMove(position);
    if (best.isEmpty()) {
      return Answer.noWinningMove();
    }
    // A sum is valued by its components: how long it lasts would need it searched whole.
    Optional<GameSearch.Evaluation> value = search.evaluateUnlessSum(position);
    return Answer.bestMove(
        best.get(),
        value.map(GameSearch.Evaluation::outcome).orElse(Outcome.LOSS),
        value.map(GameSearch.Evaluation::remoteness));
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
