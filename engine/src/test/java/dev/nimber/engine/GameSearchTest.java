package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.SubtractionGame.Pile;
import dev.nimber.engine.TextbookGames.Chain;
import dev.nimber.engine.TextbookGames.Circle;
import dev.nimber.engine.TextbookGames.DecidedByRule;
import dev.nimber.engine.TextbookGames.Nim;
import dev.nimber.engine.TextbookGames.Wythoff;
import dev.nimber.engine.weak.SearchProgress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GameSearchTest {

  @Test
  void nimGrundyValueIsTheXorOfTheHeaps() {
    GameSearch search = new GameSearch();
    for (int a = 0; a <= 7; a++) {
      for (int b = 0; b <= 7; b++) {
        for (int c = 0; c <= 7; c++) {
          GameSearch.Evaluation value = search.evaluate(new Nim(List.of(a, b, c)));
          assertThat(value.grundy()).as("heaps %d %d %d", a, b, c).hasValue(a ^ b ^ c);
          assertThat(value.outcome()).isEqualTo((a ^ b ^ c) == 0 ? Outcome.LOSS : Outcome.WIN);
        }
      }
    }
  }

  @Test
  void subtractionGameLosesExactlyOnMultiplesOfFour() {
    GameSearch search = new GameSearch();
    for (int n = 0; n <= 5000; n++) {
      GameSearch.Evaluation value = search.evaluate(new Pile(n));
      assertThat(value.grundy()).as("n = %d", n).hasValue(n % 4);
      // The loser takes one stone at a time at best, but the winner answers each move to restore a
      // multiple of 4.
      long expectedRemoteness = n % 4 == 0 ? n / 2 : 2L * (n / 4) + 1;
      assertThat(value.remoteness()).as("remoteness of %d", n).isEqualTo(expectedRemoteness);
    }
  }

  @Test
  void wythoffLosesExactlyOnBeattyPairs() {
    double phi = (1 + Math.sqrt(5)) / 2;
    Set<List<Integer>> losing = new HashSet<>();
    for (int k = 0; k <= 40; k++) {
      int a = (int) Math.floor(k * phi);
      int b = (int) Math.floor(k * phi * phi);
      losing.add(List.of(a, b));
      losing.add(List.of(b, a));
    }
    GameSearch search = new GameSearch();
    for (int x = 0; x <= 60; x++) {
      for (int y = 0; y <= 60; y++) {
        Outcome expected = losing.contains(List.of(x, y)) ? Outcome.LOSS : Outcome.WIN;
        assertThat(search.evaluate(new Wythoff(x, y)).outcome())
            .as("(%d, %d)", x, y)
            .isEqualTo(expected);
      }
    }
  }

  @Test
  void misereNimFollowsBoutonsRule() {
    GameSearch search = new GameSearch(new GameSearch.Options(true, 1_000_000));
    for (int a = 0; a <= 5; a++) {
      for (int b = 0; b <= 5; b++) {
        for (int c = 0; c <= 5; c++) {
          boolean allSmall = a <= 1 && b <= 1 && c <= 1;
          boolean firstLoses = allSmall ? (a + b + c) % 2 == 1 : (a ^ b ^ c) == 0;
          GameSearch.Evaluation value = search.evaluate(new Nim(List.of(a, b, c)));
          assertThat(value.outcome())
              .as("misère heaps %d %d %d", a, b, c)
              .isEqualTo(firstLoses ? Outcome.LOSS : Outcome.WIN);
          assertThat(value.grundy()).isEmpty();
        }
      }
    }
  }

  @Test
  void winningMoveLeadsToALostPositionAndNoneExistsWhenLost() {
    GameSearch search = new GameSearch();
    for (int n = 0; n <= 200; n++) {
      Pile start = new Pile(n);
      if (n % 4 == 0) {
        assertThat(search.winningMove(start)).isEmpty();
      } else {
        Move move = search.winningMove(start).orElseThrow();
        assertThat(search.evaluate(move.to()).outcome()).isEqualTo(Outcome.LOSS);
        assertThat(move.label()).isEqualTo("take " + (n % 4));
      }
    }
  }

  @Test
  void bestMoveDelaysDefeatLongestWhenLost() {
    GameSearch search = new GameSearch();
    assertThat(search.bestMove(new Pile(8)).orElseThrow().label()).isEqualTo("take 1");
    assertThat(search.bestMove(new Pile(0))).isEmpty();
  }

  @Test
  void verdictsDecidePositionsBeforeTheirMoves() {
    GameSearch search = new GameSearch();
    // From 6 the player can take 1 and leave 5, which the rule decides as a loss for whoever left
    // it.
    assertThat(search.evaluate(new DecidedByRule(5, true)).outcome()).isEqualTo(Outcome.WIN);
    assertThat(search.evaluate(new DecidedByRule(5, true)).remoteness()).isZero();
    assertThat(search.evaluate(new DecidedByRule(6, false)).outcome()).isEqualTo(Outcome.LOSS);
    assertThat(search.evaluate(new DecidedByRule(5, false)).outcome()).isEqualTo(Outcome.WIN);
    assertThat(search.evaluate(new DecidedByRule(7, false)).grundy()).isEmpty();
  }

  @Test
  void positionsDecidedByRuleAreHeldOnlyByASearchKeepingEveryPosition() {
    GameSearch plain = new GameSearch();
    GameSearch keeping = GameSearch.keepingEveryPosition(GameSearch.Options.defaults());
    DecidedByRule start = new DecidedByRule(12, false);
    assertThat(plain.evaluate(start)).isEqualTo(keeping.evaluate(start));
    // 12 down to 0 are reached, 10 and 5 decided by rule as the player who reached them loses.
    assertThat(plain.positionsEvaluated()).isEqualTo(11);
    assertThat(keeping.positionsEvaluated()).isEqualTo(13);
    Map<Position, GameSearch.Evaluation> told = new HashMap<>();
    keeping.forEachEvaluated(told::put);
    assertThat(told)
        .hasSize(13)
        .containsEntry(new DecidedByRule(10, true), new GameSearch.Evaluation(Outcome.WIN, 0, -1));
    plain.forEachEvaluated(told::remove);
    assertThat(told.keySet())
        .containsExactlyInAnyOrder(new DecidedByRule(10, true), new DecidedByRule(5, true));
  }

  @Test
  void aChainOfTenMillionPositionsDoesNotOverflowTheStack() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 10_000_001));
    GameSearch.Evaluation value = search.evaluate(new Chain(10_000_000));
    assertThat(value.outcome()).isEqualTo(Outcome.LOSS);
    assertThat(value.remoteness()).isEqualTo(10_000_000);
    assertThat(search.positionsEvaluated()).isEqualTo(10_000_001);
  }

  @Test
  void aPositionThatRepeatsAlongALineOfPlayIsReportedAsLoopy() {
    GameSearch search = new GameSearch();
    assertThatThrownBy(() -> search.evaluate(new Circle(0, 5)))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("loopy")
        .hasMessageContaining("Circle[at=0, size=5]");
  }

  @Test
  void theDefaultBudgetIsWhatTheHeapHoldsOrTheSystemProperty() {
    String before = System.getProperty(GameSearch.Options.BUDGET_PROPERTY);
    try {
      System.clearProperty(GameSearch.Options.BUDGET_PROPERTY);
      assertThat(GameSearch.Options.defaultBudget())
          .isEqualTo(Runtime.getRuntime().maxMemory() / GameSearch.Options.BYTES_PER_POSITION);
      System.setProperty(GameSearch.Options.BUDGET_PROPERTY, "2^20");
      assertThat(GameSearch.Options.defaultBudget()).isEqualTo(1 << 20);
      for (String malformed : List.of("abc", "0", "-5", "1e6", "2^64")) {
        System.setProperty(GameSearch.Options.BUDGET_PROPERTY, malformed);
        assertThatThrownBy(GameSearch.Options::defaultBudget)
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage(
                "-Dnimber.search.budget="
                    + malformed
                    + ": allowed: a whole number of positions from 1 to 9223372036854775807");
      }
    } finally {
      if (before == null) {
        System.clearProperty(GameSearch.Options.BUDGET_PROPERTY);
      } else {
        System.setProperty(GameSearch.Options.BUDGET_PROPERTY, before);
      }
    }
  }

  @Test
  void theMemoBudgetIsEnforcedWithAClearMessageAndTheSearchStaysUsable() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 100));
    assertThatThrownBy(() -> search.evaluate(new Pile(1000)))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("budget of 100 positions")
        .extracting(failure -> ((SolverFailureException) failure).shortage())
        .isEqualTo(Optional.of(Shortage.setting(GameSearch.Options.BUDGET_PROPERTY)));
    assertThat(search.evaluate(new Pile(50)).outcome()).isEqualTo(Outcome.WIN);
  }

  /**
   * A listener hears the positions the search holds each time they have grown by 2^18, until it is
   * taken back: a pile of 600,000 stones holds one position per pile size, and 2^18 and 2^19 are
   * reported.
   */
  @Test
  void aListenerHearsThePositionsHeldAsTheMemoGrows() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 1_000_000));
    List<Long> heard = new ArrayList<>();
    search.reportTo(heard::add);
    assertThat(search.evaluate(new Pile(600_000)).outcome()).isEqualTo(Outcome.LOSS);
    assertThat(heard).containsExactly(1L << 18, 1L << 19);
    search.reportTo(SearchProgress.NONE);
    search.evaluate(new Pile(900_000));
    assertThat(heard).hasSize(2);
  }
}
