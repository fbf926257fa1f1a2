package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.RankedPositions;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.StoppingArchive;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Building a database of bounded Nim with the engine, stopped after any tier and resumed: the
 * folder is refused while unfinished and ends with the bytes of a build never stopped.
 */
class DatabaseBuildTest {

  private static final RankedPositions NIM = new RankedNim(3, 12, 2);
  private static final int TOP = NIM.tierCount() - 1;
  private static final Manifest.Identity IDENTITY = identity("1.0", "12");

  @TempDir Path temporary;

  private static Manifest.Identity identity(String version, String cap) {
    Map<String, String> parameters = new LinkedHashMap<>();
    parameters.put("heaps", "3");
    parameters.put("cap", cap);
    return new Manifest.Identity("nim", version, parameters, "normal");
  }

  /** Damages a file as a bad disk would: flips the bits {@code mask} of the byte at {@code at}. */
  private static void flipBits(Path file, long at, int mask) throws IOException {
    try (RandomAccessFile bytes = new RandomAccessFile(file.toFile(), "rw")) {
      bytes.seek(at);
      int value = bytes.read();
      bytes.seek(at);
      bytes.write(value ^ mask);
    }
  }

  private static Manifest build(Path folder, int stopAfter, List<String> notes) {
    return build(folder, stopAfter, notes, 1, false);
  }

  private static Manifest build(
      Path folder, int stopAfter, List<String> notes, int compressingThreads, boolean grundy) {
    try (DatabaseBuild build =
        DatabaseBuild.start(folder, IDENTITY, notes::add, compressingThreads, grundy)) {
      TierSolver solver =
          new TierSolver(new TierSolver.Options(2, false, grundy, false, TierSolver.Progress.NONE));
      solver.solve(NIM, TOP, new StoppingArchive(build, stopAfter));
      return build.finish(IntStream.rangeClosed(0, TOP).boxed().toList());
    }
  }

  private static Manifest buildWhole(Path folder) {
    return build(folder, Integer.MAX_VALUE, new ArrayList<>());
  }

  @Test
  void aBuildStoppedAfterAnyTierIsRefusedThenResumesToTheBytesOfABuildNeverStopped()
      throws IOException {
    Manifest whole = buildWhole(temporary.resolve("whole"));
    for (int stop = 0; stop <= TOP; stop++) {
      Path folder = temporary.resolve("stopped-" + stop);
      int stopAfter = stop;
      assertThatThrownBy(() -> build(folder, stopAfter, new ArrayList<>())).hasMessage("killed");
      assertThatThrownBy(() -> Database.open(folder, IDENTITY, BlockCache.ofBytes(0)))
          .isInstanceOf(DatabaseException.class)
          .hasMessageContaining("holds no database (no manifest.json)");
      List<String> notes = new ArrayList<>();
      // Resumed with three threads compressing: the bytes are the same as with one.
      Manifest resumed = build(folder, Integer.MAX_VALUE, notes, 3, false);
      assertThat(resumed).as("stopped after %d tiers", stop).isEqualTo(whole);
      assertThat(notes)
          .as("tiers kept from the stopped build")
          .hasSize(stop)
          .allSatisfy(note -> assertThat(note).endsWith("was built before; kept"));
      assertThat(Files.exists(folder.resolve(DatabaseBuild.MARKER))).isFalse();
      for (Manifest.Tier tier : whole.tiers()) {
        assertThat(Files.readAllBytes(folder.resolve(tier.file())))
            .isEqualTo(Files.readAllBytes(temporary.resolve("whole").resolve(tier.file())));
      }
    }
  }

  @Test
  void aDatabaseWithGrundyValuesHoldsTheEnginesValuesAndResumesAfterADamagedGrundyFile()
      throws IOException {
    SolvedTiers inMemory =
        new TierSolver(new TierSolver.Options(2, false, true, true, TierSolver.Progress.NONE))
            .solve(NIM, TOP);
    Path folder = temporary.resolve("grundy");
    assertThatThrownBy(() -> build(folder, 9, new ArrayList<>(), 1, true)).hasMessage("killed");
    Path grundy4 = folder.resolve(DatabaseBuild.grundyFileName(4));
    flipBits(grundy4, Files.size(grundy4) - 2, 0x01);
    List<String> notes = new ArrayList<>();
    Manifest manifest = build(folder, Integer.MAX_VALUE, notes, 2, true);
    assertThat(notes)
        .contains(grundy4 + ": block 0 does not match its checksum; solving tier 4 again")
        .filteredOn(note -> note.endsWith("kept"))
        .hasSize(8);
    assertThat(manifest.grundy())
        .extracting(Manifest.Tier::file)
        .isEqualTo(IntStream.rangeClosed(0, TOP).mapToObj(DatabaseBuild::grundyFileName).toList());
    assertThat(Manifest.read(folder)).isEqualTo(manifest);
    try (Database database = Database.open(folder, IDENTITY, BlockCache.ofBytes(1 << 20))) {
      assertThat(database.hasGrundy()).isTrue();
      database.checkEveryByte();
      for (int tier = 0; tier <= TOP; tier++) {
        for (long rank = 0; rank < NIM.tierSize(tier); rank++) {
          assertThat(database.evaluate(tier, rank))
              .as("tier %d rank %d", tier, rank)
              .isEqualTo(inMemory.evaluate(tier, rank));
        }
      }
    }
    Manifest without = buildWhole(folder);
    assertThat(without.hasGrundy()).isFalse();
    assertThat(without.tiers()).isEqualTo(manifest.tiers());
    assertThat(Files.exists(grundy4)).isFalse();
  }

  @Test
  void aTierFileLeftHalfWrittenOrDamagedIsSolvedAgain() throws IOException {
    Path folder = temporary.resolve("db");
    Manifest whole = buildWhole(temporary.resolve("whole"));
    assertThatThrownBy(() -> build(folder, 6, new ArrayList<>())).hasMessage("killed");
    Path tier3 = folder.resolve(DatabaseBuild.fileName(3));
    flipBits(tier3, Files.size(tier3) - 3, 0x10);
    Files.write(folder.resolve(DatabaseBuild.fileName(6) + ".part"), new byte[] {1, 2, 3});
    Files.delete(folder.resolve(DatabaseBuild.fileName(5)));
    List<String> notes = new ArrayList<>();
    assertThat(build(folder, Integer.MAX_VALUE, notes)).isEqualTo(whole);
    assertThat(notes)
        .contains(tier3 + ": block 0 does not match its checksum; solving tier 3 again")
        .filteredOn(note -> note.endsWith("kept"))
        .hasSize(4);
  }

  @Test
  void aFolderBuildingAnotherInstanceIsRefusedAndAnotherPluginVersionIsBuiltAfresh()
      throws IOException {
    Path folder = temporary.resolve("db");
    assertThatThrownBy(() -> build(folder, 4, new ArrayList<>())).hasMessage("killed");
    assertThatThrownBy(() -> DatabaseBuild.start(folder, identity("1.0", "13"), note -> {}))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            folder
                + " holds an unfinished build of another instance: it holds cap=12, not cap=13; choose"
                + " another folder, or delete this one first");
    DatabaseBuild newer = DatabaseBuild.start(folder, identity("2.0", "12"), note -> {});
    assertThat(newer.holds(0, NIM.tierSize(0))).as("tiers built by another version").isFalse();
    try (var left = Files.list(folder)) {
      assertThat(left.map(path -> path.getFileName().toString()))
          .containsExactly(DatabaseBuild.MARKER);
    }
  }

  /**
   * A finished database built again is checked tier by tier and kept, whether or not the second
   * build finishes.
   */
  @Test
  void aFinishedDatabaseBuiltAgainKeepsItsTiersEvenWhenTheSecondBuildIsStopped()
      throws IOException {
    Path folder = temporary.resolve("db");
    Manifest whole = buildWhole(folder);
    // Stopped right after it started: the manifest is gone, the marker names the instance.
    DatabaseBuild.start(folder, IDENTITY, note -> {}).close();
    assertThatThrownBy(() -> Database.open(folder, IDENTITY, BlockCache.ofBytes(0)))
        .isInstanceOf(DatabaseException.class)
        .hasMessageContaining("holds no database");
    List<String> notes = new ArrayList<>();
    assertThat(build(folder, Integer.MAX_VALUE, notes)).isEqualTo(whole);
    assertThat(notes)
        .hasSize(TOP + 1)
        .allSatisfy(note -> assertThat(note).endsWith("was built before; kept"));
  }

  @Test
  void aFileWhereTheFolderShouldBeIsNamed() throws IOException {
    Path file = Files.createFile(temporary.resolve("plain"));
    assertThatThrownBy(() -> DatabaseBuild.start(file, IDENTITY, note -> {}))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(file + " is a file, not a folder; choose a folder for the database");
  }

  /**
   * What another process (an executor of a distributed solve) reads of a tier a build kept, before
   * it finishes.
   */
  @Test
  void aKeptTierReadsBackFromItsFolderBeforeTheBuildFinishesAndAMissingOneIsNamed()
      throws IOException {
    Path folder = temporary.resolve("reading");
    try (DatabaseBuild build = DatabaseBuild.start(folder, IDENTITY, note -> {})) {
      build.keep(3, 5, rank -> 7 * rank + 1);
      try (TierFile kept = DatabaseBuild.openKept(folder, 3, BlockCache.ofBytes(1 << 20))) {
        assertThat(LongStream.range(0, 5).map(kept::record).toArray())
            .containsExactly(1, 8, 15, 22, 29);
      }
      assertThatThrownBy(() -> DatabaseBuild.openKept(folder, 4, BlockCache.ofBytes(0)))
          .isInstanceOf(DatabaseException.class)
          .hasMessageContaining("tier-4");
    }
  }

  /** A record of each rank that compresses to blocks of differing lengths. */
  private static long sliceRecord(long rank) {
    return (rank * rank / 7 + rank % 5 * 4099) & 0xFFFF;
  }

  /** Ranks from..to−1 of the records of {@link #sliceRecord}, as a task holds them. */
  private static short[] sliceRecords(long from, long to) {
    short[] records = new short[(int) (to - from)];
    for (int at = 0; at < records.length; at++) {
      records[at] = (short) sliceRecord(from + at);
    }
    return records;
  }

  @Test
  void slicesWrittenApartAndJoinedAreTheBytesOfTheTierKeptWholeAndTheirFilesAreDeleted()
      throws IOException {
    int block = TierFile.BLOCK_POSITIONS;
    long positions = 3L * block + 100;
    Path whole = temporary.resolve("whole");
    try (DatabaseBuild build = DatabaseBuild.start(whole, IDENTITY, note -> {})) {
      build.keep(2, positions, DatabaseBuildTest::sliceRecord);
    }
    Path sliced = temporary.resolve("sliced");
    try (DatabaseBuild build = DatabaseBuild.start(sliced, IDENTITY, note -> {})) {
      long[] cuts = {0, block, 3L * block, positions};
      List<TierFile.Slice> slices = new ArrayList<>();
      for (int i = 0; i + 1 < cuts.length; i++) {
        slices.add(writeSlice(sliced, 2, positions, cuts[i], sliceRecords(cuts[i], cuts[i + 1])));
      }
      // A task run twice leaves the same file.
      assertThat(
              writeSlice(sliced, 2, positions, block, sliceRecords(block, 3L * block)).checksums())
          .containsExactly(slices.get(1).checksums());
      // A task killed while it wrote its slice leaves its temporary file.
      Files.write(sliced.resolve("tier-2.nimberdb.slice-0-8192.0b4c-killed.part"), new byte[] {7});
      build.keepSlices(2, positions, slices);
    }
    assertThat(Files.readAllBytes(sliced.resolve("tier-2.nimberdb")))
        .isEqualTo(Files.readAllBytes(whole.resolve("tier-2.nimberdb")));
    try (var left = Files.list(sliced)) {
      assertThat(left.map(path -> path.getFileName().toString()))
          .containsExactlyInAnyOrder("tier-2.nimberdb", DatabaseBuild.MARKER);
    }
  }

  @Test
  void aSliceFileChangedOrMissingIsNamedAndTheTierIsNotKept() throws IOException {
    int block = TierFile.BLOCK_POSITIONS;
    long positions = 2L * block;
    Path folder = temporary.resolve("changed");
    try (DatabaseBuild build = DatabaseBuild.start(folder, IDENTITY, note -> {})) {
      List<TierFile.Slice> slices =
          List.of(
              writeSlice(folder, 1, positions, 0, sliceRecords(0, block)),
              writeSlice(folder, 1, positions, block, sliceRecords(block, positions)));
      Path second = DatabaseBuild.sliceFile(folder, 1, block, positions);
      flipBits(second, 3, 0x10);
      assertThatThrownBy(() -> build.keepSlices(1, positions, slices))
          .isInstanceOf(DatabaseException.class)
          .hasMessage(
              second
                  + ": block 0 of the slice of ranks 8192 to 16384 of tier 1 does not match its checksum;"
                  + " solve the tier again");
      Files.delete(second);
      assertThatThrownBy(() -> build.keepSlices(1, positions, slices))
          .isInstanceOf(DatabaseException.class)
          .hasMessageContaining(second.toString());
      assertThat(folder.resolve("tier-1.nimberdb")).doesNotExist();
      assertThat(build.holds(1, positions)).isFalse();
    }
  }

  @Test
  void aSliceOffTheBlocksBoundariesIsRefused() {
    Path folder = temporary.resolve("unaligned");
    assertThatThrownBy(() -> writeSlice(folder, 0, 100_000, 100, new short[8192]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "ranks 100 to 8292 of tier 0 (100000 positions) do not start and end on blocks of 8192 ranks");
    assertThatThrownBy(() -> writeSlice(folder, 0, 100_000, 0, new short[100]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("do not start and end on blocks");
  }

  @Test
  void slicesThatDoNotCoverTheTierInOrderInWholeBlocksAreNotJoined() throws IOException {
    int block = TierFile.BLOCK_POSITIONS;
    Path folder = Files.createDirectories(temporary.resolve("gaps"));
    long positions = 3L * block;
    TierFile.Slice first = writeSlice(folder, 0, positions, 0, sliceRecords(0, block));
    TierFile.Slice third = new TierFile.Slice(2L * block, 3L * block, new int[1], new int[1]);
    TierFile.Slice shortOfABlock =
        new TierFile.Slice(block, 2L * block - 1, new int[1], new int[1]);
    Path target = folder.resolve("tier-0.nimberdb");
    assertThatThrownBy(
            () -> TierFile.assemble(target, 0, positions, List.of(first, third), index -> target))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "the slice of ranks 16384 to 24576 does not follow"
                + " rank 8192 of tier 0 (24576 positions) in whole blocks");
    assertThatThrownBy(
            () ->
                TierFile.assemble(
                    target, 0, positions, List.of(first, shortOfABlock, third), index -> target))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("the slice of ranks 8192 to 16383");
    assertThatThrownBy(
            () -> TierFile.assemble(target, 0, positions, List.of(first), index -> target))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the slices cover ranks 0 to 8192 of tier 0, which holds 24576");
    assertThat(target).doesNotExist();
  }

  @Test
  void aResumedBuildDeletesTheSlicesAnEarlierRunLeft() throws IOException {
    Path folder = temporary.resolve("leftover");
    DatabaseBuild build = DatabaseBuild.start(folder, IDENTITY, note -> {});
    writeSlice(folder, 5, 10, 0, sliceRecords(0, 10));
    build.close();
    assertThat(DatabaseBuild.sliceFile(folder, 5, 0, 10)).exists();
    DatabaseBuild resumed = DatabaseBuild.start(folder, IDENTITY, note -> {});
    assertThat(DatabaseBuild.sliceFile(folder, 5, 0, 10)).doesNotExist();
    resumed.close();
  }

  /** A slice of a game without symmetries. */
  private static TierFile.Slice writeSlice(
      Path folder, int tier, long positions, long from, short[] records) {
    return DatabaseBuild.writeSlice(folder, tier, positions, from, records, TierSymmetry.NONE);
  }
}
