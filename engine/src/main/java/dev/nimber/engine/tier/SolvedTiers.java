package dev.nimber.engine.tier;

import dev.nimber.api.API;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.storage.ValueRecord;
import java.util.Arrays;
import java.util.Objects;

/**
 * What a {@link TierSolver} found: each kept tier's outcome and remoteness per position, and its
 * Grundy values when they were asked for. Looking a position up costs O(1). Safe to read from
 * several threads once returned.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SolvedTiers implements TierValues {

  private final TierColumns[] tiers;
  private final long positionsSolved;
  private final RankedPositions space;

  SolvedTiers(TierColumns[] tiers, long positionsSolved, RankedPositions space) {
    this.tiers = tiers;
    this.positionsSolved = positionsSolved;
    this.space = space;
  }

  /**
   * Whether a tier's results are kept.
   *
   * @param tier a tier of the numbering
   * @return whether {@link #evaluate} answers for its positions
   */
  public boolean holds(int tier) {
    return tier >= 0 && tier < tiers.length && tiers[tier] != null;
  }

  @Override
  public boolean holdsTier(int tier) {
    return holds(tier);
  }

  /**
   * The outcome, remoteness and (when asked for and defined) Grundy value of a position, read at
   * its {@linkplain RankedPositions#canonical representative}.
   *
   * @param tier its tier, one that is {@linkplain #holds held}
   * @param rank its rank in the tier
   * @return its evaluation
   * @throws IllegalArgumentException when the tier is not held or the rank is outside it
   */
  @Override
  public GameSearch.Evaluation evaluate(int tier, long rank) {
    if (!holds(tier)) {
      throw new IllegalArgumentException("tier " + tier + " is not held by this solve");
    }
    TierColumns columns = tiers[tier];
    Objects.checkIndex(rank, columns.size());
    long representative = space.canonical(tier, rank);
    int record = columns.record(representative);
    return ValueRecord.evaluation(
        record, columns.hasGrundy() ? columns.grundy(representative) : -1);
  }

  /**
   * The evaluation of a position given by where it is numbered.
   *
   * @param at its tier and rank
   * @return its evaluation, as {@link #evaluate(int, long)}
   */
  public GameSearch.Evaluation evaluate(RankedPositions.TierRank at) {
    return evaluate(at.tier(), at.rank());
  }

  /** Whether the solve valued Grundy values (the {@code grundy} question). */
  @Override
  public boolean hasGrundy() {
    return Arrays.stream(tiers).filter(Objects::nonNull).anyMatch(TierColumns::hasGrundy);
  }

  /** How many positions the solve valued, over every tier it solved (kept or not). */
  public long positionsSolved() {
    return positionsSolved;
  }

  /** How many bytes the kept tiers' results take. */
  public long bytesHeld() {
    return Arrays.stream(tiers).filter(Objects::nonNull).mapToLong(TierColumns::bytes).sum();
  }
}
