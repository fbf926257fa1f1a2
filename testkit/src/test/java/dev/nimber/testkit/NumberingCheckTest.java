package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

/**
 * A game's numbering of its positions, which the engine's ranked solve trusts, checked against the
 * positions.
 */
class NumberingCheckTest {

  @Test
  void aNumberingThatAgreesWithThePositionsPassesAndTheSearchUsesIt() {
    RankedSubtraction game = new RankedSubtraction(0);
    for (int n = 0; n <= 40; n++) {
      assertThat(NumberingCheck.problem(game, game.pile(n), 1000)).as("n=%d", n).isEmpty();
    }
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(game.smallInstances(40), false, () -> {});
    assertThat(report.finding()).isEmpty();
    assertThat(
            SearchSolver.forGame(game)
                .orElseThrow()
                .method(game.pile(40), dev.nimber.api.Question.GRUNDY))
        .startsWith("ranked retrograde analysis");
    assertThat(
            SearchSolver.forGame(game)
                .orElseThrow()
                .method(game.pile(40), dev.nimber.api.Question.OUTCOME))
        .startsWith("alpha-beta search");
  }

  @Test
  void aChildThatExpandGetsWrongIsFoundAndShrunkToTheSmallestInstance() {
    RankedSubtraction game = new RankedSubtraction(9);
    assertThat(NumberingCheck.problem(game, game.pile(12), 1000))
        .hasValue(
            "expands position Pile[stones=9] (tier 9"
                + " rank 0) to tier 6 rank 0, tier 7 rank 0 (2 moves), but its moves lead to tier 6 rank 0, tier 7 rank 0,"
                + " tier 8 rank 0");
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(List.of(game.pile(30)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found).isInstanceOf(Verifier.BadNumbering.class);
              assertThat(found.instance()).isEqualTo(game.pile(9));
              assertThat(found.describe())
                  .startsWith("n=9: the game's ranked numbering expands position Pile[stones=9]");
            });
  }

  @Test
  void twoPositionsInOnePlaceAndAPlaceOutsideTheNumberingAreFound() {
    RankedSubtraction shared =
        new RankedSubtraction(0) {
          @Override
          RankedPositions.TierRank place(int stones) {
            return new RankedPositions.TierRank(stones == 5 ? 4 : stones, 0);
          }
        };
    assertThat(NumberingCheck.problem(shared, shared.pile(7), 1000))
        .hasValue(
            "gives positions Pile[stones=5] and Pile[stones=4] the same place, tier 4 rank 0");
    RankedSubtraction outside =
        new RankedSubtraction(0) {
          @Override
          RankedPositions.TierRank place(int stones) {
            return new RankedPositions.TierRank(stones, stones == 3 ? 1 : 0);
          }
        };
    assertThat(NumberingCheck.problem(outside, outside.pile(7), 1000))
        .hasValue(
            "numbers position Pile[stones=3] at tier 3 rank 1, outside the numbering (8 tiers, tier 3 holding"
                + " ranks 0 to 0)");
  }

  @Test
  void aRulesetStartBelowTheInstancesStartIsFound() {
    RankedSubtraction empty =
        new RankedSubtraction(0) {
          @Override
          public Optional<Position> rulesetStart(Parameters instance) {
            return Optional.of(start(pile(0)));
          }
        };
    assertThat(NumberingCheck.problem(empty, empty.pile(0), 1000)).isEmpty();
    assertThat(NumberingCheck.problem(empty, empty.pile(7), 1000))
        .hasValue(
            "names Pile[stones=0] (tier 0) the start"
                + " of the rules, below the instance's start Pile[stones=7] (tier 7): the rules' start must lie at or above"
                + " every position of them");
  }

  @Test
  void parentsThatAgreeWithTheMovesPassAndMissingOrExtraParentsAreFound() {
    Parameters instance = new SubtractionGame().pile(6);
    assertThat(NumberingCheck.problem(new Circle(Circle.Parents.RIGHT), instance, 1000)).isEmpty();
    assertThat(NumberingCheck.problem(new Circle(Circle.Parents.MISSING), instance, 1000))
        .hasValue(
            "lists parents {} (rank: moves) for tier 1 rank 2, but the moves within the tier give {1=1}");
    assertThat(NumberingCheck.problem(new Circle(Circle.Parents.EXTRA), instance, 1000))
        .hasValue(
            "lists parents {0=1, 5=1} (rank: moves) for tier 1 rank 0, but the moves within the tier give {5=1}");
  }

  /**
   * The subtraction game {1, 2, 3} numbered: tier k holds the pile of k stones. With {@code
   * wrongAt} above 0, the pile of that many stones reports its move taking 1 as taking 2.
   */
  static class RankedSubtraction extends SubtractionGame {
    private final int wrongAt;

    RankedSubtraction(int wrongAt) {
      this.wrongAt = wrongAt;
    }

    RankedPositions.TierRank place(int stones) {
      return new RankedPositions.TierRank(stones, 0);
    }

    @Override
    public Optional<RankedPositions> ranked(Parameters instance) {
      int n = instance.intValue(N);
      return Optional.of(
          new RankedPositions() {
            @Override
            public int tierCount() {
              return n + 1;
            }

            @Override
            public long tierSize(int tier) {
              return 1;
            }

            @Override
            public int maxMoves() {
              return 3;
            }

            @Override
            public void expand(int tier, long rank, Expansion into) {
              for (int take = 1; take <= Math.min(3, tier); take++) {
                TierRank child = place(tier - (tier == wrongAt && take == 1 ? 2 : take));
                into.child(child.tier(), child.rank());
              }
            }

            @Override
            public TierRank rankOf(Position position) {
              return place(((Pile) position).stones());
            }
          });
    }
  }

  /**
   * A loopy game numbered: k spots on a circle in tier 1, a move goes to the next spot, and from
   * spot 0 also to the end (tier 0). Its parents: the spot before, or with one missing (spot 2
   * lists none) or one extra (spot 0 lists itself).
   */
  record Circle(Parents parents) implements Positions {

    enum Parents {
      RIGHT,
      MISSING,
      EXTRA
    }

    record Spot(int at, int of) implements Position {
      @Override
      public List<Move> moves() {
        List<Move> moves = new ArrayList<>(List.of(new Move("on", new Spot((at + 1) % of, of))));
        if (at == 0) {
          moves.add(new Move("out", new End()));
        }
        return moves;
      }
    }

    record End() implements Position {
      @Override
      public List<Move> moves() {
        return List.of();
      }
    }

    @Override
    public Position start(Parameters instance) {
      return new Spot(0, instance.intValue(SubtractionGame.N));
    }

    @Override
    public Optional<RankedPositions> ranked(Parameters instance) {
      int spots = instance.intValue(SubtractionGame.N);
      return Optional.of(
          new RankedPositions() {
            @Override
            public int tierCount() {
              return 2;
            }

            @Override
            public long tierSize(int tier) {
              return tier == 0 ? 1 : spots;
            }

            @Override
            public int maxMoves() {
              return 2;
            }

            @Override
            public void expand(int tier, long rank, Expansion into) {
              if (tier == 1) {
                into.child(1, (rank + 1) % spots);
                if (rank == 0) {
                  into.child(0, 0);
                }
              }
            }

            @Override
            public boolean listsParents() {
              return true;
            }

            @Override
            public void parents(int tier, long rank, LongConsumer into) {
              if (parents == Parents.MISSING && rank == 2) {
                return;
              }
              into.accept((rank + spots - 1) % spots);
              if (parents == Parents.EXTRA && rank == 0) {
                into.accept(0);
              }
            }

            @Override
            public TierRank rankOf(Position position) {
              return position instanceof Spot spot
                  ? new TierRank(1, spot.at())
                  : new TierRank(0, 0);
            }
          });
    }
  }
}
