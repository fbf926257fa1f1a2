package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sorted keys written in blocks and found again by binary search, every damaged byte named. */
class KeyFileTest {

  @TempDir Path folder;

  /**
   * Random keys of 0 to 12 bytes, distinct and sorted in unsigned byte order, over several blocks.
   */
  private static List<byte[]> randomKeys(int count, long seed) {
    Random random = new Random(seed);
    TreeSet<byte[]> keys = new TreeSet<>(Arrays::compareUnsigned);
    while (keys.size() < count) {
      byte[] key = new byte[random.nextInt(13)];
      random.nextBytes(key);
      keys.add(key);
    }
    return new ArrayList<>(keys);
  }

  @Test
  void everyKeyIsFoundAtItsIndexAndNoOtherKeyIsFound() {
    List<byte[]> keys = randomKeys(3 * KeyFile.BLOCK_KEYS + 17, 1);
    Path file = folder.resolve("keys.nimberdb");
    KeyFile.write(file, keys);
    try (KeyFile read = KeyFile.open(file, BlockCache.ofBytes(1 << 20))) {
      assertThat(read.keys()).isEqualTo(keys.size());
      for (int i = 0; i < keys.size(); i++) {
        assertThat(read.indexOf(keys.get(i))).as("key %d", i).hasValue(i);
      }
      TreeSet<byte[]> held = new TreeSet<>(Arrays::compareUnsigned);
      held.addAll(keys);
      for (byte[] other : randomKeys(2000, 2)) {
        if (!held.contains(other)) {
          assertThat(read.indexOf(other)).isEmpty();
        }
      }
      List<byte[]> inOrder = new ArrayList<>();
      read.forEachKey(
          (key, index) -> {
            assertThat(index).isEqualTo(inOrder.size());
            inOrder.add(key);
          });
      assertThat(inOrder).containsExactlyElementsOf(keys);
    }
  }

  @Test
  void noKeysAtAllIsAFileToo() {
    Path file = folder.resolve("empty.nimberdb");
    KeyFile.write(file, List.of());
    try (KeyFile read = KeyFile.open(file, BlockCache.ofBytes(0))) {
      assertThat(read.keys()).isZero();
      assertThat(read.indexOf(new byte[] {1})).isEmpty();
    }
  }

  @Test
  void keysOutOfOrderOrRepeatedAreRefused() {
    assertThatThrownBy(
            () -> KeyFile.write(folder.resolve("k"), List.of(new byte[] {2}, new byte[] {1})))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("keys 0 and 1 are not in increasing order");
    assertThatThrownBy(
            () ->
                KeyFile.write(
                    folder.resolve("k"), List.of(new byte[] {(byte) 0x80}, new byte[] {1})))
        .as("unsigned order: 0x80 comes after 0x01")
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> KeyFile.write(folder.resolve("k"), List.of(new byte[] {1}, new byte[] {1})))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aFlippedByteATruncatedFileAndAnotherFileAreNamed() throws IOException {
    List<byte[]> keys = randomKeys(2 * KeyFile.BLOCK_KEYS, 3);
    Path file = folder.resolve("keys.nimberdb");
    KeyFile.write(file, keys);
    byte[] original = Files.readAllBytes(file);
    try (RandomAccessFile bytes = new RandomAccessFile(file.toFile(), "rw")) {
      bytes.seek(original.length - 5);
      bytes.write(original[original.length - 5] ^ 4);
    }
    try (KeyFile read = KeyFile.open(file, BlockCache.ofBytes(0))) {
      assertThatThrownBy(read::checkEveryBlock)
          .isInstanceOf(DatabaseException.class)
          .hasMessage(file + ": block 1 does not match its checksum; rebuild the database");
      assertThatThrownBy(() -> read.indexOf(keys.get(keys.size() - 1)))
          .isInstanceOf(DatabaseException.class);
      assertThat(read.indexOf(keys.get(0))).hasValue(0);
    }
    Files.write(file, Arrays.copyOf(original, original.length - 10));
    assertThatThrownBy(() -> KeyFile.open(file, BlockCache.ofBytes(0)))
        .isInstanceOf(DatabaseException.class)
        .hasMessageEndingWith("(truncated); rebuild the database");
    Path tier = folder.resolve("tier-0.nimberdb");
    TierFile.write(tier, 0, 10, rank -> 0);
    assertThatThrownBy(() -> KeyFile.open(tier, BlockCache.ofBytes(0)))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(
            tier
                + ": it is not a nimber key file (it does not start with NIMBERKY); rebuild the database");
  }
}
