package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.RankedPositions;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.tier.TierRecords;
import dev.nimber.engine.tier.TierSolver;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * {@link TierSolver#valueSlice}: a tier valued slice by slice, each from the records of the tiers
 * below, has the records the whole solve keeps, rank by rank (what nimber-spark writes as the tier
 * file's blocks), whether the tiers below are arrays or read record by record; a tier with moves
 * within itself is refused.
 */
class TierSlicesTest {

  /**
   * Every tier valued in slices of {@code width} ranks, lowest tier first, as a distributed solve
   * does.
   */
  private static Map<Integer, short[]> bySlices(RankedPositions space, int width, boolean misere) {
    return bySlices(space, width, misere, false);
  }

  /**
   * Every tier valued in slices, the tiers below given as arrays or, when {@code readThrough}, as
   * records read one call at a time (as from a tier file).
   */
  private static Map<Integer, short[]> bySlices(
      RankedPositions space, int width, boolean misere, boolean readThrough) {
    Map<Integer, short[]> records = new HashMap<>();
    IntFunction<TierRecords> below =
        tier ->
            readThrough ? new CountedRecords(records.get(tier)) : TierRecords.of(records.get(tier));
    for (int tier = 0; tier < space.tierCount(); tier++) {
      short[] tierRecords = new short[(int) space.tierSize(tier)];
      for (long from = 0; from < tierRecords.length; from += width) {
        long to = Math.min(tierRecords.length, from + width);
        short[] slice = TierSolver.valueSlice(space, tier, from, to, below, misere);
        System.arraycopy(slice, 0, tierRecords, (int) from, slice.length);
      }
      records.put(tier, tierRecords);
    }
    return records;
  }

  /**
   * The records the whole solve gives to its archive, rank by rank (through each rank's
   * representative).
   */
  private static Map<Integer, short[]> whole(RankedPositions space, boolean misere) {
    MemoryArchive archive = new MemoryArchive();
    new TierSolver(new TierSolver.Options(1, misere, false, true, TierSolver.Progress.NONE))
        .solve(space, space.tierCount() - 1, archive);
    Map<Integer, short[]> kept = new HashMap<>();
    archive.kept.forEach(
        (tier, records) -> {
          short[] asKept = new short[records.length];
          for (int rank = 0; rank < records.length; rank++) {
            asKept[rank] = (short) records[rank];
          }
          kept.put(tier, asKept);
        });
    return kept;
  }

  @Test
  void slicesOfEveryWidthGiveTheWholeSolvesRecordsOnRandomTieredGames() {
    for (long seed = 0; seed < 500; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      boolean misere = seed % 3 == 0;
      Map<Integer, short[]> expected = whole(game, misere);
      for (int width : new int[] {1, 2, 5}) {
        Map<Integer, short[]> sliced = bySlices(game, width, misere);
        for (int tier = 0; tier < game.tierCount(); tier++) {
          assertThat(sliced.get(tier))
              .as("seed %d, width %d, tier %d", seed, width, tier)
              .containsExactly(expected.get(tier));
        }
      }
    }
  }

  @Test
  void ticTacToeWithItsSymmetriesSlicedHasTheWholeSolvesRecordsAtEveryRank() {
    TicTacToe game = new TicTacToe(true);
    Map<Integer, short[]> expected = whole(game, false);
    // Width 1: every representative but the rank's own lies outside its slice; 100 and 4096: some
    // lie within.
    for (int width : new int[] {1, 100, 4096}) {
      Map<Integer, short[]> sliced = bySlices(game, width, false);
      for (int tier = 0; tier < game.tierCount(); tier++) {
        assertThat(sliced.get(tier))
            .as("width %d, tier %d", width, tier)
            .containsExactly(expected.get(tier));
      }
    }
  }

  @Test
  void tiersBelowReadRecordByRecordGiveTheSameRecordsAsArrays() {
    TicTacToe game = new TicTacToe(true);
    Map<Integer, short[]> expected = whole(game, false);
    Map<Integer, short[]> sliced = bySlices(game, 1000, false, true);
    for (int tier = 0; tier < game.tierCount(); tier++) {
      assertThat(sliced.get(tier)).as("tier %d", tier).containsExactly(expected.get(tier));
    }
    for (long seed = 0; seed < 50; seed++) {
      RandomTiers random = new RandomTiers(seed, true);
      Map<Integer, short[]> randomExpected = whole(random, false);
      Map<Integer, short[]> randomSliced = bySlices(random, 3, false, true);
      for (int tier = 0; tier < random.tierCount(); tier++) {
        assertThat(randomSliced.get(tier))
            .as("seed %d, tier %d", seed, tier)
            .containsExactly(randomExpected.get(tier));
      }
    }
    assertThat(CountedRecords.reads).as("records read one call at a time").isPositive();
  }

  /** Records read one call at a time, not as an array; counts the calls. */
  private static final class CountedRecords implements TierRecords {

    static long reads;

    private final short[] records;

    CountedRecords(short[] records) {
      this.records = records;
    }

    @Override
    public long positions() {
      return records.length;
    }

    @Override
    public int record(long rank) {
      reads++;
      return records[(int) rank] & 0xFFFF;
    }
  }

  @Test
  void aTierWithMovesWithinItIsRefused() {
    for (long seed = 0; seed < 200; seed++) {
      RandomTiers game = new RandomTiers(seed, false, true);
      boolean loopy = false;
      try {
        bySlices(game, 3, false);
      } catch (UnsupportedInstanceException refused) {
        assertThat(refused).hasMessageContaining("moves within the tier");
        loopy = true;
      }
      if (loopy) {
        return;
      }
    }
    throw new AssertionError("no random game had moves within a tier");
  }

  @Test
  void aRangeOutsideTheTierIsRefused() {
    RankedNim game = new RankedNim(2, 3, 3);
    assertThatThrownBy(
            () -> TierSolver.valueSlice(game, 0, 0, game.tierSize(0) + 1, tier -> null, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no slice of tier 0");
  }
}
