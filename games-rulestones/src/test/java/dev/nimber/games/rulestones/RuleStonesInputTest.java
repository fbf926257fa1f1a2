package dev.nimber.games.rulestones;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.io.IOException;
import java.io.StringReader;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rule text in every accepted form, huge instances, and clear refusals. */
class RuleStonesInputTest {

  private final RuleStonesGame game = new RuleStonesGame();

  @Test
  void readsRulesAsTextAsAListOfPairsOrAsMaps() {
    List<Rule> expected = List.of(new Rule(5, 5), new Rule(2, 2), new Rule(10, 3));
    assertThat(RuleStonesGame.rules(game.bind(Map.of("rules", "5:5, 2:2,10:3", "m", 1))))
        .isEqualTo(expected);
    assertThat(
            RuleStonesGame.rules(game.bind(Map.of("rules", List.of("5:5", "2:2", "10:3"), "m", 1))))
        .isEqualTo(expected);
    assertThat(
            RuleStonesGame.rules(
                game.bind(
                    Map.of(
                        "rules",
                        List.of(
                            Map.of("a", 5, "b", 5),
                            Map.of("a", 2, "b", 2),
                            Map.of("a", 10, "b", "3")),
                        "m",
                        1))))
        .isEqualTo(expected);
  }

  @Test
  void badRulesAreNamedByTheirPlace() {
    assertThatThrownBy(() -> game.bind(Map.of("rules", "5:5,2-2", "m", 1)))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage(
            "parameter 'rules[2]': got '2-2'; allowed: a rule written a:b (like 5:3 or 10^18:7) or {a: 5, b: 3}");
    assertThatThrownBy(() -> game.bind(Map.of("rules", "1:2:3", "m", 1)))
        .hasMessage(
            "parameter 'rules[1]': got '1:2:3'; allowed: a rule written a:b (like 5:3 or 10^18:7) or {a: 5, b: 3}");
    assertThatThrownBy(() -> game.bind(Map.of("rules", "1e3:1", "m", 1)))
        .hasMessage(
            "parameter 'rules[1].a': got '1e3'; allowed: an integer from 1 to 1000000000000000000"
                + " (decimal digits, or a power such as 10^18)");
    assertThatThrownBy(() -> game.bind(Map.of("rules", "0:5", "m", 1)))
        .hasMessage(
            "parameter 'rules[1].a': got '0'; allowed: an integer from 1 to 1000000000000000000");
    assertThatThrownBy(() -> game.bind(Map.of("rules", "3:0", "m", 1)))
        .hasMessage("parameter 'rules[1].b': got '0'; allowed: an integer from 1 to 100000");
    assertThatThrownBy(() -> game.bind(Map.of("rules", "3:100001", "m", 1)))
        .hasMessage("parameter 'rules[1].b': got '100001'; allowed: an integer from 1 to 100000");
    assertThatThrownBy(() -> game.bind(Map.of("rules", Collections.nCopies(10_001, "1:1"), "m", 1)))
        .hasMessageStartingWith("parameter 'rules': got 10001 rules; allowed: at most 10000 rules");
    assertThatThrownBy(() -> game.bind(Map.of("rules", "1:1", "m", -1)))
        .hasMessage("parameter 'm': got -1; allowed: an integer from 0 to 1000000000000000000");
  }

  @Test
  void classicRefusesLargeTakesAndPilesAndNamesThePeriodicSolver() {
    RuleStonesClassicSolver classic = new RuleStonesClassicSolver(game);
    assertThatThrownBy(
            () ->
                classic.checkSupports(
                    game.bind(Map.of("rules", "1:65", "m", 100)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("b <= 64; rule 1:65 has b = 65")
        .hasMessageContaining("periodic");
    assertThatThrownBy(
            () ->
                classic.checkSupports(
                    game.bind(Map.of("rules", "1:1", "m", "10^12")), Question.OUTCOME))
        .hasMessageContaining("m (and to) <= 4000000000")
        .hasMessageContaining("periodic");
  }

  @Test
  void decidesPilesOf10To18WithTenThousandRulesAndTakesUpTo10To5() {
    StringBuilder rules =
        new StringBuilder("1:99991,500000000000000000:100000,999999999999999999:77777");
    for (int i = 4; i <= 10_000; i++) {
      rules.append(',').append(1 + (i * 31) % 97).append(':').append(1 + (i * 7919) % 64);
    }
    Answer answer =
        new RuleStonesPeriodicSolver(game)
            .solve(game.bind(Map.of("rules", rules.toString(), "m", "10^18")), Question.MOVE);
    assertThat(answer.firstPlayerWins()).isPresent();
  }

  @Test
  void theSubtractionGameOneTwoThreeHasPeriodFourLosingOnMultiplesOfFour() {
    Answer period =
        new RuleStonesPeriodicSolver(game)
            .solve(game.bind(Map.of("rules", "1:1,2:2,3:3", "m", 0)), RuleStonesQuestions.PERIOD);
    assertThat(period.text())
        .isEqualTo("pre-period 0, period 4; lost when m ≡ 0 (mod 4) for m >= 0");
  }

  @Test
  void judgeReadsRepeatedInstancesAndNamesTheLineOfAMistake() throws IOException {
    JudgeInput input = JudgeInput.of((new StringReader("2 7\n1 1\n3 3\n\n1 9\n5\n")));
    RuleStonesJudgeFormat format = new RuleStonesJudgeFormat();
    assertThat(format.read(input).orElseThrow()).containsEntry("rules", List.of("1:1", "3:3"));
    assertThatThrownBy(() -> format.read(input))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage(
            "line 6: expected a b for rule 1 of 1 of the instance on line 5 (2 integers), got '5'");
  }

  @Test
  void judgeInputThatEndsInsideAnInstanceNamesItsLastLineAndTheInstance() {
    JudgeInput input = JudgeInput.of(new StringReader("1 5\n1 1\n2 5\n1 1\n"));
    RuleStonesJudgeFormat format = new RuleStonesJudgeFormat();
    assertThatThrownBy(
            () -> {
              format.read(input);
              format.read(input);
            })
        .isInstanceOf(InvalidInputException.class)
        .hasMessage(
            "line 4: the input ends after this line, before rule 2 of 2 of the instance on line 3");
  }

  @Test
  void rulesAreReadByTheSameIntegerRuleAsEveryOtherNumber() {
    assertThat(RuleStonesGame.rules(game.bind(Map.of("rules", "10^18:1, 1_000:1, 2^10:3", "m", 1))))
        .containsExactly(
            new Rule(1_000_000_000_000_000_000L, 1), new Rule(1000, 1), new Rule(1024, 3));
    assertThat(
            RuleStonesGame.rules(
                game.bind(Map.of("rules", List.of(Map.of("a", "10^3", "b", "2_0")), "m", 1))))
        .containsExactly(new Rule(1000, 20));
  }

  @Test
  void aSweepWhoseOutcomesDoNotCycleSoonEnoughStopsWithAMessage() {
    PeriodicSweep sweep =
        new PeriodicSweep(List.of(new Rule(1, 1000), new Rule(5000, 999)), 10_000);
    assertThatThrownBy(() -> sweep.lost(1_000_000_000L))
        .isInstanceOf(SolverFailureException.class)
        .hasMessage(
            "solver 'periodic' stopped after 10000 word steps (windows of 16 words): the outcomes of these rules"
                + " do not cycle soon enough for it; fewer distinct thresholds max(a, b), or smaller amounts b, make it"
                + " faster");
  }

  @Test
  void aPeriodLongerThanTheResiduesListedIsStillDescribedExactly() {
    Answer period =
        new RuleStonesPeriodicSolver(game)
            .solve(game.bind(Map.of("rules", "1:100000", "m", 0)), RuleStonesQuestions.PERIOD);
    assertThat(period.text())
        .isEqualTo("pre-period 0, period 200000; lost when m ≡ 0..99999 (mod 200000) for m >= 0");
    assertThat(period.details()).containsEntry("losingResidueCount", 100_000L);
    assertThat((List<?>) period.details().get("losingResidues")).hasSize(100_000);

    // Take 1 or 300: lost on the 150 even residues below 300 of period 301; the text shows 100 and
    // counts the rest.
    Answer many =
        new RuleStonesPeriodicSolver(game)
            .solve(game.bind(Map.of("rules", "1:1,1:300", "m", 0)), RuleStonesQuestions.PERIOD);
    assertThat(many.text())
        .startsWith("pre-period 0, period 301; lost when m ≡ 0, 2, 4, ")
        .endsWith(", 196, 198, … (50 more residues) (mod 301) for m >= 0");
    assertThat(many.details()).containsEntry("losingResidueCount", 150L);
  }
}
