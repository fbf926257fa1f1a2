package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The weak search's table: what it answers for a key is only ever what was stored under that key.
 */
class ScoreTableTest {

  /**
   * The entry stored under a key in these tests: a function of the key, so that a wrong pairing
   * shows.
   */
  private static long entryOf(long key) {
    return (key * 0x2545F4914F6CDD1DL) | 1;
  }

  @Test
  void oneThreadFindsWhatItStoredUntilReplacedAndTheTableGrowsToItsMost() {
    ScoreTable table = ScoreTable.forOneThread(1 << 16);
    for (long key = 1; key <= 20_000; key++) {
      table.put(key, entryOf(key));
    }
    int found = 0;
    for (long key = 1; key <= 20_000; key++) {
      long entry = table.get(key);
      assertThat(entry).isIn(0L, entryOf(key));
      found += entry == 0 ? 0 : 1;
    }
    assertThat(found).as("kept in a table grown to 65,536 slots").isGreaterThan(17_000);
    assertThat(table.get(20_001)).isZero();
  }

  /**
   * Five questions of 4,000 keys each, fewer than half of the first 16,384 slots: the table does
   * not grow for what the questions before stored, so it holds at most 16,384 of the 20,000 keys,
   * and the last question's keys nearly all.
   */
  @Test
  void aTableGrowsForWhatOneQuestionStoresNotForWhatTheQuestionsBeforeStored() {
    ScoreTable table = ScoreTable.forOneThread(1 << 16);
    for (long key = 1; key <= 20_000; key++) {
      if (key % 4_000 == 1) {
        table.newQuestion();
      }
      table.put(key, entryOf(key));
    }
    int found = 0;
    int foundOfTheLast = 0;
    for (long key = 1; key <= 20_000; key++) {
      long entry = table.get(key);
      assertThat(entry).isIn(0L, entryOf(key));
      found += entry == 0 ? 0 : 1;
      foundOfTheLast += entry != 0 && key > 16_000 ? 1 : 0;
    }
    assertThat(found).as("kept in a table of 16,384 slots").isLessThanOrEqualTo(16_384);
    assertThat(foundOfTheLast).as("the last question's keys").isGreaterThan(3_000);
  }

  /**
   * Four threads storing and reading keys that share slots, while the table grows: a key is never
   * answered with an entry stored under another key, and most of what is stored is found.
   */
  @Test
  void threadsSharingATableNeverPairAKeyWithAnotherKeysEntry() throws InterruptedException {
    Reads reads = storeAndReadOnFourThreads(ScoreTable.shared(1 << 12), 10_000, false);
    assertThat(reads.wrong()).isZero();
    assertThat(reads.found()).isGreaterThan(1_000_000);
  }

  private static final long BELOW_WORK = (1L << ScoreTable.WORK_SHIFT) - 1;

  private static long withWork(long entry, long work) {
    return entry & BELOW_WORK | work << ScoreTable.WORK_SHIFT;
  }

  /**
   * Keys stored with random work, many more than the slots, read back at random as the table grows:
   * a key is answered with nothing or with what was last stored under it (with the most work it was
   * stored with), never with another key's entry; most keys of the last stretch are found.
   */
  @Test
  void aTableKeepingWorkAnswersAKeyOnlyWithWhatWasStoredUnderIt() {
    ScoreTable table = ScoreTable.keepingWork(1 << 14);
    SplittableRandom random = new SplittableRandom(7);
    long[] mostWork = new long[50_001];
    for (int i = 0; i < 400_000; i++) {
      long key = 1 + random.nextInt(50_000);
      if (random.nextInt(3) > 0) {
        long work = random.nextInt(64);
        mostWork[(int) key] = Math.max(mostWork[(int) key], work);
        table.put(key, withWork(entryOf(key), work));
      } else {
        long entry = table.get(key);
        if (entry != 0) {
          assertThat(entry & BELOW_WORK).as("key %d", key).isEqualTo(entryOf(key) & BELOW_WORK);
          assertThat(entry >>> ScoreTable.WORK_SHIFT).isLessThanOrEqualTo(mostWork[(int) key]);
        }
      }
    }
    int found = 0;
    for (long key = 49_001; key <= 50_000; key++) {
      table.put(key, withWork(entryOf(key), 1));
    }
    for (long key = 49_001; key <= 50_000; key++) {
      found += table.get(key) == 0 ? 0 : 1;
    }
    assertThat(found).as("of the last 1,000 keys stored").isGreaterThan(900);
  }

  /**
   * An entry with much work behind it outlasts 100,000 lighter entries stored after it in a table
   * of 1,024 slots, where a table that keeps the latest loses it; stored again with less work, the
   * key keeps its new bounds and its larger work.
   */
  @Test
  void theEntryWithTheMostWorkOutlastsLighterOnesThatMeetItsSlots() {
    ScoreTable keeping = ScoreTable.keepingWork(1024);
    ScoreTable latest = ScoreTable.forOneThread(1024);
    long heavy = 123_456_789L;
    keeping.put(heavy, withWork(entryOf(heavy), 40));
    latest.put(heavy, withWork(entryOf(heavy), 40));
    for (long key = 1; key <= 100_000; key++) {
      keeping.put(key, withWork(entryOf(key), key % 20));
      latest.put(key, withWork(entryOf(key), key % 20));
    }
    assertThat(keeping.get(heavy)).isEqualTo(withWork(entryOf(heavy), 40));
    assertThat(latest.get(heavy)).isZero();
    keeping.put(heavy, withWork(2 * entryOf(heavy) + 1, 3));
    assertThat(keeping.get(heavy)).isEqualTo(withWork(2 * entryOf(heavy) + 1, 40));
  }

  /**
   * A table keeping work, filled by its thread, lent to four threads that store and read keys
   * sharing pairs while it grows, then taken back: no key is ever answered with another key's
   * entry, most of what is stored is found, and its thread, alone again, finds what the others
   * stored.
   */
  @Test
  void aLentTableNeverPairsAKeyWithAnotherKeysEntryAndIsTakenBackWithWhatWasStored()
      throws InterruptedException {
    ScoreTable table = ScoreTable.keepingWork(1 << 16);
    for (long key = 1; key <= 2_000; key++) {
      table.put(key, withWork(entryOf(key), 1));
    }
    table.lend();
    Reads reads = storeAndReadOnFourThreads(table, 30_000, true);
    table.takeBack();
    assertThat(reads.wrong()).isZero();
    assertThat(reads.found()).isGreaterThan(1_000_000);
    int foundAlone = 0;
    for (long key = 1; key <= 30_000; key++) {
      long entry = table.get(key);
      assertThat(entry == 0 || (entry & BELOW_WORK) == (entryOf(key) & BELOW_WORK))
          .as("key %d", key)
          .isTrue();
      foundAlone += entry != 0 ? 1 : 0;
    }
    assertThat(foundAlone)
        .as("more than the 16,384 slots it started with hold")
        .isGreaterThan(20_000);
    table.put(40_001, withWork(entryOf(40_001), 3));
    assertThat(table.get(40_001)).isEqualTo(withWork(entryOf(40_001), 3));
  }

  /**
   * A table for searches at once stays shared when lent and taken back, as a search with helpers
   * lends its table (a table keeping work does not); four threads then store and read keys sharing
   * pairs while it grows, and no key is ever answered with another key's entry.
   */
  @Test
  void aTableForSearchesAtOnceStaysSharedWhenTakenBack() throws InterruptedException {
    ScoreTable table = ScoreTable.forSearchesAtOnce(1 << 16);
    ScoreTable lent = ScoreTable.keepingWork(1 << 16);
    for (ScoreTable each : List.of(table, lent)) {
      each.lend();
      each.takeBack();
    }
    assertThat(table.shared()).isTrue();
    assertThat(lent.shared()).isFalse();
    Reads reads = storeAndReadOnFourThreads(table, 30_000, true);
    assertThat(reads.wrong()).isZero();
    assertThat(reads.found()).isGreaterThan(1_000_000);
  }

  /**
   * 30,000 keys of a table keeping work copied into a table for searches at once that starts with
   * 16,384 slots: it grows before the copy, so it holds nearly all of them, each with its own
   * entry.
   */
  @Test
  void aTableCopiedIntoAnotherGivesItEveryEntryUnderItsOwnKey() {
    ScoreTable own = ScoreTable.keepingWork(1 << 16);
    for (long key = 1; key <= 30_000; key++) {
      own.put(key, withWork(entryOf(key), key % 7));
    }
    ScoreTable common = ScoreTable.forSearchesAtOnce(1 << 16);
    own.copyInto(common);
    int copied = 0;
    for (long key = 1; key <= 30_000; key++) {
      long entry = common.get(key);
      assertThat(entry).as("key %d", key).isIn(0L, own.get(key));
      copied += entry != 0 ? 1 : 0;
    }
    assertThat(copied).as("of 30,000 keys").isGreaterThan(29_000);
  }

  /**
   * A table for searches at once copied into another, again and again, while four threads store and
   * read keys in it as it grows: every entry copied is one stored under its own key.
   */
  @Test
  void aSharedTableCopiedWhileOthersStoreGivesOnlyEntriesUnderTheirOwnKeys()
      throws InterruptedException {
    ScoreTable busy = ScoreTable.forSearchesAtOnce(1 << 16);
    ScoreTable copy = ScoreTable.forSearchesAtOnce(1 << 16);
    AtomicBoolean stored = new AtomicBoolean();
    Thread copier =
        new Thread(
            () -> {
              while (!stored.get()) {
                busy.copyInto(copy);
              }
            });
    copier.start();
    Reads reads = storeAndReadOnFourThreads(busy, 30_000, true);
    stored.set(true);
    copier.join();
    assertThat(reads.wrong()).isZero();
    int copied = 0;
    for (long key = 1; key <= 30_000; key++) {
      long entry = copy.get(key);
      assertThat(entry & BELOW_WORK).as("key %d", key).isIn(0L, entryOf(key) & BELOW_WORK);
      copied += entry != 0 ? 1 : 0;
    }
    assertThat(copied).isGreaterThan(10_000);
  }

  /**
   * What the reads of {@link #storeAndReadOnFourThreads} found: another key's entry, or the key's
   * own.
   */
  private record Reads(long wrong, long found) {}

  /**
   * Four threads, each 2,000,000 times, storing or reading (half and half, at random, each thread
   * its own seed) a key from 1 to {@code keys}: stored with {@link #entryOf}, and with a random
   * work when {@code withWork} (the work then left out of the comparison, since a pair keeps the
   * most).
   */
  private static Reads storeAndReadOnFourThreads(ScoreTable table, int keys, boolean withWork)
      throws InterruptedException {
    long compared = withWork ? BELOW_WORK : -1L;
    AtomicLong wrong = new AtomicLong();
    AtomicLong found = new AtomicLong();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      long seed = t;
      threads.add(
          new Thread(
              () -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < 2_000_000; i++) {
                  long key = 1 + random.nextInt(keys);
                  if (random.nextBoolean()) {
                    table.put(
                        key,
                        withWork ? withWork(entryOf(key), random.nextInt(1, 60)) : entryOf(key));
                  } else {
                    long entry = table.get(key);
                    if (entry != 0 && (entry & compared) != (entryOf(key) & compared)) {
                      wrong.incrementAndGet();
                    } else if (entry != 0) {
                      found.incrementAndGet();
                    }
                  }
                }
              }));
    }
    threads.forEach(Thread::start);
    for (Thread thread : threads) {
      thread.join();
    }
    return new Reads(wrong.get(), found.get());
  }
}
