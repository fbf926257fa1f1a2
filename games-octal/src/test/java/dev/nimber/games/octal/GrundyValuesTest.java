package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GrundyValuesTest {

  @Test
  void valuesAreStoredAByteEachUntilOneNeedsMoreThenTwoThenFour() {
    GrundyValues values = GrundyValues.zeros(5);
    values = values.set(0, 255).set(1, 7);
    assertThat(values.width()).isEqualTo(1);

    values = values.set(2, 256);
    assertThat(values.width()).isEqualTo(2);
    values = values.set(3, 65_535);
    assertThat(values.width()).isEqualTo(2);

    values = values.set(4, Integer.MAX_VALUE);
    assertThat(values.width()).isEqualTo(4);
    assertThat(values.toArray()).containsExactly(255, 7, 256, 65_535, Integer.MAX_VALUE);
  }

  @Test
  void aValueThatFitsIsStoredInPlaceAndOneThatDoesNotInACopy() {
    GrundyValues bytes = GrundyValues.zeros(2);
    assertThat(bytes.set(0, 200)).isSameAs(bytes);

    GrundyValues chars = bytes.set(1, 300);
    assertThat(chars).isNotSameAs(bytes);
    assertThat(chars.toArray()).containsExactly(200, 300);
    assertThat(bytes.toArray()).containsExactly(200, 0);
  }

  @Test
  void ofTakesTheNarrowestWidthAndCopyOfKeepsItPaddingWithZeros() {
    assertThat(GrundyValues.of(1, 2, 3).width()).isEqualTo(1);
    assertThat(GrundyValues.of(1, 70_000).width()).isEqualTo(4);
    GrundyValues grown = GrundyValues.of(1, 300).copyOf(4);
    assertThat(grown.width()).isEqualTo(2);
    assertThat(grown.toArray()).containsExactly(1, 300, 0, 0);
    assertThat(GrundyValues.of(5, 6, 7).copyOf(2).toArray()).containsExactly(5, 6);
    assertThat(GrundyValues.empty().size()).isZero();
  }

  @Test
  void zerosInAGivenWidthHoldValuesOfThatWidthWithoutACopy() {
    GrundyValues chars = GrundyValues.zeros(2, 2);
    assertThat(chars.set(0, 65_535)).isSameAs(chars);
    assertThat(GrundyValues.zeros(1, 4).set(0, 70_000).width()).isEqualTo(4);
    assertThatThrownBy(() -> GrundyValues.zeros(1, 3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 3");
  }

  @Test
  void valuesAreEqualUpToACountWhateverTheirWidths() {
    GrundyValues bytes = GrundyValues.of(1, 2, 3);
    GrundyValues ints = GrundyValues.of(1, 2, 3, 100_000);
    assertThat(GrundyValues.equalUpTo(bytes, ints, 3)).isTrue();
    assertThat(GrundyValues.equalUpTo(bytes, GrundyValues.of(1, 2, 4), 3)).isFalse();
  }
}
