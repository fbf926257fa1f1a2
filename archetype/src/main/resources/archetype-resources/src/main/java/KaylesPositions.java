package ${package};

import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Optional;

/** The positions of Kayles, for instances of at most 10^9 pins in all. */
final class KaylesPositions implements Positions {

  private final KaylesGame game;

  KaylesPositions(KaylesGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    BigInteger pins = instance.get(KaylesGame.ROWS).stream().reduce(BigInteger.ZERO, BigInteger::add);
    if (pins.compareTo(BigInteger.valueOf(KaylesRows.MAX_PINS)) > 0) {
      throw new UnsupportedInstanceException("a position holds at most " + KaylesRows.MAX_PINS + " pins in all, and"
          + " these rows hold " + pins + "; the " + KaylesSolver.NAME + " solver answers any rows");
    }
    return new KaylesRows(KaylesSolver.longs(instance.get(KaylesGame.ROWS)));
  }

  /** A row of n pins reaches a row of every length below n. */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return instance.get(KaylesGame.ROWS).stream().max(BigInteger::compareTo).map(BigInteger.ONE::add);
  }

  /** Rows are numbered by their lengths, so the engine values them in an array (see {@link KaylesRowLengths}). */
  @Override
  public Optional<NumberedComponents> numberedComponents() {
    return Optional.of(new KaylesRowLengths());
  }

  /** Every position is the start of the instance with its rows (while they are few enough to be one). */
  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof KaylesRows rows) || rows.rows().size() > KaylesGame.MAX_ROWS) {
      return Optional.empty();
    }
    return Optional.of(game.instance(rows.rows().stream().map(BigInteger::valueOf).toList()));
  }
}
