package dev.nimber.games.nodekayles;

import com.google.auto.service.AutoService;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameter;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Node Kayles: a move takes a vertex of a graph, which removes it and its neighbours; who cannot
 * move loses. On a path it is Dawson's chess (octal 0.137); parts of the graph that do not touch
 * are a sum. An instance is its graph ({@code graph=path:30}, {@code graph=0-1,1-2,2-0,2-3}).
 *
 * <p>Its fast solver ({@link DawsonSolver}) answers paths and cycles of any length; the engine's
 * search ({@link NodePositions}) answers any graph of at most 64 vertices, valuing each connected
 * part once.
 */
@AutoService(GameDescriptor.class)
public final class NodeKaylesGame implements GameDescriptor {

  static final Parameter<Graph> GRAPH =
      Parameter.required(
              "graph",
              "the graph: path:N, cycle:N, or its edges A-B comma-separated",
              new GraphType())
          .ofPosition();

  @Override
  public String id() {
    return "nodekayles";
  }

  @Override
  public String description() {
    return "take a vertex of a graph, which removes it and its neighbours; who cannot move loses"
        + " (on a path, Dawson's chess)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(GRAPH);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return DawsonSolver.NAME;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(new DawsonSolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new NodePositions());
  }

  /**
   * Paths and cycles of up to {@code size} vertices (at most 16: the search's remoteness looks at
   * whole positions, and a path of n vertices leaves about 1.8^n sets of vertices), and a few small
   * graphs: a star, a complete graph, two triangles joined by a path, a path with a cycle apart, a
   * cycle with a tail.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    for (int n = 0; n <= Math.min(size, 16); n++) {
      instances.add(instance("path:" + n));
      if (n >= 3) {
        instances.add(instance("cycle:" + n));
      }
    }
    for (String edges :
        List.of(
            "0-1,0-2,0-3,0-4",
            "0-1,0-2,0-3,1-2,1-3,2-3",
            "0-1,1-2,2-0,2-3,3-4,4-5,5-3",
            "0-1,1-2,2-3,4-5,5-6,6-4",
            "0-1,1-2,2-3,3-4,4-0,0-5,5-6,6-7,7-8,8-9")) {
      instances.add(instance(edges));
    }
    return instances;
  }

  /** A path or a cycle of up to {@code size} vertices. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    long n = 3 + random.nextLong(Math.max(1, Math.min(size, Graph.MAX_VERTICES - 3)));
    return Optional.of(instance((random.nextBoolean() ? "path:" : "cycle:") + n));
  }

  /**
   * Checks a winning move on a path or cycle too long for positions: it must take a vertex of the
   * graph, and leave paths whose values cancel out.
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    Graph graph = instance.get(GRAPH);
    if (graph.kind() == Graph.Kind.EDGES) {
      return Optional.empty();
    }
    String label = answer.moveLabel();
    long vertex;
    try {
      vertex = Long.parseLong(label.substring("take vertex ".length()));
    } catch (RuntimeException notAVertex) {
      return Optional.of("which is not a legal move here");
    }
    long n = graph.vertices();
    if (!label.startsWith("take vertex ") || vertex < 0 || vertex >= n) {
      return Optional.of("which is not a legal move here");
    }
    long after;
    if (graph.kind() == Graph.Kind.CYCLE) {
      after = DawsonSolver.path(n - 3);
    } else {
      long before = Math.max(0, vertex - 1);
      long behind = Math.max(0, n - vertex - 2);
      after = DawsonSolver.path(before) ^ DawsonSolver.path(behind);
    }
    return after == 0
        ? Optional.empty()
        : Optional.of("but it leaves a position the opponent wins");
  }

  Parameters instance(String graph) {
    return Parameters.builder(this).set(GRAPH, Graph.parse(graph)).build();
  }
}
