package dev.nimber.app.explore;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.loopy.LoopySearch;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * Perfect play by the engine's search: the fastest win when there is one, otherwise a tie, a draw,
 * or the move that delays defeat longest (by remoteness); for a game of sums, a winning move, or
 * when lost the move that loses slowest by the search of sums, within its limit, else the first
 * move (see {@link GameSearch#bestMove}); in a loopy game, the same from the loopy search of the
 * whole reachable graph. The memo grows over the game, so later moves are quick.
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
    return timed(
        () ->
            LoopySearch.unlessLoopy(
                () -> search.bestMove(position).orElseThrow(),
                () ->
                    new LoopySearch(search.options())
                        .solve(position)
                        .bestMove(position)
                        .orElseThrow()),
        position);
  }

  /**
   * For a sum, or a position from which the search meets one, who wins and how, and in how many
   * moves only where it is lost and the search of sums finds it ({@link
   * GameSearch#slowestLossNearSum}): a winning move of a sum, from its components, is not always
   * the fastest. In a loopy game, from the whole reachable graph; a draw has no number of moves.
   */
  @Override
  public Advice advise(Position position) {
    return advice(position, true);
  }

  /**
   * The value of a position a move leads to, as play lists every move's: as {@link #advise}, but a
   * lost sum's without how long it lasts, whose search of sums, asked of each of many moves, would
   * add up to seconds.
   */
  @Override
  public Advice value(Position position) {
    return advice(position, false);
  }

  private Advice advice(Position position, boolean howLongALossLasts) {
    return timed(
        () ->
            LoopySearch.unlessLoopy(
                () -> adviseBySearch(position, howLongALossLasts), () -> adviseByGraph(position)),
        position);
  }

  private Advice adviseBySearch(Position position, boolean howLongALossLasts) {
    Optional<GameSearch.Evaluation> whole = search.evaluateUnlessSum(position);
    if (whole.isEmpty()) {
      Optional<Move> winning = search.winningMove(position);
      OptionalLong lasts =
          winning.isPresent() || !howLongALossLasts
              ? OptionalLong.empty()
              : search
                  .slowestLossNearSum(position)
                  .map(loss -> OptionalLong.of(loss.remoteness()))
                  .orElse(OptionalLong.empty());
      return new Advice(winning, lasts);
    }
    GameSearch.Evaluation value = whole.get();
    Optional<Move> winning =
        value.outcome() == Outcome.WIN ? search.winningMove(position) : Optional.empty();
    return new Advice(winning, OptionalLong.of(value.remoteness()), value.outcome());
  }

  private Advice adviseByGraph(Position position) {
    LoopySearch.Solution solution = new LoopySearch(search.options()).solve(position);
    GameSearch.Evaluation value = solution.evaluate(position);
    return new Advice(
        solution.winningMove(position),
        value.outcome() == Outcome.DRAW
            ? OptionalLong.empty()
            : OptionalLong.of(value.remoteness()),
        value.outcome());
  }

  private <T> T timed(Supplier<T> work, Position position) {
    return calls.callWithin(work, () -> "the search found no move from " + position);
  }
}
