package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values kept on disk answer a second run at once, and a damaged or foreign file is never taken.
 */
class SequenceCacheTest {

  private static final OctalCode CODE = OctalCode.parse("0.16");
  private static final String PROVEN =
      "period 149459 from heap 105351, proven (values checked up to heap 524287, as"
          + " the periodicity theorem asks)";

  private final OctalGame game = new OctalGame();

  @TempDir Path folder;

  private SequenceCache cache() {
    return new SequenceCache(Optional.of(folder));
  }

  private static String period(OctalSolver solver) {
    Answer answer =
        solver.solve(new OctalGame().bind(Map.of("code", "0.16")), OctalQuestions.PERIOD);
    return answer.text();
  }

  /** A sparse solver that fails if it computes any value: it may only answer from what is kept. */
  private OctalSolver computingNothing(SequenceCache cache) {
    GrundySequence refusing =
        (code, known, upTo) -> {
          throw new AssertionError("computed G(" + known.size() + " .. " + upTo + ") again");
        };
    return new OctalSolver(game, "sparse", "test", refusing, OctalSolver.MOST_VALUES, false, cache);
  }

  @Test
  void aSecondRunAnswersFromTheValuesKeptWithoutComputingAny() {
    assertThat(period(OctalSolver.sparse(game, cache()))).isEqualTo(PROVEN);
    assertThat(folder.resolve("octal/0.16.values.gz")).isRegularFile();

    assertThat(period(computingNothing(cache()))).isEqualTo(PROVEN);
  }

  @Test
  void theValuesKeptAreTheValuesComputed() {
    int[] values =
        new SparseSequence().extend(CODE, GrundyValues.empty(), SequenceCache.LEAST_KEPT).toArray();
    cache().write(CODE, GrundyValues.of(values));

    assertThat(cache().read(CODE).toArray()).isEqualTo(values);
    assertThat(cache().read(OctalCode.parse("0.77")).size()).isZero();
  }

  /**
   * 0.64's values reach 256 before heap 4,000: kept two bytes each, and read back in that width.
   */
  @Test
  void valuesPastAByteAreKeptAndReadBackTwoBytesEach() {
    OctalCode wide = OctalCode.parse("0.64");
    GrundyValues values = new MexSequence().extend(wide, GrundyValues.empty(), 4000);
    assertThat(values.width()).isEqualTo(2);
    cache().write(wide, values);

    GrundyValues read = cache().read(wide);
    assertThat(read.width()).isEqualTo(2);
    assertThat(read.toArray()).isEqualTo(values.toArray());
  }

  @Test
  void aFlippedByteATruncatedFileOrAnotherGamesValuesAreComputedAgainAndReplaced()
      throws IOException {
    int[] values =
        new SparseSequence().extend(CODE, GrundyValues.empty(), SequenceCache.LEAST_KEPT).toArray();
    Path file = cache().fileOf(CODE).orElseThrow();

    cache().write(CODE, GrundyValues.of(values));
    byte[] kept = Files.readAllBytes(file);
    byte[] flipped = kept.clone();
    flipped[kept.length / 2] ^= 0x10;
    Files.write(file, flipped);
    assertThat(cache().read(CODE).size()).isZero();

    Files.write(file, java.util.Arrays.copyOf(kept, kept.length - 9));
    assertThat(cache().read(CODE).size()).isZero();

    OctalCode kayles = OctalCode.parse("0.77");
    cache().write(kayles, new MexSequence().extend(kayles, GrundyValues.empty(), 2000));
    Files.move(
        cache().fileOf(kayles).orElseThrow(),
        file,
        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    assertThat(cache().read(CODE).size()).isZero();

    assertThat(period(OctalSolver.sparse(game, cache()))).isEqualTo(PROVEN);
    assertThat(cache().read(CODE).size()).isEqualTo(524_288);
  }

  @Test
  void valuesWhoseFirstHeapsDisagreeWithThePlainRecurrenceAreNotTaken() {
    int[] values =
        new SparseSequence().extend(CODE, GrundyValues.empty(), SequenceCache.LEAST_KEPT).toArray();
    values[500] ^= 1;
    cache().write(CODE, GrundyValues.of(values));

    assertThat(cache().read(CODE).size()).isZero();
  }

  @Test
  void aCacheThatCannotBeWrittenChangesNoAnswer() throws IOException {
    Path notAFolder = Files.writeString(folder.resolve("plain-file"), "not a folder");
    SequenceCache unwritable = new SequenceCache(Optional.of(notAFolder));

    assertThat(period(OctalSolver.sparse(game, unwritable))).isEqualTo(PROVEN);
    assertThat(unwritable.read(CODE).size()).isZero();
  }

  @Test
  void theReferenceNeverReadsTheCache() {
    assertThat(OctalSolver.mex(game).description()).doesNotContain("cache");
    assertThat(OctalSolver.sparse(game, cache()).description()).contains("cache folder");
  }
}
