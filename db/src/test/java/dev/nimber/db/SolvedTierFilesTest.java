package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.storage.ValueRecord;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game solved by the engine, written tier by tier and read back: every position's outcome and
 * remoteness.
 */
class SolvedTierFilesTest {

  @TempDir Path folder;

  @Test
  void everyPositionOfASolvedGameReadsBackAsTheEngineSolvedIt() {
    RankedPositions space = new RankedNim(3, 60, 3);
    int top = space.tierCount() - 1;
    SolvedTiers solved =
        new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE))
            .solve(space, top);
    BlockCache cache = BlockCache.ofBytes(1L << 20);
    long positions = 0;
    for (int tier = 0; tier <= top; tier++) {
      int number = tier;
      Path file = folder.resolve("tier-" + tier);
      TierFile.write(
          file, tier, space.tierSize(tier), rank -> record(solved.evaluate(number, rank)));
      try (TierFile read = TierFile.open(file, cache)) {
        for (long rank = 0; rank < space.tierSize(tier); rank++) {
          GameSearch.Evaluation expected = solved.evaluate(tier, rank);
          int record = read.record(rank);
          if (ValueRecord.outcome(record) != expected.outcome()
              || ValueRecord.remoteness(record) != expected.remoteness()) {
            assertThat(record).as("tier %d rank %d", tier, rank).isEqualTo(record(expected));
          }
          positions++;
        }
      }
    }
    assertThat(positions).isEqualTo(61L * 61 * 61);
  }

  private static long record(GameSearch.Evaluation value) {
    return ValueRecord.of(value);
  }
}
