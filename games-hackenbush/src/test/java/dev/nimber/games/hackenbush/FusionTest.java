package dev.nimber.games.hackenbush;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.GameSearch;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The fusion and colon principles against a plain recursion over the sets of edges standing, which
 * shares no code with them, and against the engine's search of positions; and on shapes whose
 * values the theory states.
 */
class FusionTest {

  private final HackenbushGame game = new HackenbushGame();

  /** The Grundy value of the edges {@code standing}, by mex over every cut, falling by hand. */
  private static int byRecursion(Drawing drawing, int standing, Map<Integer, Integer> memo) {
    Integer known = memo.get(standing);
    if (known != null) {
      return known;
    }
    long seen = 0;
    for (int e = 0; e < drawing.edges(); e++) {
      if ((standing >>> e & 1) != 0) {
        seen |= 1L << byRecursion(drawing, onTheGround(drawing, standing & ~(1 << e)), memo);
      }
    }
    int mex = Long.numberOfTrailingZeros(~seen);
    memo.put(standing, mex);
    return mex;
  }

  private static int onTheGround(Drawing drawing, int edges) {
    boolean[] reached = new boolean[drawing.vertices()];
    reached[0] = true;
    int joined = 0;
    for (int round = 0; round < drawing.edges(); round++) {
      for (int e = 0; e < drawing.edges(); e++) {
        if ((edges >>> e & 1) != 0 && (reached[drawing.from()[e]] || reached[drawing.to()[e]])) {
          reached[drawing.from()[e]] = true;
          reached[drawing.to()[e]] = true;
          joined |= 1 << e;
        }
      }
    }
    return joined;
  }

  private Parameters random(Random random, int edges, int vertices) {
    StringBuilder text = new StringBuilder();
    for (int e = 0; e < edges; e++) {
      int a = e == 0 ? 0 : random.nextInt(vertices);
      text.append(e == 0 ? "" : ",").append(a).append('-').append(random.nextInt(vertices));
    }
    return game.instance(text.toString());
  }

  @Test
  void fusionAndTheSearchValueTwoHundredRandomDrawingsAsThePlainRecursionDoes() {
    Random random = new Random(33);
    GameSearch search = new GameSearch();
    for (int i = 0; i < 200; i++) {
      int edges = 1 + random.nextInt(12);
      Parameters instance = random(random, edges, 2 + random.nextInt(edges + 1));
      Drawing drawing = game.drawing(instance);
      int all = (1 << edges) - 1;
      int expected = byRecursion(drawing, onTheGround(drawing, all), new HashMap<>());
      assertThat(Fusion.value(drawing, null)).as(drawing.toString()).isEqualTo(expected);
      assertThat(search.nimber(HackenbushPosition.start(drawing)))
          .as(drawing.toString())
          .isEqualTo(OptionalInt.of(expected));
    }
  }

  @Test
  void everyWinningCutOfRandomDrawingsLeavesAValueOfZero() {
    Random random = new Random(7);
    FusionSolver solver = new FusionSolver(game);
    int wins = 0;
    for (int i = 0; i < 200; i++) {
      int edges = 1 + random.nextInt(12);
      Parameters instance = random(random, edges, 2 + random.nextInt(edges + 1));
      Answer answer = solver.solve(instance, Question.MOVE);
      if (answer.move().isPresent()) {
        wins++;
        HackenbushPosition after = (HackenbushPosition) answer.move().get().to();
        assertThat(
                byRecursion(
                    after.drawing(),
                    after.standing() == -1 ? 0 : (int) after.standing(),
                    new HashMap<>()))
            .isZero();
        assertThat(game.checkMove(instance, answer)).isEmpty();
      }
    }
    assertThat(wins).isGreaterThan(100);
  }

  /** A bamboo stalk of n edges is the nim heap *n; a cycle through the ground fuses to n loops. */
  @Test
  void stalksAreNimHeapsAndCyclesAreWorthTheirLengthsParity() {
    for (int n = 1; n <= 200; n++) {
      assertThat(Fusion.value(Drawing.stalk(n), null)).isEqualTo(n);
      assertThat(Fusion.value(Drawing.cycle(n), null)).isEqualTo(n % 2);
    }
  }

  /**
   * The colon principle's examples: a stalk of 1 bearing two leaves is *1 (1 + (1 ⊕ 1)); a triangle
   * on a stalk of 1 is *2 (its three edges fuse to three loops, *1, then 1 + 1); two drawings on
   * the same ground are a sum.
   */
  @Test
  void treesAndCircuitsOnStalksHaveTheirColonPrincipleValues() {
    assertThat(value("0-1,1-2,1-3")).isEqualTo(1);
    assertThat(value("0-1,1-2,2-3,3-1")).isEqualTo(2);
    assertThat(value("0-1,1-2,1-3,0-4,4-5")).isEqualTo(1 ^ 2);
    assertThat(value("0-1,1-1")).isEqualTo(2);
    assertThat(value("1-2,2-3")).isZero();
  }

  /** A stalk of ten million edges, and a cycle as long: iterative, no deep stack. */
  @Test
  void aStalkOfTenMillionEdgesIsValuedWithoutADeepStack() {
    assertThat(Fusion.value(Drawing.stalk(Drawing.MAX_EDGES), null)).isEqualTo(Drawing.MAX_EDGES);
    assertThat(Fusion.value(Drawing.cycle(Drawing.MAX_EDGES), null)).isZero();
  }

  private long value(String edges) {
    return Fusion.value(game.drawing(game.instance(edges)), null);
  }
}
