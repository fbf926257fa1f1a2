package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The positions a game lists as children, which the engine's searches read, checked against its
 * moves.
 */
class ChildrenCheckTest {

  /**
   * A pile from which a move takes 1 to 3; its children are listed without labels, from a pile of 4
   * on backwards.
   */
  record ListedPile(int stones, boolean backwards) implements Position {
    @Override
    public List<Move> moves() {
      return IntStream.rangeClosed(1, Math.min(3, stones))
          .mapToObj(take -> new Move("take " + take, new ListedPile(stones - take, backwards)))
          .toList();
    }

    @Override
    public List<Position> children() {
      List<Position> children =
          IntStream.rangeClosed(1, Math.min(3, stones))
              .mapToObj(take -> (Position) new ListedPile(stones - take, backwards))
              .collect(Collectors.toList());
      if (backwards && stones >= 4) {
        Collections.reverse(children);
      }
      return children;
    }
  }

  /** The subtraction game whose positions list their children rightly or backwards. */
  static final class ListingSubtraction extends SubtractionGame {
    private final boolean backwards;

    ListingSubtraction(boolean backwards) {
      this.backwards = backwards;
    }

    @Override
    public Position start(Parameters instance) {
      return new ListedPile(((SubtractionGame.Pile) super.start(instance)).stones(), backwards);
    }
  }

  /**
   * A pile that reads typed moves itself, and reads "take 3" as taking 2 (as a game whose reading
   * drops part of a label would).
   */
  record MisreadingPile(int stones) implements Position {
    @Override
    public List<Move> moves() {
      return IntStream.rangeClosed(1, Math.min(3, stones))
          .mapToObj(take -> new Move("take " + take, new MisreadingPile(stones - take)))
          .toList();
    }

    @Override
    public Optional<Move> move(String typed) {
      int take = Math.min(2, Integer.parseInt(typed.replace("take ", "")));
      return take <= stones
          ? Optional.of(new Move(typed, new MisreadingPile(stones - take)))
          : Optional.empty();
    }
  }

  /**
   * The subtraction game of piles lost by rule at seven stones ({@link
   * ObjectSearchCheckTest.RuledPile}), saying it decides no position by rule, or not saying.
   */
  static SubtractionGame ruledPiles(boolean decidesByRule) {
    return new SubtractionGame() {
      @Override
      public Position start(Parameters instance) {
        return new ObjectSearchCheckTest.RuledPile(
            ((SubtractionGame.Pile) super.start(instance)).stones());
      }

      @Override
      public boolean decidesByRule() {
        return decidesByRule;
      }
    };
  }

  @Test
  void aVerdictInAGameThatSaysItDecidesNoneIsFound() {
    SubtractionGame saysNone = ruledPiles(false);
    assertThat(ChildrenCheck.problem(saysNone, saysNone.pile(6), 1000)).isEmpty();
    assertThat(ChildrenCheck.problem(saysNone, saysNone.pile(9), 1000))
        .hasValue(
            "the game says it decides no position by rule, but position RuledPile[stones=7] has"
                + " the verdict "
                + Outcome.LOSS.word());
    SubtractionGame saysSome = ruledPiles(true);
    assertThat(ChildrenCheck.problem(saysSome, saysSome.pile(9), 1000)).isEmpty();
  }

  @Test
  void aLabelTheGameReadsAsAnotherMoveIsFound() {
    SubtractionGame game =
        new SubtractionGame() {
          @Override
          public Position start(Parameters instance) {
            return new MisreadingPile(((SubtractionGame.Pile) super.start(instance)).stones());
          }
        };
    assertThat(ChildrenCheck.problem(game, game.pile(2), 1000)).isEmpty();
    assertThat(ChildrenCheck.problem(game, game.pile(5), 1000))
        .hasValue(
            "move 'take 3' of position MisreadingPile[stones=5] leads to MisreadingPile[stones=2], but"
                + " the position reads that label as leading to MisreadingPile[stones=3]");
  }

  @Test
  void childrenWhereTheMovesLeadPass() {
    ListingSubtraction game = new ListingSubtraction(false);
    for (int n = 0; n <= 20; n++) {
      assertThat(ChildrenCheck.problem(game, game.pile(n), 1000)).isEmpty();
    }
    assertThat(
            new Verifier(game, SearchSolver.solversOf(game), true)
                .check(game.smallInstances(20), false, () -> {})
                .finding())
        .isEmpty();
  }

  @Test
  void theDefaultChildrenAreWhereTheMovesLead() {
    SubtractionGame game = new SubtractionGame();
    assertThat(ChildrenCheck.problem(game, game.pile(12), 1000)).isEmpty();
    assertThat(game.start(game.pile(5)).children())
        .containsExactly(
            new SubtractionGame.Pile(4), new SubtractionGame.Pile(3), new SubtractionGame.Pile(2));
  }

  @Test
  void childrenOutOfOrderAreFoundAndShrunk() {
    ListingSubtraction game = new ListingSubtraction(true);
    assertThat(ChildrenCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "children of position"
                + " ListedPile[stones=9, backwards=true] are [ListedPile[stones=6, backwards=true], ListedPile[stones=7,"
                + " backwards=true], ListedPile[stones=8, backwards=true]], where its moves lead to [ListedPile[stones=8,"
                + " backwards=true], ListedPile[stones=7, backwards=true], ListedPile[stones=6, backwards=true]]");
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(List.of(game.pile(20)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found.instance()).isEqualTo(game.pile(4));
              assertThat(found.describe())
                  .startsWith(
                      "n=4: the game's positions' children of position"
                          + " ListedPile[stones=4, backwards=true] are [ListedPile[stones=1,");
            });
  }
}
