package dev.nimber.games.rulestones;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The periodic sweep and the classic sweep are checked against the generic search, and against each
 * other.
 */
class RuleStonesSolversAgreeTest {

  private static final RuleStonesGame GAME = new RuleStonesGame();
  private static final GameSolver PERIODIC = new RuleStonesPeriodicSolver(GAME);
  private static final GameSolver CLASSIC = new RuleStonesClassicSolver(GAME);
  private static final GameSolver SEARCH = SearchSolver.forGame(GAME).orElseThrow();

  @Property(tries = 2000, seed = "2019")
  void everySolverFindsTheSameLostPilesAsTheSearch(
      @ForAll("smallRuleSets") List<Rule> rules, @ForAll @IntRange(min = 0, max = 5000) int m) {
    GameSearch search = new GameSearch();
    RuleBook book = new RuleBook(rules);
    List<Long> lost = new ArrayList<>();
    search.evaluate(new RuleStonesPile(m, book));
    for (long pile = 0; pile <= m; pile++) {
      if (search.evaluate(new RuleStonesPile(pile, book)).outcome() == Outcome.LOSS) {
        lost.add(pile);
      }
    }
    Parameters all = instance(rules, m, Map.of("limit", 100_000));
    assertThat(PERIODIC.solve(all, RuleStonesQuestions.LOSING).details().get("losing"))
        .isEqualTo(lost);
    assertThat(CLASSIC.solve(all, RuleStonesQuestions.LOSING).details().get("losing"))
        .isEqualTo(lost);
    String expected = lost.contains((long) m) ? "Loss" : "Win";
    for (GameSolver solver : List.of(PERIODIC, CLASSIC, SEARCH)) {
      assertThat(solver.solve(all, Question.OUTCOME).text()).as(solver.name()).isEqualTo(expected);
    }
  }

  @Property(tries = 300, seed = "64")
  void theWinningMoveLeavesAPileTheSearchProvesLost(
      @ForAll("smallRuleSets") List<Rule> rules, @ForAll @IntRange(min = 0, max = 3000) int m) {
    Parameters instance = instance(rules, m, Map.of());
    Answer periodic = PERIODIC.solve(instance, Question.MOVE);
    assertThat(CLASSIC.solve(instance, Question.MOVE)).isEqualTo(periodic);
    GameSearch search = new GameSearch();
    boolean won =
        search.evaluate(new RuleStonesPile(m, new RuleBook(rules))).outcome() == Outcome.WIN;
    assertThat(periodic.firstPlayerWins()).hasValue(won);
    if (won) {
      long left = (Long) periodic.details().get("leaves");
      String[] rule = ((String) periodic.details().get("rule")).split(":");
      assertThat(Long.parseLong(rule[1])).isEqualTo(m - left);
      assertThat(Math.max(Long.parseLong(rule[0]), Long.parseLong(rule[1]))).isLessThanOrEqualTo(m);
      assertThat(rules)
          .anySatisfy(r -> assertThat(r.toString()).isEqualTo(periodic.details().get("rule")));
      assertThat(search.evaluate(new RuleStonesPile(left, new RuleBook(rules))).outcome())
          .isEqualTo(Outcome.LOSS);
    }
  }

  @Property(tries = 25, seed = "7")
  void periodicAgreesWithClassicOnLargePilesUnderTheOriginalLimits(
      @ForAll("originalRuleSets") List<Rule> rules,
      @ForAll @LongRange(min = 0, max = 10_000_000) long m) {
    Parameters instance = instance(rules, m, Map.of());
    assertThat(PERIODIC.solve(instance, Question.OUTCOME))
        .isEqualTo(CLASSIC.solve(instance, Question.OUTCOME));
    assertThat(PERIODIC.solve(instance, Question.MOVE))
        .isEqualTo(CLASSIC.solve(instance, Question.MOVE));
  }

  @Property(tries = 300, seed = "12")
  void thePeriodPredictsEveryOutcomeFromThePrePeriodOnAndThePrePeriodIsMinimal(
      @ForAll("smallRuleSets") List<Rule> rules) {
    Answer period = PERIODIC.solve(instance(rules, 0, Map.of()), RuleStonesQuestions.PERIOD);
    long prePeriod = (Long) period.details().get("prePeriod");
    long length = (Long) period.details().get("period");
    assertThat(period.details().get("prePeriodExact")).isEqualTo(true);
    @SuppressWarnings("unchecked")
    List<Long> residues = (List<Long>) period.details().get("losingResidues");
    long end = prePeriod + 3 * length + 200;
    Parameters range = instance(rules, end, Map.of("limit", 100_000));
    @SuppressWarnings("unchecked")
    List<Long> lost =
        (List<Long>) CLASSIC.solve(range, RuleStonesQuestions.LOSING).details().get("losing");
    for (long pile = prePeriod; pile <= end; pile++) {
      assertThat(lost.contains(pile))
          .as("pile %d", pile)
          .isEqualTo(residues.contains(pile % length));
    }
    if (prePeriod > 0) {
      assertThat(lost.contains(prePeriod - 1)).isNotEqualTo(lost.contains(prePeriod - 1 + length));
    }
  }

  @Provide
  Arbitrary<List<Rule>> smallRuleSets() {
    Arbitrary<Rule> rule =
        Combinators.combine(Arbitraries.longs().between(1, 40), Arbitraries.longs().between(1, 12))
            .as(Rule::new);
    return rule.list().ofMinSize(0).ofMaxSize(6);
  }

  @Provide
  Arbitrary<List<Rule>> originalRuleSets() {
    Arbitrary<Rule> rule =
        Combinators.combine(
                Arbitraries.longs().between(1, 5_000_000), Arbitraries.longs().between(1, 64))
            .as(Rule::new);
    return rule.list().ofMinSize(1).ofMaxSize(64);
  }

  static Parameters instance(List<Rule> rules, long m, Map<String, Object> more) {
    Map<String, Object> raw = new java.util.HashMap<>(more);
    raw.put("rules", rules.stream().map(Rule::toString).collect(Collectors.toList()));
    raw.put("m", m);
    return GAME.bind(raw);
  }
}
