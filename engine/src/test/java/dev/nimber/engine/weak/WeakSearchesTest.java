package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedNim;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
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

  /**
   * Once two searches of the same rules are out at once, each is moved onto one table as it is
   * taken, with what its own table held: the first, on its own table, values every position, the
   * lowest tiers first, and is taken again; the second then values them from the table, in at most
   * three visits each (its null-window searches).
   */
  @Test
  void searchesOfTheSameRulesOutAtOnceMoveOntoOneTableWithWhatTheyProved() {
    RankedNim large = new RankedNim(3, 9, 9);
    Supplier<AlphaBetaValues> fresh = () -> new AlphaBetaValues(large, false, 1 << 20);
    WeakSearches kept = new WeakSearches(2);
    AlphaBetaValues first = kept.take(List.of(9), fresh);
    AlphaBetaValues second = kept.take(List.of(9), fresh);
    int top = large.tierCount() - 1;
    List<GameSearch.Evaluation> values = new ArrayList<>();
    for (int tier = 0; tier <= top; tier++) {
      for (long rank = 0; rank < large.tierSize(tier); rank++) {
        values.add(first.evaluate(tier, rank));
      }
    }
    kept.giveBack(List.of(9), first);
    AlphaBetaValues moved = kept.take(List.of(9), fresh);
    assertThat(moved).as("a search on the common table").isNotSameAs(first);
    assertThat(moved.visited()).isEqualTo(first.visited());
    int index = 0;
    for (int tier = 0; tier <= top; tier++) {
      for (long rank = 0; rank < large.tierSize(tier); rank++) {
        assertThat(second.evaluate(tier, rank)).isEqualTo(values.get(index++));
      }
    }
    assertThat(first.visited()).as("the first's visits").isGreaterThan(10L * values.size());
    assertThat(second.visited()).as("the second's").isLessThanOrEqualTo(3L * values.size());
  }

  /**
   * Searches made to be asked at once (an opening book's) search on one table: what the first
   * proved answers the second, in at most three visits a question; so do searches of which one is
   * raced by helpers, which move with it.
   */
  @Test
  void searchesMadeToBeAskedAtOnceSearchOneTableWithTheirHelpers() {
    RankedNim large = new RankedNim(3, 9, 9);
    List<AlphaBetaValues> searches =
        WeakSearches.onOneTable(
            List.of(
                new AlphaBetaValues(large, false, 1 << 20),
                new AlphaBetaValues(large, false, 1 << 20)));
    int asked = 0;
    for (int tier = 0; tier < large.tierCount(); tier++) {
      for (long rank = 0; rank < large.tierSize(tier); rank++) {
        GameSearch.Evaluation first = searches.get(0).evaluate(tier, rank);
        assertThat(searches.get(1).evaluate(tier, rank)).isEqualTo(first);
        asked++;
      }
    }
    assertThat(searches.get(0).visited()).isGreaterThan(10L * asked);
    assertThat(searches.get(1).visited()).isLessThanOrEqualTo(3L * asked);
    int top = large.tierCount() - 1;
    GameSearch.Evaluation value = searches.get(0).evaluate(top, 0);
    List<AlphaBetaValues> raced =
        WeakSearches.onOneTable(
            List.of(
                AlphaBetaValues.onThreads(
                    large, List.of(large), false, 1 << 20, new JoinAfter(0, 0)),
                new AlphaBetaValues(large, false, 1 << 20)));
    assertThat(raced.get(0).evaluate(top, 0)).isEqualTo(value);
    assertThat(raced.get(0).helpersJoined()).as("searches the helper joined").isPositive();
    assertThat(raced.get(1).evaluate(top, 0)).isEqualTo(value);
    assertThat(raced.get(1).visited()).isLessThanOrEqualTo(3);
  }

  /** A search alone of its rules shares nothing: another made later starts from nothing. */
  @Test
  void aSearchAloneSharesNothing() {
    RankedNim large = new RankedNim(3, 9, 9);
    Supplier<AlphaBetaValues> fresh = () -> new AlphaBetaValues(large, false, 1 << 20);
    WeakSearches kept = new WeakSearches(0);
    int top = large.tierCount() - 1;
    AlphaBetaValues first = kept.take(List.of(9), fresh);
    first.evaluate(top, 0);
    AlphaBetaValues later = kept.take(List.of(9), fresh);
    later.evaluate(top, 0);
    assertThat(later.visited()).isEqualTo(first.visited());
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

  @Test
  void theQuestionsBeingAnsweredAreCountedUntilEachEnds() {
    WeakSearches kept = new WeakSearches(2);
    assertThat(kept.questionStarted()).isEqualTo(1);
    assertThat(kept.questionStarted()).isEqualTo(2);
    kept.questionEnded();
    kept.questionEnded();
    assertThat(kept.questionStarted()).isEqualTo(1);
    kept.questionEnded();
  }

  @Test
  void theQuestionsOfEveryGameAreCountedTogetherForTheProcess() {
    WeakSearches ofOneGame = new WeakSearches(2);
    WeakSearches ofAnother = new WeakSearches(2);
    int before = WeakSearches.questionsInProcess();
    ofOneGame.questionStarted();
    ofAnother.questionStarted();
    assertThat(WeakSearches.questionsInProcess()).isEqualTo(before + 2);
    ofOneGame.questionEnded();
    assertThat(WeakSearches.questionsInProcess()).isEqualTo(before + 1);
    ofAnother.questionEnded();
    assertThat(WeakSearches.questionsInProcess()).isEqualTo(before);
  }
}
