package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Huge inputs work, and bad ones are refused with messages that name the parameter. */
class ThueMorseLimitsTest {

  private final ThueMorseGame game = new ThueMorseGame();
  private final ThueMorseAutomatonSolver automaton = new ThueMorseAutomatonSolver();

  @Test
  void decidesAPileOfAThousandDigitsAndItsMoveLeavesAPPile() {
    Parameters huge = game.bind(Map.of("n", "10^1000", "m", 50));
    Answer move = automaton.solve(huge, Question.MOVE);
    assertThat(automaton.solve(huge, Question.OUTCOME).text()).isIn("Alice", "Bob");
    if (move.firstPlayerWins().orElseThrow()) {
      assertLeavesAPPile(move, 50);
    }
    assertThat(new BigInteger(automaton.solve(huge, ThueMorseQuestions.COUNT).text()))
        .isBetween(BigInteger.TEN.pow(1000).divide(BigInteger.valueOf(54)), BigInteger.TEN.pow(1000).divide(BigInteger.valueOf(51)));
  }

  @Test
  void decidesAMillionStoneMoveOnAPileOf10To18WithinTheDefaultHeap() {
    Parameters instance = game.bind(Map.of("n", "10^18", "m", 1_000_000));
    Answer move = automaton.solve(instance, Question.MOVE);
    if (move.firstPlayerWins().orElseThrow()) {
      assertLeavesAPPile(move, 1_000_000);
    } else {
      // A lost pile has no P pile within reach: the last P pile below it is more than m away.
      Parameters window = game.bind(Map.of("n", "10^18", "m", 1_000_000, "from", "999999999999000000"));
      assertThat((List<?>) automaton.solve(window, ThueMorseQuestions.LOSING).fields().get("losing")).isEmpty();
    }
  }

  @Test
  void anOdiousStartIsPlayedByTheRulesAsWritten() {
    // 7 is odious; with m = 1 Alice must take one and leave 6, which is evil and won for Bob: Bob wins.
    assertThat(automaton.solve(game.bind(Map.of("n", 7, "m", 1)), Question.OUTCOME).text()).isEqualTo("Bob");
    assertThat(new ThueMorseSearch().solve(game.bind(Map.of("n", 7, "m", 1)), Question.OUTCOME).text())
        .isEqualTo("Bob");
  }

  @Test
  void badParametersNameTheParameterTheValueAndTheRange() {
    assertThatThrownBy(() -> game.bind(Map.of("n", "-1", "m", 3)))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'n': got '-1'; allowed: an integer from 0 upward, of any size");
    assertThatThrownBy(() -> game.bind(Map.of("n", "ten", "m", 3)))
        .hasMessageStartingWith("parameter 'n': got 'ten'; allowed: an integer from 0 upward");
    assertThatThrownBy(() -> game.bind(Map.of("n", 5, "m", 0)))
        .hasMessage("parameter 'm': got 0; allowed: an integer from 1 to 1000000");
    assertThatThrownBy(() -> game.bind(Map.of("n", 5, "m", 1_000_001)))
        .hasMessage("parameter 'm': got 1000001; allowed: an integer from 1 to 1000000");
    assertThatThrownBy(() -> game.bind(Map.of("n", 5, "m", 3, "from", 9, "to", 4)))
        .hasMessage("parameter 'to': got 4; allowed: at least from = 9");
  }

  @Test
  void classicRefusesWhatItCannotDoAndNamesTheAutomaton() {
    ThueMorseClassicSolver classic = new ThueMorseClassicSolver();
    assertThatThrownBy(() -> classic.checkSupports(game.bind(Map.of("n", 5, "m", 64))))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("m <= 63; got m = 64")
        .hasMessageContaining("automaton");
    assertThatThrownBy(() -> classic.checkSupports(game.bind(Map.of("n", "10^10", "m", 5))))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("n (and to) <= 4000000000; got 10000000000")
        .hasMessageContaining("automaton");
  }

  @Test
  void theSearchRefusesPilesBeyondItsReach() {
    assertThatThrownBy(() -> new ThueMorseSearch().solve(game.bind(Map.of("n", "2^70", "m", 5)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("automaton");
  }

  private void assertLeavesAPPile(Answer move, int m) {
    BigInteger left = (BigInteger) move.fields().get("leaves");
    Parameters exactlyThere = game.bind(Map.of("n", left, "m", m, "from", left, "to", left));
    assertThat(automaton.solve(exactlyThere, ThueMorseQuestions.LOSING).fields().get("losing"))
        .isEqualTo(List.of(left));
  }
}
