package dev.nimber.engine;

/**
 * Solved positions looked up where a game numbers them: the results of a {@link TierSolver} held in
 * memory, or a solved database on disk.
 */
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

  /**
   * The value of a two-byte record: the outcome's ordinal in the top two bits, the remoteness in
   * the other fourteen.
   *
   * @param record from 0 to 65535
   * @return its outcome and remoteness, with no Grundy value
   */
  static GameSearch.Evaluation ofRecord(int record) {
    return new GameSearch.Evaluation(
        SolvedTiers.OUTCOMES[record >>> TierSolver.REMOTENESS_BITS],
        record & TierSolver.MAX_REMOTENESS,
        -1);
  }

  /**
   * The two-byte record of an outcome and remoteness, as {@link #ofRecord} reads it.
   *
   * @param value the evaluation; its remoteness at most {@value TierSolver#MAX_REMOTENESS}
   * @return the record, from 0 to 65535
   * @throws IllegalArgumentException when the remoteness does not fit
   */
  static int recordOf(GameSearch.Evaluation value) {
    if (value.remoteness() < 0 || value.remoteness() > TierSolver.MAX_REMOTENESS) {
      throw new IllegalArgumentException(
          "remoteness "
              + value.remoteness()
              + " does not fit a record (0 to "
              + TierSolver.MAX_REMOTENESS
              + ")");
    }
    return value.outcome().ordinal() << TierSolver.REMOTENESS_BITS | (int) value.remoteness();
  }
}
