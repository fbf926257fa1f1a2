package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.RankedPositions;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database of a game with symmetries keeps only representatives: it answers every position as the
 * database of every rank does and as the engine solved it, in fewer bytes, and resumes and
 * assembles from slices to the same bytes.
 */
class SymmetricDatabaseTest {

  /**
   * Four heaps of up to 30 stones, taking up to 3: tiers of up to 2.1·10^4 ranks, so some take
   * three blocks.
   */
  private static final RankedNim NIM = new RankedNim(4, 30, 3);

  private static final RankedPositions SYMMETRIC = NIM.withHeapOrderSymmetry();

  private static final Manifest.Identity IDENTITY =
      new Manifest.Identity("nim", "1.0", Map.of("heaps", "4", "cap", "30"), "normal");

  @TempDir Path folder;

  @Test
  void everyPositionReadsAsTheFullDatabaseAndTheEngineAnswerIt() {
    Manifest full = build(folder.resolve("full"), NIM, TierSymmetry.NONE);
    Manifest representatives =
        build(folder.resolve("representatives"), SYMMETRIC, TierSymmetry.of(SYMMETRIC));
    SolvedTiers solved =
        new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE))
            .solve(NIM, NIM.tierCount() - 1);
    BlockCache cache = BlockCache.ofBytes(1L << 20);
    long positions = 0;
    try (Database all = Database.open(folder.resolve("full"), IDENTITY, cache);
        Database few =
            Database.open(
                folder.resolve("representatives"),
                Manifest.read(folder.resolve("representatives")),
                IDENTITY,
                java.util.Set.of(),
                cache,
                TierSymmetry.of(SYMMETRIC))) {
      for (int tier = 0; tier < NIM.tierCount(); tier++) {
        for (long rank = 0; rank < NIM.tierSize(tier); rank++) {
          assertThat(few.evaluate(tier, rank))
              .as("tier %d rank %d", tier, rank)
              .isEqualTo(all.evaluate(tier, rank))
              .isEqualTo(solved.evaluate(tier, rank));
          positions++;
        }
      }
    }
    assertThat(positions).isEqualTo(31L * 31 * 31 * 31);
    assertThat(representatives.bytes()).isLessThan(full.bytes() / 2);
  }

  @Test
  void aResumedBuildReadsTheKeptRepresentativesBackAndWritesTheSameBytes() throws IOException {
    Path whole = folder.resolve("whole");
    build(whole, SYMMETRIC, TierSymmetry.of(SYMMETRIC));
    Path resumed = folder.resolve("resumed");
    build(resumed, SYMMETRIC, TierSymmetry.of(SYMMETRIC));
    int top = NIM.tierCount() - 1;
    for (int tier = top; tier > top - 10; tier--) {
      Files.delete(resumed.resolve(DatabaseBuild.fileName(tier)));
    }
    Files.delete(resumed.resolve(Manifest.FILE));
    Files.writeString(
        resumed.resolve(DatabaseBuild.MARKER), Files.readString(whole.resolve(Manifest.FILE)));
    build(resumed, SYMMETRIC, TierSymmetry.of(SYMMETRIC));
    for (int tier = 0; tier <= top; tier++) {
      assertThat(resumed.resolve(DatabaseBuild.fileName(tier)))
          .as("tier %d", tier)
          .hasSameBinaryContentAs(whole.resolve(DatabaseBuild.fileName(tier)));
    }
  }

  @Test
  void aTierWrittenInSlicesIsTheTierWrittenWhole() {
    int tier = 60;
    long positions = SYMMETRIC.tierSize(tier);
    short[] records = new short[(int) positions];
    for (int rank = 0; rank < positions; rank++) {
      records[rank] = (short) (SYMMETRIC.canonical(tier, rank) % 5000);
    }
    Path whole = folder.resolve("whole");
    TierFile.write(
        whole,
        tier,
        positions,
        rank -> records[(int) rank],
        TierSymmetry.of(SYMMETRIC).stored(tier),
        Runnable::run);
    List<TierFile.Slice> slices = new ArrayList<>();
    List<Path> files = new ArrayList<>();
    for (long from = 0; from < positions; from += TierFile.BLOCK_POSITIONS) {
      long to = Math.min(positions, from + TierFile.BLOCK_POSITIONS);
      Path file = folder.resolve("slice-" + from);
      short[] part = java.util.Arrays.copyOfRange(records, (int) from, (int) to);
      slices.add(
          TierFile.writeSlice(
              file, tier, positions, from, part, TierSymmetry.of(SYMMETRIC).stored(tier)));
      files.add(file);
    }
    Path assembled = folder.resolve("assembled");
    TierFile.assemble(assembled, tier, positions, slices, files::get);
    assertThat(assembled).hasSameBinaryContentAs(whole);
  }

  private static Manifest build(Path into, RankedPositions space, TierSymmetry symmetry) {
    try (DatabaseBuild build =
        DatabaseBuild.start(into, IDENTITY, note -> {}, 1, false, symmetry)) {
      new TierSolver(new TierSolver.Options(2, false, false, false, TierSolver.Progress.NONE))
          .solve(space, space.tierCount() - 1, build);
      return build.finish(IntStream.range(0, space.tierCount()).boxed().toList());
    }
  }
}
