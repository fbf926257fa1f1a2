package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
    ScoreTable table = ScoreTable.shared(1 << 12);
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
                  long key = 1 + random.nextInt(10_000);
                  if (random.nextBoolean()) {
                    table.put(key, entryOf(key));
                  } else {
                    long entry = table.get(key);
                    if (entry != 0 && entry != entryOf(key)) {
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
    assertThat(wrong.get()).isZero();
    assertThat(found.get()).isGreaterThan(1_000_000);
  }
}
