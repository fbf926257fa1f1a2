package dev.nimber.games.rulestones;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The original algorithm: rules sorted by threshold, one sweep over the piles 0..m keeping the last
 * 64 outcomes as the bits of one 64-bit word and the enabled moves as a mask; a pile is won when
 * the two share a bit. O(m + rules · log rules) time; b <= 64 so that both fit in a word. The
 * baseline the periodic solver is measured against.
 */
public final class RuleStonesClassicSolver implements GameSolver {

  /** The largest b: the window of the last b outcomes is one 64-bit word. */
  static final long MAX_B = 64;

  /** The largest pile: a sweep over 4·10^9 piles takes several seconds. */
  static final long MAX_PILE = 4_000_000_000L;

  private final RuleStonesGame game;

  /**
   * @param game the game it answers for, whose words it uses
   */
  public RuleStonesClassicSolver(RuleStonesGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return "classic";
  }

  @Override
  public String description() {
    return "the original algorithm: one sweep over 0..m with the last 64 outcomes in a 64-bit word; O(m)";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE, RuleStonesQuestions.LOSING);
  }

  @Override
  public String limits() {
    return "b <= " + MAX_B + ", m <= " + MAX_PILE + " (and to <= " + MAX_PILE + " for 'losing')";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    for (Rule rule : RuleStonesGame.rules(parameters)) {
      if (rule.b() > MAX_B) {
        throw new UnsupportedInstanceException(
            "solver 'classic' keeps the last 64 outcomes in one 64-bit word, so b <= "
                + MAX_B
                + "; rule "
                + rule
                + " has b = "
                + rule.b()
                + ". The periodic solver handles b up to "
                + RuleStonesGame.MAX_B);
      }
    }
    long last =
        question.equals(RuleStonesQuestions.LOSING)
            ? Math.max(parameters.longValue(RuleStonesGame.M), RuleStonesGame.to(parameters))
            : parameters.longValue(RuleStonesGame.M);
    if (last > MAX_PILE) {
      throw new UnsupportedInstanceException(
          "solver 'classic' sweeps every pile up to m, so m (and to) <= "
              + MAX_PILE
              + "; got "
              + last
              + ". The periodic solver handles m up to 10^18");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    List<Rule> rules = new ArrayList<>(RuleStonesGame.rules(parameters));
    rules.sort(Comparator.comparingLong(Rule::threshold));
    long m = parameters.longValue(RuleStonesGame.M);
    if (question.equals(Question.OUTCOME) || question.equals(Question.MOVE)) {
      Sweep sweep = new Sweep(rules);
      sweep.runTo(m);
      long hits = sweep.window & sweep.enabled;
      if (question.equals(Question.OUTCOME)) {
        return Answer.outcome(hits == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
      }
      if (hits == 0) {
        return Answer.noWinningMove();
      }
      long take = Long.numberOfTrailingZeros(hits) + 1;
      Rule rule =
          rules.stream()
              .filter(r -> r.b() == take && r.threshold() <= m)
              .min(Comparator.comparingLong(Rule::a))
              .orElseThrow();
      return RuleStonesMoves.winningMove(rule, m - take);
    }
    if (question.equals(RuleStonesQuestions.LOSING)) {
      long from = parameters.longValue(RuleStonesGame.FROM);
      long to = RuleStonesGame.to(parameters);
      int limit = parameters.intValue(RuleStonesGame.LIMIT);
      Sweep sweep = new Sweep(rules);
      List<Long> piles = new ArrayList<>();
      for (long pile = 0; pile <= to; pile++) {
        sweep.runTo(pile);
        if (pile >= from && (sweep.window & sweep.enabled) == 0) {
          if (piles.size() == limit) {
            return RuleStonesQuestions.losing(piles, false, pile - 1);
          }
          piles.add(pile);
        }
      }
      return RuleStonesQuestions.losing(piles, true, to);
    }
    throw new IllegalArgumentException("solver 'classic' does not answer '" + question + "'");
  }

  /**
   * The sweep's state: at pile {@code pile}, the outcomes of the 64 piles below and the moves
   * enabled.
   */
  private static final class Sweep {
    private final List<Rule> rules;
    private int nextRule;
    long pile;
    long window; // bit j: pile (pile − 1 − j) is lost
    long enabled; // bit b − 1: taking b is allowed at this pile

    Sweep(List<Rule> rules) {
      this.rules = rules;
      enable();
    }

    /** Moves on to pile {@code target} (not below the current one). */
    void runTo(long target) {
      while (pile < target) {
        if ((pile & 0xFFFFFF) == 0) {
          // A long sweep stops when a batch's timeout interrupts it.
          SolverFailureException.throwIfInterrupted();
        }
        boolean lost = (window & enabled) == 0;
        window = (window << 1) | (lost ? 1 : 0);
        pile++;
        enable();
      }
    }

    private void enable() {
      while (nextRule < rules.size() && rules.get(nextRule).threshold() <= pile) {
        enabled |= 1L << (rules.get(nextRule).b() - 1);
        nextRule++;
      }
    }
  }
}
