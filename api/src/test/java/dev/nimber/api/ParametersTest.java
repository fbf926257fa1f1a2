package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParametersTest {

  private static final List<Parameter<?>> DECLARED = List.of(
      Parameter.required("n", "stones", ParameterType.integerFrom(0)),
      Parameter.required("m", "most taken", ParameterType.integer(1, 50)),
      Parameter.optional("misere", "last mover loses", ParameterType.bool(), false),
      Parameter.optional("cells", "cells", ParameterType.listOf(ParameterType.integer(1, 9), 3), null));

  @Test
  void readsDecimalsOfAnySizeAndPowers() {
    Parameters parameters = Parameters.bind(DECLARED, Map.of("n", "10^1000", "m", "5_0"));
    assertThat(parameters.integer("n")).isEqualTo(BigInteger.TEN.pow(1000));
    assertThat(parameters.intValue("m")).isEqualTo(50);
    String thousandDigits = "9".repeat(1000);
    assertThat(Parameters.bind(DECLARED, Map.of("n", thousandDigits, "m", 1)).integer("n"))
        .isEqualTo(new BigInteger(thousandDigits));
  }

  @Test
  void fillsDefaultsAndLeavesOptionalParametersWithoutDefaultAbsent() {
    Parameters parameters = Parameters.bind(DECLARED, Map.of("n", 3, "m", 2L));
    assertThat(parameters.get("misere", Boolean.class)).isFalse();
    assertThat(parameters.has("cells")).isFalse();
    assertThat(parameters.toPlain()).containsExactly(
        Map.entry("n", BigInteger.valueOf(3)), Map.entry("m", BigInteger.TWO), Map.entry("misere", false));
  }

  @Test
  void outOfRangeValueNamesTheParameterTheValueAndTheRange() {
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", "3", "m", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'm': got '0'; allowed: an integer from 1 to 50");
  }

  @Test
  void malformedNumberSaysWhichFormsAreAccepted() {
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", "-3x", "m", "1")))
        .hasMessageStartingWith("parameter 'n': got '-3x'; allowed: an integer from 0 upward")
        .hasMessageContaining("10^18");
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", 1.5, "m", "1")))
        .hasMessageStartingWith("parameter 'n': got 1.5");
  }

  @Test
  void negativeNumberIsRefused() {
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", "-1", "m", "1")))
        .hasMessageStartingWith("parameter 'n': got '-1'; allowed: an integer from 0 upward");
  }

  @Test
  void hugePowersAreRefusedBeforeTheyAreComputed() {
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", "10^99999999999", "m", "1")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'n': got '10^99999999999'; allowed: an integer from 0 upward, of at most 1048576 bits"
            + " (315653 decimal digits)");
  }

  @Test
  void missingRequiredParameterIsNamed() {
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", "3")))
        .hasMessage("parameter 'm': got nothing; allowed: an integer from 1 to 50 (required)");
  }

  @Test
  void unknownParameterListsTheKnownOnes() {
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", "3", "m", "1", "k", "2")))
        .hasMessage("unknown parameter 'k'; this game's parameters are: n, m, misere, cells");
  }

  @Test
  void listElementsAreCheckedOneByOneAndNamedByPosition() {
    assertThat(Parameters.bind(DECLARED, Map.of("n", 1, "m", 1, "cells", "3, 4")).get("cells", List.class))
        .containsExactly(BigInteger.valueOf(3), BigInteger.valueOf(4));
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", 1, "m", 1, "cells", List.of(1, 12))))
        .hasMessage("parameter 'cells[2]': got 12; allowed: an integer from 1 to 9");
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", 1, "m", 1, "cells", "1,2,3,4")))
        .hasMessageStartingWith("parameter 'cells': got 4 elements");
  }

  @Test
  void booleansAcceptYamlAndText() {
    assertThat(Parameters.bind(DECLARED, Map.of("n", 1, "m", 1, "misere", "TRUE")).get("misere", Boolean.class))
        .isTrue();
    assertThatThrownBy(() -> Parameters.bind(DECLARED, Map.of("n", 1, "m", 1, "misere", "yes")))
        .hasMessage("parameter 'misere': got 'yes'; allowed: true or false");
  }

  @Test
  void withReplacesOneValueAndChecksIt() {
    Parameters parameters = Parameters.bind(DECLARED, Map.of("n", 1, "m", 1));
    assertThat(parameters.with("m", "7").intValue("m")).isEqualTo(7);
    assertThatThrownBy(() -> parameters.with("m", "70")).isInstanceOf(InvalidParameterException.class);
  }

  @Test
  void valuesTooLargeForAPrimitiveAreUnsupportedRatherThanTruncated() {
    Parameters parameters = Parameters.bind(DECLARED, Map.of("n", "2^64", "m", 1));
    assertThatThrownBy(() -> parameters.longValue("n")).isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("does not fit in 64 bits");
  }
}
