package dev.nimber.games.thuemorse;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The piles of the Thue–Morse game, for piles below 2^62: larger ones are far beyond any search
 * anyway.
 */
final class ThueMorsePositions implements Positions {

  /** The most bits a pile of a {@link ThueMorsePile} has. */
  static final int MAX_PILE_BITS = 62;

  private final ThueMorseGame game;

  ThueMorsePositions(ThueMorseGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    BigInteger n = instance.get(ThueMorseGame.N);
    if (n.bitLength() > MAX_PILE_BITS) {
      throw new UnsupportedInstanceException(
          "a pile is a position only below 2^62, and n = "
              + n
              + " is not; the automaton solver answers any n");
    }
    return ThueMorsePile.start(n.longValueExact(), instance.intValue(ThueMorseGame.M));
  }

  /** A search visits every pile from n down to 0. */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return Optional.of(instance.get(ThueMorseGame.N).add(BigInteger.ONE));
  }

  /** A pile not yet decided is the start of the instance with that pile and the same m. */
  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof ThueMorsePile pile) || pile.verdict().isPresent()) {
      return Optional.empty();
    }
    return Optional.of(
        Parameters.builder(game)
            .set(ThueMorseGame.N, BigInteger.valueOf(pile.stones()))
            .set(ThueMorseGame.M, BigInteger.valueOf(pile.maxTake()))
            .build());
  }
}
