package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.tier.TierValues;

/**
 * Every position of a ranked instance valued once, for play: solved in memory ({@link
 * RulesetSolves#solveEveryTier}) or read from a solved database. A position's value is looked up
 * where the game numbers it, and a move is chosen by looking up where each move leads.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RankedValues implements PositionValues {

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
   * @return its outcome and remoteness, and its Grundy value where the values keep it
   */
  @Override
  public GameSearch.Evaluation evaluate(Position position) {
    RankedPositions.TierRank at = space.rankOf(position);
    return solved.evaluate(at.tier(), at.rank());
  }

  @Override
  public boolean hasGrundy() {
    return solved.hasGrundy();
  }
}
