package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The table of sums against a map from each sum, written as a string, to its value. */
class SumTableTest {

  private static int[] randomSum(Random random, int longest, int largest) {
    int[] parts = new int[random.nextInt(longest + 1)];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = random.nextInt(largest + 1);
    }
    Arrays.sort(parts);
    return parts;
  }

  private static List<Integer> listOf(int[] parts) {
    return Arrays.stream(parts).boxed().toList();
  }

  private static long get(SumTable table, int[] parts) {
    return table.get(parts, parts.length, SumTable.hashOf(parts, parts.length));
  }

  /**
   * Sums that grow longer and hold larger numbers as they go (so that the table rewrites itself in
   * wider formats and larger arrays) are found with the values kept, and only those kept are found.
   */
  @Test
  void keepsEachSumsValueThroughEveryRewrite() {
    Random random = new Random(48);
    SumTable table = new SumTable();
    Map<List<Integer>, Long> kept = new HashMap<>();
    for (int round = 0; round < 40_000; round++) {
      int longest = 1 + round / 1_000;
      int largest = round < 10_000 ? 40 : round < 20_000 ? 300 : round < 30_000 ? 65_535 : 1 << 24;
      int[] parts = randomSum(random, longest, largest);
      Long expected = kept.get(listOf(parts));
      assertThat(get(table, parts))
          .as("sum %s", Arrays.toString(parts))
          .isEqualTo(expected == null ? -1 : expected);
      if (expected == null) {
        long value = random.nextInt(1_000_000);
        table.put(parts, parts.length, SumTable.hashOf(parts, parts.length), value);
        kept.put(listOf(parts), value);
      }
    }
    assertThat(table.size()).isEqualTo(kept.size());
    for (Map.Entry<List<Integer>, Long> entry : kept.entrySet()) {
      int[] parts = entry.getKey().stream().mapToInt(Integer::intValue).toArray();
      assertThat(get(table, parts)).isEqualTo(entry.getValue());
    }
  }

  /** Sums that differ only in how many copies of a number they hold are told apart. */
  @Test
  void tellsApartSumsThatDifferOnlyInCopies() {
    SumTable table = new SumTable();
    for (int copies = 0; copies <= 40; copies++) {
      int[] zeros = new int[copies];
      table.put(zeros, copies, SumTable.hashOf(zeros, copies), copies);
    }
    for (int copies = 0; copies <= 40; copies++) {
      assertThat(get(table, new int[copies])).isEqualTo(copies);
    }
    assertThat(get(table, new int[41])).isEqualTo(-1);
  }

  /**
   * Looking up two sums together finds what looking up their numbers merged finds, also where they
   * are longer or hold larger numbers than the table's format.
   */
  @Test
  void looksUpTwoSumsTogetherAsTheirNumbersMerged() {
    Random random = new Random(4);
    SumTable table = new SumTable();
    for (int round = 0; round < 3_000; round++) {
      int[] parts = randomSum(random, 12, 50);
      table.put(parts, parts.length, SumTable.hashOf(parts, parts.length), round);
    }
    int found = 0;
    for (int round = 0; round < 20_000; round++) {
      int[] some = randomSum(random, round % 2 == 0 ? 10 : 40, 50);
      int[] more = randomSum(random, 2, round % 3 == 0 ? 200 : 50);
      int[] merged = Arrays.copyOf(some, some.length + more.length);
      System.arraycopy(more, 0, merged, some.length, more.length);
      Arrays.sort(merged);
      long expected = get(table, merged);
      assertThat(table.getBoth(some, more, SumTable.hashOf(merged, merged.length)))
          .as("%s and %s", Arrays.toString(some), Arrays.toString(more))
          .isEqualTo(expected);
      found += expected >= 0 ? 1 : 0;
    }
    assertThat(found).isGreaterThan(100);
  }

  /** A sum put again keeps the value put last, and is counted once. */
  @Test
  void keepsTheValuePutLast() {
    SumTable table = new SumTable();
    int[] parts = {4, 4, 17};
    long hash = SumTable.hashOf(parts, 3);
    table.put(parts, 3, hash, 11);
    table.put(parts, 3, hash, 5);
    assertThat(get(table, parts)).isEqualTo(5);
    assertThat(table.size()).isEqualTo(1);
  }

  /** Only a part of the array given is the sum. */
  @Test
  void readsOnlyTheLengthGiven() {
    SumTable table = new SumTable();
    int[] parts = {1, 2, 3};
    table.put(parts, 2, SumTable.hashOf(parts, 2), 7);
    assertThat(table.get(new int[] {1, 2, 9, 9}, 2, SumTable.hashOf(parts, 2))).isEqualTo(7);
    assertThat(get(table, parts)).isEqualTo(-1);
  }

  /** A sum's hash is the sum of its numbers' hashes, whatever their order. */
  @Test
  void aSumsHashIsTheSumOfItsNumbersHashes() {
    int[] parts = {3, 3, 9, 200};
    assertThat(SumTable.hashOf(parts, 4))
        .isEqualTo(
            SumTable.hashOf(3) + SumTable.hashOf(3) + SumTable.hashOf(9) + SumTable.hashOf(200))
        .isEqualTo(SumTable.hashOf(new int[] {200, 3, 9, 3}, 4));
  }

  @Test
  void refusesAValueOutsideWhatASlotHolds() {
    SumTable table = new SumTable();
    int[] parts = {1};
    long hash = SumTable.hashOf(parts, 1);
    assertThatThrownBy(() -> table.put(parts, 1, hash, 0xFFFFFFFFL))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4294967295");
    assertThatThrownBy(() -> table.put(parts, 1, hash, -1))
        .isInstanceOf(IllegalArgumentException.class);
    table.put(parts, 1, hash, 0xFFFFFFFEL);
    assertThat(get(table, parts)).isEqualTo(0xFFFFFFFEL);
  }
}
