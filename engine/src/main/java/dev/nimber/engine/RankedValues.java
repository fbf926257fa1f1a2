package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import java.util.Optional;

/**
 * Every position of a ranked instance valued once, for play: solved in memory ({@link SearchSolver#solveEveryTier}) or
 * read from a solved database. A position's value is looked up where the game numbers it, and a move is chosen by
 * looking up where each move leads.
 */
public final class RankedValues {

  private final RankedPositions space;
  private final TierValues solved;

  /**
   * Values looked up where a numbering puts each position.
   *
   * @param space the instance's numbering
   * @param solved the values of every tier reachable from its start
   */
  public RankedValues(RankedPositions space, TierValues solved) {
    this.space = space;
    this.solved = solved;
  }

  /**
   * What a position is worth for the player to move.
   *
   * @param position a position reachable from the instance's start
   * @return its outcome and remoteness (no Grundy value)
   */
  public GameSearch.Evaluation evaluate(Position position) {
    RankedPositions.TierRank at = space.rankOf(position);
    return solved.evaluate(at.tier(), at.rank());
  }

  /**
   * The move perfect play chooses: the fastest win, else the soonest tie, else a draw, else the move that delays
   * defeat longest; the first listed among equals.
   *
   * @param position a position reachable from the start
   * @return the move, or empty when the position has none
   */
  public Optional<Move> bestMove(Position position) {
    return BestMoves.best(position.moves(), this::evaluate);
  }

  /**
   * The fastest winning move.
   *
   * @param position a position reachable from the start
   * @return the move, or empty when the position is not won by a move
   */
  public Optional<Move> winningMove(Position position) {
    GameSearch.Evaluation value = evaluate(position);
    if (value.outcome() != Outcome.WIN || value.remoteness() == 0 || position.verdict().isPresent()) {
      return Optional.empty();
    }
    return BestMoves.fastestWin(position.moves(), this::evaluate);
  }
}
