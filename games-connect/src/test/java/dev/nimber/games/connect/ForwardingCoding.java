package dev.nimber.games.connect;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;

/**
 * A coding that hands the four methods every coding has to another, and leaves the others to their
 * defaults: a test overrides what it counts or changes.
 */
class ForwardingCoding implements CodedPositions {

  private final CodedPositions coding;

  ForwardingCoding(CodedPositions coding) {
    this.coding = coding;
  }

  @Override
  public int tierCount() {
    return coding.tierCount();
  }

  @Override
  public int maxMoves() {
    return coding.maxMoves();
  }

  @Override
  public void expand(int tier, long code, RankedPositions.Expansion into) {
    coding.expand(tier, code, into);
  }

  @Override
  public RankedPositions.TierRank codeOf(Position position) {
    return coding.codeOf(position);
  }
}
