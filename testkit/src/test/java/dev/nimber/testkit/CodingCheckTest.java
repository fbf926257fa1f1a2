package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A game's coding for the weak search, checked against its positions and the search of them. */
class CodingCheckTest {

  /** A numbered subtraction game whose coding is its numbering with one thing changed. */
  private static final class Coded extends NumberingCheckTest.RankedSubtraction {
    private final int winsAtOnceAt;
    private final int upAt;
    private final int leftOutAt;
    private final boolean winsOnlyByMoving;

    Coded(int winsAtOnceAt, int upAt, int leftOutAt) {
      this(winsAtOnceAt, upAt, leftOutAt, false);
    }

    Coded(int winsAtOnceAt, int upAt, int leftOutAt, boolean winsOnlyByMoving) {
      super(0);
      this.winsAtOnceAt = winsAtOnceAt;
      this.upAt = upAt;
      this.leftOutAt = leftOutAt;
      this.winsOnlyByMoving = winsOnlyByMoving;
    }

    @Override
    public Optional<CodedPositions> coded(Parameters instance) {
      RankedPositions numbering = ranked(instance).orElseThrow();
      return Optional.of(
          new CodedPositions() {
            @Override
            public int tierCount() {
              return numbering.tierCount() + 1;
            }

            @Override
            public int maxMoves() {
              return numbering.maxMoves();
            }

            @Override
            public void expand(int tier, long code, RankedPositions.Expansion into) {
              numbering.expand(
                  tier,
                  code,
                  (RankedPositions.Expansion)
                      new RankedPositions.Expansion() {
                        @Override
                        public void verdict(dev.nimber.api.Outcome outcome) {
                          into.verdict(outcome);
                        }

                        @Override
                        public void child(int childTier, long childCode) {
                          if (tier != leftOutAt || childTier != tier - 1) {
                            into.child(tier == upAt ? tier + 1 : childTier, childCode);
                          }
                        }
                      });
            }

            @Override
            public RankedPositions.TierRank codeOf(Position position) {
              return numbering.rankOf(position);
            }

            @Override
            public boolean winsOnlyByMoving() {
              return winsOnlyByMoving;
            }

            @Override
            public boolean winsAtOnce(int tier, long code) {
              return tier == winsAtOnceAt || CodedPositions.super.winsAtOnce(tier, code);
            }
          });
    }
  }

  @Test
  void aCodingThatAgreesWithThePositionsPasses() {
    Coded game = new Coded(-1, -1, -1);
    for (int n = 0; n <= 30; n++) {
      assertThat(CodingCheck.problem(game, game.pile(n), 1000)).as("n=%d", n).isEmpty();
    }
  }

  @Test
  void aWinAtOnceThatIsNotThereIsFound() {
    Coded game = new Coded(5, -1, -1);
    assertThat(CodingCheck.problem(game, game.pile(8), 1000))
        .hasValue("say of Pile[stones=5] that a move wins at once, where none does");
  }

  @Test
  void childrenThatAreNotWhereTheMovesLeadAreFound() {
    Coded game = new Coded(-1, 4, -1);
    assertThat(CodingCheck.problem(game, game.pile(8), 1000))
        .hasValue(
            "expand Pile[stones=4] (TierRank[tier=4,"
                + " rank=0]) as children [TierRank[tier=5, rank=0], TierRank[tier=5, rank=0], TierRank[tier=5, rank=0]],"
                + " where its moves lead to [TierRank[tier=3, rank=0], TierRank[tier=2, rank=0], TierRank[tier=1, rank=0]]");
  }

  @Test
  void aMoveLeftOutAfterWhichTheOpponentDoesNotWinAtOnceIsFound() {
    Coded game = new Coded(-1, -1, 6);
    assertThat(CodingCheck.problem(game, game.pile(8), 1000))
        .hasValue(
            "expand Pile[stones=6] (TierRank[tier=6, rank=0]) without the move 'take 1', after which"
                + " the opponent does not win at once (only such moves may be left out)");
  }

  /**
   * The last player to move wins the subtraction game because the rules leave the loser without
   * moves, not by a verdict: a coding that says wins come only from moves is refused.
   */
  @Test
  void sayingWinsComeOnlyFromMovesOfAGameWonByLeavingNoMoveIsFound() {
    Coded game = new Coded(-1, -1, -1, true);
    assertThat(CodingCheck.problem(game, game.pile(8), 1000))
        .hasValue(
            "say wins come only from moves, where Pile[stones=0] has no moves and no verdict");
  }
}
