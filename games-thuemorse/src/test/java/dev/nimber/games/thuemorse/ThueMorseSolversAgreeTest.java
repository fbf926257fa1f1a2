package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The automaton and the classic scan are checked against the generic search, and against each
 * other.
 */
class ThueMorseSolversAgreeTest {

  private final ThueMorseGame game = new ThueMorseGame();
  private final GameSolver automaton = new ThueMorseAutomatonSolver(game);
  private final GameSolver classic = new ThueMorseClassicSolver(game);
  private final GameSolver search = SearchSolver.forGame(game).orElseThrow();

  @Test
  void automatonAgreesWithSearchOnEveryPileUpTo20000ForEveryMUpTo63() {
    for (int m = 1; m <= 63; m++) {
      GameSearch positions = new GameSearch();
      positions.evaluate(ThueMorsePile.start(20_000, m));
      List<BigInteger> searchP = new ArrayList<>();
      for (int n = 0; n <= 20_000; n++) {
        Outcome truth = positions.evaluate(ThueMorsePile.start(n, m)).outcome();
        boolean automatonWins =
            automaton.solve(instance(n, m), Question.OUTCOME).firstPlayerWins().orElseThrow();
        assertThat(automatonWins).as("n = %d, m = %d", n, m).isEqualTo(truth == Outcome.WIN);
        if (truth == Outcome.LOSS && Long.bitCount(n) % 2 == 0) {
          searchP.add(BigInteger.valueOf(n));
        }
      }
      Parameters everything = game.bind(Map.of("n", 20_000, "m", m, "limit", 100_000));
      assertThat(automaton.solve(everything, ThueMorseQuestions.LOSING).details().get("losing"))
          .as("P piles for m = %d", m)
          .isEqualTo(searchP);
      assertThat(classic.solve(everything, ThueMorseQuestions.LOSING).details().get("losing"))
          .as("P piles for m = %d", m)
          .isEqualTo(searchP);
      assertThat(automaton.solve(everything, ThueMorseQuestions.COUNT).text())
          .isEqualTo("" + searchP.size());
      assertThat(classic.solve(everything, ThueMorseQuestions.COUNT).text())
          .isEqualTo("" + searchP.size());
    }
  }

  @Test
  void classicAgreesWithAutomatonOnEveryPileUpTo2000ForEveryMUpTo63() {
    for (int m = 1; m <= 63; m++) {
      for (int n = 0; n <= 2000; n++) {
        Parameters instance = instance(n, m);
        assertThat(classic.solve(instance, Question.OUTCOME))
            .as("n = %d, m = %d", n, m)
            .isEqualTo(automaton.solve(instance, Question.OUTCOME));
        assertThat(classic.solve(instance, Question.MOVE))
            .as("n = %d, m = %d", n, m)
            .isEqualTo(automaton.solve(instance, Question.MOVE));
      }
    }
  }

  @Test
  void searchSolverAgreesWithAutomatonThroughTheSolverInterface() {
    for (int m = 1; m <= 8; m++) {
      for (int n = 0; n <= 300; n++) {
        assertThat(search.solve(instance(n, m), Question.OUTCOME).text())
            .as("n = %d, m = %d", n, m)
            .isEqualTo(automaton.solve(instance(n, m), Question.OUTCOME).text());
      }
    }
  }

  @Test
  void theWinningMoveLeavesAPileTheSearchProvesLost() {
    for (int m = 1; m <= 20; m++) {
      GameSearch positions = new GameSearch();
      for (int n = 0; n <= 2000; n++) {
        Answer move = automaton.solve(instance(n, m), Question.MOVE);
        Outcome truth = positions.evaluate(ThueMorsePile.start(n, m)).outcome();
        if (truth == Outcome.LOSS) {
          assertThat(move.text()).isEqualTo("none");
          continue;
        }
        long take = (Long) move.details().get("take");
        long left = n - take;
        assertThat(take).isBetween(1L, (long) m);
        ThueMorsePile after = new ThueMorsePile(left, m, Long.bitCount(left) % 2 == 1);
        assertThat(positions.evaluate(after).outcome())
            .as("n = %d, m = %d, take %d", n, m, take)
            .isEqualTo(Outcome.LOSS);
        assertThat(move.details().get("leaves")).isEqualTo(BigInteger.valueOf(left));
      }
    }
  }

  @Test
  void automatonAgreesWithClassicOnRandomPilesUpToTenMillion() {
    Random random = new Random(701);
    for (int i = 0; i < 60; i++) {
      int n = random.nextInt(10_000_001);
      int m = 1 + random.nextInt(63);
      Parameters instance = instance(n, m);
      for (Question question : List.of(Question.OUTCOME, Question.MOVE, ThueMorseQuestions.COUNT)) {
        assertThat(automaton.solve(instance, question))
            .as("%s n = %d, m = %d", question, n, m)
            .isEqualTo(classic.solve(instance, question));
      }
    }
  }

  @Test
  void losingRangesAgreeWithClassicAndRespectTheLimit() {
    Random random = new Random(11);
    for (int i = 0; i < 200; i++) {
      int m = 1 + random.nextInt(63);
      int from = random.nextInt(100_000);
      int to = from + random.nextInt(5_000);
      int limit = 1 + random.nextInt(80);
      Parameters instance =
          game.bind(Map.of("n", to, "m", m, "from", from, "to", to, "limit", limit));
      assertThat(automaton.solve(instance, ThueMorseQuestions.LOSING))
          .as("m=%d [%d, %d] limit %d", m, from, to, limit)
          .isEqualTo(classic.solve(instance, ThueMorseQuestions.LOSING));
    }
  }

  @Test
  void cachedAndStreamingAutomataAgreeOnHugePiles() {
    Random random = new Random(5);
    ThueMorseAutomatonSolver solver = new ThueMorseAutomatonSolver(game);
    for (int i = 0; i < 200; i++) {
      int m = 1 + random.nextInt(200);
      BigInteger n = new BigInteger(1 + random.nextInt(400), random);
      assertThat(solver.stateAt(m, n))
          .as("n = %s, m = %d", n, m)
          .isEqualTo(ThueMorseAutomaton.streamingStateAt(m, n));
    }
  }

  @Test
  void cachedAndStreamingAutomataAgreeOnPilesOfAboutSixtyFourBits() {
    Random random = new Random(64);
    ThueMorseAutomatonSolver solver = new ThueMorseAutomatonSolver(game);
    for (int bits = 60; bits <= 66; bits++) {
      for (BigInteger n :
          List.of(
              BigInteger.ONE.shiftLeft(bits - 1),
              BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE),
              new BigInteger(bits, random).setBit(bits - 1))) {
        int m = 1 + random.nextInt(60);
        assertThat(solver.stateAt(m, n))
            .as("n = %s, m = %d", n, m)
            .isEqualTo(ThueMorseAutomaton.streamingStateAt(m, n));
      }
    }
  }

  @Test
  void countAgreesWithTheListOfLosingPilesOnLargePiles() {
    Random random = new Random(17);
    for (int i = 0; i < 40; i++) {
      int m = 1 + random.nextInt(50);
      BigInteger n = new BigInteger(70, random);
      // P piles in [0, n] − P piles in [0, n − k] = the P piles listed in (n − k, n].
      BigInteger k = BigInteger.valueOf(1 + random.nextInt(3000));
      BigInteger below =
          new BigInteger(
              automaton.solve(instance(n.subtract(k), m), ThueMorseQuestions.COUNT).text());
      BigInteger all =
          new BigInteger(automaton.solve(instance(n, m), ThueMorseQuestions.COUNT).text());
      Parameters range =
          game.bind(
              Map.of("n", n, "m", m, "from", n.subtract(k).add(BigInteger.ONE), "limit", 100_000));
      List<?> listed =
          (List<?>) automaton.solve(range, ThueMorseQuestions.LOSING).details().get("losing");
      assertThat(all.subtract(below))
          .as("n = %s, m = %d, k = %s", n, m, k)
          .isEqualTo(BigInteger.valueOf(listed.size()));
    }
  }

  private Parameters instance(Object n, int m) {
    return game.bind(Map.of("n", n.toString(), "m", m));
  }
}
