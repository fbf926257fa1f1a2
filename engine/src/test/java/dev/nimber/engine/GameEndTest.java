package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Outcome;
import dev.nimber.engine.TextbookGames.Chain;
import dev.nimber.engine.TextbookGames.DecidedByRule;
import org.junit.jupiter.api.Test;

class GameEndTest {

  @Test
  void aPositionTheRulesDecideIsOverWithTheirOutcomeUnderEitherPlay() {
    assertThat(GameEnd.of(new DecidedByRule(5, true), false)).contains(Outcome.WIN);
    assertThat(GameEnd.of(new DecidedByRule(5, true), true)).contains(Outcome.WIN);
  }

  @Test
  void noMoveLeftLosesUnderNormalPlayAndWinsUnderMisere() {
    assertThat(GameEnd.of(new Chain(0), false)).contains(Outcome.LOSS);
    assertThat(GameEnd.of(new Chain(0), true)).contains(Outcome.WIN);
  }

  @Test
  void aPositionWithAMoveAndNoVerdictGoesOn() {
    assertThat(GameEnd.of(new Chain(3), false)).isEmpty();
    assertThat(GameEnd.of(new Chain(3), true)).isEmpty();
  }
}
