package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.engine.storage.ValueRecord;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TierFileTest {

  /**
   * Records that look like a solved tier's: mostly a few values, with runs and now and then
   * anything.
   */
  private static final LongUnaryOperator RECORDS =
      rank -> {
        long mixed = (rank * 0x9E3779B97F4A7C15L) >>> 40;
        return mixed % 17 == 0
            ? mixed & 0xFFFF
            : ValueRecord.of((int) (rank / 1000 % 3), (int) (rank % 7));
      };

  @TempDir Path folder;

  private final BlockCache cache = BlockCache.ofBytes(4L << 20);

  @Test
  void everyRecordComesBackWhateverTheNumberOfBlocks() {
    long block = TierFile.BLOCK_POSITIONS;
    for (long positions : new long[] {0, 1, block - 1, block, block + 1, 3 * block + 5}) {
      Path file = folder.resolve("tier-" + positions);
      TierFile.write(file, 7, positions, RECORDS);
      try (TierFile tier = TierFile.open(file, cache)) {
        assertThat(tier.tier()).isEqualTo(7);
        assertThat(tier.positions()).isEqualTo(positions);
        for (long rank = 0; rank < positions; rank++) {
          if (tier.record(rank) != RECORDS.applyAsLong(rank)) {
            assertThat(tier.record(rank))
                .as("rank %d of %d", rank, positions)
                .isEqualTo(RECORDS.applyAsLong(rank));
          }
        }
        tier.checkEveryBlock();
      }
    }
  }

  @Test
  void blocksCompressedOnSeveralThreadsMakeTheSameBytesAndReadBack() throws Exception {
    long positions = (TierFile.BLOCKS_AT_ONCE + 3L) * TierFile.BLOCK_POSITIONS + 11;
    Path alone = folder.resolve("alone");
    Path pooled = folder.resolve("pooled");
    TierFile.write(alone, 3, positions, RECORDS);
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(3);
    try {
      TierFile.write(pooled, 3, positions, RECORDS, pool);
      assertThatThrownBy(
              () ->
                  TierFile.write(
                      folder.resolve("wide"),
                      3,
                      positions,
                      rank -> rank == positions - 1 ? 1 << 16 : 0,
                      pool))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage(
              "the record of rank "
                  + (positions - 1)
                  + " of tier 3 is 65536, not two bytes (0 to 65535)");
    } finally {
      pool.shutdown();
    }
    assertThat(Files.readAllBytes(pooled)).isEqualTo(Files.readAllBytes(alone));
    try (TierFile tier = TierFile.open(pooled, cache)) {
      long[] sum = new long[1];
      tier.forEachRecord(
          (rank, record) -> {
            if (record != RECORDS.applyAsLong(rank)) {
              throw new AssertionError("rank " + rank);
            }
            sum[0]++;
          });
      assertThat(sum[0]).isEqualTo(positions);
    }
    assertThat(folder.resolve("wide.part")).doesNotExist();
  }

  @Test
  void aRankOutsideTheTierIsRefused() {
    Path file = folder.resolve("tier");
    TierFile.write(file, 2, 10, rank -> 1);
    try (TierFile tier = TierFile.open(file, cache)) {
      assertThatThrownBy(() -> tier.record(10))
          .isInstanceOf(IndexOutOfBoundsException.class)
          .hasMessage("rank 10 of tier 2, which holds ranks 0 to 9");
    }
  }

  @Test
  void aRecordWiderThanTwoBytesIsRefusedAndNothingIsLeftBehind() {
    Path file = folder.resolve("tier");
    assertThatThrownBy(() -> TierFile.write(file, 4, 10, rank -> rank == 6 ? 70_000 : 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the record of rank 6 of tier 4 is 70000, not two bytes (0 to 65535)");
    assertThat(folder).isEmptyDirectory();
  }

  @Test
  void aNewFileReplacesTheOldInOneStepLeavingNoTemporaryFile() throws IOException {
    Path file = folder.resolve("tier");
    TierFile.write(file, 1, 100, rank -> 5);
    TierFile.write(file, 1, 200, rank -> 9);
    try (TierFile tier = TierFile.open(file, cache)) {
      assertThat(tier.positions()).isEqualTo(200);
      assertThat(tier.record(150)).isEqualTo(9);
    }
    try (var listed = Files.list(folder)) {
      assertThat(listed).containsExactly(file);
    }
  }

  /**
   * Every byte is under a checksum: a flipped bit anywhere is found, at the latest when its block
   * is read.
   */
  @Test
  void aFlippedBitAnywhereIsFoundAndNamed() throws IOException {
    Path original = folder.resolve("original");
    TierFile.write(original, 3, 2L * TierFile.BLOCK_POSITIONS + 10, RECORDS);
    long length = Files.size(original);
    Set<Long> places =
        new TreeSet<>(List.of(0L, 8L, 12L, 20L, 40L, 43L, 44L, 60L, length / 2, length - 1));
    for (long at = 0; at < 200; at += 7) {
      places.add(at);
    }
    for (long at : places) {
      Path damaged = folder.resolve("damaged-" + at);
      Files.copy(original, damaged);
      try (RandomAccessFile bytes = new RandomAccessFile(damaged.toFile(), "rw")) {
        bytes.seek(at);
        int value = bytes.read();
        bytes.seek(at);
        bytes.write(value ^ 0x10);
      }
      assertThatThrownBy(
              () -> {
                try (TierFile tier = TierFile.open(damaged, cache)) {
                  tier.checkEveryBlock();
                }
              })
          .as("byte %d", at)
          .isInstanceOf(DatabaseException.class)
          .hasMessageStartingWith(damaged + ": ")
          .hasMessageContaining("; rebuild");
    }
  }

  @Test
  void aTruncatedOrLengthenedFileIsRefusedWhenOpened() throws IOException {
    Path original = folder.resolve("original");
    TierFile.write(original, 5, TierFile.BLOCK_POSITIONS + 10, RECORDS);
    long length = Files.size(original);
    for (long kept : new long[] {0, 10, 43, 100, length / 2, length - 1}) {
      Path cut = folder.resolve("cut-" + kept);
      Files.copy(original, cut);
      try (RandomAccessFile bytes = new RandomAccessFile(cut.toFile(), "rw")) {
        bytes.setLength(kept);
      }
      assertThatThrownBy(() -> TierFile.open(cut, cache))
          .as("%d bytes kept", kept)
          .isInstanceOf(DatabaseException.class)
          .hasMessageStartingWith(cut + ": ")
          .hasMessageContaining("truncated")
          .hasMessageEndingWith(
              kept < TierFile.HEADER_BYTES ? "; rebuild this tier" : "; rebuild tier 5");
    }
    Path longer = folder.resolve("longer");
    Files.copy(original, longer);
    Files.write(longer, new byte[] {1}, java.nio.file.StandardOpenOption.APPEND);
    assertThatThrownBy(() -> TierFile.open(longer, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            longer
                + ": it has "
                + (length + 1)
                + " bytes, and its index says "
                + length
                + " (bytes were added); rebuild tier 5");
  }

  @Test
  void aFileOfTheOldFormatIsRefusedSayingToRebuild() throws IOException {
    Path file = folder.resolve("tier");
    TierFile.write(file, 1, 10, rank -> 0);
    byte[] bytes = Files.readAllBytes(file);
    java.nio.ByteBuffer header = java.nio.ByteBuffer.wrap(bytes);
    header.putInt(8, 1);
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(bytes, 0, TierFile.HEADER_BYTES - 4);
    header.putInt(TierFile.HEADER_BYTES - 4, (int) crc.getValue());
    Files.write(file, bytes);
    assertThatThrownBy(() -> TierFile.open(file, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            file
                + ": format version 1, and this nimber reads version 2; rebuild the database with this"
                + " nimber");
  }

  @Test
  void aMissingFileOrAnotherFormatIsNamed() throws IOException {
    Path missing = folder.resolve("tier-9");
    assertThatThrownBy(() -> TierFile.open(missing, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(missing + ": the file is missing; rebuild the database (or this tier)");
    Path other = Files.write(folder.resolve("other"), new byte[100]);
    assertThatThrownBy(() -> TierFile.open(other, cache))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            other
                + ": it is not a nimber tier file (it does not start with NIMBERDB); rebuild this tier");
  }
}
