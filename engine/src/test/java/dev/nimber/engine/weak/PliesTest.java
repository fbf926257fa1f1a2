package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;
import org.junit.jupiter.api.Test;

/** The buffers of each depth of a search's line. */
class PliesTest {

  /**
   * A game of tiers 0 to 4,096 whose position of tier t has {@code moves} moves, all to tier t - 1
   * (codes 0 to moves - 1); tier 0 is lost.
   */
  private record Countdown(int moves) implements CodedPositions {
    @Override
    public int tierCount() {
      return AlphaBetaValues.MAX_DEPTH + 1;
    }

    @Override
    public int maxMoves() {
      return moves;
    }

    @Override
    public TierRank codeOf(Position position) {
      throw new UnsupportedOperationException("no positions");
    }

    @Override
    public void expand(int tier, long code, Expansion into) {
      if (tier == 0) {
        into.verdict(Outcome.LOSS);
        return;
      }
      for (int move = 0; move < moves; move++) {
        into.child(tier - 1, move);
      }
    }
  }

  /**
   * A search that first reaches a depth below 64 finds its buffers made: the branch that makes them
   * is not taken once the search runs, so its compiled code is never thrown away for it. Each
   * depth's buffers keep its expansion while deeper ones are expanded.
   */
  @Test
  void theFirstDepthsHaveTheirBuffersBeforeAnySearchReachesThem() {
    Plies plies = new Plies(new Countdown(7), true, "weak search");
    assertThat(plies.depthsWithBuffers()).isEqualTo(Plies.EAGER_PLIES);
    Plies.Ply deepest = plies.expand(1, 0, Plies.EAGER_PLIES - 1);
    Plies.Ply first = plies.expand(30, 0, 0);
    assertThat(plies.depthsWithBuffers()).isEqualTo(Plies.EAGER_PLIES);
    assertThat(first).isNotSameAs(deepest);
    assertThat(first.count).isEqualTo(7);
    assertThat(first.tier).isEqualTo(30);
    assertThat(deepest.count).isEqualTo(7);
    assertThat(deepest.tier).isEqualTo(1);
  }

  /**
   * Past the first 64, a depth gets its buffers when a line first reaches it, up to the deepest.
   */
  @Test
  void aDeeperDepthGetsItsBuffersWhenFirstReached() {
    Plies plies = new Plies(new Countdown(2), true, "weak search");
    Plies.Ply ply = plies.expand(0, 0, 100);
    assertThat(plies.depthsWithBuffers()).isEqualTo(101);
    assertThat(ply.verdict).isEqualTo(Outcome.LOSS);
    plies.expand(5, 1, AlphaBetaValues.MAX_DEPTH);
    assertThat(plies.depthsWithBuffers()).isEqualTo(AlphaBetaValues.MAX_DEPTH + 1);
  }

  /** A game of many moves a position gets buffers only for the depths its lines reach. */
  @Test
  void positionsWithManyMovesGetBuffersOnlyAsReached() {
    Plies plies = new Plies(new Countdown(Plies.EAGER_MOST_MOVES + 1), true, "weak search");
    assertThat(plies.depthsWithBuffers()).isZero();
    Plies.Ply ply = plies.expand(2, 0, 3);
    assertThat(plies.depthsWithBuffers()).isEqualTo(4);
    assertThat(ply.count).isEqualTo(Plies.EAGER_MOST_MOVES + 1);
  }
}
