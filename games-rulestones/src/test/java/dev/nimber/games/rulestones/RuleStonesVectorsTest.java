package dev.nimber.games.rulestones;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import dev.nimber.testkit.CheckedVectors;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of the shared checked answers, by every solver that can handle it. */
class RuleStonesVectorsTest {

  record Row(String rules, String m, String result) {
    @Override
    public String toString() {
      return (rules.length() > 40 ? rules.substring(0, 40) + "…" : rules)
          + " m="
          + m
          + " -> "
          + result;
    }
  }

  private static final RuleStonesGame GAME = new RuleStonesGame();

  static List<Row> rows() {
    List<Row> rows =
        CheckedVectors.rows("/rulestones-public.tsv", 3).stream()
            .map(cells -> new Row(cells.get(0), cells.get(1), cells.get(2)))
            .toList();
    assertThat(rows).hasSizeGreaterThan(35);
    return rows;
  }

  @ParameterizedTest
  @MethodSource("rows")
  void periodicMatchesTheCheckedAnswer(Row row) {
    assertThat(new RuleStonesPeriodicSolver(GAME).solve(instance(row), Question.OUTCOME).text())
        .isEqualTo(row.result());
  }

  @ParameterizedTest
  @MethodSource("rows")
  void classicAndSearchMatchTheCheckedAnswerWithinTheirReach(Row row) {
    Parameters instance = instance(row);
    RuleStonesClassicSolver classic = new RuleStonesClassicSolver(GAME);
    boolean classicCan =
        RuleStonesGame.rules(instance).stream()
                .allMatch(rule -> rule.b() <= RuleStonesClassicSolver.MAX_B)
            && instance.longValue(RuleStonesGame.M) <= RuleStonesClassicSolver.MAX_PILE;
    if (classicCan) {
      assertThat(classic.solve(instance, Question.OUTCOME).text()).isEqualTo(row.result());
    }
    if (instance.longValue(RuleStonesGame.M) <= 200_000) {
      assertThat(SearchSolver.forGame(GAME).orElseThrow().solve(instance, Question.OUTCOME).text())
          .isEqualTo(row.result());
    }
  }

  private static Parameters instance(Row row) {
    return GAME.bind(Map.of("rules", row.rules(), "m", row.m()));
  }
}
