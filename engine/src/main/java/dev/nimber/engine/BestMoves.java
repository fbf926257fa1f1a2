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
   * @param values what the position each move leads to is worth, for the player to move there, in
   *     the order of the moves
   * @return the move, or empty when there is none
   */
  static Optional<Move> best(List<Move> moves, List<GameSearch.Evaluation> values) {
    Move best = null;
    long bestRank = Long.MIN_VALUE;
    for (int index = 0; index < moves.size(); index++) {
      long rank = rank(values.get(index));
      if (best == null || rank > bestRank) {
        best = moves.get(index);
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
   * @param values what the position each move leads to is worth, for the player to move there, in
   *     the order of the moves
   * @return the move, or empty when no move leads to a lost position
   */
  static Optional<Move> fastestWin(List<Move> moves, List<GameSearch.Evaluation> values) {
    Move fastest = null;
    long fastestRemoteness = Long.MAX_VALUE;
    for (int index = 0; index < moves.size(); index++) {
      GameSearch.Evaluation child = values.get(index);
      if (child.outcome() == Outcome.LOSS && child.remoteness() < fastestRemoteness) {
        fastest = moves.get(index);
        fastestRemoteness = child.remoteness();
      }
    }
    return Optional.ofNullable(fastest);
  }

  /**
   * {@link #best(List, List)}, each move's position valued by a function, in the order of the
   * moves.
   */
  static Optional<Move> best(List<Move> moves, Function<Position, GameSearch.Evaluation> value) {
    return best(moves, valued(moves, value));
  }

  /**
   * {@link #fastestWin(List, List)}, each move's position valued by a function, in the order of the
   * moves.
   */
  static Optional<Move> fastestWin(
      List<Move> moves, Function<Position, GameSearch.Evaluation> value) {
    return fastestWin(moves, valued(moves, value));
  }

  private static List<GameSearch.Evaluation> valued(
      List<Move> moves, Function<Position, GameSearch.Evaluation> value) {
    return moves.stream().map(move -> value.apply(move.to())).toList();
  }

  /**
   * What a position worth a win, a loss or a tie (not decided as it stands) is worth after its best
   * move, for the player to move there: a loss in one move fewer after a win, a win in one move
   * fewer after a loss, a tie one move sooner after a tie.
   *
   * @param value a win, a loss or a tie, with a remoteness of at least 1
   * @return the value of the best move's position
   * @throws IllegalArgumentException for a draw or a remoteness below 1
   */
  static GameSearch.Evaluation bestMoveLeadsTo(GameSearch.Evaluation value) {
    if (value.outcome() == Outcome.DRAW || value.remoteness() < 1) {
      throw new IllegalArgumentException("no best move's value follows from " + value);
    }
    return new GameSearch.Evaluation(value.outcome().opposite(), value.remoteness() - 1, -1);
  }

  /**
   * Larger is better for the player to move: a quick win, a quick tie, a draw, a slow loss. The
   * order {@link #best} chooses by, seen from the position a move leads to.
   */
  static long worth(GameSearch.Evaluation value) {
    long tier = 1L << 60;
    return switch (value.outcome()) {
      case WIN -> 3 * tier - value.remoteness();
      case TIE -> 2 * tier - value.remoteness();
      case DRAW -> tier;
      case LOSS -> value.remoteness();
    };
  }

  /**
   * Larger is better for the player who moves to the child: the child's value turned for that
   * player, one move more ({@link #worth}).
   */
  private static long rank(GameSearch.Evaluation child) {
    return worth(new GameSearch.Evaluation(child.outcome().opposite(), child.remoteness() + 1, -1));
  }
}
