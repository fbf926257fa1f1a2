package dev.nimber.app.explore;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.solve.Durations;
import dev.nimber.engine.GameSearch;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * Perfect play by the engine's search: the fastest win when there is one, otherwise the move that delays defeat
 * longest (by remoteness). The memo grows over the game, so later moves are quick.
 */
public final class SearchOpponent implements Opponent {

  private final GameSearch search;
  private final TimedCalls calls;

  /**
   * @param search the search, with the game's options
   * @param calls the time limit for each move
   */
  public SearchOpponent(GameSearch search, TimedCalls calls) {
    this.search = search;
    this.calls = calls;
  }

  @Override
  public Move reply(Position position) {
    return timed(() -> search.bestMove(position).orElseThrow(), position);
  }

  @Override
  public Advice advise(Position position) {
    return timed(() -> {
      GameSearch.Evaluation value = search.evaluate(position);
      Optional<Move> winning = value.outcome() == Outcome.WIN ? search.winningMove(position) : Optional.empty();
      return new Advice(winning, OptionalLong.of(value.remoteness()));
    }, position);
  }

  private <T> T timed(Supplier<T> work, Position position) {
    return calls.call(work).orElseThrow(() -> new SolverFailureException(SolverFailureException.Reason.INTERRUPTED,
        "the search found no move from " + position + " within --timeout "
            + calls.limit().map(Durations::format).orElse("")));
  }
}
