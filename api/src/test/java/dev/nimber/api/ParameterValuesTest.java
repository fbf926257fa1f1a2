package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The small and random values that parameter types give, from which compact games draw instances.
 */
class ParameterValuesTest {

  private static List<Long> longs(List<BigInteger> values) {
    return values.stream().map(BigInteger::longValue).toList();
  }

  @Test
  void integersStartAtZeroWhenAllowedElseAtTheBoundNearerToIt() {
    assertThat(longs(ParameterType.integer(0, 100).smallValues(3))).containsExactly(0L, 1L, 2L, 3L);
    assertThat(longs(ParameterType.integer(-5, 2).smallValues(10))).containsExactly(0L, 1L, 2L);
    assertThat(longs(ParameterType.integer(7, 9).smallValues(5))).containsExactly(7L, 8L, 9L);
    assertThat(longs(ParameterType.integer(null, BigInteger.valueOf(-3)).smallValues(2)))
        .containsExactly(-5L, -4L, -3L);
    assertThat(longs(ParameterType.integer(-10, -3).smallValues(20)))
        .containsExactly(-10L, -9L, -8L, -7L, -6L, -5L, -4L, -3L);
    assertThat(longs(ParameterType.anyInteger().smallValues(0))).containsExactly(0L);
  }

  @Test
  void randomIntegersStayWithinTheRangeAndTheSize() {
    Random random = new Random(3);
    ParameterType<BigInteger> type = ParameterType.integer(10, 1_000_000);
    for (int i = 0; i < 1000; i++) {
      assertThat(type.randomValue(50, random).orElseThrow().longValue()).isBetween(10L, 60L);
    }
    assertThat(ParameterType.integer(4, 4).randomValue(1L << 62, random).orElseThrow())
        .isEqualTo(BigInteger.valueOf(4));
    assertThat(ParameterType.anyInteger().randomValue(Long.MAX_VALUE, random)).isPresent();
  }

  @Test
  void booleansAreBothAndListsAreNoneOneAndTwoSmallElements() {
    assertThat(ParameterType.bool().smallValues(9)).containsExactly(false, true);
    List<List<BigInteger>> lists =
        ParameterType.listOf(ParameterType.integer(0, 9), 5).smallValues(4);
    assertThat(lists.stream().map(ParameterValuesTest::longs).toList())
        .containsExactly(
            List.of(),
            List.of(0L),
            List.of(1L),
            List.of(2L),
            List.of(3L),
            List.of(4L),
            List.of(1L, 3L),
            List.of(2L, 2L));
    assertThat(ParameterType.listOf(ParameterType.integer(0, 9), 1).smallValues(2))
        .hasSize(4)
        .allSatisfy(list -> assertThat(list).hasSizeLessThanOrEqualTo(1));
  }

  @Test
  void randomListsHoldOneToThreeElementsWithinTheMost() {
    Random random = new Random(5);
    ParameterType<List<BigInteger>> type = ParameterType.listOf(ParameterType.integer(0, 9), 2);
    for (int i = 0; i < 200; i++) {
      List<BigInteger> list = type.randomValue(100, random).orElseThrow();
      assertThat(list).hasSizeBetween(1, 2);
      assertThat(type.parse("rows", type.toPlain(list))).isEqualTo(list);
    }
  }

  @Test
  void wordsAreTheAlphabetsLettersUpToTheMostInOrderOfLengthThenOfTheLetters() {
    ParameterType<String> coins = ParameterType.word("HT", 3);
    assertThat(coins.smallValues(8))
        .containsExactly("", "H", "T", "HH", "HT", "TH", "TT", "HHH", "HHT");
    assertThat(coins.smallValues(100)).hasSize(1 + 2 + 4 + 8);
    assertThat(coins.parse("coins", "THH")).isEqualTo("THH");
    assertThat(coins.allowed()).isEqualTo("a word of at most 3 of the letters HT");
    assertThatThrownBy(() -> coins.parse("coins", "THX"))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("coins")
        .hasMessageContaining("THX")
        .hasMessageContaining("a word of at most 3 of the letters HT");
    assertThatThrownBy(() -> coins.parse("coins", "HHHH"))
        .isInstanceOf(InvalidParameterException.class);
    assertThatThrownBy(() -> ParameterType.word("HH", 3))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ParameterType.word("", 3))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void randomWordsAreOneToTheMostLettersOfTheAlphabet() {
    Random random = new Random(11);
    ParameterType<String> board = ParameterType.word(".#", 6);
    for (int i = 0; i < 200; i++) {
      String word = board.randomValue(1000, random).orElseThrow();
      assertThat(word).hasSizeBetween(1, 6).matches("[.#]+");
    }
  }
}
