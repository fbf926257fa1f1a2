package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Listeners that tell one total the visits of several searches. */
class SearchProgressTest {

  @Test
  void theTotalHearsTheSumOfEachSearchsLatestVisits() {
    List<Long> heard = new ArrayList<>();
    List<SearchProgress> parts = SearchProgress.together(heard::add, 3);
    parts.get(0).searched(100);
    parts.get(2).searched(40);
    parts.get(0).searched(250);
    parts.get(1).searched(5);
    parts.get(2).searched(41);
    assertThat(heard).containsExactly(100L, 140L, 290L, 295L, 296L);
  }

  @Test
  void searchesReportingFromThreadsOfTheirOwnAddUpToTheirVisitsInRisingTotals()
      throws InterruptedException {
    List<Long> heard = new ArrayList<>();
    List<SearchProgress> parts = SearchProgress.together(heard::add, 2);
    List<Thread> threads = new ArrayList<>();
    for (SearchProgress part : parts) {
      Thread thread =
          new Thread(
              () -> {
                for (long visits = 1; visits <= 10_000; visits++) {
                  part.searched(visits);
                }
              });
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertThat(heard).hasSize(20_000).isSorted().endsWith(20_000L);
  }
}
