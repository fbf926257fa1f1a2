package dev.nimber.games.nodekayles;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Node Kayles by its parts: a graph of edges through {@link GraphValues}, whose paths and cycles,
 * like a path or a cycle given as such, are valued by Dawson's chess (octal game 0.137): taking a
 * vertex of a path of n vertices leaves two paths whose lengths add up to n − 3 (or one of n − 2,
 * at an end; none, from a path of one or two vertices), which are the moves of 0.137 on a heap of
 * n; a cycle of n vertices leaves a path of n − 3 whichever vertex is taken. The values of 0.137
 * are periodic with period 34 (Guy and Smith, 1956); this solver computes them by the recurrence,
 * finds the period and checks it by the periodicity theorem when the class loads, so any length
 * costs O(1).
 */
final class DawsonSolver implements GameSolver {

  /** The solver's name. */
  static final String NAME = "dawson";

  /** The values computed by the recurrence. */
  static final int TABLE = 1024;

  /** The most a move takes from a heap of 0.137: three vertices. */
  private static final int MOST_TAKEN = 3;

  private static final int PERIOD = 34;

  /**
   * The values and where they turn periodic, computed when a value is first asked rather than when
   * the plugin is loaded: every command that loads the plugins makes the solver.
   */
  static final class Values {
    private Values() {}

    static final int[] VALUES = recurrence(TABLE);

    /** Where the values are periodic from: the least n with g(m) = g(m − 34) for all m ≥ n + 34. */
    static final int PERIODIC_FROM = periodicFrom(VALUES, PERIOD);

    static {
      // The periodicity theorem for octal games: values periodic from n0 with period p up to
      // 2·n0 + p + t (t the most taken) are periodic for ever.
      if (2 * PERIODIC_FROM + PERIOD + MOST_TAKEN >= TABLE) {
        throw new IllegalStateException("the values of 0.137 are not proven periodic by " + TABLE);
      }
    }
  }

  private final NodeKaylesGame game;

  DawsonSolver(NodeKaylesGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "paths and cycles by the values of Dawson's chess (octal 0.137), period 34, O(1);"
        + " other graphs part by part";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE, Question.GRUNDY);
  }

  @Override
  public String limits() {
    return "a path or a cycle (path:N, cycle:N) up to 10^18 vertices; a graph of edges up to 64"
        + " vertices while its parts left are at most 4,194,304";
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    Graph graph = parameters.get(NodeKaylesGame.GRAPH);
    if (graph.kind() != Graph.Kind.EDGES) {
      return answer(question, value(graph), () -> winningVertex(graph), graph, Optional.empty());
    }
    GraphValues values = new GraphValues(graph.neighbourhoods());
    long all = graph.vertices() == 64 ? -1L : (1L << graph.vertices()) - 1;
    return answer(
        question,
        values.value(all),
        () -> values.winningVertex(all).map(Long::valueOf),
        graph,
        Optional.of(new NodePosition(graph.neighbourhoods(), all)));
  }

  /**
   * The answer to a question from the graph's value, and the vertex of a winning move when asked.
   *
   * @param start the graph's position, when the move is to be played on it
   */
  private Answer answer(
      Question question,
      long value,
      Supplier<Optional<Long>> winning,
      Graph graph,
      Optional<NodePosition> start) {
    if (question.equals(Question.GRUNDY)) {
      return Answer.number(value);
    }
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(value == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (value == 0) {
      return Answer.noWinningMove();
    }
    long vertex =
        winning.get().orElseThrow(() -> new IllegalStateException("no winning move on " + graph));
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("vertex", vertex);
    String label = "take vertex " + vertex;
    return start
        .flatMap(position -> position.move(label))
        .map(move -> Answer.winningMove(move, details))
        .orElseGet(() -> Answer.winningMove(label, details));
  }

  /** The Grundy value of a path or a cycle. */
  static long value(Graph graph) {
    long n = graph.vertices();
    return graph.kind() == Graph.Kind.PATH ? path(n) : cycle(n);
  }

  /** The value of a cycle of n ≥ 3 vertices: taking any vertex leaves a path of n − 3. */
  static long cycle(long n) {
    return mex(path(n - 3));
  }

  /** The vertex to take that leaves a position of value 0, when there is one. */
  static Optional<Long> winningVertex(Graph graph) {
    long n = graph.vertices();
    if (graph.kind() == Graph.Kind.CYCLE) {
      return path(n - 3) == 0 ? Optional.of(0L) : Optional.empty();
    }
    if (n <= 2) {
      return n == 0 ? Optional.empty() : Optional.of(0L);
    }
    if (path(n - 2) == 0) {
      return Optional.of(0L);
    }
    // Taking vertex i + 1 leaves paths of i and n − 3 − i vertices; beyond the table's first half
    // their values repeat, so a split is found with i below it when there is one.
    long left = n - 3;
    for (long i = 0; i <= Math.min(left / 2, TABLE / 2 - 1); i++) {
      if ((path(i) ^ path(left - i)) == 0) {
        return Optional.of(i + 1);
      }
    }
    return Optional.empty();
  }

  /** The value of a path of n vertices: 0.137's value of a heap of n. */
  static long path(long n) {
    return n < TABLE
        ? Values.VALUES[(int) n]
        : Values.VALUES[(int) (Values.PERIODIC_FROM + (n - Values.PERIODIC_FROM) % PERIOD)];
  }

  private static long mex(long value) {
    return value == 0 ? 1 : 0;
  }

  /** The values of paths of 0 to size − 1 vertices by the recurrence, with no theory: O(size²). */
  static int[] recurrence(int size) {
    int[] values = new int[size];
    for (int n = 1; n < size; n++) {
      boolean[] seen = new boolean[256];
      if (n <= 2) {
        seen[0] = true;
      } else {
        seen[values[n - 2]] = true;
        for (int i = 0; i <= n - 3; i++) {
          seen[values[i] ^ values[n - 3 - i]] = true;
        }
      }
      int mex = 0;
      while (seen[mex]) {
        mex++;
      }
      values[n] = mex;
    }
    return values;
  }

  private static int periodicFrom(int[] values, int period) {
    int from = values.length - period;
    while (from > 0 && values[from - 1] == values[from - 1 + period]) {
      from--;
    }
    return from;
  }
}
