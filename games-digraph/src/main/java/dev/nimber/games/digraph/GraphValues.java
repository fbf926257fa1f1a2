package dev.nimber.games.digraph;

import dev.nimber.api.Outcome;
import dev.nimber.api.SolverFailureException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The values of one token on every vertex reachable from some start vertices, computed on arrays:
 * the reachable part of the graph is numbered in breadth-first order and kept twice, by the edges'
 * first vertices and by their targets.
 *
 * <p>The generalized Sprague–Grundy function (Smith 1966; Fraenkel and Yesha 1986) by Smith's
 * labelling: round m gives the value m to every vertex that has no follower valued m and whose
 * every follower not valued (or valued ∞) has a follower valued m, as long as there is one, each
 * vertex's count of followers still lacking a follower valued m kept up to date from the reverse
 * edges; then ∞ to every vertex left without a follower valued m. Time O((g + 2)(n + e)) for n
 * vertices and e edges reachable and g the largest finite value, memory about 4(3n + 2e) bytes plus
 * 4 bytes per vertex of the graph.
 *
 * <p>Outcomes and remoteness of one token by retrograde analysis, on demand: a vertex without edges
 * is lost (0); in order of remoteness, a vertex with an edge to a lost one is won (one more than
 * its fastest), a vertex whose every edge leads to a won one is lost (one more than its slowest);
 * the rest are draws. Time O(n + e).
 */
final class GraphValues {

  private static final int UNVALUED = -2;
  private static final int INFINITE = -1;

  private final int[] vertexOf;
  private final int[] localOf;
  private final int[] outFirst;
  private final int[] outTargets;
  private final int[] inFirst;
  private final int[] inSources;
  private final int[] value;
  private final int[] labelledAt;
  private byte[] outcomes;
  private int[] remoteness;

  private GraphValues(Digraph graph, int[] vertexOf, int[] localOf) {
    this.vertexOf = vertexOf;
    this.localOf = localOf;
    int count = vertexOf.length;
    outFirst = new int[count + 1];
    for (int local = 0; local < count; local++) {
      outFirst[local + 1] = outFirst[local] + graph.outDegree(vertexOf[local]);
    }
    outTargets = new int[outFirst[count]];
    inFirst = new int[count + 1];
    for (int local = 0; local < count; local++) {
      int from = vertexOf[local];
      int edge = graph.firstEdge(from);
      for (int i = outFirst[local]; i < outFirst[local + 1]; i++) {
        int target = localOf[graph.target(edge++)];
        outTargets[i] = target;
        inFirst[target + 1]++;
      }
    }
    for (int local = 0; local < count; local++) {
      inFirst[local + 1] += inFirst[local];
    }
    inSources = new int[outTargets.length];
    int[] next = Arrays.copyOf(inFirst, count);
    for (int local = 0; local < count; local++) {
      for (int i = outFirst[local]; i < outFirst[local + 1]; i++) {
        inSources[next[outTargets[i]]++] = local;
      }
    }
    labelledAt = new int[count];
    value = label();
  }

  /**
   * The values of every vertex reachable from the start vertices.
   *
   * @param graph the graph
   * @param starts vertices of the graph
   * @return the values
   * @throws SolverFailureException when the thread is interrupted
   */
  static GraphValues reachableFrom(Digraph graph, int[] starts) {
    int[] localOf = new int[graph.vertices()];
    Arrays.fill(localOf, -1);
    int[] order = new int[Math.max(16, starts.length)];
    int count = 0;
    for (int start : starts) {
      if (localOf[start] < 0) {
        localOf[start] = count;
        order = grow(order, count);
        order[count++] = start;
      }
    }
    for (int head = 0; head < count; head++) {
      if ((head & 0xFFFF) == 0) {
        SolverFailureException.throwIfInterrupted();
      }
      int from = order[head];
      int end = graph.firstEdge(from) + graph.outDegree(from);
      for (int edge = graph.firstEdge(from); edge < end; edge++) {
        int to = graph.target(edge);
        if (localOf[to] < 0) {
          localOf[to] = count;
          order = grow(order, count);
          order[count++] = to;
        }
      }
    }
    return new GraphValues(graph, Arrays.copyOf(order, count), localOf);
  }

  private static int[] grow(int[] array, int count) {
    return count < array.length ? array : Arrays.copyOf(array, Math.max(16, 2 * array.length));
  }

  /** How many vertices are reachable. */
  int reachable() {
    return vertexOf.length;
  }

  /**
   * The generalized Sprague–Grundy value of a token on a reachable vertex.
   *
   * @return the finite value, or −1 for ∞
   */
  int grundy(int vertex) {
    return value[local(vertex)];
  }

  /** For a vertex of value ∞, K: the finite values among its followers, ascending and each once. */
  List<Integer> finiteAmongFollowers(int vertex) {
    int local = local(vertex);
    TreeSet<Integer> finite = new TreeSet<>();
    for (int i = outFirst[local]; i < outFirst[local + 1]; i++) {
      if (value[outTargets[i]] >= 0) {
        finite.add(value[outTargets[i]]);
      }
    }
    return new ArrayList<>(finite);
  }

  /**
   * Of the followers of a reachable vertex with a finite value, the one valued first (Smith's
   * counter: it was valued from followers valued before it, so moving there makes progress), or −1
   * when none has that value.
   */
  int firstValuedFollower(int vertex, int finite) {
    int local = local(vertex);
    int best = -1;
    for (int i = outFirst[local]; i < outFirst[local + 1]; i++) {
      int follower = outTargets[i];
      if (value[follower] == finite && (best < 0 || labelledAt[follower] < labelledAt[best])) {
        best = follower;
      }
    }
    return best < 0 ? -1 : vertexOf[best];
  }

  /**
   * Of the followers of a reachable vertex lost for the player then to move, the fastest lost, or
   * −1 when none is.
   */
  int fastestWin(int vertex) {
    decideOutcomes();
    int local = local(vertex);
    int best = -1;
    for (int i = outFirst[local]; i < outFirst[local + 1]; i++) {
      int follower = outTargets[i];
      if (outcomes[follower] == 2 && (best < 0 || remoteness[follower] < remoteness[best])) {
        best = follower;
      }
    }
    return best < 0 ? -1 : vertexOf[best];
  }

  /** A token's outcome and remoteness (0 for a draw), for the player to move. */
  record Verdict(Outcome outcome, int remoteness) {}

  /** The outcome and remoteness of a token on a reachable vertex. */
  Verdict verdict(int vertex) {
    decideOutcomes();
    int local = local(vertex);
    return new Verdict(
        outcomes[local] == 0 ? Outcome.DRAW : outcomes[local] == 1 ? Outcome.WIN : Outcome.LOSS,
        remoteness[local]);
  }

  private int local(int vertex) {
    int local = vertex < localOf.length ? localOf[vertex] : -1;
    if (local < 0) {
      throw new IllegalArgumentException("vertex " + vertex + " is not reachable from the tokens");
    }
    return local;
  }

  /** Smith's labelling, as the class javadoc says. */
  private int[] label() {
    int count = vertexOf.length;
    int[] labels = new int[count];
    Arrays.fill(labels, UNVALUED);
    int[] lacking = new int[count];
    int[] hasValued = new int[count];
    int[] left = new int[count];
    for (int local = 0; local < count; local++) {
      left[local] = local;
    }
    int leftCount = count;
    int[] queue = new int[count];
    int labelled = 0;
    for (int round = 0; leftCount > 0; round++) {
      SolverFailureException.throwIfInterrupted();
      int stamp = round + 1;
      int queued = 0;
      for (int i = 0; i < leftCount; i++) {
        int u = left[i];
        int lack = 0;
        for (int e = outFirst[u]; e < outFirst[u + 1]; e++) {
          lack += labels[outTargets[e]] < 0 ? 1 : 0;
        }
        lacking[u] = lack;
        if (lack == 0) {
          queue[queued++] = u;
        }
      }
      for (int head = 0; head < queued; head++) {
        int u = queue[head];
        if (labels[u] != UNVALUED || hasValued[u] == stamp || lacking[u] != 0) {
          continue;
        }
        labels[u] = round;
        labelledAt[u] = labelled++;
        for (int e = inFirst[u]; e < inFirst[u + 1]; e++) {
          int p = inSources[e];
          if (hasValued[p] == stamp) {
            continue;
          }
          hasValued[p] = stamp;
          if (labels[p] >= 0) {
            continue;
          }
          for (int f = inFirst[p]; f < inFirst[p + 1]; f++) {
            int q = inSources[f];
            if (labels[q] == UNVALUED && --lacking[q] == 0 && hasValued[q] != stamp) {
              queue[queued++] = q;
            }
          }
        }
      }
      int kept = 0;
      for (int i = 0; i < leftCount; i++) {
        int u = left[i];
        if (labels[u] == UNVALUED) {
          if (hasValued[u] != stamp) {
            labels[u] = INFINITE;
          } else {
            left[kept++] = u;
          }
        }
      }
      leftCount = kept;
    }
    return labels;
  }

  /** The outcomes and remoteness, by retrograde analysis the first time they are asked for. */
  private void decideOutcomes() {
    if (outcomes == null) {
      retrograde();
    }
  }

  /** Retrograde analysis, as the class javadoc says: outcome 1 won, 2 lost, 0 a draw. */
  private void retrograde() {
    int count = vertexOf.length;
    byte[] decided = new byte[count];
    int[] steps = new int[count];
    int[] undecidedMoves = new int[count];
    int[] queue = new int[count];
    int queued = 0;
    for (int local = 0; local < count; local++) {
      undecidedMoves[local] = outFirst[local + 1] - outFirst[local];
      if (undecidedMoves[local] == 0) {
        decided[local] = 2;
        queue[queued++] = local;
      }
    }
    for (int head = 0; head < queued; head++) {
      int u = queue[head];
      for (int e = inFirst[u]; e < inFirst[u + 1]; e++) {
        int p = inSources[e];
        if (decided[p] != 0) {
          continue;
        }
        if (decided[u] == 2) {
          decided[p] = 1;
          steps[p] = steps[u] + 1;
          queue[queued++] = p;
        } else if (--undecidedMoves[p] == 0) {
          decided[p] = 2;
          steps[p] = steps[u] + 1;
          queue[queued++] = p;
        }
      }
    }
    outcomes = decided;
    remoteness = steps;
  }
}
