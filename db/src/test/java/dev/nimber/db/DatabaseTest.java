package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.RankedPositions;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database of bounded Nim solved by the engine: built, opened for its instance only, and checked
 * byte by byte.
 */
class DatabaseTest {

  private static final RankedPositions NIM = new RankedNim(3, 30, 2);

  @TempDir Path folder;

  private final BlockCache cache = BlockCache.ofBytes(1L << 20);
  private SolvedTiers solved;

  @BeforeEach
  void solve() {
    solved =
        new TierSolver(new TierSolver.Options(1, false, false, true, TierSolver.Progress.NONE))
            .solve(NIM, NIM.tierCount() - 1);
  }

  @Test
  void everyPositionIsAnsweredFromTheDatabaseAsTheEngineSolvedIt() {
    Manifest written = build(folder, identity("30"));
    assertThat(written.tiers()).hasSize(NIM.tierCount());
    try (Database database = Database.open(folder, identity("30"), cache)) {
      for (int tier = 0; tier < NIM.tierCount(); tier++) {
        for (long rank = 0; rank < NIM.tierSize(tier); rank++) {
          assertThat(database.evaluate(tier, rank)).isEqualTo(solved.evaluate(tier, rank));
        }
      }
      assertThatThrownBy(() -> database.evaluate(NIM.tierCount(), 0))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("the database in " + folder + " holds no tier " + NIM.tierCount());
      database.checkEveryByte();
    }
    assertThat(Manifest.read(folder)).isEqualTo(written);
  }

  @Test
  void aDatabaseOfAnotherInstanceIsRefusedNamingTheDifference() {
    build(folder, identity("30"));
    assertThatThrownBy(() -> Database.open(folder, identity("31"), cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            "the database in " + folder + " is not for this instance: it holds cap=30, not cap=31");
    Manifest.Identity misere = new Manifest.Identity("nim", "1.0", parameters("30"), "misere");
    assertThatThrownBy(() -> Database.open(folder, misere, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessageEndingWith("it holds normal play, not misere");
    Manifest.Identity newer = new Manifest.Identity("nim", "2.0", parameters("30"), "normal");
    assertThatThrownBy(() -> Database.open(folder, newer, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessageEndingWith(
            "it was built by version 1.0 of the game's plugin, and version 2.0 is installed");
    Manifest.Identity otherGame =
        new Manifest.Identity("kayles", "1.0", parameters("30"), "normal");
    assertThatThrownBy(() -> Database.open(folder, otherGame, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessageEndingWith("it holds game 'nim', not 'kayles'");
  }

  @Test
  void aBuildOverAnotherInstancesDatabaseIsRefused() {
    build(folder, identity("30"));
    assertThatThrownBy(() -> build(folder, identity("31")))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            folder
                + " holds the database of another instance: it holds cap=30, not cap=31; choose another"
                + " folder, or delete this one first");
  }

  @Test
  void aFolderWithoutItsManifestHoldsNoDatabase() throws IOException {
    build(folder, identity("30"));
    Files.delete(folder.resolve(Manifest.FILE));
    assertThatThrownBy(() -> Database.open(folder, identity("30"), cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            folder
                + " holds no database (no manifest.json): build it with nimber db build, or run an"
                + " interrupted build again to finish it");
  }

  @Test
  void aMissingOrDamagedTierIsNamed() throws IOException {
    Manifest manifest = build(folder, identity("30"));
    Path tier = folder.resolve(manifest.tiers().get(5).file());
    byte[] original = Files.readAllBytes(tier);
    Files.delete(tier);
    assertThatThrownBy(() -> Database.open(folder, identity("30"), cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(tier + ": the file is missing; rebuild the database (or this tier)");
    Files.write(tier, original);
    try (RandomAccessFile bytes = new RandomAccessFile(tier.toFile(), "rw")) {
      bytes.seek(original.length - 1);
      bytes.write(original[original.length - 1] ^ 1);
    }
    try (Database database = Database.open(folder, identity("30"), cache)) {
      assertThatThrownBy(database::checkEveryByte)
          .isInstanceOf(DatabaseException.class)
          .hasMessage(tier + ": its checksum is not the manifest's; rebuild tier 5");
    }
  }

  private static Manifest.Identity identity(String cap) {
    return new Manifest.Identity("nim", "1.0", parameters(cap), "normal");
  }

  private static Map<String, String> parameters(String cap) {
    Map<String, String> parameters = new LinkedHashMap<>();
    parameters.put("heaps", "3");
    parameters.put("cap", cap);
    return parameters;
  }

  /**
   * Builds the database as {@code nimber db build} does: the engine solves each tier into a {@link
   * DatabaseBuild}.
   */
  private static Manifest build(Path folder, Manifest.Identity identity) {
    try (DatabaseBuild build = DatabaseBuild.start(folder, identity, note -> {})) {
      new TierSolver(new TierSolver.Options(1, false, false, false, TierSolver.Progress.NONE))
          .solve(NIM, NIM.tierCount() - 1, build);
      return build.finish(IntStream.range(0, NIM.tierCount()).boxed().toList());
    }
  }
}
