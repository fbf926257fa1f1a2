package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/** What a search's listener heard, checked the same way for each search that reports its visits. */
final class HeardVisits {

  private HeardVisits() {}

  /**
   * The reports rise, the i-th (from 0) is at least {@code every · (i + 1)} and none is past the
   * visits made, and the last is within two of the search's checks (every 1,024 visits) of them.
   *
   * @param heard the visits reported, in order
   * @param every the visits asked between two reports
   * @param visits the visits the search made
   */
  static void assertRiseToward(List<Long> heard, long every, long visits) {
    assertThat(heard).isNotEmpty().isSorted().doesNotHaveDuplicates();
    for (int i = 0; i < heard.size(); i++) {
      assertThat(heard.get(i)).as("report %d", i).isBetween(every * (i + 1), visits);
    }
    assertThat(heard.get(heard.size() - 1)).isGreaterThan(visits - 2 * 1024);
  }
}
