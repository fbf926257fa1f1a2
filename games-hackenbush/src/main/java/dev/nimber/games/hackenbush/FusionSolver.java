package dev.nimber.games.hackenbush;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.List;
import java.util.Map;

/**
 * Green Hackenbush by the fusion and colon principles ({@link Fusion}): the Grundy value and the
 * outcome of a drawing of up to ten million edges in O(vertices + edges); a winning cut by valuing
 * the drawing after each cut, O(edges · (vertices + edges)), for drawings of up to {@value
 * #MOST_EDGES_FOR_A_MOVE} edges.
 */
final class FusionSolver implements GameSolver {

  static final String NAME = "fusion";

  /** The most edges of a drawing whose winning cut is looked for. */
  static final int MOST_EDGES_FOR_A_MOVE = 5_000;

  private final HackenbushGame game;

  FusionSolver(HackenbushGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "circuits fused into loops, then the colon principle on the tree of bridges (Winning"
        + " Ways, ch. 7); O(vertices + edges)";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.GRUNDY, Question.MOVE);
  }

  @Override
  public String limits() {
    return "outcome and grundy: up to "
        + Drawing.MAX_EDGES
        + " edges; move: up to "
        + MOST_EDGES_FOR_A_MOVE
        + " edges";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    Drawing drawing = game.drawing(parameters);
    if (question.equals(Question.MOVE) && drawing.edges() > MOST_EDGES_FOR_A_MOVE) {
      throw new UnsupportedInstanceException(
          "a winning cut is looked for on drawings of at most "
              + MOST_EDGES_FOR_A_MOVE
              + " edges (each cut is valued), and this one has "
              + drawing.edges());
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    Drawing drawing = game.drawing(parameters);
    long value = Fusion.value(drawing, null);
    if (question.equals(Question.GRUNDY)) {
      return Answer.number(value);
    }
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(value == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (value == 0) {
      return Answer.noWinningMove();
    }
    boolean[] alive = new boolean[drawing.edges()];
    java.util.Arrays.fill(alive, true);
    for (int edge = 0; edge < drawing.edges(); edge++) {
      SolverFailureException.throwIfInterrupted();
      alive[edge] = false;
      boolean wins = Fusion.value(drawing, alive) == 0;
      alive[edge] = true;
      if (wins) {
        String label = Cut.label(drawing, edge);
        return drawing.edges() <= HackenbushPosition.MAX_EDGES
            ? Answer.winningMove(
                HackenbushPosition.start(drawing).move(label).orElseThrow(), Map.of())
            : Answer.winningMove(label, Map.of());
      }
    }
    throw new IllegalStateException(
        "no cut of " + drawing + " leaves a value of 0, though its value is " + value);
  }
}
