package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sums that appear only some moves in: node Kayles on a cycle is no sum, nor is the path its first
 * move leaves, but the second splits it. The search values such positions by components from the
 * first sum it meets, with the same answers as the whole search of the same positions without
 * components.
 */
class GameSearchDeepSumsTest {

  /**
   * Node Kayles on the vertices left of a cycle of n (a bit set): taking a vertex removes it and
   * its two neighbours; the arcs left that do not touch are its components, each renumbered from 0
   * in order so that equal arcs are equal positions.
   */
  record Ring(int n, long left, boolean split) implements Position {
    static Ring cycle(int n, boolean split) {
      return new Ring(n, (1L << n) - 1, split);
    }

    private long around(int vertex) {
      return 1L << vertex | 1L << (vertex + 1) % n | 1L << (vertex + n - 1) % n;
    }

    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (long at = left; at != 0; at &= at - 1) {
        int vertex = Long.numberOfTrailingZeros(at);
        moves.add(
            new Move("take " + vertex, new Ring(n, left & ~around(vertex), split).normalized()));
      }
      return moves;
    }

    /** Whether every vertex of the ring is left (no arc is cut yet). */
    private boolean whole() {
      return left == (1L << n) - 1;
    }

    /**
     * A single arc as a path of its own (0-based): a ring of k + 2 vertices whose last two are
     * gone, so that its ends do not touch; anything else as it is.
     */
    private Ring normalized() {
      List<Integer> arcs = arcs();
      return arcs.size() == 1 && !whole() ? path(arcs.get(0)) : this;
    }

    private Ring path(int length) {
      return new Ring(length + 2, (1L << length) - 1, split);
    }

    @Override
    public List<Position> components() {
      if (!split) {
        return List.of();
      }
      List<Integer> arcs = arcs();
      if (arcs.size() < 2) {
        return List.of();
      }
      List<Position> parts = new ArrayList<>();
      for (int length : arcs) {
        parts.add(path(length));
      }
      return parts;
    }

    /** The lengths of the runs of vertices left, in order, around the ring. */
    private List<Integer> arcs() {
      List<Integer> arcs = new ArrayList<>();
      if (left == 0 || whole()) {
        return whole() ? List.of(n) : arcs;
      }
      int start = Long.numberOfTrailingZeros(~left & ((1L << n) - 1));
      int run = 0;
      for (int step = 1; step <= n; step++) {
        int vertex = (start + step) % n;
        if ((left >>> vertex & 1) != 0) {
          run++;
        } else if (run > 0) {
          arcs.add(run);
          run = 0;
        }
      }
      if (run > 0) {
        arcs.add(run);
      }
      return arcs;
    }
  }

  @Test
  void aCycleIsValuedAsTheWholeSearchValuesItOnEveryCycleUpTo16() {
    int wins = 0;
    for (int n = 3; n <= 16; n++) {
      GameSearch bySums = new GameSearch();
      GameSearch whole = new GameSearch();
      Ring split = Ring.cycle(n, true);
      Ring unsplit = Ring.cycle(n, false);
      assertThat(bySums.grundy(split)).as("C%d", n).isEqualTo(whole.evaluate(unsplit).grundy());
      assertThat(bySums.outcome(split)).as("C%d", n).isEqualTo(whole.evaluate(unsplit).outcome());
      Move move = bySums.winningMove(split).orElse(null);
      wins += move == null ? 0 : 1;
      if (move == null) {
        assertThat(whole.evaluate(unsplit).outcome()).isEqualTo(Outcome.LOSS);
      } else {
        Ring after = (Ring) move.to();
        assertThat(new GameSearch().evaluate(new Ring(after.n(), after.left(), false)).outcome())
            .as("C%d after %s", n, move.label())
            .isEqualTo(Outcome.LOSS);
      }
    }
    // C3, C7 and C11: the first move leaves a path of 0, 4 or 8 vertices, lost.
    assertThat(wins).isEqualTo(3);
  }

  @Test
  void aCycleOfSixtyIsValuedByItsArcsNotTheirCombinations() {
    GameSearch search = new GameSearch();
    assertThat(search.outcome(Ring.cycle(60, true))).isEqualTo(Outcome.LOSS);
    // The whole search met a sum two moves in and stopped; the arcs' paths are then valued once
    // each
    // by length (at most 60 of them, each with its moves' sums), where the whole search of the
    // cycle visits the sets of vertices left: over 10^6 of them.
    assertThat(search.positionsEvaluated()).isLessThan(500);
  }
}
