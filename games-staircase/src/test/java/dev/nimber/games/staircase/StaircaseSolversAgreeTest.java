package dev.nimber.games.staircase;

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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * digits and classic are checked against the search over coin positions, and against each other.
 */
class StaircaseSolversAgreeTest {

  private final StaircaseGame game = new StaircaseGame();
  private final GameSolver digits = new StaircaseDigitsSolver(game);
  private final GameSolver classic = new StaircaseClassicSolver(game);
  private final GameSolver enumerate = new StaircaseEnumerateSolver();
  private final GameSolver search = SearchSolver.forGame(game).orElseThrow();

  @Test
  void everySolverCountsTheSameForEveryRowUpTo14Cells() {
    for (int n = 0; n <= 14; n++) {
      for (int m = 0; m <= n; m++) {
        Parameters instance = count(n, m, "exact");
        String truth = enumerate.solve(instance, StaircaseQuestions.COUNT).text();
        assertThat(digits.solve(instance, StaircaseQuestions.COUNT).text())
            .as("n=%d m=%d", n, m)
            .isEqualTo(truth);
        Parameters modular = count(n, m, "1000000009");
        assertThat(classic.solve(modular, StaircaseQuestions.COUNT).text())
            .as("n=%d m=%d", n, m)
            .isEqualTo(truth);
        assertThat(digits.solve(modular, StaircaseQuestions.COUNT).text())
            .as("n=%d m=%d", n, m)
            .isEqualTo(truth);
      }
    }
  }

  @Test
  void classicAndDigitsAgreeOnRandomRowsUnderTheOriginalLimits() {
    Random random = new Random(5363);
    for (int i = 0; i < 12; i++) {
      int n = 1 + random.nextInt(150_000);
      int m = random.nextInt(Math.min(n, 50) + 1);
      Parameters instance = count(n, m, "1000000009");
      assertThat(digits.solve(instance, StaircaseQuestions.COUNT))
          .as("n=%d m=%d", n, m)
          .isEqualTo(classic.solve(instance, StaircaseQuestions.COUNT));
    }
  }

  @Test
  void exactCountsReducedByAnyModulusEqualTheModularCounts() {
    Random random = new Random(9);
    for (int i = 0; i < 60; i++) {
      BigInteger n = new BigInteger(1 + random.nextInt(70), random);
      int m =
          n.min(BigInteger.valueOf(40)).intValue() == 0
              ? 0
              : random.nextInt(n.min(BigInteger.valueOf(40)).intValue() + 1);
      BigInteger exact =
          new BigInteger(digits.solve(count(n, m, "exact"), StaircaseQuestions.COUNT).text());
      for (String modulus :
          List.of(
              "2",
              "6",
              "1000000009",
              "1073741824",
              "1073741827",
              "4294967311",
              "18446744073709551629",
              "2147483647",
              "999999937")) {
        assertThat(digits.solve(count(n, m, modulus), StaircaseQuestions.COUNT).text())
            .as("n=%s m=%d mod %s", n, m, modulus)
            .isEqualTo(exact.mod(new BigInteger(modulus)).toString());
      }
      assertThat(exact.signum()).isNotNegative();
    }
  }

  @Test
  void placementOutcomesAndMovesAgreeWithTheSearch() {
    GameSearch positions = new GameSearch();
    for (int n = 1; n <= 10; n++) {
      for (int m = 1; m <= n; m++) {
        for (List<Long> cells : placements(n, m)) {
          Parameters placement =
              game.bind(
                  Map.of(
                      "n",
                      n,
                      "m",
                      m,
                      "coins",
                      cells.stream().map(String::valueOf).collect(Collectors.joining(","))));
          Outcome truth = positions.evaluate(new CoinRow(cells)).outcome();
          assertThat(digits.solve(placement, Question.OUTCOME).firstPlayerWins())
              .as("%s on %d cells", cells, n)
              .hasValue(truth == Outcome.WIN);
          Answer move = digits.solve(placement, Question.MOVE);
          if (truth == Outcome.WIN) {
            long from = ((BigInteger) move.details().get("from")).longValueExact();
            long to = ((BigInteger) move.details().get("to")).longValueExact();
            List<Long> after = new ArrayList<>(cells);
            after.set(after.indexOf(from), to);
            assertThat(new CoinRow(after).equals(new CoinRow(after.stream().sorted().toList())))
                .isTrue();
            assertThat(new CoinRow(cells).moves())
                .anySatisfy(legal -> assertThat(legal.to()).isEqualTo(new CoinRow(after)));
            assertThat(positions.evaluate(new CoinRow(after)).outcome()).isEqualTo(Outcome.LOSS);
          } else {
            assertThat(move.text()).isEqualTo("none");
          }
        }
      }
    }
  }

  @Test
  void theSearchAnswersThePositionQuestionsForAPlacement() {
    Parameters placement = game.bind(Map.of("n", 9, "m", 3, "coins", "2,5,9"));
    assertThat(search.solve(placement, Question.OUTCOME).text())
        .isEqualTo(digits.solve(placement, Question.OUTCOME).text());
  }

  private Parameters count(Object n, int m, String modulus) {
    Map<String, Object> raw = new LinkedHashMap<>();
    raw.put("n", n.toString());
    raw.put("m", m);
    raw.put("modulus", modulus);
    return game.bind(raw);
  }

  private static List<List<Long>> placements(int n, int m) {
    List<List<Long>> all = new ArrayList<>();
    collect(n, m, new ArrayList<>(), 1, all);
    return all;
  }

  private static void collect(int n, int m, List<Long> cells, long next, List<List<Long>> all) {
    if (cells.size() == m) {
      all.add(List.copyOf(cells));
      return;
    }
    for (long cell = next; cell <= n; cell++) {
      cells.add(cell);
      collect(n, m, cells, cell + 1, all);
      cells.remove(cells.size() - 1);
    }
  }
}
