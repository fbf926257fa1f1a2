package dev.nimber.app.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.tier.TierValues;
import org.junit.jupiter.api.Test;

/**
 * What {@code nimber db verify} re-derives, checked against the engine's solve and against planted
 * errors.
 */
class RederivedRecordsTest {

  private static final RankedNim NIM = new RankedNim(3, 6, 2);
  private static final int TOP = NIM.tierCount() - 1;
  private static final SolvedTiers SOLVED =
      new TierSolver(new TierSolver.Options(1, false, true, true, TierSolver.Progress.NONE))
          .solve(NIM, TOP);

  /** The engine's values with one position's changed. */
  private record Planted(int tier, long rank, GameSearch.Evaluation value) implements TierValues {
    @Override
    public GameSearch.Evaluation evaluate(int atTier, long atRank) {
      return atTier == tier && atRank == rank ? value : SOLVED.evaluate(atTier, atRank);
    }

    @Override
    public boolean hasGrundy() {
      return true;
    }
  }

  @Test
  void everyPositionTheEngineSolvedAgreesWithItsChildrenGrundyValuesIncluded() {
    RederivedRecords check = new RederivedRecords(NIM, SOLVED, false);
    for (int tier = 0; tier <= TOP; tier++) {
      for (long rank = 0; rank < NIM.tierSize(tier); rank++) {
        assertThat(check.disagreement(tier, rank)).as("tier %d rank %d", tier, rank).isEmpty();
      }
    }
  }

  @Test
  void aWrongGrundyValueOrRemotenessIsNamed() {
    // Rank 4 of tier 9 is heaps 1, 2 and 6: 5 moves, Grundy value (1 mod 3) ^ (2 mod 3) ^ (6 mod 3)
    // = 3.
    int tier = 9;
    GameSearch.Evaluation right = SOLVED.evaluate(tier, 4);
    GameSearch.Evaluation wrongValue =
        new GameSearch.Evaluation(
            right.outcome(), right.remoteness(), right.grundyOrMinusOne() + 3);
    assertThat(
            new RederivedRecords(NIM, new Planted(tier, 4, wrongValue), false)
                .disagreement(tier, 4))
        .hasValue("position 4 of tier 9 is stored with Grundy value 6, and its 5 moves give 3");
    GameSearch.Evaluation wrongRemoteness =
        new GameSearch.Evaluation(
            right.outcome(), right.remoteness() + 2, right.grundyOrMinusOne());
    assertThat(
            new RederivedRecords(NIM, new Planted(tier, 4, wrongRemoteness), false)
                .disagreement(tier, 4))
        .hasValueSatisfying(
            found -> assertThat(found).startsWith("position 4 of tier 9 is stored as "));
  }
}
