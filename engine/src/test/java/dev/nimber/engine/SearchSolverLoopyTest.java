package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search solver on a loopy game: where its lines of play repeat, it answers by the loopy
 * search.
 */
class SearchSolverLoopyTest {

  private final SubtractionGame game = new SubtractionGame();
  private final Parameters anyInstance = game.pile(0);
  // w ⇄ v, both → u, u → t: w is ∞{1}, a draw (see LoopySearchTest); x ⇄ y, both → t: x is ∞{0}, a
  // win.
  private final Digraph graph =
      Digraph.of("w>v", "v>w", "w>u", "v>u", "u>t", "x>y", "y>x", "x>t", "y>t");

  private SearchSolver from(String vertex) {
    Positions start = instance -> graph.at(vertex);
    return new SearchSolver(game, start, "search", null);
  }

  @Test
  void aDrawIsADrawWithAnInfiniteValueAndNoRemoteness() {
    SearchSolver solver = from("w");
    Answer outcome = solver.solve(anyInstance, Question.OUTCOME);
    assertThat(outcome.text()).isEqualTo("Draw");
    assertThat(outcome.outcome()).contains(Outcome.DRAW);
    assertThat(outcome.firstPlayerWins()).contains(false);
    Answer grundy = solver.solve(anyInstance, Question.GRUNDY);
    assertThat(grundy.text()).isEqualTo("∞{1}");
    assertThat(grundy.details()).containsEntry("infinite", true).containsEntry("k", List.of(1));
    assertThat(solver.solve(anyInstance, Question.MOVE).text()).isEqualTo("to v (keeps the draw)");
    assertThatThrownBy(() -> solver.solve(anyInstance, Question.REMOTENESS))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("the position is a draw");
  }

  @Test
  void aLoopyWinHasItsWinningMove() {
    SearchSolver solver = from("x");
    assertThat(solver.solve(anyInstance, Question.OUTCOME).text()).isEqualTo("First");
    assertThat(solver.solve(anyInstance, Question.GRUNDY).text()).isEqualTo("∞{0}");
    assertThat(solver.solve(anyInstance, Question.MOVE).text()).isEqualTo("to t");
    assertThat(solver.solve(anyInstance, Question.REMOTENESS).text()).isEqualTo("1");
  }
}
