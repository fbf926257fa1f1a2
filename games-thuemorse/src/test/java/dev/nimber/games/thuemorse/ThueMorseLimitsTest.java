package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.SearchSolver;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Huge inputs work, and bad ones are refused with messages that name the parameter. */
class ThueMorseLimitsTest {

  private final ThueMorseGame game = new ThueMorseGame();
  private final ThueMorseAutomatonSolver automaton = new ThueMorseAutomatonSolver(game);

  /**
   * The answers for 10^1000 were computed by this solver; each is checked here by a second route:
   * the state from the cached levels against the streaming composition, the move by the pile it
   * leaves being P, and the count by its step at n (a won pile adds nothing).
   */
  @Test
  void decidesAPileOfAThousandDigitsExactly() {
    BigInteger n = BigInteger.TEN.pow(1000);
    Parameters huge = game.bind(Map.of("n", "10^1000", "m", 50));

    assertThat(automaton.solve(huge, Question.OUTCOME).text()).isEqualTo("Alice");
    Answer move = automaton.solve(huge, Question.MOVE);
    assertThat(move.details())
        .containsEntry("take", 1L)
        .containsEntry("leaves", n.subtract(BigInteger.ONE));
    assertLeavesAPPile(move, 50);
    BigInteger count = new BigInteger(automaton.solve(huge, ThueMorseQuestions.COUNT).text());
    assertThat(count)
        .isEqualTo(n.multiply(BigInteger.valueOf(159)).shiftRight(13).add(BigInteger.ONE));
    Parameters oneLess = game.bind(Map.of("n", n.subtract(BigInteger.ONE), "m", 50));
    assertThat(new BigInteger(automaton.solve(oneLess, ThueMorseQuestions.COUNT).text()))
        .isEqualTo(count);
    assertThat(automaton.stateAt(50, n)).isEqualTo(ThueMorseAutomaton.streamingStateAt(50, n));
  }

  @Test
  void decidesAMillionStoneMoveOnAPileOf10To18WithinTheDefaultHeap() {
    BigInteger n = BigInteger.TEN.pow(18);
    Parameters instance = game.bind(Map.of("n", "10^18", "m", 1_000_000));
    Answer move = automaton.solve(instance, Question.MOVE);
    assertThat(move.text()).isEqualTo("take 627968 stones, leaving 999999999999372032");
    assertLeavesAPPile(move, 1_000_000);
    // The only P pile in reach: the window below n holds no other.
    Parameters window =
        game.bind(Map.of("n", "10^18", "m", 1_000_000, "from", "999999999999000000"));
    assertThat(automaton.solve(window, ThueMorseQuestions.LOSING).details().get("losing"))
        .isEqualTo(List.of(new BigInteger("999999999999372032")));
    assertThat(automaton.stateAt(1_000_000, n))
        .isEqualTo(ThueMorseAutomaton.streamingStateAt(1_000_000, n));
  }

  @Test
  void refusesWorkBeyondItsLimitBeforeStarting() {
    assertThatThrownBy(
            () ->
                automaton.checkSupports(
                    game.bind(Map.of("n", "2^1000000", "m", 1_000_000)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "solver 'automaton' takes (m + 2)·bits(n) steps, at most 2^32; m = 1000000 and a pile of 1000001"
                + " bits need 1000003000002. Use a smaller m or n");
    assertThatThrownBy(
            () ->
                automaton.solve(
                    game.bind(Map.of("n", "2^100000", "m", 100)), ThueMorseQuestions.COUNT))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageStartingWith("solver 'automaton' counts with (m + 2)·b·(64 + b/64) steps");
  }

  @Test
  void anOdiousStartIsPlayedByTheRulesAsWritten() {
    // 7 is odious; with m = 1 Alice must take one and leave 6, which is evil and won for Bob: Bob
    // wins.
    assertThat(automaton.solve(game.bind(Map.of("n", 7, "m", 1)), Question.OUTCOME).text())
        .isEqualTo("Bob");
    assertThat(
            SearchSolver.forGame(game)
                .orElseThrow()
                .solve(game.bind(Map.of("n", 7, "m", 1)), Question.OUTCOME)
                .text())
        .isEqualTo("Bob");
  }

  @Test
  void badParametersNameTheParameterTheValueAndTheRange() {
    assertThatThrownBy(() -> game.bind(Map.of("n", "-1", "m", 3)))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'n': got '-1'; allowed: an integer from 0 upward");
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
    ThueMorseClassicSolver classic = new ThueMorseClassicSolver(game);
    assertThatThrownBy(
            () -> classic.checkSupports(game.bind(Map.of("n", 5, "m", 64)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("m <= 63; got m = 64")
        .hasMessageContaining("automaton");
    assertThatThrownBy(
            () -> classic.checkSupports(game.bind(Map.of("n", "10^10", "m", 5)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("n (and to) <= 4000000000; got 10000000000")
        .hasMessageContaining("automaton");
  }

  @Test
  void theSearchRefusesPilesBeyondItsReach() {
    SearchSolver search = SearchSolver.forGame(game).orElseThrow();
    assertThatThrownBy(() -> search.solve(game.bind(Map.of("n", "2^70", "m", 5)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "a pile is a position only below 2^62, and n = 1180591620717411303424 is not; the automaton"
                + " solver answers any n");
    long budget = search.options().memoBudget();
    assertThatThrownBy(
            () -> search.checkSupports(game.bind(Map.of("n", budget, "m", 3)), Question.REMOTENESS))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "the search would visit at least "
                + (budget + 1)
                + " positions to answer 'remoteness' from this"
                + " instance, and its budget is "
                + budget
                + " positions");
  }

  @Test
  void aLongSolveStopsSoonAfterItsThreadIsInterrupted() throws InterruptedException {
    for (GameSolver solver : List.of(new ThueMorseClassicSolver(game), automaton)) {
      Parameters slow =
          solver instanceof ThueMorseClassicSolver
              ? game.bind(Map.of("n", "4_000_000_000", "m", 3))
              : game.bind(Map.of("n", "10^1000", "m", 999_999));
      AtomicReference<Throwable> failure = new AtomicReference<>();
      Thread thread =
          new Thread(
              () -> {
                try {
                  solver.solve(slow, Question.OUTCOME);
                } catch (RuntimeException stopped) {
                  failure.set(stopped);
                }
              });
      thread.start();
      Thread.sleep(200);
      thread.interrupt();
      thread.join(5_000);
      assertThat(thread.isAlive()).as(solver.name() + " still runs").isFalse();
      assertThat(failure.get())
          .as(solver.name())
          .isInstanceOf(SolverFailureException.class)
          .hasMessage("the solver was interrupted (timed out or cancelled)");
    }
  }

  private void assertLeavesAPPile(Answer move, int m) {
    BigInteger left = (BigInteger) move.details().get("leaves");
    Parameters exactlyThere = game.bind(Map.of("n", left, "m", m, "from", left, "to", left));
    assertThat(automaton.solve(exactlyThere, ThueMorseQuestions.LOSING).details().get("losing"))
        .isEqualTo(List.of(left));
  }
}
