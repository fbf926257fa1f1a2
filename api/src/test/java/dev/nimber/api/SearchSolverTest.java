package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.TextbookGames.DecidedByRule;
import dev.nimber.api.TextbookGames.Subtraction;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SearchSolverTest {

  /** The subtraction game {1, 2, 3} as a game with one parameter. */
  static final class SubtractionGame implements GameDescriptor {
    static final Parameter<?> N = Parameter.required("n", "stones", ParameterType.integer(0, 1_000_000));

    @Override
    public String id() {
      return "subtraction";
    }

    @Override
    public String description() {
      return "take 1, 2 or 3";
    }

    @Override
    public List<Parameter<?>> parameters() {
      return List.of(N);
    }

    @Override
    public Question defaultQuestion() {
      return Question.OUTCOME;
    }

    @Override
    public String defaultSolver() {
      return "search";
    }

    @Override
    public Optional<Position> startPosition(Parameters parameters) {
      int n = parameters.intValue("n");
      return Optional.of(n < 0 ? new DecidedByRule(-n, false) : new Subtraction(n));
    }
  }

  private final SearchSolver solver = new SearchSolver(new SubtractionGame()) {};
  private final GameDescriptor game = new SubtractionGame();

  @Test
  void answersEveryGenericQuestion() {
    Parameters seven = game.bind(Map.of("n", 7));
    assertThat(solver.solve(seven, Question.OUTCOME).text()).isEqualTo("First");
    assertThat(solver.solve(seven, Question.OUTCOME).fields()).containsEntry("firstPlayerWins", true);
    assertThat(solver.solve(seven, Question.MOVE).text()).isEqualTo("take 3");
    assertThat(solver.solve(seven, Question.REMOTENESS).text()).isEqualTo("3");
    assertThat(solver.solve(seven, Question.GRUNDY).text()).isEqualTo("3");
    Parameters eight = game.bind(Map.of("n", 8));
    assertThat(solver.solve(eight, Question.OUTCOME).text()).isEqualTo("Second");
    assertThat(solver.solve(eight, Question.MOVE).text()).isEqualTo("none");
    assertThat(solver.solve(eight, Question.MOVE).fields()).containsEntry("firstPlayerWins", false);
  }

  @Test
  void refusesQuestionsItDoesNotAnswer() {
    assertThatThrownBy(() -> solver.solve(game.bind(Map.of("n", 1)), new Question("count", "how many")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("does not answer 'count'");
  }

  @Test
  void misereSearchNamesItselfAndHasNoGrundyValues() {
    SearchSolver misere = new SearchSolver(game, new GameSearch.Options(true, 1000)) {
      @Override
      public String name() {
        return "search-misere";
      }
    };
    // Misère {1,2,3}: the player to move loses exactly when n ≡ 1 (mod 4).
    for (int n = 0; n <= 40; n++) {
      String expected = n % 4 == 1 ? "Second" : "First";
      assertThat(misere.solve(game.bind(Map.of("n", n)), Question.OUTCOME).text()).as("n = %d", n)
          .isEqualTo(expected);
    }
    assertThatThrownBy(() -> misere.solve(game.bind(Map.of("n", 5)), Question.GRUNDY))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("misère");
  }
}
