package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The move perfect play chooses among a position's moves, given what the positions they lead to are
 * worth.
 */
final class BestMoves {

  private BestMoves() {}

  /**
   * The best move for the player to move: to a position lost for the opponent (the fastest), else
   * to a tie (the soonest), else to a draw, else the move that delays defeat longest; the first
   * listed among equals.
   *
   * @param moves the position's moves
   * @param value what the position a move leads to is worth, for the player to move there
   * @return the move, or empty when there is none
   */
  static Optional<Move> best(List<Move> moves, Function<Position, GameSearch.Evaluation> value) {
    Move best = null;
    long bestRank = Long.MIN_VALUE;
    for (Move move : moves) {
      GameSearch.Evaluation child = value.apply(move.to());
      long rank = rank(child);
      if (best == null || rank > bestRank) {
        best = move;
        bestRank = rank;
      }
    }
    return Optional.ofNullable(best);
  }

  /**
   * The fastest winning move: to a position lost for the opponent, with the least remoteness; the
   * first listed among equals.
   *
   * @param moves the position's moves
   * @param value what the position a move leads to is worth, for the player to move there
   * @return the move, or empty when no move leads to a lost position
   */
  static Optional<Move> fastestWin(
      List<Move> moves, Function<Position, GameSearch.Evaluation> value) {
    Move fastest = null;
    long fastestRemoteness = Long.MAX_VALUE;
    for (Move move : moves) {
      GameSearch.Evaluation child = value.apply(move.to());
      if (child.outcome() == Outcome.LOSS && child.remoteness() < fastestRemoteness) {
        fastest = move;
        fastestRemoteness = child.remoteness();
      }
    }
    return Optional.ofNullable(fastest);
  }

  /**
   * Larger is better for the player who moves to the child: a quick win, a quick tie, a draw, a
   * slow loss.
   */
  private static long rank(GameSearch.Evaluation child) {
    long tier = 1L << 60;
    return switch (child.outcome()) {
      case LOSS -> 3 * tier - child.remoteness();
      case TIE -> 2 * tier - child.remoteness();
      case DRAW -> tier;
      case WIN -> child.remoteness();
    };
  }
}
