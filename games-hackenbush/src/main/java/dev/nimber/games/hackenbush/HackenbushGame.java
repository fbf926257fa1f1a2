package dev.nimber.games.hackenbush;

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
 * Green Hackenbush (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 7): a drawing of edges
 * standing on the ground; a move cuts an edge, and whatever is no longer joined to the ground
 * falls; who cannot move loses. An instance is its drawing ({@code edges=0-1,1-2,2-0}, vertex 0 the
 * ground; {@code stalk:N}; {@code cycle:N}; or {@code @FILE}).
 */
@AutoService(GameDescriptor.class)
public final class HackenbushGame implements GameDescriptor {

  static final Parameter<Drawing> EDGES =
      Parameter.required("edges", "the drawing, vertex 0 the ground", new DrawingType())
          .ofPosition();

  @Override
  public String id() {
    return "hackenbush";
  }

  @Override
  public String description() {
    return "green Hackenbush: cut an edge of a drawing on the ground; what no longer touches the"
        + " ground falls; who cannot cut loses (Winning Ways)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(EDGES);
  }

  @Override
  public Question defaultQuestion() {
    return Question.GRUNDY;
  }

  @Override
  public String defaultSolver() {
    return FusionSolver.NAME;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(new FusionSolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new HackenbushPositions(this));
  }

  Drawing drawing(Parameters instance) {
    return instance.get(EDGES);
  }

  /**
   * Stalks and cycles of up to 8 edges, and drawings of a few edges each: trees, circuits on
   * stalks, loops and parallel edges, and edges that do not touch the ground.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<String> drawings = new ArrayList<>();
    int most = Math.min(size, 8);
    for (int n = 1; n <= most; n++) {
      drawings.add("stalk:" + n);
      drawings.add("cycle:" + n);
    }
    drawings.addAll(
        List.of(
            "0-1,1-2,1-3",
            "0-1,1-2,2-3,2-4,1-5",
            "0-1,0-1,1-2",
            "0-0,0-1,1-1",
            "0-1,1-2,2-3,3-1,3-4",
            "0-1,1-2,2-0,2-3,3-4,4-2",
            "0-1,0-2,1-2,1-3,2-3",
            "0-1,2-3,3-4",
            "0-1,1-2,2-3,3-4,4-5,5-1,0-6,6-7,6-8"));
    return drawings.stream().map(this::instance).toList();
  }

  /** A random drawing of up to {@code size} edges (and at most 60), vertex 0 the ground. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    int edges = 1 + random.nextInt((int) Math.min(Math.max(size, 1), 60));
    int vertices = 2 + random.nextInt(edges + 1);
    StringBuilder text = new StringBuilder();
    for (int e = 0; e < edges; e++) {
      int a = e == 0 ? 0 : random.nextInt(vertices);
      int b = random.nextInt(vertices);
      text.append(e == 0 ? "" : ",").append(a).append('-').append(b);
    }
    return Optional.of(instance(text.toString()));
  }

  /**
   * Checks a winning cut on drawings too large for positions: an edge joined to the ground, after
   * whose cut the drawing is worth 0.
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    Drawing drawing = drawing(instance);
    Optional<Integer> edge = Cut.parse(drawing, answer.moveLabel());
    if (edge.isEmpty() || !Fusion.grounded(drawing)[edge.get()]) {
      return Optional.of("which is not a legal move here");
    }
    boolean[] alive = new boolean[drawing.edges()];
    java.util.Arrays.fill(alive, true);
    alive[edge.get()] = false;
    return Fusion.value(drawing, alive) == 0
        ? Optional.empty()
        : Optional.of("but it leaves a position the opponent wins");
  }

  Parameters instance(String drawing) {
    return Parameters.bind(this, java.util.Map.of(EDGES.name(), drawing));
  }
}
