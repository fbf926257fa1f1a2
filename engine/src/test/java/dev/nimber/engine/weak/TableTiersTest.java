package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which of its two tables the weak search keeps a tier in, decided from its searches' lengths. */
class TableTiersTest {

  private static final ScoreTable LARGE = ScoreTable.keepingWork(1 << 16);

  private static void searches(TableTiers tiers, int tier, int count, long visitsEach) {
    for (int i = 0; i < count; i++) {
      tiers.searched(tier, visitsEach);
    }
  }

  @Test
  void everyTierIsInTheLargeTableUntilAWindowOfItsSearchesEnds() {
    TableTiers tiers = new TableTiers(true, LARGE);
    searches(tiers, 3, TableTiers.WINDOW - 1, 1);
    assertThat(tiers.inSmallTable(3)).isFalse();
    assertThat(tiers.tableOf(3)).isSameAs(LARGE);
    assertThat(tiers.smallTableTiers()).isEmpty();
    searches(tiers, 3, 1, 1);
    assertThat(tiers.inSmallTable(3)).isTrue();
    assertThat(tiers.tableOf(3)).isNotSameAs(LARGE);
    assertThat(tiers.tableOf(3).mostEntries()).isEqualTo(TableTiers.SMALL_TABLE_ENTRIES);
    assertThat(tiers.inSmallTable(2)).isFalse();
    assertThat(tiers.tableOf(2)).isSameAs(LARGE);
    assertThat(tiers.smallTableTiers()).containsExactly(3);
  }

  @Test
  void aTierMovesToTheSmallTableWhenItsSearchesAverageFewerVisitsThanALookUpIsWorth() {
    TableTiers tiers = new TableTiers(true, LARGE);
    searches(tiers, 5, TableTiers.WINDOW / 2, TableTiers.SMALL_BELOW);
    searches(tiers, 5, TableTiers.WINDOW / 2, TableTiers.SMALL_BELOW - 1);
    assertThat(tiers.inSmallTable(5)).isTrue();
    searches(tiers, 6, TableTiers.WINDOW, TableTiers.SMALL_BELOW);
    assertThat(tiers.inSmallTable(6)).isFalse();
  }

  /**
   * Where the small table is too small for a tier, its searches grow longer; only past twice the
   * mark does it move back, so that a tier near the mark does not change from window to window.
   */
  @Test
  void aTierMovesBackToTheLargeTableOnlyWhenItsSearchesAverageMoreThanTwiceTheMark() {
    TableTiers tiers = new TableTiers(true, LARGE);
    searches(tiers, 4, TableTiers.WINDOW, 1);
    assertThat(tiers.inSmallTable(4)).isTrue();
    searches(tiers, 4, TableTiers.WINDOW, TableTiers.LARGE_ABOVE);
    assertThat(tiers.inSmallTable(4)).isTrue();
    searches(tiers, 4, TableTiers.WINDOW - 1, TableTiers.LARGE_ABOVE);
    searches(tiers, 4, 1, TableTiers.LARGE_ABOVE + 1);
    assertThat(tiers.inSmallTable(4)).as("an average a visit in 4,096 above the mark").isFalse();
    searches(tiers, 4, TableTiers.WINDOW, TableTiers.SMALL_BELOW);
    assertThat(tiers.inSmallTable(4)).isFalse();
  }

  @Test
  void tiersFromTheLastWatchedOnStayInTheLargeTable() {
    TableTiers tiers = new TableTiers(true, LARGE);
    searches(tiers, TableTiers.TIERS, TableTiers.WINDOW, 1);
    searches(tiers, 1_000, TableTiers.WINDOW, 1);
    assertThat(tiers.inSmallTable(TableTiers.TIERS)).isFalse();
    assertThat(tiers.inSmallTable(1_000)).isFalse();
    assertThat(tiers.smallTableTiers()).isEmpty();
  }

  @Test
  void anUntieredSearchKeepsEveryTierInTheLargeTable() {
    TableTiers tiers = new TableTiers(false, LARGE);
    searches(tiers, 0, TableTiers.WINDOW, 1);
    assertThat(tiers.inSmallTable(0)).isFalse();
    assertThat(tiers.tableOf(0)).isSameAs(LARGE);
    assertThat(tiers.smallTableTiers()).isEmpty();
  }
}
