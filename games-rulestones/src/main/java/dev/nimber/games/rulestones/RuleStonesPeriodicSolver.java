package dev.nimber.games.rulestones;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The default rule-stones solver: {@link PeriodicSweep}, whose cost does not grow with the pile.
 * Piles and a up to 10^18, b up to 10^5, up to 10^4 rules.
 *
 * <p>{@code period} finds the period λ once every rule applies with Brent's algorithm, then the
 * exact pre-period by comparing each outcome with the one λ later, walking back from where the
 * windows repeat in doubling chunks of at most {@value #MAX_EXAMINED} piles in all (past that the
 * pre-period is reported as an upper bound). {@code losing} examines at most {@value #MAX_EXAMINED}
 * piles after a jump to {@code from}, and stops at the first lost pile past {@code limit}. Each
 * solve's sweep is metered ({@link PeriodicSweep#MAX_WORD_STEPS}). Thread-safe.
 */
public final class RuleStonesPeriodicSolver implements GameSolver {

  /** The most piles the pre-period search or a 'losing' range examines one by one. */
  static final int MAX_EXAMINED = 1 << 24;

  private final RuleStonesGame game;

  /**
   * @param game the game it answers for, whose words it uses
   */
  public RuleStonesPeriodicSolver(RuleStonesGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return "periodic";
  }

  @Override
  public String description() {
    return "jumps each segment of fixed moves once its outcome window cycles (Brent); cost independent of m";
  }

  @Override
  public List<Question> questions() {
    return List.of(
        Question.OUTCOME, Question.MOVE, RuleStonesQuestions.PERIOD, RuleStonesQuestions.LOSING);
  }

  @Override
  public String limits() {
    return "m and a <= 10^18, b <= "
        + RuleStonesGame.MAX_B
        + ", at most "
        + RuleStonesGame.MAX_RULES
        + " rules; stops"
        + " after 2^34 word steps (about 20 s) when the outcomes do not cycle soon enough, as with thousands of"
        + " distinct thresholds and b near 10^5";
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    PeriodicSweep sweep = new PeriodicSweep(RuleStonesGame.rules(parameters));
    long m = parameters.longValue(RuleStonesGame.M);
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(sweep.lost(m) ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      Rule rule = sweep.winningRule(m);
      return rule == null
          ? Answer.noWinningMove()
          : RuleStonesMoves.winningMove(rule, m - rule.b());
    }
    if (question.equals(RuleStonesQuestions.PERIOD)) {
      return period(sweep);
    }
    if (question.equals(RuleStonesQuestions.LOSING)) {
      return losing(
          sweep,
          parameters.longValue(RuleStonesGame.FROM),
          RuleStonesGame.to(parameters),
          parameters.intValue(RuleStonesGame.LIMIT));
    }
    throw new IllegalArgumentException("solver 'periodic' does not answer '" + question + "'");
  }

  private static Answer period(PeriodicSweep sweep) {
    long[] repeating = sweep.periodFromLastThreshold();
    long prePeriod = repeating[0];
    long period = repeating[1];
    boolean exact = true;
    long chunk = Math.max(period, 4096);
    long examined = 0;
    search:
    while (prePeriod > 0) {
      long low = Math.max(0, prePeriod - chunk);
      if (examined + (prePeriod - low) + period > MAX_EXAMINED) {
        exact = false;
        break;
      }
      BitSet lost = sweep.outcomes(low, (int) (prePeriod - low + period));
      for (long pile = prePeriod - 1; pile >= low; pile--) {
        int i = (int) (pile - low);
        if (lost.get(i) != lost.get(i + (int) period)) {
          prePeriod = pile + 1;
          break search;
        }
      }
      examined += prePeriod - low + period;
      prePeriod = low;
      chunk *= 2;
    }
    Optional<BitSet> lostInPeriod =
        period <= MAX_EXAMINED
            ? Optional.of(sweep.outcomes(prePeriod, (int) period))
            : Optional.empty();
    return RuleStonesQuestions.period(prePeriod, exact, period, lostInPeriod);
  }

  private static Answer losing(PeriodicSweep sweep, long from, long to, int limit) {
    List<Long> piles = new ArrayList<>();
    long examinedTo = Math.min(to, from + MAX_EXAMINED - 1);
    BitSet lost = sweep.outcomes(from, (int) (examinedTo - from + 1), limit + 1);
    for (int i = lost.nextSetBit(0); i >= 0; i = lost.nextSetBit(i + 1)) {
      if (piles.size() == limit) {
        return RuleStonesQuestions.losing(piles, false, from + i - 1);
      }
      piles.add(from + i);
    }
    return RuleStonesQuestions.losing(piles, examinedTo == to, examinedTo);
  }
}
