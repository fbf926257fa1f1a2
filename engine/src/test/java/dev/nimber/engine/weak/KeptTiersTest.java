package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which tiers the weak search keeps in its table, decided from its searches' lengths. */
class KeptTiersTest {

  private static void searches(KeptTiers tiers, int tier, int count, long visitsEach) {
    for (int i = 0; i < count; i++) {
      tiers.searched(tier, visitsEach);
    }
  }

  @Test
  void everyTierIsKeptUntilAWindowOfItsSearchesEnds() {
    KeptTiers tiers = new KeptTiers(true);
    searches(tiers, 3, KeptTiers.WINDOW - 1, 1);
    assertThat(tiers.kept(3)).isTrue();
    assertThat(tiers.unkept()).isEmpty();
    searches(tiers, 3, 1, 1);
    assertThat(tiers.kept(3)).isFalse();
    assertThat(tiers.kept(2)).isTrue();
    assertThat(tiers.unkept()).containsExactly(3);
  }

  @Test
  void aKeptTierIsLeftOutWhenItsSearchesAverageFewerVisitsThanALookUpIsWorth() {
    KeptTiers tiers = new KeptTiers(true);
    searches(tiers, 5, KeptTiers.WINDOW / 2, KeptTiers.UNKEPT_BELOW);
    searches(tiers, 5, KeptTiers.WINDOW / 2, KeptTiers.UNKEPT_BELOW - 1);
    assertThat(tiers.kept(5)).isFalse();
    searches(tiers, 6, KeptTiers.WINDOW, KeptTiers.UNKEPT_BELOW);
    assertThat(tiers.kept(6)).isTrue();
  }

  /**
   * Without the table a tier's searches grow longer; only past twice the mark is it kept again, so
   * that a tier near the mark does not change from window to window.
   */
  @Test
  void aLeftOutTierIsKeptAgainOnlyWhenItsSearchesAverageMoreThanTwiceTheMark() {
    KeptTiers tiers = new KeptTiers(true);
    searches(tiers, 4, KeptTiers.WINDOW, 1);
    assertThat(tiers.kept(4)).isFalse();
    searches(tiers, 4, KeptTiers.WINDOW, KeptTiers.KEPT_ABOVE);
    assertThat(tiers.kept(4)).isFalse();
    searches(tiers, 4, KeptTiers.WINDOW - 1, KeptTiers.KEPT_ABOVE);
    searches(tiers, 4, 1, KeptTiers.KEPT_ABOVE + 1);
    assertThat(tiers.kept(4)).as("an average a visit in 4,096 above the mark").isTrue();
    searches(tiers, 4, KeptTiers.WINDOW, KeptTiers.UNKEPT_BELOW);
    assertThat(tiers.kept(4)).isTrue();
  }

  @Test
  void tiersFromTheLastWatchedOnAreAlwaysKept() {
    KeptTiers tiers = new KeptTiers(true);
    searches(tiers, KeptTiers.TIERS, KeptTiers.WINDOW, 1);
    searches(tiers, 1_000, KeptTiers.WINDOW, 1);
    assertThat(tiers.kept(KeptTiers.TIERS)).isTrue();
    assertThat(tiers.kept(1_000)).isTrue();
    assertThat(tiers.unkept()).isEmpty();
  }

  @Test
  void anUntieredSearchKeepsEveryTier() {
    KeptTiers tiers = new KeptTiers(false);
    searches(tiers, 0, KeptTiers.WINDOW, 1);
    assertThat(tiers.kept(0)).isTrue();
    assertThat(tiers.unkept()).isEmpty();
  }
}
