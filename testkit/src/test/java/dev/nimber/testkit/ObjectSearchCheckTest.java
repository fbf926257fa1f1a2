package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.engine.SubtractionGame;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The weak search of positions as objects, checked against the search of the positions on a game's
 * instances.
 */
class ObjectSearchCheckTest {

  /**
   * A pile whose player to move loses at once, by rule, with exactly seven stones left, though
   * moves remain: only a search that reads verdicts before moves values it so.
   */
  record RuledPile(int stones) implements Position {
    @Override
    public List<Move> moves() {
      return IntStream.rangeClosed(1, Math.min(3, stones))
          .mapToObj(take -> new Move("take " + take, new RuledPile(stones - take)))
          .toList();
    }

    @Override
    public Optional<Outcome> verdict() {
      return stones == 7 ? Optional.of(Outcome.LOSS) : Optional.empty();
    }
  }

  /** The subtraction game with the rule above. */
  static final class RuledSubtraction extends SubtractionGame {
    @Override
    public Position start(Parameters instance) {
      return new RuledPile(((SubtractionGame.Pile) super.start(instance)).stones());
    }
  }

  @Test
  void bothSearchesValueEveryPileAlikeUnderBothConventions() {
    SubtractionGame game = new SubtractionGame();
    ValueComparison.Compared compared = ObjectSearchCheck.compare(game, game.pile(30));
    assertThat(compared.problem()).isEmpty();
    assertThat(compared.compared())
        .as("every pile from 30 down, under both conventions")
        .isEqualTo(62);
    RuledSubtraction ruled = new RuledSubtraction();
    ValueComparison.Compared withRule = ObjectSearchCheck.compare(ruled, ruled.pile(20));
    assertThat(withRule.problem()).isEmpty();
    assertThat(withRule.compared()).isEqualTo(42);
  }

  @Test
  void aGameThatNumbersItsPositionsIsLeftToTheCodingCheck() {
    NumberingCheckTest.RankedSubtraction ranked = new NumberingCheckTest.RankedSubtraction(0);
    assertThat(ObjectSearchCheck.compare(ranked, ranked.pile(10)))
        .isEqualTo(new ValueComparison.Compared(0, Optional.empty()));
  }
}
