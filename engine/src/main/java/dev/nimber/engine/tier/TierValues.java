package dev.nimber.engine.tier;

import dev.nimber.api.API;
import dev.nimber.engine.GameSearch;

/**
 * Solved positions looked up where a game numbers them: the results of a {@link TierSolver} held in
 * memory, or a solved database on disk.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
@FunctionalInterface
public interface TierValues {

  /**
   * The outcome, remoteness and (when kept) Grundy value of a position.
   *
   * @param tier its tier
   * @param rank its rank in the tier
   * @return its evaluation; the Grundy value is undefined (−1) when none was kept
   * @throws IllegalArgumentException when the tier is not held
   */
  GameSearch.Evaluation evaluate(int tier, long rank);

  /**
   * Whether every position of a tier is held: a solved database holds the tiers its build reached
   * from its start.
   *
   * @param tier a tier of the game's numbering
   * @return by default true (a solve in memory holds every tier it is asked about)
   */
  default boolean holdsTier(int tier) {
    return true;
  }

  /**
   * Whether {@link #evaluate} gives Grundy values where they are defined; by default it does not (a
   * database built without them), and an undefined value then means only that none was kept.
   *
   * @return true when Grundy values are kept
   */
  default boolean hasGrundy() {
    return false;
  }
}
