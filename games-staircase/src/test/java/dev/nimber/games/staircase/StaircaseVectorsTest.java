package dev.nimber.games.staircase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Parameters;
import dev.nimber.testkit.CheckedVectors;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of the shared checked answers, by every solver that can handle it. */
class StaircaseVectorsTest {

  record Row(String n, String m, String count) {
    @Override
    public String toString() {
      return "n=" + n + " m=" + m + " -> " + count;
    }
  }

  private static final StaircaseGame GAME = new StaircaseGame();

  static List<Row> rows() {
    List<Row> rows =
        CheckedVectors.rows("/staircase-public.tsv", 3).stream()
            .map(cells -> new Row(cells.get(0), cells.get(1), cells.get(2)))
            .toList();
    assertThat(rows).hasSizeGreaterThan(40);
    return rows;
  }

  @ParameterizedTest
  @MethodSource("rows")
  void digitsMatchesTheCheckedAnswer(Row row) {
    assertThat(
            new StaircaseDigitsSolver(GAME).solve(instance(row), StaircaseQuestions.COUNT).text())
        .isEqualTo(row.count());
  }

  @ParameterizedTest
  @MethodSource("rows")
  void classicAndSearchMatchTheCheckedAnswerWithinTheirReach(Row row) {
    Parameters instance = instance(row);
    if (Integer.parseInt(row.m()) <= StaircaseClassicSolver.MAX_COINS) {
      assertThat(new StaircaseClassicSolver(GAME).solve(instance, StaircaseQuestions.COUNT).text())
          .isEqualTo(row.count());
    }
    if (new BigInteger(row.n()).compareTo(BigInteger.valueOf(16)) <= 0) {
      assertThat(new StaircaseEnumerateSolver().solve(instance, StaircaseQuestions.COUNT).text())
          .isEqualTo(row.count());
    }
  }

  private static Parameters instance(Row row) {
    return GAME.bind(Map.of("n", row.n(), "m", row.m()));
  }
}
