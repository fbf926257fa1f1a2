package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class IntegerSequenceTest {

  private static final IntegerSequence SQUARES = IntegerSequence.of(5, index -> index * index);

  @Test
  void valuesAreComputedOnDemandFromTheirIndex() {
    assertThat(SQUARES.length()).isEqualTo(5);
    assertThat(SQUARES.get(3)).isEqualTo(9);
  }

  @Test
  void previewListsEveryValueWhenThereAreFewEnough() {
    assertThat(IntegerSequence.preview(SQUARES, 5)).isEqualTo("0 1 4 9 16");
    assertThat(IntegerSequence.preview(IntegerSequence.of(0, index -> 0), 5)).isEmpty();
  }

  @Test
  void previewOfALongerSequenceEndsWithItsLength() {
    assertThat(IntegerSequence.preview(SQUARES, 2)).isEqualTo("0 1 … (5 values)");
    assertThat(IntegerSequence.preview(SQUARES, 0)).isEqualTo("… (5 values)");
    IntegerSequence huge = IntegerSequence.of(2_000_000_000_000L, index -> index % 3);
    assertThat(huge.toString()).startsWith("0 1 2 0 1 2 0").endsWith(" 0 … (2000000000000 values)");
    assertThat(huge.toString().split(" ")).hasSize(Answer.SEQUENCE_TEXT_VALUES + 3);
  }

  @Test
  void sameValuesComparesLengthsAndEveryValue() {
    IntegerSequence copy = IntegerSequence.of(5, index -> new long[] {0, 1, 4, 9, 16}[(int) index]);
    IntegerSequence shorter = IntegerSequence.of(4, index -> index * index);
    IntegerSequence changedLast = IntegerSequence.of(5, index -> index == 4 ? 15 : index * index);
    assertThat(IntegerSequence.sameValues(Optional.of(SQUARES), Optional.of(copy))).isTrue();
    assertThat(IntegerSequence.sameValues(Optional.of(SQUARES), Optional.of(shorter))).isFalse();
    assertThat(IntegerSequence.sameValues(Optional.of(SQUARES), Optional.of(changedLast)))
        .isFalse();
    assertThat(IntegerSequence.sameValues(Optional.of(SQUARES), Optional.empty())).isFalse();
    assertThat(IntegerSequence.sameValues(Optional.empty(), Optional.empty())).isTrue();
  }

  @Test
  void aNegativeLengthIsRefused() {
    assertThatThrownBy(() -> IntegerSequence.of(-1, index -> 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }
}
