package dev.nimber.games.chomp;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Chomp by what is proven ({@link Diagram#lost()}, {@link Diagram#winningBite()}): the outcome of
 * every rectangle (strategy stealing), of one or two rows or columns and of hooks, and a winning
 * bite wherever one is known: one or two rows or columns, hooks and squares. O(runs) each, for
 * diagrams of up to 10^18 rows and columns.
 */
final class TheorySolver implements GameSolver {

  static final String NAME = "theory";

  private final ChompGame game;

  TheorySolver(ChompGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "every rectangle but 1 × 1 is a first-player win (strategy stealing); two rows lose"
        + " exactly when the first is one longer; hooks are two heaps of nim; a square's winning"
        + " bite is at row 2, column 2";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE);
  }

  @Override
  public String limits() {
    return "outcome: rectangles, one or two rows or columns, hooks; move: the same but rectangles"
        + " other than squares of three rows and columns or more; any size up to 10^18";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    Diagram diagram = game.diagram(parameters);
    if (diagram.lost().isEmpty()) {
      throw new UnsupportedInstanceException(
          "the theory decides rectangles, one or two rows or columns, and hooks, and "
              + diagram
              + " is none of them; the search answers diagrams of up to "
              + ChompRanking.MAX_SPAN
              + " rows and columns together");
    }
    if (question.equals(Question.MOVE)
        && !diagram.lost().get()
        && diagram.winningBite().isEmpty()) {
      throw new UnsupportedInstanceException(
          "no winning bite is known for a rectangle of "
              + diagram.height()
              + " × "
              + diagram.width()
              + " (strategy stealing proves one exists without naming it); the search finds one"
              + " when rows and columns together are at most "
              + ChompRanking.MAX_SPAN);
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    Diagram diagram = game.diagram(parameters);
    boolean lost = diagram.lost().orElseThrow();
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(lost ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    Optional<Bite> bite = diagram.winningBite();
    if (bite.isEmpty()) {
      return Answer.noWinningMove();
    }
    Map<String, Object> details = Map.of("leaves", diagram.after(bite.get()).toString());
    return game.position(parameters)
        .map(
            position ->
                Answer.winningMove(position.move(bite.get().label()).orElseThrow(), details))
        .orElseGet(() -> Answer.winningMove(bite.get().label(), details));
  }
}
