package dev.nimber.engine;

import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;

/**
 * A numbering that forwards its tiers, moves and ranks to another and declares no symmetries of its
 * own (every position represents itself, no parents listed), so that a test can solve the same
 * positions with and without the other's symmetries, or add symmetries to it.
 */
public class ForwardingRankedPositions implements RankedPositions {

  private final RankedPositions numbering;

  /**
   * @param numbering the numbering forwarded to
   */
  public ForwardingRankedPositions(RankedPositions numbering) {
    this.numbering = numbering;
  }

  @Override
  public int tierCount() {
    return numbering.tierCount();
  }

  @Override
  public long tierSize(int tier) {
    return numbering.tierSize(tier);
  }

  @Override
  public int[] childTiers(int tier) {
    return numbering.childTiers(tier);
  }

  @Override
  public int maxMoves() {
    return numbering.maxMoves();
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    numbering.expand(tier, rank, into);
  }

  @Override
  public TierRank rankOf(Position position) {
    return numbering.rankOf(position);
  }
}
