package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.RankedPositions;
import dev.nimber.engine.storage.ValueRecord;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import org.junit.jupiter.api.Test;

class TierArchiveTest {

  private static TierSolver solver(int threads, boolean misere) {
    return new TierSolver(
        new TierSolver.Options(threads, misere, false, false, TierSolver.Progress.NONE));
  }

  private static int record(GameSearch.Evaluation value) {
    return ValueRecord.of(value);
  }

  /** Every rank of every tier solved is kept, a symmetric one with its representative's record. */
  @Test
  void everyTierSolvedIsKeptWithTheRecordOfEveryRank() {
    TicTacToe symmetric = new TicTacToe(true);
    MemoryArchive archive = new MemoryArchive();
    solver(2, false).solve(symmetric, 9, archive);
    SolvedTiers plain =
        new TierSolver(new TierSolver.Options(1, false, false, true, TierSolver.Progress.NONE))
            .solve(new TicTacToe(false), 9);
    assertThat(archive.kept.keySet()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    for (int tier = 0; tier <= 9; tier++) {
      int[] records = archive.kept.get(tier);
      assertThat(records).hasSize((int) symmetric.tierSize(tier));
      for (int rank = 0; rank < records.length; rank++) {
        assertThat(records[rank])
            .as("tier %d rank %d", tier, rank)
            .isEqualTo(record(plain.evaluate(tier, rank)));
      }
    }
    assertThat(ValueRecord.evaluation(archive.kept.get(9)[0]))
        .isEqualTo(new GameSearch.Evaluation(dev.nimber.api.Outcome.TIE, 9, -1));
  }

  /**
   * A solve stopped after any number of tiers resumes from the tiers kept, reads back only the
   * tiers the rest needs, and keeps the same records as a solve never stopped, loopy tiers, ties
   * and draws included.
   */
  @Test
  void aSolveStoppedAfterAnyTierResumesToTheSameRecords() {
    for (long seed = 0; seed < 300; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0, seed % 3 != 0);
      boolean misere = seed % 5 == 0;
      int top = game.tierCount() - 1;
      MemoryArchive whole = new MemoryArchive();
      solver(1, misere).solve(game, top, whole);
      for (int stop = 0; stop < whole.kept.size(); stop++) {
        MemoryArchive resumed = new MemoryArchive();
        resumed.keepsBeforeCrash = stop;
        assertThatThrownBy(() -> solver(2, misere).solve(game, top, resumed))
            .hasMessageStartingWith("stopped");
        assertThat(resumed.kept).hasSize(stop);
        resumed.keepsBeforeCrash = Integer.MAX_VALUE;
        solver(1 + (int) (seed % 2), misere).solve(game, top, resumed);
        assertThat(resumed.kept.keySet())
            .as("seed %d stopped after %d", seed, stop)
            .containsExactlyInAnyOrderElementsOf(whole.kept.keySet());
        for (int tier : whole.kept.keySet()) {
          assertThat(resumed.kept.get(tier))
              .as("seed %d stopped after %d, tier %d", seed, stop, tier)
              .isEqualTo(whole.kept.get(tier));
        }
        assertThat(resumed.read).doesNotHaveDuplicates();
        assertThat(resumed.read).allSatisfy(tier -> assertThat(tier).isLessThan(top));
      }
    }
  }

  @Test
  void aSolveWhoseTiersAreAllKeptExpandsNothingAndReadsNothing() {
    TicTacToe game = new TicTacToe(false);
    MemoryArchive archive = new MemoryArchive();
    solver(1, false).solve(game, 9, archive);
    long expanded = game.expanded.get();
    archive
        .kept
        .keySet()
        .forEach(tier -> assertThat(archive.holds(tier, game.tierSize(tier))).isTrue());
    solver(2, false).solve(game, 9, archive);
    assertThat(game.expanded.get()).isEqualTo(expanded);
    assertThat(archive.read).isEmpty();
  }

  @Test
  void anArchiveIsRefusedWhenGrundyValuesAreAskedFor() {
    RankedPositions game = new RankedNim(2, 3, 1);
    TierSolver withGrundy =
        new TierSolver(new TierSolver.Options(1, false, true, false, TierSolver.Progress.NONE));
    assertThatThrownBy(() -> withGrundy.solve(game, 2, new MemoryArchive()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no Grundy values");
  }
}
