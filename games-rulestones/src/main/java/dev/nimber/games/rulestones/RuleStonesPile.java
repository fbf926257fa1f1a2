package dev.nimber.games.rulestones;

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

  /** The most stones drawn: a larger pile has no picture. */
  static final int MOST_DRAWN = 100;

  /**
   * A row of stones; a click on a stone takes it and every stone to its right, when a rule takes
   * that many.
   */
  @Override
  public Optional<Picture> picture() {
    if (stones > MOST_DRAWN) {
      return Optional.empty();
    }
    Map<Long, String> leaving = new HashMap<>();
    for (Move move : moves()) {
      leaving.putIfAbsent(((RuleStonesPile) move.to()).stones(), move.label());
    }
    List<Picture.Token> tokens = new ArrayList<>();
    for (long at = 0; at < stones; at++) {
      tokens.add(
          new Picture.Token(
              Picture.Piece.of(Picture.Shape.DISC, Picture.Tint.NEUTRAL),
              Optional.ofNullable(leaving.get(at))));
    }
    return Optional.of(
        new Picture.Rows(List.of(new Picture.Row(stones + " left", tokens, List.of()))));
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
