package dev.nimber.games.staircase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Parameters;
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
class StaircaseVectorsTest {

  record Row(String n, String m, String count) {
    @Override
    public String toString() {
      return "n=" + n + " m=" + m + " -> " + count;
    }
  }

  private static final StaircaseGame GAME = new StaircaseGame();

  static List<Row> rows() throws IOException {
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
        StaircaseVectorsTest.class.getResourceAsStream("/staircase-public.tsv")), StandardCharsets.UTF_8))) {
      List<Row> rows = reader.lines().skip(1).filter(line -> !line.isBlank())
          .map(line -> line.split("\t")).map(cells -> new Row(cells[0], cells[1], cells[2])).toList();
      assertThat(rows).hasSizeGreaterThan(40);
      return rows;
    }
  }

  @ParameterizedTest
  @MethodSource("rows")
  void digitsMatchesTheCheckedAnswer(Row row) {
    assertThat(new StaircaseDigitsSolver().solve(instance(row), StaircaseQuestions.COUNT).text())
        .isEqualTo(row.count());
  }

  @ParameterizedTest
  @MethodSource("rows")
  void classicAndSearchMatchTheCheckedAnswerWithinTheirReach(Row row) {
    Parameters instance = instance(row);
    if (Integer.parseInt(row.m()) <= StaircaseClassicSolver.MAX_COINS) {
      assertThat(new StaircaseClassicSolver().solve(instance, StaircaseQuestions.COUNT).text()).isEqualTo(row.count());
    }
    if (new BigInteger(row.n()).compareTo(BigInteger.valueOf(16)) <= 0) {
      assertThat(new StaircaseSearch().solve(instance, StaircaseQuestions.COUNT).text()).isEqualTo(row.count());
    }
  }

  private static Parameters instance(Row row) {
    return GAME.bind(Map.of("n", row.n(), "m", row.m()));
  }
}
