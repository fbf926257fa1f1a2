package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SearchSolverTest {

  private final GameDescriptor game = new SubtractionGame();
  private final SearchSolver solver = SearchSolver.forGame(game).orElseThrow();

  @Test
  void everyGameWithPositionsGetsTheSearchAndAGameCanRenameOrHideIt() {
    assertThat(SearchSolver.solversOf(game)).extracting(GameSolver::name).containsExactly("search");
    GameDescriptor renamed =
        new SubtractionGame() {
          @Override
          public Optional<String> searchSolverName() {
            return Optional.of("brute-force");
          }
        };
    assertThat(SearchSolver.solversOf(renamed))
        .extracting(GameSolver::name)
        .containsExactly("brute-force");
    GameDescriptor hidden =
        new SubtractionGame() {
          @Override
          public Optional<String> searchSolverName() {
            return Optional.empty();
          }
        };
    assertThat(SearchSolver.solversOf(hidden)).isEmpty();
  }

  @Test
  void aWinningMoveCarriesTheMoveItPlays() {
    Parameters seven = game.bind(Map.of("n", 7));
    assertThat(solver.solve(seven, Question.MOVE).move())
        .hasValueSatisfying(
            move -> {
              assertThat(move.label()).isEqualTo("take 3");
              assertThat(move.to()).isEqualTo(new SubtractionGame.Pile(4));
            });
  }

  @Test
  void anInstanceBeyondTheBudgetThatTheGameKnowsOfIsRefusedAtOnce() {
    SearchSolver small =
        new SearchSolver(game, new SubtractionGame(), "search", new GameSearch.Options(false, 100));
    assertThatThrownBy(() -> small.checkSupports(game.bind(Map.of("n", 100)), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "the search would visit at least 101 positions to answer 'outcome' from this instance, and its"
                + " budget is 100 positions")
        .extracting(failure -> ((UnsupportedInstanceException) failure).shortage())
        .isEqualTo(Optional.of(Shortage.setting("nimber.search.budget")));
    small.checkSupports(game.bind(Map.of("n", 99)), Question.OUTCOME);
  }

  @Test
  void aSearchThatRunsOutOfItsBudgetSaysWhichQuestionItWasAnswering() {
    SearchSolver small =
        new SearchSolver(game, new SubtractionGame(), "search", new GameSearch.Options(false, 100));
    for (Question question : List.of(Question.OUTCOME, Question.REMOTENESS, Question.GRUNDY)) {
      assertThatThrownBy(() -> small.solve(game.bind(Map.of("n", 1000)), question))
          .isInstanceOf(SolverFailureException.class)
          .hasMessageStartingWith(
              "answering '" + question + "', the search reached its budget of 100 positions");
    }
  }

  @Test
  void answersEveryGenericQuestion() {
    Parameters seven = game.bind(Map.of("n", 7));
    assertThat(solver.solve(seven, Question.OUTCOME).text()).isEqualTo("First");
    assertThat(solver.solve(seven, Question.OUTCOME).firstPlayerWins()).contains(true);
    assertThat(solver.solve(seven, Question.MOVE).text()).isEqualTo("take 3");
    assertThat(solver.solve(seven, Question.REMOTENESS).text()).isEqualTo("3");
    assertThat(solver.solve(seven, Question.GRUNDY).text()).isEqualTo("3");
    Parameters eight = game.bind(Map.of("n", 8));
    assertThat(solver.solve(eight, Question.OUTCOME).text()).isEqualTo("Second");
    assertThat(solver.solve(eight, Question.MOVE).text()).isEqualTo("take 1 (loses slowest, in 4)");
    assertThat(solver.solve(eight, Question.MOVE).firstPlayerWins()).contains(false);
  }

  @Test
  void refusesQuestionsItDoesNotAnswer() {
    assertThatThrownBy(
            () -> solver.solve(game.bind(Map.of("n", 1)), new Question("count", "how many")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("does not answer 'count'");
  }

  @Test
  void misereSearchNamesItselfAndHasNoGrundyValues() {
    SearchSolver misere =
        new SearchSolver(
            game, new SubtractionGame(), "search-misere", new GameSearch.Options(true, 1000));
    assertThat(misere.name()).isEqualTo("search-misere");
    assertThat(misere.description()).startsWith("the engine, misère play: ");
    // Misère {1,2,3}: the player to move loses exactly when n ≡ 1 (mod 4).
    for (int n = 0; n <= 40; n++) {
      String expected = n % 4 == 1 ? "Second" : "First";
      assertThat(misere.solve(game.bind(Map.of("n", n)), Question.OUTCOME).text())
          .as("n = %d", n)
          .isEqualTo(expected);
    }
    assertThatThrownBy(() -> misere.solve(game.bind(Map.of("n", 5)), Question.GRUNDY))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("misère");
  }
}
