package dev.nimber.engine.loopy;

import dev.nimber.api.API;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.LoopyGrundy;
import dev.nimber.engine.PositionValues;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Solves games whose lines of play may repeat (loopy games) over their positions as objects: it
 * explores every position reachable from a start, builds the reverse moves, and runs retrograde
 * analysis with a counter of undecided moves per position.
 *
 * <p>Positions with a verdict take it, positions without moves are lost (won under misère play),
 * both with remoteness 0. Then, in order of remoteness: a position with a move to a lost one is won
 * (one more than its fastest), a position whose every move leads to a won one is lost (one more
 * than its slowest). What is left prefers a tie (one more than the soonest) to a draw: a position
 * never decided is a {@link Outcome#DRAW}, play goes on forever. On a game without loops this gives
 * exactly what {@link GameSearch#evaluate} gives.
 *
 * <p>Under normal play, for a game without ties and without wins decided by rule, {@link #grundy}
 * computes the generalized Sprague–Grundy function ({@link LoopyGrundy}) by Smith's labelling,
 * round m giving the value m to every position that has no move to an m and whose every move to a
 * position not yet valued can be answered by a move to an m, then ∞ to every position left with no
 * move to an m. A sum's value comes from its components' by the sum rules.
 *
 * <p>Time O(P + M) for the outcomes and O((g + 2)(P + M)) for the values, memory O(P + M), for P
 * positions reachable, M moves and g the largest finite value; positions count against {@link
 * GameSearch.Options#memoBudget()}. Not thread-safe; an interrupted thread stops it with a {@link
 * SolverFailureException}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LoopySearch {

  private static final byte UNDECIDED = -1;
  private static final int UNVALUED = -2;
  private static final int INFINITE = -1;

  private final GameSearch.Options options;

  public LoopySearch(GameSearch.Options options) {
    this.options = options;
  }

  /**
   * Runs a search of positions as objects and, should it meet a line of play that repeats (a {@link
   * SolverFailureException} whose reason is {@link SolverFailureException.Reason#LOOP}), the loopy
   * search instead.
   *
   * @param objects the search of positions as objects
   * @param loopy what the loopy search answers in its place
   * @param <T> the answer
   * @return the answer of the one that could answer
   */
  public static <T> T unlessLoopy(Supplier<T> objects, Supplier<T> loopy) {
    try {
      return objects.get();
    } catch (SolverFailureException failure) {
      if (failure.reason() != SolverFailureException.Reason.LOOP) {
        throw failure;
      }
      return loopy.get();
    }
  }

  /**
   * Every position reachable from a start, numbered from 0 (the start) in the order found, with
   * moves both ways.
   */
  private static final class Graph {
    final List<Position> positions = new ArrayList<>();
    final Map<Position, Integer> ids = new HashMap<>();
    final List<Optional<Outcome>> verdicts = new ArrayList<>();
    int[] childStart;
    int[] children;
    int[] parentStart;
    int[] parents;

    int size() {
      return positions.size();
    }
  }

  private Graph explore(Position start) {
    Graph graph = new Graph();
    List<int[]> moves = new ArrayList<>();
    graph.ids.put(start, 0);
    graph.positions.add(start);
    int edges = 0;
    for (int next = 0; next < graph.positions.size(); next++) {
      if ((next & 0x3FF) == 0) {
        SolverFailureException.throwIfInterrupted();
      }
      Position position = graph.positions.get(next);
      Optional<Outcome> verdict = position.verdict();
      graph.verdicts.add(verdict);
      if (verdict.isPresent()) {
        moves.add(new int[0]);
        continue;
      }
      List<Position> listed = position.children();
      int[] targets = new int[listed.size()];
      for (int i = 0; i < targets.length; i++) {
        Position child = listed.get(i);
        Integer id = graph.ids.get(child);
        if (id == null) {
          if (graph.positions.size() >= options.memoBudget()) {
            throw new SolverFailureException(
                SolverFailureException.Reason.BUDGET,
                "the loopy search reached its"
                    + " budget of "
                    + options.memoBudget()
                    + " positions without finishing",
                Shortage.setting(GameSearch.Options.BUDGET_PROPERTY));
          }
          id = graph.positions.size();
          graph.ids.put(child, id);
          graph.positions.add(child);
        }
        targets[i] = id;
      }
      edges += targets.length;
      moves.add(targets);
    }
    int count = graph.size();
    graph.childStart = new int[count + 1];
    graph.children = new int[edges];
    int[] parentCount = new int[count + 1];
    for (int id = 0, at = 0; id < count; id++) {
      graph.childStart[id] = at;
      for (int child : moves.get(id)) {
        graph.children[at++] = child;
        parentCount[child + 1]++;
      }
    }
    graph.childStart[count] = edges;
    for (int id = 0; id < count; id++) {
      parentCount[id + 1] += parentCount[id];
    }
    graph.parentStart = parentCount.clone();
    graph.parents = new int[edges];
    int[] fill = parentCount;
    for (int id = 0; id < count; id++) {
      for (int at = graph.childStart[id]; at < graph.childStart[id + 1]; at++) {
        graph.parents[fill[graph.children[at]]++] = id;
      }
    }
    return graph;
  }

  /**
   * What the search found: the outcome and remoteness of every position reachable from the start
   * (no Grundy values), and the moves perfect play chooses from them.
   */
  public static final class Solution implements PositionValues {
    private final Graph graph;
    private final byte[] outcomes;
    private final int[] remoteness;

    private Solution(Graph graph, byte[] outcomes, int[] remoteness) {
      this.graph = graph;
      this.outcomes = outcomes;
      this.remoteness = remoteness;
    }

    /** How many positions are reachable from the start. */
    public int positions() {
      return graph.size();
    }

    /**
     * Tells each reachable position and its evaluation, the start first, in the order the search
     * found them.
     *
     * @param into told each position and its outcome and remoteness (no Grundy value)
     */
    public void forEach(BiConsumer<Position, GameSearch.Evaluation> into) {
      Outcome[] outcome = Outcome.values();
      for (int id = 0; id < graph.size(); id++) {
        into.accept(
            graph.positions.get(id),
            new GameSearch.Evaluation(outcome[outcomes[id]], remoteness[id], -1));
      }
    }

    /**
     * The outcome and remoteness of a reachable position (remoteness 0 for a draw); no Grundy
     * value.
     *
     * @param position a position reachable from the start
     * @return its evaluation
     * @throws IllegalArgumentException when the position is not reachable from the start
     */
    @Override
    public GameSearch.Evaluation evaluate(Position position) {
      Integer id = graph.ids.get(position);
      if (id == null) {
        throw new IllegalArgumentException(position + " is not reachable from the start");
      }
      return new GameSearch.Evaluation(Outcome.values()[outcomes[id]], remoteness[id], -1);
    }
  }

  /**
   * Explores every position reachable from a start and decides each one.
   *
   * @param start the start
   * @return the outcome and remoteness of every reachable position
   * @throws SolverFailureException when the budget runs out or the thread is interrupted
   */
  public Solution solve(Position start) {
    Graph graph = explore(start);
    int count = graph.size();
    byte[] outcomes = new byte[count];
    int[] remoteness = new int[count];
    int[] undecidedMoves = new int[count];
    Arrays.fill(outcomes, UNDECIDED);
    int[] queue = new int[count];
    int head = 0;
    int tail = 0;
    List<Integer> ties = new ArrayList<>();
    for (int id = 0; id < count; id++) {
      undecidedMoves[id] = graph.childStart[id + 1] - graph.childStart[id];
      Optional<Outcome> verdict = graph.verdicts.get(id);
      if (verdict.isPresent()) {
        outcomes[id] = (byte) verdict.get().ordinal();
        if (verdict.get() == Outcome.TIE) {
          ties.add(id);
        } else if (verdict.get() != Outcome.DRAW) {
          queue[tail++] = id;
        }
      } else if (undecidedMoves[id] == 0) {
        outcomes[id] = (byte) GameEnd.noMoveLeft(options.misere()).ordinal();
        queue[tail++] = id;
      }
    }
    while (head < tail) {
      int id = queue[head++];
      boolean lost = outcomes[id] == Outcome.LOSS.ordinal();
      for (int at = graph.parentStart[id]; at < graph.parentStart[id + 1]; at++) {
        int parent = graph.parents[at];
        if (outcomes[parent] != UNDECIDED) {
          continue;
        }
        if (lost) {
          outcomes[parent] = (byte) Outcome.WIN.ordinal();
        } else if (--undecidedMoves[parent] == 0) {
          outcomes[parent] = (byte) Outcome.LOSS.ordinal();
        } else {
          continue;
        }
        remoteness[parent] = remoteness[id] + 1;
        queue[tail++] = parent;
      }
    }
    for (int at = 0; at < ties.size(); at++) {
      int id = ties.get(at);
      for (int p = graph.parentStart[id]; p < graph.parentStart[id + 1]; p++) {
        int parent = graph.parents[p];
        if (outcomes[parent] == UNDECIDED) {
          outcomes[parent] = (byte) Outcome.TIE.ordinal();
          remoteness[parent] = remoteness[id] + 1;
          ties.add(parent);
        }
      }
    }
    for (int id = 0; id < count; id++) {
      if (outcomes[id] == UNDECIDED) {
        outcomes[id] = (byte) Outcome.DRAW.ordinal();
      }
    }
    return new Solution(graph, outcomes, remoteness);
  }

  /**
   * The generalized Sprague–Grundy value of a position under normal play; a sum ({@link
   * Position#components()}) is valued component by component and added by the sum rules.
   *
   * @param position the position
   * @return its value, or empty under misère play or when a position decided by rule as a win, a
   *     tie or a draw is reachable (such games have no such values)
   * @throws SolverFailureException when the budget runs out or the thread is interrupted
   */
  public Optional<LoopyGrundy> grundy(Position position) {
    if (options.misere()) {
      return Optional.empty();
    }
    List<Position> parts = position.components();
    if (GameSearch.isSum(position, parts) && position.verdict().isEmpty()) {
      LoopyGrundy sum = LoopyGrundy.of(0);
      for (Position part : parts) {
        Optional<LoopyGrundy> value = grundy(part);
        if (value.isEmpty()) {
          return value;
        }
        sum = sum.plus(value.get());
      }
      return Optional.of(sum);
    }
    Graph graph = explore(position);
    for (Optional<Outcome> verdict : graph.verdicts) {
      if (verdict.isPresent() && verdict.get() != Outcome.LOSS) {
        return Optional.empty();
      }
    }
    int[] values = smithLabels(graph);
    if (values[0] != INFINITE) {
      return Optional.of(LoopyGrundy.of(values[0]));
    }
    TreeSet<Integer> k = new TreeSet<>();
    for (int at = graph.childStart[0]; at < graph.childStart[1]; at++) {
      if (values[graph.children[at]] >= 0) {
        k.add(values[graph.children[at]]);
      }
    }
    return Optional.of(LoopyGrundy.infinite(List.copyOf(k)));
  }

  /** Smith's labelling: the finite value of each position, or {@link #INFINITE}. */
  private static int[] smithLabels(Graph graph) {
    int count = graph.size();
    int[] values = new int[count];
    Arrays.fill(values, UNVALUED);
    int unvalued = count;
    boolean[] hasMoveToM = new boolean[count];
    int[] unanswered = new int[count];
    // A position enters the queue once a round: at its start, or when its last unanswered move is
    // answered.
    int[] queue = new int[count];
    for (int m = 0; unvalued > 0; m++) {
      SolverFailureException.throwIfInterrupted();
      Arrays.fill(hasMoveToM, false);
      int head = 0;
      int tail = 0;
      for (int id = 0; id < count; id++) {
        if (values[id] != UNVALUED) {
          continue;
        }
        int open = 0;
        for (int at = graph.childStart[id]; at < graph.childStart[id + 1]; at++) {
          int value = values[graph.children[at]];
          if (value == UNVALUED || value == INFINITE) {
            open++;
          }
        }
        unanswered[id] = open;
        if (open == 0) {
          queue[tail++] = id;
        }
      }
      while (head < tail) {
        int id = queue[head++];
        if (values[id] != UNVALUED || hasMoveToM[id] || unanswered[id] != 0) {
          continue;
        }
        values[id] = m;
        unvalued--;
        for (int at = graph.parentStart[id]; at < graph.parentStart[id + 1]; at++) {
          int parent = graph.parents[at];
          if (hasMoveToM[parent]) {
            continue;
          }
          hasMoveToM[parent] = true;
          if (values[parent] != UNVALUED && values[parent] != INFINITE) {
            continue;
          }
          // Every move to this parent can now be answered by a move to an m.
          for (int up = graph.parentStart[parent]; up < graph.parentStart[parent + 1]; up++) {
            int grandparent = graph.parents[up];
            if (values[grandparent] == UNVALUED
                && --unanswered[grandparent] == 0
                && !hasMoveToM[grandparent]) {
              queue[tail++] = grandparent;
            }
          }
        }
      }
      for (int id = 0; id < count; id++) {
        if (values[id] == UNVALUED && !hasMoveToM[id]) {
          values[id] = INFINITE;
          unvalued--;
        }
      }
    }
    return values;
  }
}
