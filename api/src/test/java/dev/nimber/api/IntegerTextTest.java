package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.IntegerText.Problem;
import dev.nimber.api.IntegerText.RefusedException;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The one rule by which every integer is read. */
class IntegerTextTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "387|387",
        "  42  |42",
        "-5|-5",
        "+5|5",
        "500_000_000|500000000",
        "0|0",
        "-0|0",
        "007|7",
        "10^18|1000000000000000000",
        "2^62|4611686018427387904",
        "2^10|1024",
        "-2^3|-8",
        "1_0^1_8|1000000000000000000",
        "0^0|1",
        "0^5|0",
        "1^99999999999999999999|1"
      })
  void readsDecimalsWithUnderscoresAndPowers(String text, String value) throws RefusedException {
    assertThat(IntegerText.parse(text)).isEqualTo(new BigInteger(value));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "", " ", "-", "abc", "1e3", "0x10", ".inf", ".nan", "1.5", "1,000", "_1", "1_", "1__0",
        "2^", "^3", "2^-1", "2^^3", "--1", "+-1", "1 2", "３", "٣", "1٣", "২"
      })
  void refusesEverythingElseAsMalformed(String text) {
    assertThatThrownBy(() -> IntegerText.parse(text))
        .isInstanceOf(RefusedException.class)
        .satisfies(
            refused ->
                assertThat(((RefusedException) refused).problem()).isEqualTo(Problem.MALFORMED));
  }

  @Test
  void theLargestValueHasTwoToTheTwentyBits() throws RefusedException {
    BigInteger largest = BigInteger.ONE.shiftLeft(IntegerText.MAX_BITS).subtract(BigInteger.ONE);
    assertThat(IntegerText.parse(largest.toString())).isEqualTo(largest);
    assertThat(IntegerText.parse("-" + largest)).isEqualTo(largest.negate());
    assertThat(IntegerText.parse("2^1048575"))
        .isEqualTo(BigInteger.ONE.shiftLeft(IntegerText.MAX_BITS - 1));
    assertTooLarge(largest.add(BigInteger.ONE).toString());
    assertTooLarge("2^1048576");
    assertTooLarge("10^315653");
    assertTooLarge("9".repeat(IntegerText.MAX_DIGITS));
    assertTooLarge("1" + "0".repeat(IntegerText.MAX_DIGITS));
    assertTooLarge("10^99999999999999999999999");
    // Leading zeros are not digits of the value.
    assertThat(IntegerText.parse("0".repeat(IntegerText.MAX_DIGITS + 10) + "12"))
        .isEqualTo(BigInteger.valueOf(12));
  }

  @Test
  void theLimitIsTheDigitCountOfTwoToTheLimit() {
    assertThat(BigInteger.ONE.shiftLeft(IntegerText.MAX_BITS).toString())
        .hasSize(IntegerText.MAX_DIGITS);
  }

  @Test
  void splittingDigitsAgreesWithTheJdkConversionOnEverySize() throws RefusedException {
    Random random = new Random(7);
    for (int digits = 1; digits < 40_000; digits = digits * 3 / 2 + 1) {
      StringBuilder text = new StringBuilder().append((char) ('1' + random.nextInt(9)));
      for (int i = 1; i < digits; i++) {
        text.append((char) ('0' + random.nextInt(10)));
      }
      assertThat(IntegerText.parse(text.toString()))
          .as("%d digits", digits)
          .isEqualTo(new BigInteger(text.toString()));
    }
  }

  private static void assertTooLarge(String text) {
    assertThatThrownBy(() -> IntegerText.parse(text))
        .isInstanceOf(RefusedException.class)
        .satisfies(
            refused ->
                assertThat(((RefusedException) refused).problem()).isEqualTo(Problem.TOO_LARGE));
  }
}
