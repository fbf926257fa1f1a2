package dev.nimber.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Outcome;
import dev.nimber.engine.GameSearch;
import org.junit.jupiter.api.Test;

class ValueRecordTest {

  @Test
  void everyOutcomeAndRemotenessReadsBackAsWritten() {
    for (Outcome outcome : Outcome.values()) {
      for (int remoteness : new int[] {0, 1, 2, 8191, ValueRecord.MAX_REMOTENESS}) {
        int record = ValueRecord.of(outcome, remoteness);
        assertThat(record).isBetween(0, 0xFFFF);
        assertThat(ValueRecord.outcome(record)).isEqualTo(outcome);
        assertThat(ValueRecord.remoteness(record)).isEqualTo(remoteness);
        assertThat(ValueRecord.evaluation(record, 5))
            .isEqualTo(new GameSearch.Evaluation(outcome, remoteness, 5));
      }
    }
  }

  @Test
  void theLayoutIsTheDatabaseFormatsOutcomeInTheTopTwoBits() {
    assertThat(ValueRecord.of(Outcome.WIN, 7)).isEqualTo(7);
    assertThat(ValueRecord.of(Outcome.LOSS, 0)).isEqualTo(0x4000);
    assertThat(ValueRecord.of(Outcome.TIE, 3)).isEqualTo(0x8003);
    assertThat(ValueRecord.of(Outcome.DRAW, 0)).isEqualTo(0xC000);
  }

  @Test
  void aRemotenessThatDoesNotFitIsRefused() {
    assertThatThrownBy(() -> ValueRecord.of(Outcome.WIN, ValueRecord.MAX_REMOTENESS + 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("remoteness 16384 does not fit a record (0 to 16383)");
    assertThatThrownBy(() -> ValueRecord.of(Outcome.LOSS, -1))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
