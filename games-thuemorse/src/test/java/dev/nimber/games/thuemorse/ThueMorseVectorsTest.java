package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
  private static final GameSolver AUTOMATON = new ThueMorseAutomatonSolver();
  private static final GameSolver CLASSIC = new ThueMorseClassicSolver();
  private static final GameSolver SEARCH = new ThueMorseSearch();

  static List<Row> rows() throws IOException {
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
        ThueMorseVectorsTest.class.getResourceAsStream("/thuemorse-public.tsv")), StandardCharsets.UTF_8))) {
      List<Row> rows = reader.lines().skip(1).filter(line -> !line.isBlank())
          .map(line -> line.split("\t")).map(cells -> new Row(cells[0], cells[1], cells[2])).toList();
      assertThat(rows).hasSizeGreaterThan(50);
      return rows;
    }
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
