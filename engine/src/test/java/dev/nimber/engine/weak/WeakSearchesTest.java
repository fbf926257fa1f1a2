package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.engine.RankedNim;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Weak searches kept between questions: given back to the rules they searched, never to others. */
class WeakSearchesTest {

  private final RankedNim game = new RankedNim(2, 5, 5);

  private AlphaBetaValues fresh() {
    return new AlphaBetaValues(game, false, 1 << 16);
  }

  @Test
  void aSearchGivenBackServesTheSameRulesAndNoOthers() {
    WeakSearches kept = new WeakSearches(2);
    AlphaBetaValues first = kept.take(List.of(5), this::fresh);
    kept.giveBack(List.of(5), first);
    assertThat(kept.take(List.of(6), this::fresh)).isNotSameAs(first);
    assertThat(kept.take(List.of(5), this::fresh)).isSameAs(first);
    assertThat(kept.take(List.of(5), this::fresh)).as("taken already").isNotSameAs(first);
  }

  @Test
  void theLeastRecentlyGivenBackIsDroppedPastTheMost() {
    WeakSearches kept = new WeakSearches(2);
    AlphaBetaValues one = fresh();
    AlphaBetaValues two = fresh();
    AlphaBetaValues three = fresh();
    kept.giveBack(List.of(1), one);
    kept.giveBack(List.of(2), two);
    kept.giveBack(List.of(3), three);
    assertThat(kept.take(List.of(1), this::fresh)).isNotSameAs(one);
    assertThat(kept.take(List.of(2), this::fresh)).isSameAs(two);
    assertThat(kept.take(List.of(3), this::fresh)).isSameAs(three);
  }
}
