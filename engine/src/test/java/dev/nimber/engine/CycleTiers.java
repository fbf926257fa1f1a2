package dev.nimber.engine;

import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import java.math.BigInteger;
import java.util.function.LongConsumer;

/**
 * A loopy ranked test and benchmark game: {@code tiers} tiers of {@code size} positions each (size
 * not a multiple of 7). In tier 0 an odd rank moves to the rank below it and an even one has no
 * move. In a higher tier, rank r has two moves within its tier, to r + 1 and to 7r + 3 (both modulo
 * the size, each a bijection of the tier, so every position has exactly one parent by each), and
 * moves to the tier below: to rank r when r is a multiple of 5, to rank r + 1 when it is a multiple
 * of 11. Lines of play repeat, so tiers are decided by retrograde analysis within them, and many
 * positions are draws. It can list its parents, to compare both ways of deciding a loopy tier.
 */
public class CycleTiers implements RankedPositions {

  private final int tiers;
  private final long size;
  private final boolean parents;
  private final long inverseOf7;

  /**
   * The game.
   *
   * @param tiers how many tiers, at least 1
   * @param size positions per tier, at least 1 and not a multiple of 7
   * @param parents whether it lists its parents
   */
  public CycleTiers(int tiers, long size, boolean parents) {
    if (size % 7 == 0) {
      throw new IllegalArgumentException("the size must not be a multiple of 7, got " + size);
    }
    this.tiers = tiers;
    this.size = size;
    this.parents = parents;
    this.inverseOf7 =
        size == 1 ? 0 : BigInteger.valueOf(7).modInverse(BigInteger.valueOf(size)).longValueExact();
  }

  /** All tiers · size positions. */
  public long positions() {
    return tiers * size;
  }

  @Override
  public int tierCount() {
    return tiers;
  }

  @Override
  public long tierSize(int tier) {
    return size;
  }

  @Override
  public int[] childTiers(int tier) {
    return tier == 0 ? new int[0] : new int[] {tier - 1};
  }

  @Override
  public int maxMoves() {
    return 4;
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    if (tier == 0) {
      if (rank % 2 == 1) {
        into.child(0, rank - 1);
      }
      return;
    }
    into.child(tier, (rank + 1) % size);
    into.child(tier, (rank * 7 + 3) % size);
    if (rank % 5 == 0) {
      into.child(tier - 1, rank);
    }
    if (rank % 11 == 0) {
      into.child(tier - 1, (rank + 1) % size);
    }
  }

  @Override
  public boolean listsParents() {
    return parents;
  }

  /** In tier 0, r + 1 when it is odd; above, r − 1 and (r − 3) / 7, modulo the size. */
  @Override
  public void parents(int tier, long rank, LongConsumer into) {
    if (tier == 0) {
      if (rank + 1 < size && (rank + 1) % 2 == 1) {
        into.accept(rank + 1);
      }
      return;
    }
    into.accept(Math.floorMod(rank - 1, size));
    into.accept(Math.floorMod(Math.floorMod(rank - 3, size) * inverseOf7, size));
  }

  @Override
  public TierRank rankOf(Position position) {
    throw new UnsupportedOperationException("numbered only");
  }
}
