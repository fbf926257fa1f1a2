package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every position of an instance valued once, looked up by position: a ranked solve held in memory
 * or a solved database, ranked ({@link RankedValues}) or kept under the positions' keys. A move is
 * chosen by looking up where each move leads.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface PositionValues {

  /**
   * What a position is worth for the player to move.
   *
   * @param position a position reachable from the instance's start
   * @return its outcome, remoteness and, where kept and defined, Grundy value
   */
  GameSearch.Evaluation evaluate(Position position);

  /**
   * Whether {@link #evaluate} gives Grundy values where they are defined.
   *
   * @return true when they are kept
   */
  default boolean hasGrundy() {
    return false;
  }

  /**
   * The move perfect play chooses: the fastest win, else the soonest tie, else a draw, else the
   * move that delays defeat longest; the first listed among equals. From a win, a loss or a tie,
   * the position's value says what its best move's position is worth, and the moves are asked in
   * turn whether theirs is worth that ({@link #worthAtMost}: at most that much, and for a tie not
   * at most the position's own value), up to the first that is; from a draw, every move's position
   * is valued.
   *
   * @param position a position reachable from the start
   * @return the move, or empty when the position has none
   */
  default Optional<Move> bestMove(Position position) {
    if (position.verdict().isPresent()) {
      return Optional.empty();
    }
    List<Move> moves = position.moves();
    GameSearch.Evaluation value = evaluate(position);
    if (value.outcome() != Outcome.DRAW && value.remoteness() > 0) {
      Optional<Move> best = firstReaching(moves, value);
      if (best.isPresent()) {
        return best;
      }
    }
    List<GameSearch.Evaluation> values = evaluateEach(moves.stream().map(Move::to).toList());
    return BestMoves.best(moves, values);
  }

  /**
   * The first of a position's moves to a position worth what the position's value says its best
   * move leads to ({@link #bestMove}); empty when none is.
   *
   * @param value the position's value: a win, a loss or a tie, with a remoteness of at least 1
   */
  private Optional<Move> firstReaching(List<Move> moves, GameSearch.Evaluation value) {
    GameSearch.Evaluation leadsTo = BestMoves.bestMoveLeadsTo(value);
    for (Move move : moves) {
      if (worthAtMost(move.to(), leadsTo)
          && (value.outcome() != Outcome.TIE || !worthAtMost(move.to(), value))) {
        return Optional.of(move);
      }
    }
    return Optional.empty();
  }

  /**
   * The move perfect play chooses ({@link #bestMove}'s choice) from the values of the positions the
   * moves lead to, found already.
   *
   * @param moves a position's moves
   * @param values what the position each move leads to is worth, for the player to move there, in
   *     the order of the moves
   * @return the move, or empty when there is none
   */
  static Optional<Move> bestOf(List<Move> moves, List<GameSearch.Evaluation> values) {
    return BestMoves.best(moves, values);
  }

  /**
   * What each of several positions is worth for the player to move there, as {@link #evaluate}
   * gives it: one after the other, unless the values are found on several threads at once.
   *
   * @param positions positions reachable from the instance's start
   * @return their values, in the same order
   */
  default List<GameSearch.Evaluation> evaluateEach(List<Position> positions) {
    List<GameSearch.Evaluation> values = new ArrayList<>(positions.size());
    for (Position position : positions) {
      values.add(evaluate(position));
    }
    return values;
  }

  /**
   * Whether a position is worth at most a value for the player to move there, in the order perfect
   * play prefers: a win, the faster the better, then a tie, the sooner the better, then a draw,
   * then a loss, the slower the better. By default the position is valued ({@link #evaluate}); a
   * search may tell with less work than valuing it takes.
   *
   * @param position a position reachable from the start
   * @param bound a value
   * @return whether the position is worth {@code bound} or less
   */
  default boolean worthAtMost(Position position, GameSearch.Evaluation bound) {
    return BestMoves.worth(evaluate(position)) <= BestMoves.worth(bound);
  }

  /**
   * The fastest winning move: the first whose position is lost in one move fewer than the position
   * is won ({@link #worthAtMost}).
   *
   * @param position a position reachable from the start
   * @return the move, or empty when the position is not won by a move
   */
  default Optional<Move> winningMove(Position position) {
    GameSearch.Evaluation value = evaluate(position);
    if (value.outcome() != Outcome.WIN
        || value.remoteness() == 0
        || position.verdict().isPresent()) {
      return Optional.empty();
    }
    return firstReaching(position.moves(), value);
  }
}
