package dev.nimber.engine;

import dev.nimber.engine.tier.TierArchive;
import java.util.function.LongUnaryOperator;

/**
 * An archive that passes everything on to another and stops the solve, as a kill would, just before
 * it keeps one tier more than asked: what tests of interrupted builds use (the database's, the
 * Spark solve's).
 */
public final class StoppingArchive implements TierArchive {

  /** Thrown, with the message {@code killed}, where the solve stops. */
  public static final class Stopped extends RuntimeException {
    Stopped() {
      super("killed", null, false, false);
    }
  }

  private final TierArchive into;
  private int keepsLeft;

  /**
   * An archive that keeps {@code stopAfter} tiers into {@code into}, then stops.
   *
   * @param into where tiers go
   * @param stopAfter how many tiers are kept before the solve stops; {@link Integer#MAX_VALUE} for
   *     all
   */
  public StoppingArchive(TierArchive into, int stopAfter) {
    this.into = into;
    this.keepsLeft = stopAfter;
  }

  @Override
  public boolean holds(int tier, long positions) {
    return into.holds(tier, positions);
  }

  @Override
  public void read(int tier, RecordSink sink) {
    into.read(tier, sink);
  }

  @Override
  public void keep(int tier, long positions, LongUnaryOperator recordAt) {
    if (keepsLeft-- == 0) {
      throw new Stopped();
    }
    into.keep(tier, positions, recordAt);
  }

  @Override
  public boolean keepsGrundy() {
    return into.keepsGrundy();
  }

  @Override
  public void keepGrundy(int tier, long positions, LongUnaryOperator grundyAt) {
    into.keepGrundy(tier, positions, grundyAt);
  }

  @Override
  public void readGrundy(int tier, RecordSink sink) {
    into.readGrundy(tier, sink);
  }
}
