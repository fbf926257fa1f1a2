package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import dev.nimber.testkit.CheckedVectors;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of the shared checked answers, by every solver that can handle it. */
class ThueMorseVectorsTest {

  record Row(String n, String m, String winner) {
    @Override
    public String toString() {
      return "n=" + n + " m=" + m + " -> " + winner;
    }
  }

  private static final ThueMorseGame GAME = new ThueMorseGame();
  private static final GameSolver AUTOMATON = new ThueMorseAutomatonSolver(GAME);
  private static final GameSolver CLASSIC = new ThueMorseClassicSolver(GAME);
  private static final GameSolver SEARCH = SearchSolver.forGame(GAME).orElseThrow();

  static List<Row> rows() {
    List<Row> rows =
        CheckedVectors.rows("/thuemorse-public.tsv", 3).stream()
            .map(cells -> new Row(cells.get(0), cells.get(1), cells.get(2)))
            .toList();
    assertThat(rows).hasSizeGreaterThan(50);
    return rows;
  }

  @ParameterizedTest
  @MethodSource("rows")
  void automatonMatchesTheCheckedAnswer(Row row) {
    assertThat(AUTOMATON.solve(instance(row), Question.OUTCOME).text()).isEqualTo(row.winner());
  }

  @ParameterizedTest
  @MethodSource("rows")
  void classicAndSearchMatchTheCheckedAnswerWithinTheirReach(Row row) {
    Parameters instance = instance(row);
    BigInteger n = new BigInteger(row.n());
    if (Integer.parseInt(row.m()) <= ThueMorseClassicSolver.MAX_TAKE) {
      assertThat(CLASSIC.solve(instance, Question.OUTCOME).text()).isEqualTo(row.winner());
    }
    if (n.compareTo(BigInteger.valueOf(200_000)) <= 0) {
      assertThat(SEARCH.solve(instance, Question.OUTCOME).text()).isEqualTo(row.winner());
    }
  }

  private static Parameters instance(Row row) {
    return GAME.bind(Map.of("n", row.n(), "m", row.m()));
  }
}
