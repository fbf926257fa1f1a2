package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParametersTest {

  private static final Parameter<BigInteger> N =
      Parameter.required("n", "stones", ParameterType.integerFrom(0));
  private static final Parameter<BigInteger> M =
      Parameter.required("m", "most taken", ParameterType.integer(1, 50));
  private static final Parameter<Boolean> MISERE =
      Parameter.optional("misere", "last mover loses", ParameterType.bool(), false);
  private static final Parameter<List<BigInteger>> CELLS =
      Parameter.optional(
          "cells", "cells", ParameterType.listOf(ParameterType.integer(1, 9), 3), null);

  /** A game of four parameters, no more, for reading them. */
  private static final GameDescriptor GAME =
      new GameDescriptor() {
        @Override
        public String id() {
          return "piles";
        }

        @Override
        public String description() {
          return "four parameters";
        }

        @Override
        public List<Parameter<?>> parameters() {
          return List.of(N, M, MISERE, CELLS);
        }

        @Override
        public Question defaultQuestion() {
          return Question.OUTCOME;
        }

        @Override
        public String defaultSolver() {
          return "search";
        }

        /** m <= n. */
        @Override
        public void validate(Parameters parameters) {
          if (parameters.get(M).compareTo(parameters.get(N)) > 0) {
            throw InvalidParameterException.of(
                "m", parameters.get(M), "at most n = " + parameters.get(N));
          }
        }
      };

  @Test
  void readsDecimalsOfAnySizeAndPowersAndGivesThemBackTyped() {
    Parameters parameters = GAME.bind(Map.of("n", "10^1000", "m", "5_0"));
    BigInteger n = parameters.get(N);
    assertThat(n).isEqualTo(BigInteger.TEN.pow(1000));
    assertThat(parameters.intValue(M)).isEqualTo(50);
    String thousandDigits = "9".repeat(1000);
    assertThat(GAME.bind(Map.of("n", thousandDigits, "m", 1)).get(N))
        .isEqualTo(new BigInteger(thousandDigits));
  }

  @Test
  void fillsDefaultsAndLeavesOptionalParametersWithoutDefaultAbsent() {
    Parameters parameters = GAME.bind(Map.of("n", 3, "m", 2L));
    boolean misere = parameters.get(MISERE);
    assertThat(misere).isFalse();
    assertThat(parameters.has(CELLS)).isFalse();
    assertThat(parameters.find(CELLS)).isEmpty();
    assertThat(parameters.toPlain())
        .containsExactly(
            Map.entry("n", BigInteger.valueOf(3)),
            Map.entry("m", BigInteger.TWO),
            Map.entry("misere", false));
    assertThat(parameters.game()).isSameAs(GAME);
  }

  @Test
  void aBuilderChecksTypedValuesAsIfTheyWereTyped() {
    Parameters built =
        Parameters.builder(GAME)
            .set(N, BigInteger.valueOf(7))
            .set(M, BigInteger.TWO)
            .set(CELLS, List.of(BigInteger.ONE, BigInteger.valueOf(9)))
            .build();
    List<BigInteger> cells = built.get(CELLS);
    assertThat(cells).containsExactly(BigInteger.ONE, BigInteger.valueOf(9));
    assertThat(built).isEqualTo(GAME.bind(Map.of("n", "7", "m", "2", "cells", "1,9")));
    assertThatThrownBy(
            () ->
                Parameters.builder(GAME)
                    .set(N, BigInteger.ONE)
                    .set(M, BigInteger.valueOf(51))
                    .build())
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'm': got 51; allowed: an integer from 1 to 50");
    assertThatThrownBy(
            () -> Parameters.builder(GAME).set(N, BigInteger.ONE).set(M, BigInteger.TWO).build())
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'm': got 2; allowed: at most n = 1");
  }

  @Test
  void aParameterOfAnotherGameIsAProgrammingError() {
    Parameter<BigInteger> foreign = Parameter.required("n", "stones", ParameterType.integerFrom(5));
    Parameters parameters = GAME.bind(Map.of("n", 3, "m", 2));
    assertThatThrownBy(() -> parameters.get(foreign))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("'n' is not a parameter of game 'piles'");
  }

  @Test
  void printsAsTypedOnACommandLineLeavingOutDefaults() {
    assertThat(GAME.bind(Map.of("n", 7, "m", 2, "cells", List.of(3, 4))))
        .hasToString("n=7 m=2 cells=3,4");
    assertThat(GAME.bind(Map.of("n", 7, "m", 2, "misere", "true")))
        .hasToString("n=7 m=2 misere=true");
  }

  @Test
  void outOfRangeValueNamesTheParameterTheValueAndTheRange() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "3", "m", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'm': got '0'; allowed: an integer from 1 to 50");
  }

  @Test
  void malformedNumberSaysWhichFormsAreAccepted() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "-3x", "m", "1")))
        .hasMessageStartingWith("parameter 'n': got '-3x'; allowed: an integer from 0 upward")
        .hasMessageContaining("10^18");
    assertThatThrownBy(() -> GAME.bind(Map.of("n", 1.5, "m", "1")))
        .hasMessageStartingWith("parameter 'n': got 1.5");
  }

  @Test
  void negativeNumberIsRefused() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "-1", "m", "1")))
        .hasMessageStartingWith("parameter 'n': got '-1'; allowed: an integer from 0 upward");
  }

  @Test
  void hugePowersAreRefusedBeforeTheyAreComputed() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "10^99999999999", "m", "1")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage(
            "parameter 'n': got '10^99999999999'; allowed: an integer from 0 upward, of at most 1048576 bits"
                + " (315653 decimal digits)");
  }

  @Test
  void missingRequiredParameterIsNamed() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "3")))
        .hasMessage("parameter 'm': got nothing; allowed: an integer from 1 to 50 (required)");
  }

  @Test
  void unknownParametersAreListedSortedWithTheKnownOnes() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "3", "m", "1", "k", "2", "a", "1")))
        .hasMessage("unknown parameter 'a', 'k'; this game's parameters are: n, m, misere, cells");
  }

  @Test
  void anUnknownParameterIsNamedBeforeABadValueOfAKnownOne() {
    assertThatThrownBy(() -> GAME.bind(Map.of("n", "-3", "m", "1", "k", "2")))
        .hasMessage("unknown parameter 'k'; this game's parameters are: n, m, misere, cells");
  }

  @Test
  void aNullValueIsNoValueUnderAKnownNameAndStillUnknownUnderAnother() {
    Map<String, Object> defaulted = new HashMap<>(Map.of("n", 3, "m", 1));
    defaulted.put("misere", null);
    assertThat(GAME.bind(defaulted).get(MISERE)).isFalse();
    Map<String, Object> missing = new HashMap<>(Map.of("n", 3));
    missing.put("m", null);
    assertThatThrownBy(() -> GAME.bind(missing))
        .hasMessage("parameter 'm': got nothing; allowed: an integer from 1 to 50 (required)");
    Map<String, Object> unknown = new HashMap<>(Map.of("n", 3, "m", 1));
    unknown.put("k", null);
    assertThatThrownBy(() -> GAME.bind(unknown))
        .hasMessage("unknown parameter 'k'; this game's parameters are: n, m, misere, cells");
  }

  @Test
  void listElementsAreCheckedOneByOneAndNamedByPosition() {
    assertThat(GAME.bind(Map.of("n", 1, "m", 1, "cells", "3, 4")).get(CELLS))
        .containsExactly(BigInteger.valueOf(3), BigInteger.valueOf(4));
    assertThatThrownBy(() -> GAME.bind(Map.of("n", 1, "m", 1, "cells", List.of(1, 12))))
        .hasMessage("parameter 'cells[2]': got 12; allowed: an integer from 1 to 9");
    assertThatThrownBy(() -> GAME.bind(Map.of("n", 1, "m", 1, "cells", "1,2,3,4")))
        .hasMessageStartingWith("parameter 'cells': got 4 elements");
  }

  @Test
  void booleansAcceptYamlAndText() {
    assertThat(GAME.bind(Map.of("n", 1, "m", 1, "misere", "TRUE")).get(MISERE)).isTrue();
    assertThatThrownBy(() -> GAME.bind(Map.of("n", 1, "m", 1, "misere", "yes")))
        .hasMessage("parameter 'misere': got 'yes'; allowed: true or false");
  }

  @Test
  void valuesTooLargeForAPrimitiveAreUnsupportedRatherThanTruncated() {
    Parameters parameters = GAME.bind(Map.of("n", "2^64", "m", 1));
    assertThatThrownBy(() -> parameters.longValue(N))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("does not fit in 64 bits");
  }
}
