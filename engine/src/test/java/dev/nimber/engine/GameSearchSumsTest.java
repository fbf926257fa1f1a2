package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.SumGames.Graph;
import dev.nimber.engine.SumGames.Heap;
import dev.nimber.engine.SumGames.Node;
import dev.nimber.engine.SumGames.Row;
import dev.nimber.engine.SumGames.Sum;
import dev.nimber.engine.TextbookGames.Circle;
import dev.nimber.engine.TextbookGames.DecidedByRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Sums valued by their components, checked against the same games searched whole and against the
 * theory.
 */
class GameSearchSumsTest {

  @Test
  void aSumOfNimHeapsIsWorthTheXorOfItsHeaps() {
    GameSearch search = new GameSearch();
    for (int a = 0; a <= 9; a++) {
      for (int b = 0; b <= 9; b++) {
        for (int c = 0; c <= 9; c++) {
          Sum heaps = Sum.of(true, List.of(new Heap(a), new Heap(b), new Heap(c)));
          assertThat(search.nimber(heaps)).as("heaps %d %d %d", a, b, c).hasValue(a ^ b ^ c);
          assertThat(search.outcome(heaps))
              .isEqualTo((a ^ b ^ c) == 0 ? Outcome.LOSS : Outcome.WIN);
        }
      }
    }
    // Only the ten heaps were valued, never their 220 combinations; and the empty sum, which is no
    // sum (it has no
    // components), twice: as a value, and as the outcome of a position without moves.
    assertThat(search.positionsEvaluated()).isEqualTo(10 + 2);
  }

  @Test
  void aWinningMoveOfASumLeavesASumWorthZero() {
    GameSearch search = new GameSearch();
    Sum heaps = Sum.of(true, List.of(new Heap(3), new Heap(5), new Heap(7)));
    Move move = search.winningMove(heaps).orElseThrow();
    assertThat(search.nimber(move.to())).hasValue(0);
    assertThat(search.winningMove(Sum.of(true, List.of(new Heap(1), new Heap(2), new Heap(3)))))
        .isEmpty();
    assertThat(search.bestMove(Sum.of(true, List.of(new Heap(1), new Heap(1))))).isPresent();
  }

  @Test
  void kaylesRowsAreWorthTheTextbookValuesUpToAThousandPins() {
    int[] plain = SumGames.kaylesValues(1001);
    // Guy and Smith (1956): the first values, then period 12 from 71 pins on.
    assertThat(plain).startsWith(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7);
    for (int n = 71; n + 12 <= 1000; n++) {
      assertThat(plain[n + 12]).as("g(%d)", n + 12).isEqualTo(plain[n]);
    }
    GameSearch search = new GameSearch();
    for (int n = 0; n <= 1000; n++) {
      assertThat(search.nimber(new Row(n, true))).as("row of %d", n).hasValue(plain[n]);
    }
    assertThat(search.outcome(new Row(1000, true)))
        .isEqualTo(plain[1000] == 0 ? Outcome.LOSS : Outcome.WIN);
  }

  /**
   * Dawson's Kayles (octal 0.07): a move knocks down two adjacent pins. Its values (OEIS A002187)
   * have period 34 with seven exceptions, at 1, 15, 17, 18, 32, 35 and 52 pins (Guy and Smith 1956,
   * who give them for Dawson's chess, one less: 0, 14, 16, 17, 31, 34, 51); checked up to 1,000
   * pins by the search with rows as components, and against the plain recurrence.
   */
  @Test
  void dawsonsKaylesHasTheTextbookValuesAndPeriod34() {
    int size = 1001;
    int[] plain = new int[size];
    for (int pins = 2; pins < size; pins++) {
      boolean[] seen = new boolean[128];
      for (int before = 0; before <= pins - 2; before++) {
        seen[plain[before] ^ plain[pins - 2 - before]] = true;
      }
      while (seen[plain[pins]]) {
        plain[pins]++;
      }
    }
    assertThat(plain)
        .startsWith(
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2);
    for (int n = 53; n + 34 < size; n++) {
      assertThat(plain[n + 34]).as("g(%d)", n + 34).isEqualTo(plain[n]);
    }
    List<Integer> exceptions = new ArrayList<>();
    for (int n = 1; n < 53; n++) {
      if (plain[n] != plain[n + 34 * ((53 - n + 33) / 34)]) {
        exceptions.add(n);
      }
    }
    assertThat(exceptions).containsExactly(1, 15, 17, 18, 32, 35, 52);
    GameSearch search = new GameSearch();
    for (int n = 0; n < size; n++) {
      assertThat(search.nimber(new DawsonRow(n))).as("row of %d", n).hasValue(plain[n]);
    }
  }

  /**
   * A row of Dawson's Kayles: knock down two adjacent pins; what is left is a sum of two rows.
   *
   * @param pins the pins
   */
  record DawsonRow(int pins) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int before = 0; before <= pins - 2; before++) {
        moves.add(
            new Move(
                "knock 2 after " + before,
                Sum.unpack(
                    Sum.of(
                        true, List.of(new DawsonRow(before), new DawsonRow(pins - 2 - before))))));
      }
      return moves;
    }
  }

  @Test
  void kaylesValuedByItsRowsAgreesWithKaylesSearchedWhole() {
    GameSearch sums = new GameSearch();
    GameSearch whole = new GameSearch();
    for (int a = 0; a <= 7; a++) {
      for (int b = a; b <= 7; b++) {
        for (int c = b; c <= 7; c++) {
          Sum split = Sum.of(true, List.of(new Row(a, true), new Row(b, true), new Row(c, true)));
          Sum together =
              Sum.of(false, List.of(new Row(a, false), new Row(b, false), new Row(c, false)));
          GameSearch.Evaluation searched = whole.evaluate(together);
          assertThat(sums.nimber(split)).as("rows %d %d %d", a, b, c).isEqualTo(searched.grundy());
          assertThat(sums.outcome(split))
              .as("rows %d %d %d", a, b, c)
              .isEqualTo(searched.outcome());
          sums.winningMove(split).ifPresent(move -> assertThat(sums.nimber(move.to())).hasValue(0));
        }
      }
    }
  }

  @Test
  void sumsOfRandomAcyclicGamesAgreeWithTheirProductSearchedWhole() {
    Random random = new Random(20261130);
    for (int trial = 0; trial < 300; trial++) {
      int count = 2 + random.nextInt(2);
      List<Position> split = new ArrayList<>();
      List<Position> together = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        Graph graph = randomGraph(trial * 10 + i, 2 + random.nextInt(7), random);
        int start = random.nextInt(graph.edges().length);
        split.add(new Node(graph, start));
        together.add(new Node(graph, start));
      }
      Sum sum = Sum.of(true, split);
      Sum product = Sum.of(false, together);
      GameSearch.Evaluation searched = new GameSearch().evaluate(product);
      GameSearch search = new GameSearch();
      assertThat(search.nimber(sum)).as("trial %d", trial).isEqualTo(searched.grundy());
      assertThat(search.outcome(sum)).as("trial %d", trial).isEqualTo(searched.outcome());
      Position afterWin = search.winningMove(sum).map(Move::to).orElse(null);
      if (afterWin != null) {
        assertThat(new GameSearch().evaluate(Sum.of(false, unsplit(afterWin))).outcome())
            .isEqualTo(Outcome.LOSS);
      }
    }
  }

  @Test
  void aSumWithAPartDecidedByRuleAsAWinIsSearchedWhole() {
    GameSearch search = new GameSearch();
    for (int a = 0; a <= 12; a++) {
      for (int b = 0; b <= 12; b++) {
        Sum split = Sum.of(true, List.of(new DecidedByRule(a, false), new DecidedByRule(b, false)));
        Sum together =
            Sum.of(false, List.of(new DecidedByRule(a, false), new DecidedByRule(b, false)));
        assertThat(search.outcome(split))
            .as("%d %d", a, b)
            .isEqualTo(new GameSearch().evaluate(together).outcome());
      }
    }
  }

  @Test
  void misereSumsAreSearchedWholeAndFollowMisereNim() {
    GameSearch search = new GameSearch(new GameSearch.Options(true, 1_000_000));
    for (int a = 0; a <= 5; a++) {
      for (int b = 0; b <= 5; b++) {
        for (int c = 0; c <= 5; c++) {
          Sum heaps = Sum.of(true, List.of(new Heap(a), new Heap(b), new Heap(c)));
          assertThat(search.nimber(heaps)).isEmpty();
          assertThat(search.decomposes(heaps)).isFalse();
          // Misère Nim (Bouton): with every heap at most 1 the player to move loses on an odd count
          // of ones;
          // otherwise exactly when the XOR is 0.
          boolean small = a <= 1 && b <= 1 && c <= 1;
          boolean loses = small ? (a + b + c) % 2 == 1 : (a ^ b ^ c) == 0;
          assertThat(search.outcome(heaps))
              .as("misère %d %d %d", a, b, c)
              .isEqualTo(loses ? Outcome.LOSS : Outcome.WIN);
        }
      }
    }
  }

  @Test
  void aComponentThatRepeatsAlongALineOfPlayIsReportedAsLoopyAndTheSearchStaysUsable() {
    GameSearch search = new GameSearch();
    assertThatThrownBy(() -> search.nimber(Sum.of(true, List.of(new Heap(2), new Circle(0, 3)))))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("loopy");
    assertThat(search.nimber(Sum.of(true, List.of(new Heap(2), new Heap(3))))).hasValue(1);
  }

  @Test
  void componentsCountAgainstTheBudget() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 50));
    assertThatThrownBy(() -> search.nimber(new Row(100, true)))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("budget of 50 positions");
    assertThat(search.nimber(new Row(20, true))).hasValue(SumGames.kaylesValues(21)[20]);
  }

  @Test
  void anInterruptedSumSearchStops() {
    GameSearch search = new GameSearch();
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> search.nimber(new Row(3000, true)))
          .isInstanceOf(SolverFailureException.class)
          .hasMessageContaining("interrupted");
    } finally {
      Thread.interrupted();
    }
  }

  private static List<Position> unsplit(Position position) {
    List<Position> parts = position instanceof Sum sum ? sum.parts() : List.of(position);
    return parts;
  }

  /** A random acyclic graph: each node has up to three edges to lower nodes. */
  static Graph randomGraph(int id, int size, Random random) {
    int[][] edges = new int[size][];
    for (int node = 0; node < size; node++) {
      int degree = node == 0 ? 0 : random.nextInt(Math.min(3, node) + 1);
      edges[node] = random.ints(0, Math.max(1, node)).distinct().limit(degree).toArray();
    }
    return new Graph(id, edges);
  }
}
