package dev.nimber.games.rulestones;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * A pile in the rule-based stone game, as the generic search sees it.
 *
 * @param stones stones left
 * @param rules the rules, shared by every position of one game
 */
record RuleStonesPile(long stones, RuleBook rules) implements Position {

  @Override
  public String render() {
    return stones + (stones == 1 ? " stone" : " stones") + "; rules " + rules;
  }

  /** One move per distinct amount b that some usable rule takes, smallest first. */
  @Override
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    for (Rule rule : rules.usableOn(stones)) {
      moves.add(
          new Move(
              RuleStonesMoves.label(rule, stones - rule.b()),
              new RuleStonesPile(stones - rule.b(), rules)));
    }
    return moves;
  }
}
