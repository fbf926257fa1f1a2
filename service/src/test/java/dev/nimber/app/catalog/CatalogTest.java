package dev.nimber.app.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Question;
import dev.nimber.api.SolverProvider;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.UsageException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CatalogTest {

  private static final Question COUNT = new Question("count", "how many");

  @Test
  void unknownGameListsTheGamesThatExist() {
    Catalog catalog =
        Catalog.of(
            contents(List.of(game("thuemorse", "a.jar"), game("rulestones", "b.jar")), List.of()));
    assertThatThrownBy(() -> catalog.game("thuemorze"))
        .isInstanceOf(UsageException.class)
        .hasMessage("No game 'thuemorze'. Available: rulestones, thuemorse");
  }

  @Test
  void gameProvidedTwiceCannotBeUsedAndBothJarsAreNamed() {
    Catalog catalog =
        Catalog.of(contents(List.of(game("nim", "a.jar"), game("nim", "b.jar")), List.of()));
    assertThat(catalog.gameIds()).containsExactly("nim");
    assertThatThrownBy(() -> catalog.game("nim"))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("Game 'nim' is provided twice: a.jar and b.jar");
  }

  @Test
  void solverProvidedTwiceForOneGameCannotBeUsedAndBothJarsAreNamed() {
    Catalog catalog =
        Catalog.of(
            contents(
                List.of(game("thuemorse", "games.jar")),
                List.of(
                    solver("thuemorse", "automaton", "a.jar", Question.OUTCOME),
                    solver("thuemorse", "automaton", "b.jar", Question.OUTCOME))));
    assertThatThrownBy(() -> catalog.game("thuemorse"))
        .hasMessageStartingWith(
            "Solver 'automaton' for game 'thuemorse' is provided twice: a.jar and b.jar");
  }

  @Test
  void malformedIdsAndSolversOfUnknownGamesBecomeWarnings() {
    Catalog catalog =
        Catalog.of(
            contents(
                List.of(game("Bad Id", "x.jar"), game("nim", "nim.jar")),
                List.of(
                    solver("chess", "engine", "y.jar", Question.OUTCOME),
                    solver("nim", "Fast!", "z.jar", Question.OUTCOME))));
    assertThat(catalog.gameIds()).containsExactly("nim");
    assertThat(catalog.warnings()).hasSize(4);
    assertThat(catalog.warnings().get(0))
        .matches(
            "x\\.jar: game .* is skipped: its id 'Bad Id' is not lower case letters"
                + " and digits");
    assertThat(catalog.warnings().get(1))
        .matches("y\\.jar: solvers of .* are for game 'chess', which no plugin provides; skipped");
    assertThat(catalog.warnings().get(2))
        .matches(
            "z\\.jar: solver .* is skipped: its name 'Fast!' is not lower case"
                + " letters, digits and dashes");
    // Its only solver skipped, nim answers nothing, and says so.
    assertThat(catalog.warnings().get(3))
        .matches(
            "nim\\.jar: game 'nim' \\(.*\\) has no solver, so it answers no"
                + " question: give it solvers\\(\\) of its own, or positions\\(\\) for the engine's search");
  }

  @Test
  void aProviderThatThrowsOrAnswersNullIsSkippedAndTheOthersKeepWorking() {
    Provided<GameDescriptor> throwing = game("broken", "broken.jar");
    when(throwing.provider().id()).thenThrow(new IllegalStateException("no id today"));
    Provided<GameDescriptor> nullParameters = game("empty", "empty.jar");
    when(nullParameters.provider().parameters()).thenReturn(null);
    Provided<GameSolver> nullQuestions = solver("nim", "lazy", "lazy.jar");
    when(nullQuestions.provider().questions()).thenReturn(null);
    Catalog catalog =
        Catalog.of(
            contents(
                List.of(throwing, nullParameters, game("nim", "nim.jar")),
                List.of(nullQuestions, solver("nim", "fast", "nim.jar", Question.OUTCOME))));

    assertThat(catalog.gameIds()).containsExactly("nim");
    assertThat(catalog.game("nim").solvers()).extracting(GameSolver::name).containsExactly("fast");
    assertThat(catalog.warnings()).hasSize(3);
    assertThat(catalog.warnings().get(0))
        .matches("broken\\.jar: game .* is skipped: it threw IllegalStateException: no id today");
    assertThat(catalog.warnings().get(1))
        .matches("empty\\.jar: game .* is skipped: game 'empty': parameters\\(\\) gave null");
    assertThat(catalog.warnings().get(2))
        .matches("lazy\\.jar: solver .* is skipped: solver 'lazy': questions\\(\\) gave null");
  }

  @Test
  void defaultSolverIsChosenWhenItAnswersTheQuestionAndAnotherWhenItDoesNot() {
    Catalog catalog =
        Catalog.of(
            contents(
                List.of(game("nim", "nim.jar")),
                List.of(
                    solver("nim", "search", "nim.jar", Question.OUTCOME, Question.GRUNDY),
                    solver("nim", "fast", "nim.jar", Question.OUTCOME, COUNT))));
    GameEntry nim = catalog.game("nim");

    assertThat(nim.solvers()).extracting(GameSolver::name).containsExactly("fast", "search");
    assertThat(nim.select(null, null).solver().name()).isEqualTo("fast");
    assertThat(nim.select(null, null).question()).isEqualTo(Question.OUTCOME);
    assertThat(nim.select(null, "grundy").solver().name()).isEqualTo("search");
    assertThat(nim.select("search", "outcome").solver().name()).isEqualTo("search");
  }

  @Test
  void unknownSolverOrQuestionListsWhatExists() {
    Catalog catalog =
        Catalog.of(
            contents(
                List.of(game("nim", "nim.jar")),
                List.of(
                    solver("nim", "search", "nim.jar", Question.OUTCOME, Question.GRUNDY),
                    solver("nim", "fast", "nim.jar", Question.OUTCOME, COUNT))));
    GameEntry nim = catalog.game("nim");

    assertThatThrownBy(() -> nim.select("slow", null))
        .hasMessage("No solver 'slow' for game 'nim'. Available: fast, search");
    assertThatThrownBy(() -> nim.select(null, "period"))
        .hasMessage("No question 'period' for game 'nim'. Available: outcome, count, grundy");
    assertThatThrownBy(() -> nim.select("fast", "grundy"))
        .hasMessage(
            "Solver 'fast' of game 'nim' does not answer 'grundy'. It answers: outcome, count."
                + " Solvers that answer 'grundy': search");
  }

  /** Each solver comes from a provider of its own, in its own plugin, for its game. */
  private static PluginContents contents(
      List<Provided<GameDescriptor>> games, List<Provided<GameSolver>> solvers) {
    List<Provided<SolverProvider>> providers =
        solvers.stream()
            .map(
                solver -> {
                  SolverProvider provider = mock(SolverProvider.class);
                  when(provider.gameId()).thenReturn(GAME_OF.get(solver.provider()));
                  when(provider.solvers(any())).thenReturn(List.of(solver.provider()));
                  return new Provided<>(provider, solver.source());
                })
            .toList();
    return new PluginContents(games, providers, List.of());
  }

  /** The game each mocked solver is for. */
  private static final Map<GameSolver, String> GAME_OF = new java.util.IdentityHashMap<>();

  private static Provided<GameDescriptor> game(String id, String source) {
    GameDescriptor game = mock(GameDescriptor.class);
    when(game.id()).thenReturn(id);
    when(game.description()).thenReturn("a game");
    when(game.defaultQuestion()).thenReturn(Question.OUTCOME);
    when(game.defaultSolver()).thenReturn("fast");
    when(game.outcomeWords()).thenReturn(OutcomeWords.DEFAULT);
    return new Provided<>(game, source);
  }

  private static Provided<GameSolver> solver(
      String gameId, String name, String source, Question... questions) {
    GameSolver solver = mock(GameSolver.class);
    GAME_OF.put(solver, gameId);
    when(solver.name()).thenReturn(name);
    when(solver.description()).thenReturn("a solver");
    when(solver.limits()).thenReturn("none");
    when(solver.questions()).thenReturn(List.of(questions));
    return new Provided<>(solver, source);
  }
}
