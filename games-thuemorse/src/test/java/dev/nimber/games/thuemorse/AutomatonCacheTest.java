package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AutomatonCacheTest {

  @Test
  void keepsLevelsForReuseAndGrowsThemForLargerPiles() {
    AutomatonCache cache = new AutomatonCache(1 << 20);
    ThueMorseAutomaton first = cache.levelsFor(50, 30).orElseThrow();
    assertThat(cache.levelsFor(50, 20).orElseThrow()).isSameAs(first);
    assertThat(cache.levelsFor(50, 64).orElseThrow().levelCount()).isEqualTo(64);
  }

  @Test
  void refusesLevelsLargerThanTheBudgetAndDropsTheOldestToMakeRoom() {
    AutomatonCache cache = new AutomatonCache(10_000);
    assertThat(cache.levelsFor(10_000, 60)).isEmpty();
    ThueMorseAutomaton a = cache.levelsFor(40, 60).orElseThrow(); // 60 * 2 * 42 = 5040 ints
    cache.levelsFor(41, 60).orElseThrow(); // 5160 more: a must go
    assertThat(cache.levelsFor(40, 60).orElseThrow()).isNotSameAs(a);
  }
}
