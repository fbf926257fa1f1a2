package dev.nimber.games.chomp;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The positions of chomp: diagrams inside a bar of at most {@value ChompPosition#MAX_SIDE} rows and
 * columns, numbered for the engine's retrograde analysis when rows + columns is at most {@value
 * ChompRanking#MAX_SPAN}. The bar is the rules, so every diagram inside it is answered from one
 * solve of the bar.
 */
final class ChompPositions implements Positions {

  private final ChompGame game;

  ChompPositions(ChompGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    return game.position(instance)
        .orElseThrow(
            () ->
                new UnsupportedInstanceException(
                    "a position's bar has at most "
                        + ChompPosition.MAX_SIDE
                        + " rows and columns, and this one is "
                        + instance.longValue(ChompGame.HEIGHT)
                        + " × "
                        + instance.longValue(ChompGame.WIDTH)
                        + "; the "
                        + TheorySolver.NAME
                        + " solver answers rectangles, one or two rows or columns and hooks of any"
                        + " size"));
  }

  /** The whole bar, from which every diagram inside it is reached. */
  @Override
  public Optional<Position> rulesetStart(Parameters instance) {
    return game.position(game.bar(instance)).map(Position.class::cast);
  }

  /**
   * A bar reaches every diagram inside it, C(rows + columns, rows) − 1 of them (the empty one is
   * never reached); from a diagram given by its rows, none is claimed.
   */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    if (instance.find(ChompGame.ROWS).isPresent()) {
      return Optional.empty();
    }
    long rows = instance.longValue(ChompGame.HEIGHT);
    long columns = instance.longValue(ChompGame.WIDTH);
    long fewer = Math.min(rows, columns);
    if (fewer > 64) {
      // C(n, k) >= 2^k when n >= 2k: far beyond any budget.
      return Optional.of(BigInteger.ONE.shiftLeft(64));
    }
    BigInteger span = BigInteger.valueOf(rows).add(BigInteger.valueOf(columns));
    BigInteger binomial = BigInteger.ONE;
    for (int i = 0; i < fewer; i++) {
      binomial =
          binomial.multiply(span.subtract(BigInteger.valueOf(i))).divide(BigInteger.valueOf(i + 1));
    }
    return Optional.of(binomial.subtract(BigInteger.ONE));
  }

  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof ChompPosition at)) {
      return Optional.empty();
    }
    return at.diagram()
        .rows(ChompPosition.MAX_SIDE)
        .map(rows -> game.instance(at.width(), at.height(), rows));
  }

  /** The diagrams inside the bar, numbered, when rows + columns is small enough. */
  @Override
  public Optional<RankedPositions> ranked(Parameters instance) {
    long rows = instance.longValue(ChompGame.HEIGHT);
    long columns = instance.longValue(ChompGame.WIDTH);
    if (rows + columns > ChompRanking.MAX_SPAN) {
      return Optional.empty();
    }
    return Optional.of(new ChompRanking((int) rows, (int) columns));
  }
}
