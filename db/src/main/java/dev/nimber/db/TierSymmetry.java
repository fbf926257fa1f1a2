package dev.nimber.db;

import dev.nimber.api.RankedPositions;
import java.util.function.LongPredicate;

/**
 * Where a database keeps a position of a game with symmetries: at its {@linkplain
 * RankedPositions#canonical representative}, the only rank of its symmetry class whose record is
 * stored.
 */
@FunctionalInterface
public interface TierSymmetry {

  /** No symmetries: every rank is stored and read at itself. */
  TierSymmetry NONE = (tier, rank) -> rank;

  /**
   * The rank a position is stored at.
   *
   * @param tier its tier
   * @param rank its rank
   * @return its representative's rank, in the same tier
   */
  long representative(int tier, long rank);

  /**
   * Which ranks of a tier are stored: the representatives.
   *
   * @param tier the tier
   * @return {@link TierFile#EVERY_RANK} without symmetries, else whether a rank is its own
   *     representative
   */
  default LongPredicate stored(int tier) {
    return this == NONE ? TierFile.EVERY_RANK : rank -> representative(tier, rank) == rank;
  }

  /**
   * The symmetries of a numbering: {@link #NONE} when it does not override {@link
   * RankedPositions#canonical}, else its representatives.
   *
   * @param space the numbering
   * @return its symmetry
   */
  static TierSymmetry of(RankedPositions space) {
    try {
      boolean symmetric =
          space.getClass().getMethod("canonical", int.class, long.class).getDeclaringClass()
              != RankedPositions.class;
      return symmetric ? space::canonical : NONE;
    } catch (NoSuchMethodException cannotHappen) {
      throw new IllegalStateException(cannotHappen);
    }
  }
}
