package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidParameterException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OctalCodeTest {

  @Test
  void codesAreReadWithTheirDigitsAndWrittenBack() {
    OctalCode kayles = OctalCode.parse("0.77");
    assertThat(kayles.digit(0)).isZero();
    assertThat(kayles.digit(1)).isEqualTo(7);
    assertThat(kayles.digit(2)).isEqualTo(7);
    assertThat(kayles.digit(3)).isZero();
    assertThat(kayles.maxTaken()).isEqualTo(2);
    assertThat(kayles.splits()).isTrue();
    assertThat(OctalCode.parse(" .6 ")).hasToString("0.6");
    assertThat(OctalCode.parse("4.07").digit(0)).isEqualTo(4);
    assertThat(OctalCode.parse("0.33").splits()).isFalse();
  }

  @Test
  void aHexadecimalCodeHasDigitsToFAndItsEightsSplitHeapsInThree() {
    OctalCode code = OctalCode.parse("0.7F");
    assertThat(code.toString()).isEqualTo("0.7f");
    assertThat(code.digit(2)).isEqualTo(15);
    assertThat(code.splits()).isTrue();
    assertThat(code.splitsInThree()).isTrue();
    assertThat(OctalCode.parse("0.8").splits()).isFalse();
    assertThat(OctalCode.parse("0.8").splitsInThree()).isTrue();
    assertThat(OctalCode.parse("0.77").splitsInThree()).isFalse();
  }

  @Test
  void grundysGameIsTypedByNameAndForbidsEqualSplitsOnly() {
    OctalCode grundy = OctalCode.parse(" Grundy ");
    assertThat(grundy).isEqualTo(OctalCode.GRUNDY);
    assertThat(grundy.toString()).isEqualTo("grundy");
    assertThat(grundy.digit(0)).isEqualTo(4);
    assertThat(grundy.maxTaken()).isZero();
    assertThat(grundy.largestSmallerPart(7)).isEqualTo(3);
    assertThat(grundy.largestSmallerPart(8)).isEqualTo(3);
    assertThat(OctalCode.parse("4.1").largestSmallerPart(8)).isEqualTo(4);
    assertThatThrownBy(() -> new OctalCode(false, "77", false))
        .hasMessageContaining("only Grundy's game");
    assertThatThrownBy(() -> new OctalCode(true, "", true))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aWrongCodeSaysWhatIsWrongAndWhatADigitMeans() {
    assertThatThrownBy(() -> OctalCode.parse("0.7g"))
        .hasMessage(
            "'g', digit 2 after the point, is not a digit:"
                + " d_2 says how a move may take 2 tokens, as the sum of 1 (a whole heap of 2), 2 (from a larger heap, leaving"
                + " one heap), 4 (leaving two heaps) and 8 (leaving three heaps), so 0 to f");
    assertThatThrownBy(() -> OctalCode.parse("1.7"))
        .hasMessageStartingWith("'1' before the point: only 0, or 4");
    assertThatThrownBy(() -> OctalCode.parse("0.70"))
        .hasMessage("the last digit is 0: drop trailing zeros (0.7)");
    assertThatThrownBy(() -> OctalCode.parse("77")).hasMessageStartingWith("there is no point");
    assertThatThrownBy(() -> OctalCode.parse("0."))
        .hasMessage("no digits after the point, so no move at all");
  }

  @Test
  void theParameterNamesItselfWhatWasGivenAndWhatIsAllowed() {
    OctalGame game = new OctalGame();
    assertThatThrownBy(() -> game.bind(Map.of("code", "0.x")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("code")
        .hasMessageContaining("'0.x' ('x', digit 1 after the point, is not a digit")
        .hasMessageContaining("'0.' or '4.' then up to 64 digits");
  }

  @Test
  void codesAndPositionsAreEqualExactlyWhenEachOfTheirFieldsIs() {
    OctalCode kayles = OctalCode.parse("0.77");
    assertThat(OctalCode.parse("0.77")).isEqualTo(kayles).hasSameHashCodeAs(kayles);
    assertThat(List.of(OctalCode.parse("4.77"), OctalCode.parse("0.07"), OctalCode.GRUNDY))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(kayles));
    OctalPosition position = new OctalPosition(kayles, List.of(3L, 5L));
    assertThat(new OctalPosition(OctalCode.parse("0.77"), List.of(3L, 0L, 5L)))
        .isEqualTo(position)
        .hasSameHashCodeAs(position);
    assertThat(
            List.of(
                new OctalPosition(OctalCode.parse("0.07"), List.of(3L, 5L)),
                new OctalPosition(kayles, List.of(5L, 3L)),
                new OctalPosition(kayles, List.of(3L))))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(position));
  }

  @Test
  void rareClassesAreEqualExactlyWhenEachOfTheirFieldsIs() {
    SparseSequence.Classes classes = new SparseSequence.Classes(14, 1, 2);
    assertThat(new SparseSequence.Classes(14, 1, 2)).isEqualTo(classes).hasSameHashCodeAs(classes);
    assertThat(
            List.of(
                new SparseSequence.Classes(12, 1, 2),
                new SparseSequence.Classes(14, 0, 2),
                new SparseSequence.Classes(14, 1, 1)))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(classes));
  }
}
