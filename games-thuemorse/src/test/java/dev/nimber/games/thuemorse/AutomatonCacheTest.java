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

  @Test
  void keepsAndDropsTheLevelsOfLargeTakesAsOfSmallOnes() {
    AutomatonCache cache = new AutomatonCache(70_000);
    ThueMorseAutomaton large =
        cache.levelsFor(2_000, 10).orElseThrow(); // 10 * 2 * 2002 = 40040 ints
    assertThat(cache.levelsFor(2_000, 5).orElseThrow()).isSameAs(large);
    cache.levelsFor(3_000, 10).orElseThrow(); // 60040 more: large must go
    assertThat(cache.levelsFor(2_000, 10).orElseThrow()).isNotSameAs(large);
  }
}
