package dev.nimber.games.rulestones;

import dev.nimber.api.Answer;
import java.util.LinkedHashMap;
import java.util.Map;

/** How every rule-stones solver words a move. */
final class RuleStonesMoves {

  private RuleStonesMoves() {}

  static String label(Rule rule, long left) {
    return "take "
        + rule.b()
        + (rule.b() == 1 ? " stone" : " stones")
        + " by rule "
        + rule
        + ", leaving "
        + left;
  }

  /** The winning move answer: use {@code rule}, leaving {@code left} stones. */
  static Answer winningMove(Rule rule, long left) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("rule", rule.toString());
    details.put("take", rule.b());
    details.put("leaves", left);
    return Answer.winningMove(label(rule, left), details);
  }
}
