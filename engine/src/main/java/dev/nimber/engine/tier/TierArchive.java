package dev.nimber.engine.tier;

import dev.nimber.api.API;
import java.util.function.LongUnaryOperator;

/**
 * Where a {@link TierSolver} finds tiers solved by an earlier run and keeps each tier it solves: a
 * solved database being built, which an interrupted build resumes. Called from the thread that
 * called {@code solve}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface TierArchive {

  /** Keeps nothing and holds nothing. */
  TierArchive NONE =
      new TierArchive() {
        @Override
        public boolean holds(int tier, long positions) {
          return false;
        }

        @Override
        public void read(int tier, RecordSink into) {
          throw new IllegalArgumentException("no tier is archived");
        }

        @Override
        public void keep(int tier, long positions, LongUnaryOperator recordAt) {}
      };

  /** Receives a tier's records in rank order. */
  @FunctionalInterface
  interface RecordSink {

    /**
     * One position's two-byte record.
     *
     * @param rank its rank
     * @param record the outcome's ordinal in the top two bits, the remoteness in the other fourteen
     */
    void accept(long rank, int record);
  }

  /**
   * Whether a tier's records are kept already, complete, so the solver need not value it again.
   *
   * @param tier the tier
   * @param positions how many positions the numbering gives it
   * @return whether {@link #read} gives all of them
   */
  boolean holds(int tier, long positions);

  /**
   * Reads a tier {@linkplain #holds held}, when a tier the solver values needs it.
   *
   * @param tier the tier
   * @param into told every record kept, rank 0 first: at least every {@linkplain
   *     dev.nimber.api.RankedPositions#canonical representative}'s, since the solver reads a
   *     position at its representative
   */
  void read(int tier, RecordSink into);

  /**
   * Keeps a tier just solved. Tiers come in the order they were solved, each after the tiers it
   * needs.
   *
   * @param tier the tier
   * @param positions how many positions it has
   * @param recordAt each rank's record (a rank that is not its own {@linkplain
   *     dev.nimber.api.RankedPositions#canonical representative} gets its representative's), called
   *     in rank order
   */
  void keep(int tier, long positions, LongUnaryOperator recordAt);

  /**
   * Whether this archive keeps Grundy values too ({@link #keepGrundy}, {@link #readGrundy}); by
   * default it does not, and a solver asked for Grundy values refuses it.
   *
   * @return true when it keeps them
   */
  default boolean keepsGrundy() {
    return false;
  }

  /**
   * Keeps the Grundy values of a tier just solved, before {@link #keep} keeps its records; only an
   * archive that {@linkplain #keepsGrundy keeps Grundy values} is called. {@link #holds} then means
   * both are kept.
   *
   * @param tier the tier
   * @param positions how many positions it has
   * @param grundyAt each rank's Grundy value (its representative's), −1 where it is undefined,
   *     called in rank order
   */
  default void keepGrundy(int tier, long positions, LongUnaryOperator grundyAt) {
    throw new UnsupportedOperationException("this archive keeps no Grundy values");
  }

  /**
   * Reads the Grundy values of a tier {@linkplain #holds held}, when a tier the solver values needs
   * them.
   *
   * @param tier the tier
   * @param into told every rank's Grundy value (−1 where undefined) in place of a record, rank 0
   *     first
   */
  default void readGrundy(int tier, RecordSink into) {
    throw new UnsupportedOperationException("this archive keeps no Grundy values");
  }
}
