package dev.nimber.spark;

import dev.nimber.engine.TierArchive;
import java.util.List;
import java.util.function.LongUnaryOperator;

/** An archive that passes tiers on to another and stops the solve after a number of them, as a killed build. */
final class StoppingArchive implements TierArchive {

  /** Thrown to stop the solve. */
  static final class Stopped extends RuntimeException {
    Stopped() {
      super("stopped", null, false, false);
    }
  }

  private final TierArchive into;
  private final int tiers;
  private final List<Integer> kept;

  StoppingArchive(TierArchive into, int tiers, List<Integer> kept) {
    this.into = into;
    this.tiers = tiers;
    this.kept = kept;
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
    into.keep(tier, positions, recordAt);
    kept.add(tier);
    if (kept.size() == tiers) {
      throw new Stopped();
    }
  }
}
