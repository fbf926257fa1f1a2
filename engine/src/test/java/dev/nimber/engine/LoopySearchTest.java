package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.engine.Digraph.DeclaredSum;
import dev.nimber.engine.Digraph.WholeSum;
import dev.nimber.engine.SumGames.Heap;
import dev.nimber.engine.loopy.LoopySearch;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LoopySearchTest {

  private final LoopySearch loopy = new LoopySearch(new GameSearch.Options(false, 1_000_000));

  private LoopyGrundy value(Position position) {
    return loopy.grundy(position).orElseThrow();
  }

  private Outcome outcome(Position position) {
    return loopy.solve(position).evaluate(position).outcome();
  }

  /**
   * Smith's labelling by hand. a ⇄ b alone: in round 0 neither may take 0 (each has a move to the
   * other, which has no move to a 0), and neither has a move to a 0, so both are ∞ with K = {}: a
   * draw.
   */
  @Test
  void twoPositionsThatOnlyMoveToEachOtherAreADraw() {
    Digraph graph = Digraph.of("a>b", "b>a");
    assertThat(value(graph.at("a"))).hasToString("∞{}");
    assertThat(outcome(graph.at("a"))).isEqualTo(Outcome.DRAW);
    assertThat(loopy.solve(graph.at("a")).winningMove(graph.at("a"))).isEmpty();
  }

  /**
   * a → b → c → a, and c → d with d terminal. Round 0: d = 0; b's one move, to c, is answered by c
   * → d, so b = 0; a and c have moves to a 0. Round 1: a = 1 (its only move is to b = 0); c has a
   * move to a 1. Round 2: c = 2. No draw: a wins by moving to b, b loses, c wins by moving to d.
   */
  @Test
  void aCycleWithAnExitHasFiniteValues() {
    Digraph graph = Digraph.of("a>b", "b>c", "c>a", "c>d");
    assertThat(List.of("a", "b", "c", "d").stream().map(name -> value(graph.at(name)).toString()))
        .containsExactly("1", "0", "2", "0");
    LoopySearch.Solution solution = loopy.solve(graph.at("a"));
    assertThat(solution.evaluate(graph.at("a")))
        .isEqualTo(new GameSearch.Evaluation(Outcome.WIN, 3, -1));
    assertThat(solution.evaluate(graph.at("b")))
        .isEqualTo(new GameSearch.Evaluation(Outcome.LOSS, 2, -1));
    assertThat(solution.winningMove(graph.at("c")).orElseThrow().label()).isEqualTo("to d");
  }

  /**
   * x ⇄ y, and both → t with t terminal. Round 0: t = 0; x and y have moves to a 0. Round 1: x's
   * move to y cannot be answered by a move to a 1, nor y's to x, and neither has a move to a 1, so
   * both are ∞ with K = {0}: a win (move to t). z → x alone: in round 0, z's move to x is answered
   * by x → t, so z = 0, a loss.
   */
  @Test
  void infinityWithZeroInItsSetIsAWin() {
    Digraph graph = Digraph.of("x>y", "y>x", "x>t", "y>t", "z>x");
    assertThat(value(graph.at("x"))).hasToString("∞{0}");
    assertThat(value(graph.at("y"))).hasToString("∞{0}");
    assertThat(value(graph.at("z"))).hasToString("0");
    assertThat(outcome(graph.at("x"))).isEqualTo(Outcome.WIN);
    assertThat(outcome(graph.at("z"))).isEqualTo(Outcome.LOSS);
  }

  /**
   * w ⇄ v, both → u, and u → t with t terminal. Round 0: t = 0; u has a move to a 0; w's move to v
   * cannot be answered by a move to a 0 (v's moves go to w and u, neither yet 0), so w is not 0,
   * and w has no move to a 0: w and v are ∞. Round 1: u = 1. So w = v = ∞{1}: moving to u loses, so
   * the players keep moving between w and v, a draw. Adding a heap of 1 turns it into ∞{0}, a win
   * (move to u + *1, whose value is 0).
   */
  @Test
  void infinityWithoutZeroInItsSetIsADrawAndANimHeapShiftsItsSet() {
    Digraph graph = Digraph.of("w>v", "v>w", "w>u", "v>u", "u>t");
    assertThat(value(graph.at("w"))).hasToString("∞{1}");
    assertThat(value(graph.at("u"))).hasToString("1");
    assertThat(outcome(graph.at("w"))).isEqualTo(Outcome.DRAW);
    DeclaredSum plusOne = new DeclaredSum(graph.at("w"), new Heap(1));
    assertThat(value(plusOne)).hasToString("∞{0}");
    assertThat(outcome(new WholeSum(graph.at("w"), new Heap(1)))).isEqualTo(Outcome.WIN);
    assertThat(value(new DeclaredSum(graph.at("w"), graph.at("v")))).hasToString("∞{}");
    assertThat(outcome(new WholeSum(graph.at("w"), graph.at("v")))).isEqualTo(Outcome.DRAW);
  }

  @Test
  void theSumRulesAddFiniteValuesByXorAndShiftTheSetOfInfinity() {
    assertThat(LoopyGrundy.of(3).plus(LoopyGrundy.of(5))).isEqualTo(LoopyGrundy.of(6));
    assertThat(LoopyGrundy.infinite(List.of(0, 2)).plus(LoopyGrundy.of(2))).hasToString("∞{0,2}");
    assertThat(LoopyGrundy.of(1).plus(LoopyGrundy.infinite(List.of(0, 3)))).hasToString("∞{1,2}");
    assertThat(LoopyGrundy.infinite(List.of(0)).plus(LoopyGrundy.infinite(List.of(0))))
        .hasToString("∞{}");
    assertThat(LoopyGrundy.infinite(List.of(1)).outcome()).isEqualTo(Outcome.DRAW);
  }

  /**
   * Each value is checked against retrograde analysis, a different algorithm, of sums searched
   * whole: G + *k is lost exactly when G's value is the finite k; for G = ∞(K), G + *k is won when
   * k is in K and a draw otherwise.
   */
  @Test
  void everyValueOfRandomDigraphsAgreesWithTheOutcomesOfItsSumsWithNimHeaps() {
    Random random = new Random(12);
    for (int trial = 0; trial < 300; trial++) {
      Digraph graph = Digraph.random(random, 9);
      for (int v = 0; v < graph.size(); v++) {
        LoopyGrundy value = value(graph.at(v));
        assertThat(value.outcome())
            .as("trial %d vertex %d", trial, v)
            .isEqualTo(outcome(graph.at(v)));
        for (int k = 0; k <= graph.maxMoves() + 1; k++) {
          Outcome expected =
              value.isInfinite()
                  ? (value.k().contains(k) ? Outcome.WIN : Outcome.DRAW)
                  : (value.finite() == k ? Outcome.LOSS : Outcome.WIN);
          assertThat(outcome(new WholeSum(graph.at(v), new Heap(k))))
              .as("trial %d: vertex %d of value %s plus *%d", trial, v, value, k)
              .isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void theValueOfADeclaredSumOfRandomDigraphsGivesTheOutcomeOfTheWholeSum() {
    Random random = new Random(34);
    for (int trial = 0; trial < 300; trial++) {
      Digraph one = Digraph.random(random, 6);
      Digraph two = Digraph.random(random, 6);
      Position a = one.at(random.nextInt(one.size()));
      Position b = two.at(random.nextInt(two.size()));
      assertThat(value(new DeclaredSum(a, b)).outcome())
          .as("trial %d", trial)
          .isEqualTo(outcome(new WholeSum(a, b)));
    }
  }

  @Test
  void onGamesWithoutLoopsItAgreesWithTheSearchIncludingTiesAndVerdicts() {
    for (long seed = 0; seed < 500; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      for (boolean misere : new boolean[] {false, true}) {
        GameSearch search = new GameSearch(new GameSearch.Options(misere, 1_000_000));
        LoopySearch graphs = new LoopySearch(new GameSearch.Options(misere, 1_000_000));
        for (RandomTiers.Node node : game.nodes()) {
          GameSearch.Evaluation expected = search.evaluate(node);
          assertThat(graphs.solve(node).evaluate(node))
              .as("seed %d %s misère %s", seed, node, misere)
              .isEqualTo(new GameSearch.Evaluation(expected.outcome(), expected.remoteness(), -1));
          Optional<LoopyGrundy> value = graphs.grundy(node);
          if (!misere && expected.grundy().isPresent()) {
            assertThat(value)
                .as("seed %d %s", seed, node)
                .contains(LoopyGrundy.of(expected.grundyOrMinusOne()));
          }
        }
      }
    }
  }

  @Test
  void misereHasNoGeneralizedValuesAndDecidesTheTerminalPositionForTheMover() {
    LoopySearch misere = new LoopySearch(new GameSearch.Options(true, 1000));
    Digraph graph = Digraph.of("a>b", "b>a", "a>t");
    assertThat(misere.grundy(graph.at("a"))).isEmpty();
    // Under misère play the mover at t has won; from a, moving to t hands that win over, so a's
    // player moves to b,
    // whose player must not move to a... b's only move is to a: the token goes round forever.
    assertThat(misere.solve(graph.at("a")).evaluate(graph.at("a")).outcome())
        .isEqualTo(Outcome.DRAW);
    assertThat(misere.solve(graph.at("t")).evaluate(graph.at("t")).outcome())
        .isEqualTo(Outcome.WIN);
  }
}
