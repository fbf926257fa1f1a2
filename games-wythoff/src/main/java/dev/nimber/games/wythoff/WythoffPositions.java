package dev.nimber.games.wythoff;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Optional;

/** The positions of Wythoff's game, for heaps of at most {@value #MAX_HEAP} counters. */
final class WythoffPositions implements Positions {

  /** The largest heap of a position, so that its moves fit a list. */
  static final long MAX_HEAP = 100_000_000L;

  private final WythoffGame game;

  WythoffPositions(WythoffGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    Heaps heaps = Heaps.of(instance);
    if (heaps.large() > MAX_HEAP) {
      throw new UnsupportedInstanceException(
          "a position has heaps of at most "
              + MAX_HEAP
              + " counters, and this one has "
              + heaps.large()
              + "; the "
              + GoldenSolver.NAME
              + " solver answers heaps up to 10^18");
    }
    return new WythoffPosition(heaps);
  }

  /**
   * Every pair of heaps at most the start's, the smaller first, can be reached: (small + 1) ×
   * (large + 1) − small × (small + 1) / 2 positions.
   */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    Heaps heaps = Heaps.of(instance);
    BigInteger small = BigInteger.valueOf(heaps.small());
    BigInteger large = BigInteger.valueOf(heaps.large());
    return Optional.of(
        small
            .add(BigInteger.ONE)
            .multiply(large.add(BigInteger.ONE))
            .subtract(small.multiply(small.add(BigInteger.ONE)).shiftRight(1)));
  }

  /** Every position is the start of the instance with its heaps. */
  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof WythoffPosition at)) {
      return Optional.empty();
    }
    return Optional.of(game.instance(at.heaps().small(), at.heaps().large()));
  }
}
