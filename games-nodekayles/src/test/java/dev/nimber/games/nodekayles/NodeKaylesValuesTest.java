package dev.nimber.games.nodekayles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.SearchSolver;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Node Kayles' values: paths against Dawson's Kayles in the literature, and the engine's search
 * against a plain recurrence over every set of vertices left, on random graphs.
 */
class NodeKaylesValuesTest {

  private static final NodeKaylesGame GAME = new NodeKaylesGame();
  private static final SearchSolver SEARCH = SearchSolver.forGame(GAME).orElseThrow();
  private static final DawsonSolver DAWSON = new DawsonSolver(GAME);

  /**
   * Dawson's Kayles (octal 0.07; OEIS A002187), whose heap of n + 1 is node Kayles on a path of n
   * vertices (Berlekamp, Conway and Guy, Winning Ways, chapter 4).
   */
  private static final int[] DAWSONS_KAYLES = {
    0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
    2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2
  };

  @Test
  void aPathOfNVerticesHasTheValueOfDawsonsKaylesOnNPlusOne() {
    for (int n = 0; n + 1 < DAWSONS_KAYLES.length; n++) {
      assertThat(DawsonSolver.path(n)).as("path of %d", n).isEqualTo(DAWSONS_KAYLES[n + 1]);
    }
  }

  /**
   * Dawson's chess (0.137, a path of n vertices) has period 34 with its last exceptional value at n
   * = 51 (Winning Ways, chapter 4), so paths repeat from 52 vertices on.
   */
  @Test
  void pathValuesRepeatWithPeriod34FromTheLiteraturesPreperiod() {
    assertThat(DawsonSolver.Values.PERIODIC_FROM).isEqualTo(52);
    int[] plain = DawsonSolver.recurrence(4000);
    for (int n = 52; n < 4000; n++) {
      assertThat(DawsonSolver.path(n)).as("path of %d", n).isEqualTo(plain[n]);
    }
    assertThat(DawsonSolver.path(1_000_000_000_000_000_000L))
        .isEqualTo(plain[(int) (52 + (1_000_000_000_000_000_000L - 52) % 34)]);
  }

  /** The value of every set of vertices left, from the rules alone: O(2^n · n). */
  private static int[] valuesOfEverySet(long[] closed) {
    int n = closed.length;
    int[] values = new int[1 << n];
    for (int set = 1; set < 1 << n; set++) {
      boolean[] seen = new boolean[n + 2];
      for (int v = 0; v < n; v++) {
        if ((set >>> v & 1) != 0) {
          int after = set & ~(int) closed[v];
          seen[values[after]] = true;
        }
      }
      int mex = 0;
      while (seen[mex]) {
        mex++;
      }
      values[set] = mex;
    }
    return values;
  }

  /** Both the engine's search and the solver's parts, against the plain recurrence. */
  @Test
  void theSearchAndTheSolverValueRandomGraphsAsThePlainRecurrenceDoes() {
    Random random = new Random(7);
    for (int trial = 0; trial < 100; trial++) {
      int n = 1 + random.nextInt(14);
      List<String> edges = new ArrayList<>();
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          if (random.nextInt(4) == 0) {
            edges.add(a + "-" + b);
          }
        }
      }
      edges.add((n - 1) + "-" + (n - 1));
      Graph graph = Graph.parse(String.join(",", edges));
      int[] plain = valuesOfEverySet(graph.neighbourhoods());
      int expected = plain[(1 << n) - 1];
      assertThat(SEARCH.solve(GAME.instance(graph.toString()), Question.GRUNDY).number())
          .as("%s", graph)
          .hasValueSatisfying(value -> assertThat(value.intValue()).isEqualTo(expected));
      assertThat(DAWSON.solve(GAME.instance(graph.toString()), Question.GRUNDY).number())
          .as("%s", graph)
          .hasValueSatisfying(value -> assertThat(value.intValue()).isEqualTo(expected));
    }
  }

  /**
   * The edges of a random tree of {@code n} vertices (each vertex joined to one before it) and up
   * to {@code more} random edges besides (a pair drawn twice, or a vertex drawn with itself, adds
   * none).
   */
  private static List<String> treeWithMoreEdges(Random random, int n, int more) {
    List<String> edges = new ArrayList<>();
    for (int b = 1; b < n; b++) {
      edges.add(random.nextInt(b) + "-" + b);
    }
    for (int extra = 0; extra < more; extra++) {
      int a = random.nextInt(n);
      int b = random.nextInt(n);
      if (a != b) {
        edges.add(Math.min(a, b) + "-" + Math.max(a, b));
      }
    }
    return edges;
  }

  /**
   * The solver's table of parts grows from its first slots twice over and more on graphs of 20
   * vertices asked the whole graph and then 2,000 sets of vertices left drawn at random (it
   * remembers more than 4,096 parts: a table refusing past them refuses), and every set asked has
   * the plain recurrence's value.
   */
  @Test
  void theSolversPartsOutgrowTheirFirstTableAndKeepThePlainRecurrencesValues() {
    Random random = new Random(11);
    int n = 20;
    for (int trial = 0; trial < 3; trial++) {
      List<String> edges = treeWithMoreEdges(random, n, 16);
      long[] closed = Graph.parse(String.join(",", edges)).neighbourhoods();
      int[] plain = valuesOfEverySet(closed);
      List<Integer> asked = new ArrayList<>(List.of((1 << n) - 1));
      while (asked.size() <= 2_000) {
        asked.add(random.nextInt(1 << n));
      }
      GraphValues values = new GraphValues(closed);
      for (int set : asked) {
        assertThat(values.value(set)).as("%s, set %d", edges, set).isEqualTo(plain[set]);
      }
      GraphValues refusing = new GraphValues(closed, 4_096);
      assertThatThrownBy(() -> asked.forEach(refusing::value))
          .isInstanceOf(UnsupportedInstanceException.class);
    }
  }

  /**
   * A table given too few new parts for a set's value gives -1, never another value: on graphs of
   * 20 vertices, 2,000 sets of vertices left drawn at random, each asked first with room for 0 to
   * 40 new parts, then with room for any; the answers are -1 or the plain recurrence's, and the
   * sets asked again have the recurrence's value. Both kinds of answer occur.
   */
  @Test
  void aTableGivenTooFewNewPartsGivesNoValueAndKeepsTheRecurrencesValues() {
    Random random = new Random(13);
    int n = 20;
    int gaveUp = 0;
    int valued = 0;
    for (int trial = 0; trial < 3; trial++) {
      List<String> edges = treeWithMoreEdges(random, n, 16);
      long[] closed = Graph.parse(String.join(",", edges)).neighbourhoods();
      int[] plain = valuesOfEverySet(closed);
      GraphValues values = new GraphValues(closed);
      for (int asked = 0; asked < 2_000; asked++) {
        int set = random.nextInt(1 << n);
        int within = values.valueWithin(set, random.nextInt(41));
        if (within < 0) {
          gaveUp++;
        } else {
          valued++;
          assertThat(within).as("%s, set %d", edges, set).isEqualTo(plain[set]);
        }
        assertThat(values.value(set)).as("%s, set %d", edges, set).isEqualTo(plain[set]);
      }
    }
    assertThat(gaveUp).isPositive();
    assertThat(valued).isPositive();
  }

  /**
   * The search is given no value that would take a table past its first {@value
   * GraphValues#FIRST_PARTS_FOR_SEARCH} parts and four for each value given: not the whole of a
   * grid of 7 × 6 at first (its parts are more); a cycle of its vertices then answers (it needs no
   * part), and the whole grid, asked without limit, has the value a table of its own gives it.
   */
  @Test
  void theSearchIsGivenNoValueThatWouldCostMoreThanItsShareOfParts() {
    List<String> edges = new ArrayList<>();
    int width = 7;
    for (int v = 0; v < width * 6; v++) {
      if (v % width < width - 1) {
        edges.add(v + "-" + (v + 1));
      }
      if (v + width < width * 6) {
        edges.add(v + "-" + (v + width));
      }
    }
    long[] closed = Graph.parse(String.join(",", edges)).neighbourhoods();
    long whole = (1L << (width * 6)) - 1;
    GraphValues forSearch = new GraphValues(closed);
    assertThat(forSearch.valueForSearch(whole)).isEqualTo(-1);
    long square = 1L | 1L << 1 | 1L << width | 1L << (width + 1);
    assertThat(forSearch.valueForSearch(square)).isEqualTo(DawsonSolver.cycle(4));
    assertThat(forSearch.value(whole)).isEqualTo(new GraphValues(closed).value(whole));
  }

  /**
   * The remoteness of a sum of paths from the rules alone: taking vertex i of a path of n leaves
   * paths of i − 1 and n − i − 2 vertices; a sum with a move to one of even remoteness wins in 1 +
   * the least such, else loses in 1 + the most of its moves' (0 with none). Memoized on the sorted
   * lengths.
   */
  private static int remotenessOfPaths(List<Integer> paths, Map<List<Integer>, Integer> memo) {
    Integer known = memo.get(paths);
    if (known != null) {
      return known;
    }
    int leastLoss = Integer.MAX_VALUE;
    int most = -1;
    for (int p = 0; p < paths.size(); p++) {
      if (p > 0 && paths.get(p).equals(paths.get(p - 1))) {
        continue;
      }
      int n = paths.get(p);
      for (int taken = 0; taken < n; taken++) {
        List<Integer> after = new ArrayList<>(paths);
        after.remove(p);
        after.add(Math.max(0, taken - 1));
        after.add(Math.max(0, n - taken - 2));
        after.removeIf(length -> length == 0);
        after.sort(null);
        int r = remotenessOfPaths(after, memo);
        most = Math.max(most, r);
        if (r % 2 == 0) {
          leastLoss = Math.min(leastLoss, r);
        }
      }
    }
    int remoteness = most < 0 ? 0 : leastLoss != Integer.MAX_VALUE ? 1 + leastLoss : 1 + most;
    memo.put(paths, remoteness);
    return remoteness;
  }

  /**
   * Paths of up to 60 vertices, given by their length and by their edges in order: the search meets
   * every part of every position as a path of its length, wherever it lies, so each answers at once
   * (before, a path of 40 ran past the search's budget), and its remoteness is the recurrence's.
   */
  @Test
  void theRemotenessOfAPathIsThatOfTheRecurrenceOverItsPartsLengths() {
    Map<List<Integer>, Integer> memo = new HashMap<>();
    for (int n : new int[] {1, 2, 7, 19, 33, 48, 60}) {
      long expected = remotenessOfPaths(List.of(n), memo);
      assertThat(SEARCH.solve(GAME.instance("path:" + n), Question.REMOTENESS).number())
          .as("path:%d", n)
          .hasValue(BigInteger.valueOf(expected));
      String edges =
          n == 1
              ? "0-0"
              : String.join(
                  ",",
                  java.util.stream.IntStream.range(0, n - 1)
                      .mapToObj(v -> v + "-" + (v + 1))
                      .toList());
      assertThat(SEARCH.solve(GAME.instance(edges), Question.REMOTENESS).number())
          .as("the path of %d by its edges", n)
          .hasValue(BigInteger.valueOf(expected));
    }
  }

  /**
   * Cycles of up to 60 vertices: every first move leaves the path of n − 3, which the second
   * splits, so the search goes over sums of parts from the start (before, a cycle of 40 ran past
   * the search's budget), and the cycle lasts one move more than that path.
   */
  @Test
  void theRemotenessOfACycleIsOneMoreThanThatOfThePathItsFirstMoveLeaves() {
    Map<List<Integer>, Integer> memo = new HashMap<>();
    for (int n : new int[] {3, 4, 11, 26, 40, 60}) {
      List<Integer> left = n == 3 ? List.of() : List.of(n - 3);
      long expected = 1 + remotenessOfPaths(left, memo);
      assertThat(SEARCH.solve(GAME.instance("cycle:" + n), Question.REMOTENESS).number())
          .as("cycle:%d", n)
          .hasValue(BigInteger.valueOf(expected));
    }
  }
}
