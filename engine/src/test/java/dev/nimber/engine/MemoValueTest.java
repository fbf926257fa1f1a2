package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Outcome;
import org.junit.jupiter.api.Test;

class MemoValueTest {

  @Test
  void everyOutcomeRemotenessAndGrundyValueAtTheEdgesOfTheirRangesComesBackUnchanged() {
    long[] remotenesses = {0, 1, 395_835, (1L << 30) - 2};
    int[] grundyValues = {-1, 0, 1, 63, 64, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
    for (Outcome outcome : Outcome.values()) {
      for (long remoteness : remotenesses) {
        for (int grundy : grundyValues) {
          long value = MemoValue.of(outcome, remoteness, grundy);
          assertThat(MemoValue.evaluation(value))
              .isEqualTo(new GameSearch.Evaluation(outcome, remoteness, grundy));
          assertThat(value).isNotEqualTo(MemoValue.ON_PATH).isNotEqualTo(MemoValue.ABSENT);
        }
      }
    }
  }

  @Test
  void aRemotenessOutsideTheMemosRangeIsRefused() {
    assertThatThrownBy(() -> MemoValue.of(Outcome.WIN, (1L << 30) - 1, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1073741823");
    assertThatThrownBy(() -> MemoValue.of(Outcome.WIN, -1, -1))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
