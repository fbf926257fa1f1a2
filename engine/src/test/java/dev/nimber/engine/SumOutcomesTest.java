package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.engine.SumGames.Heap;
import dev.nimber.engine.SumGames.Row;
import dev.nimber.engine.SumGames.SealedRow;
import dev.nimber.engine.SumGames.Sum;
import dev.nimber.engine.TextbookGames.DecidedByRule;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Who wins a sum found by searching for a winning move beside a nim-heap, checked against the whole
 * search, which never splits a position into components, and against the plain recurrence.
 */
class SumOutcomesTest {

  @Test
  void everyPositionOfNodeKaylesOnRandomGraphsHasTheWholeSearchsOutcomeAndValue() {
    Random random = new Random(48);
    for (int graph = 0; graph < 40; graph++) {
      NodeKaylesGraph.Graph drawn =
          NodeKaylesGraph.Graph.random(random, 8 + graph % 4, 0.15 + 0.05 * (graph % 5));
      GameSearch whole = new GameSearch();
      GameSearch bySums = new GameSearch();
      SumOutcomes outcomes = new SumOutcomes(bySums, new ComponentNimbers(bySums, null));
      long all = drawn.whole().left();
      for (long left = all; ; left = (left - 1) & all) {
        NodeKaylesGraph position = new NodeKaylesGraph(drawn, left);
        assertThat(outcomes.outcome(position))
            .as("graph %d, vertices left %s", graph, Long.toBinaryString(left))
            .contains(whole.evaluate(position).outcome());
        assertThat(outcomes.value(position))
            .as("graph %d, vertices left %s", graph, Long.toBinaryString(left))
            .isEqualTo(whole.evaluate(position).grundy());
        if (left == 0) {
          break;
        }
      }
    }
  }

  @Test
  void sumsOfKaylesRowsAndNimHeapsAreWonWhenTheirValuesDifferFromZero() {
    int[] values = SumGames.kaylesValues(41);
    GameSearch search = new GameSearch();
    SumOutcomes outcomes = new SumOutcomes(search, new ComponentNimbers(search, null));
    for (int pins = 0; pins <= 40; pins++) {
      for (int stones = 0; stones <= 9; stones++) {
        Position sum =
            Sum.unpack(
                Sum.of(true, List.of(new Row(pins, true), new Row(7, true), new Heap(stones))));
        int value = values[pins] ^ values[7] ^ stones;
        assertThat(outcomes.outcome(sum))
            .as("row %d, row 7, heap %d", pins, stones)
            .contains(value == 0 ? Outcome.LOSS : Outcome.WIN);
      }
    }
  }

  @Test
  void theValuesFoundOnTheWayAreEachComponentsGrundyValue() {
    GameSearch search = new GameSearch();
    SumOutcomes outcomes = new SumOutcomes(search, new ComponentNimbers(search, null));
    outcomes.outcome(new Row(60, true));
    int[] values = SumGames.kaylesValues(61);
    int known = 0;
    for (int pins = 0; pins <= 60; pins++) {
      int value = outcomes.known(new Row(pins, true));
      if (value != ComponentNimbers.PENDING) {
        assertThat(value).as("row %d", pins).isEqualTo(values[pins]);
        known++;
      }
    }
    assertThat(known).isGreaterThan(30);
    // A move to a row worth 0 was found: the row of 60 itself needed no value.
    assertThat(outcomes.known(new Row(60, true))).isEqualTo(ComponentNimbers.PENDING);
  }

  /**
   * A component the game values ({@link ComponentNimbers#valueByTheory}) is not searched, its moves
   * never listed: sums of a sealed row, a row of 7 and a nim-heap have the outcome and value of
   * their Kayles values, the rows of 0 to 40 each asked of the game once.
   */
  @Test
  void aComponentTheGameValuesIsTakenAtItsValueAndNotSearched() {
    int[] values = SumGames.kaylesValues(41);
    GameSearch search = new GameSearch();
    ComponentNimbers nimbers = new ComponentNimbers(search, null);
    Map<Integer, Integer> asked = new HashMap<>();
    nimbers.valueByTheory(
        component -> {
          if (!(component instanceof SealedRow row)) {
            return -1;
          }
          asked.merge(row.pins(), 1, Integer::sum);
          return values[row.pins()];
        });
    SumOutcomes outcomes = new SumOutcomes(search, nimbers);
    for (int pins = 0; pins <= 40; pins++) {
      for (int stones = 0; stones <= 9; stones++) {
        Position sum =
            Sum.of(true, List.of(new SealedRow(pins), new Row(7, true), new Heap(stones)));
        int value = values[pins] ^ values[7] ^ stones;
        assertThat(outcomes.outcome(sum))
            .as("sealed row %d, row 7, heap %d", pins, stones)
            .contains(value == 0 ? Outcome.LOSS : Outcome.WIN);
        assertThat(outcomes.value(sum))
            .as("sealed row %d, row 7, heap %d", pins, stones)
            .hasValue(value);
      }
    }
    assertThat(asked).hasSize(41).allSatisfy((pins, times) -> assertThat(times).isEqualTo(1));
  }

  /**
   * The game's values of the parts of up to 6 vertices of random graphs of 22 vertices (from a
   * search of each part, apart from the one checked) leave the Grundy value found past valuing
   * whole the whole search's.
   */
  @Test
  void theGamesValuesOfSmallPartsLeaveTheValueSearchedPastValuingWholeTheWholeSearchs() {
    Random random = new Random(50);
    GameSearch partSearch = new GameSearch();
    int[] given = {0};
    for (int graph = 0; graph < 6; graph++) {
      NodeKaylesGraph position = NodeKaylesGraph.Graph.random(random, 22, 0.12).whole();
      GameSearch bySums = new GameSearch();
      ComponentNimbers early = new ComponentNimbers(bySums, null, 0);
      early.searchValuesPastWhole();
      early.valueByTheory(
          component -> {
            if (!(component instanceof NodeKaylesGraph part) || Long.bitCount(part.left()) > 6) {
              return -1;
            }
            given[0]++;
            return partSearch.evaluate(part).grundy().orElseThrow();
          });
      assertThat(early.value(position))
          .as("graph %d", graph)
          .isEqualTo(new GameSearch().evaluate(position).grundy());
    }
    assertThat(given[0]).isGreaterThan(100);
  }

  @Test
  void aSearchGivesUpWhereItMeetsAPositionDecidedByRuleAsAWin() {
    GameSearch search = new GameSearch();
    SumOutcomes outcomes = new SumOutcomes(search, new ComponentNimbers(search, null));
    // From 6 both moves must be answered, and the one to 5 is decided by rule.
    assertThat(outcomes.outcome(new DecidedByRule(6, false))).isEmpty();
    Position decided =
        Sum.of(true, List.of(new DecidedByRule(7, false), new DecidedByRule(3, false)));
    assertThat(outcomes.outcome(decided)).isEmpty();
    // From 4 the move to 3 wins, and no line from 3 reaches a multiple of 5: that proof stands.
    assertThat(outcomes.outcome(new DecidedByRule(4, false)))
        .contains(new GameSearch().evaluate(new DecidedByRule(4, false)).outcome())
        .contains(Outcome.WIN);
  }

  @Test
  void aSearchGivesUpOnAComponentThatRepeatsAlongALine() {
    GameSearch search = new GameSearch();
    SumOutcomes outcomes = new SumOutcomes(search, new ComponentNimbers(search, null));
    assertThat(outcomes.outcome(new TextbookGames.Circle(0, 3))).isEqualTo(Optional.empty());
  }

  @Test
  void outcomeTurnsToTheSearchForAWinningMovePastItsComponentsValuedWhole() {
    Random random = new Random(7);
    for (int graph = 0; graph < 6; graph++) {
      NodeKaylesGraph position = NodeKaylesGraph.Graph.random(random, 22, 0.12).whole();
      GameSearch whole = new GameSearch();
      GameSearch bySums = new GameSearch();
      ComponentNimbers early = new ComponentNimbers(bySums, null, 0);
      Outcome expected = whole.evaluate(position).outcome();
      assertThat(early.outcome(position)).as("graph %d", graph).contains(expected);
      assertThat(new ComponentNimbers(new GameSearch(), null).outcome(position)).contains(expected);
      Optional<Move> firstToLoss =
          position.moves().stream()
              .filter(move -> whole.evaluate(move.to()).outcome() == Outcome.LOSS)
              .findFirst();
      assertThat(early.firstToLoss(position.moves())).as("graph %d", graph).isEqualTo(firstToLoss);
      assertThat(firstToLoss.isPresent()).isEqualTo(expected == Outcome.WIN);
    }
  }

  @Test
  void theValueSearchedPastValuingWholeIsTheWholeSearchsOnRandomGraphs() {
    Random random = new Random(49);
    for (int graph = 0; graph < 6; graph++) {
      NodeKaylesGraph position = NodeKaylesGraph.Graph.random(random, 22, 0.12).whole();
      GameSearch bySums = new GameSearch();
      ComponentNimbers early = new ComponentNimbers(bySums, null, 0);
      early.searchValuesPastWhole();
      assertThat(early.value(position))
          .as("graph %d", graph)
          .isEqualTo(new GameSearch().evaluate(position).grundy());
    }
  }

  /**
   * A component whose every line reaches the end but one, which reaches a position decided by rule
   * as a win: {@code C} moves to {@code A} (no moves) or {@code B}; {@code B} to {@code E} (whose
   * one move is to {@code A}) or {@code D}; {@code D} to {@code W}, a win by rule.
   */
  record Hidden(char name) implements Position {
    @Override
    public List<Move> moves() {
      String to =
          switch (name) {
            case 'C' -> "AB";
            case 'B' -> "ED";
            case 'E' -> "A";
            case 'D' -> "W";
            default -> "";
          };
      return to.chars()
          .mapToObj(next -> new Move("to " + (char) next, new Hidden((char) next)))
          .toList();
    }

    @Override
    public Optional<Outcome> verdict() {
      return name == 'W' ? Optional.of(Outcome.WIN) : Optional.empty();
    }
  }

  @Test
  void aValueIsSearchedOnlyForAGameThatDecidesNoPositionByRule() {
    Position start = new Hidden('C');
    assertThat(new GameSearch().evaluate(start).grundy()).isEmpty();
    // The search finds E worth 1, so B beside a heap of 1 won, and never looks at D: it takes C to
    // be worth 1. Not told that the game decides none, the value is found whole.
    GameSearch search = new GameSearch();
    assertThat(new SumOutcomes(search, new ComponentNimbers(search, null)).value(start))
        .hasValue(1);
    GameSearch untold = new GameSearch();
    assertThat(new ComponentNimbers(untold, null, 0).value(start)).isEmpty();
    assertThat(untold.nimber(start)).isEmpty();
  }
}
