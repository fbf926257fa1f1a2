package dev.nimber.games.rulestones;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import java.math.BigInteger;
import java.util.Optional;

/** The piles of the rule-stones game. */
final class RuleStonesPositions implements Positions {

  private final RuleStonesGame game;

  RuleStonesPositions(RuleStonesGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    return new RuleStonesPile(
        instance.longValue(RuleStonesGame.M), new RuleBook(RuleStonesGame.rules(instance)));
  }

  /**
   * A line of play that always takes the most a rule allows visits m / b + 1 piles for the largest
   * b.
   */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    long largestTake = RuleStonesGame.rules(instance).stream().mapToLong(Rule::b).max().orElse(1);
    return Optional.of(
        instance.get(RuleStonesGame.M).divide(BigInteger.valueOf(largestTake)).add(BigInteger.ONE));
  }

  /** A pile is the start of the instance with its rules and that many stones. */
  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof RuleStonesPile pile)) {
      return Optional.empty();
    }
    return Optional.of(
        Parameters.builder(game)
            .set(RuleStonesGame.RULES, pile.rules().rules())
            .set(RuleStonesGame.M, BigInteger.valueOf(pile.stones()))
            .build());
  }
}
