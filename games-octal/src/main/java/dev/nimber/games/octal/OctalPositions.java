package dev.nimber.games.octal;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Where an instance starts: its heaps, when they are small enough to search; and which instance a
 * position is.
 */
final class OctalPositions implements Positions {

  /**
   * The largest heap a position holds: the engine values every heap below it, with O(n) moves each.
   */
  static final long MAX_HEAP = 100_000;

  private final OctalGame game;

  OctalPositions(OctalGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    List<BigInteger> heaps = instance.get(OctalGame.HEAPS);
    for (BigInteger heap : heaps) {
      if (heap.compareTo(BigInteger.valueOf(MAX_HEAP)) > 0) {
        throw new UnsupportedInstanceException(
            "a heap of "
                + heap
                + " is more than the "
                + MAX_HEAP
                + " tokens a"
                + " position holds (the engine would value every heap below it); the sparse solver answers larger heaps");
      }
    }
    return new OctalPosition(
        instance.get(OctalGame.CODE), heaps.stream().map(BigInteger::longValueExact).toList());
  }

  @Override
  public Optional<Parameters> instanceOf(Position position) {
    OctalPosition heaps = (OctalPosition) position;
    return Optional.of(game.instance(heaps.code(), heaps.heaps()));
  }
}
