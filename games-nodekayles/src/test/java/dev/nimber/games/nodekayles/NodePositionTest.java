package dev.nimber.games.nodekayles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A position's children and parts on random graphs of up to 64 vertices: the children against the
 * moves' positions, the parts against a search of the graph vertex by vertex; and the dawson
 * solver's refusal past the parts it remembers.
 */
class NodePositionTest {

  /** Each vertex's closed neighbourhood of a random graph of n vertices. */
  private static long[] randomGraph(Random random, int n) {
    long[] closed = new long[n];
    int edges = random.nextInt(2 * n + 1);
    for (int v = 0; v < n; v++) {
      closed[v] = 1L << v;
    }
    for (int edge = 0; edge < edges; edge++) {
      int a = random.nextInt(n);
      int b = random.nextInt(n);
      closed[a] |= 1L << b;
      closed[b] |= 1L << a;
    }
    return closed;
  }

  private static long randomLeft(Random random, int n) {
    long all = n == 64 ? -1L : (1L << n) - 1;
    return random.nextBoolean() ? all : random.nextLong() & all;
  }

  @Test
  void theChildrenAreTheMovesPositionsInTheirOrder() {
    Random random = new Random(3);
    for (int trial = 0; trial < 2_000; trial++) {
      int n = 1 + random.nextInt(64);
      NodePosition position = new NodePosition(randomGraph(random, n), randomLeft(random, n));
      assertThat(position.children()).isEqualTo(position.moves().stream().map(Move::to).toList());
    }
  }

  @Test
  void thePartsAreTheGraphsConnectedPartsLowestVertexFirst() {
    Random random = new Random(4);
    for (int trial = 0; trial < 2_000; trial++) {
      int n = 1 + random.nextInt(64);
      long[] closed = randomGraph(random, n);
      long left = randomLeft(random, n);
      List<Long> expected = new ArrayList<>();
      long unvisited = left;
      for (int start = 0; start < n; start++) {
        if ((unvisited >>> start & 1) == 0) {
          continue;
        }
        long part = 0;
        Deque<Integer> queue = new ArrayDeque<>(List.of(start));
        unvisited &= ~(1L << start);
        while (!queue.isEmpty()) {
          int v = queue.poll();
          part |= 1L << v;
          for (int w = 0; w < n; w++) {
            if ((closed[v] >>> w & 1) != 0 && (unvisited >>> w & 1) != 0) {
              unvisited &= ~(1L << w);
              queue.add(w);
            }
          }
        }
        expected.add(part);
      }
      assertThat(Graph.parts(closed, left)).isEqualTo(expected);
    }
  }

  /**
   * On random graphs of up to 14 vertices, each component a position gives is the same game as its
   * part of the graph as it is (the same Grundy value and remoteness, by a plain recursion over the
   * vertices left), and a lone vertex, or two joined, is one component wherever it lies.
   */
  @Test
  void aLoneVertexOrTwoJoinedAreOneComponentWhereverTheyLie() {
    Random random = new Random(5);
    Map<Integer, Set<NodePosition>> small = new HashMap<>();
    for (int trial = 0; trial < 400; trial++) {
      int n = 2 + random.nextInt(13);
      long[] closed = randomGraph(random, n);
      long left = randomLeft(random, n);
      List<Long> parts = Graph.parts(closed, left);
      List<dev.nimber.api.Position> components = new NodePosition(closed, left).components();
      if (parts.size() < 2) {
        assertThat(components).isEmpty();
        continue;
      }
      assertThat(components).hasSize(parts.size());
      for (int i = 0; i < parts.size(); i++) {
        NodePosition given = (NodePosition) components.get(i);
        long part = parts.get(i);
        assertThat(valueAndRemoteness(given))
            .as("part %s", Long.toBinaryString(part))
            .isEqualTo(valueAndRemoteness(new NodePosition(closed, part)));
        if (Long.bitCount(part) <= 2) {
          small.computeIfAbsent(Long.bitCount(part), size -> new HashSet<>()).add(given);
        }
      }
    }
    assertThat(small).containsOnlyKeys(1, 2);
    small.forEach((size, given) -> assertThat(given).as("parts of %d", size).hasSize(1));
  }

  /**
   * The Grundy value and remoteness of a position by a plain recursion over its vertices left (the
   * moves taking each in turn), with no sums.
   */
  private static List<Integer> valueAndRemoteness(NodePosition position) {
    return plain(position.closed(), position.left(), new HashMap<>());
  }

  private static List<Integer> plain(long[] closed, long left, Map<Long, List<Integer>> known) {
    List<Integer> cached = known.get(left);
    if (cached != null) {
      return cached;
    }
    Set<Integer> reached = new HashSet<>();
    int quickestWin = Integer.MAX_VALUE;
    int slowestLoss = -1;
    for (long at = left; at != 0; at &= at - 1) {
      List<Integer> child = plain(closed, left & ~closed[Long.numberOfTrailingZeros(at)], known);
      reached.add(child.get(0));
      if (child.get(0) == 0) {
        quickestWin = Math.min(quickestWin, child.get(1));
      } else {
        slowestLoss = Math.max(slowestLoss, child.get(1));
      }
    }
    int value = 0;
    while (reached.contains(value)) {
      value++;
    }
    List<Integer> result = List.of(value, value != 0 ? quickestWin + 1 : slowestLoss + 1);
    known.put(left, result);
    return result;
  }

  @Test
  void theDawsonSolverRefusesAGraphWhosePartsPassWhatItRemembers() {
    long[] cycle = Graph.parse("0-1,1-2,2-3,3-4,4-0,0-2").neighbourhoods();
    assertThatThrownBy(() -> new GraphValues(cycle, 3).value(31))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "the graph's parts left are more than the 3 the dawson solver remembers; the engine's"
                + " search (--solver search) may answer it");
    assertThat(new GraphValues(cycle).value(31)).isEqualTo(new GraphValues(cycle, 100).value(31));
  }
}
