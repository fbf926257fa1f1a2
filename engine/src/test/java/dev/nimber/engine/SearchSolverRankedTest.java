package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchSolverRankedTest {

  private static final List<Question> QUESTIONS =
      List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.GRUNDY);

  private final RankedNimGame rankedGame = new RankedNimGame(true);
  private final RankedNimGame objectGame = new RankedNimGame(false);

  private static SearchSolver search(RankedNimGame game, boolean misere, int threads) {
    return SearchSolver.forGame(game).orElseThrow().configured(misere, threads);
  }

  @Test
  void aRankedGameIsAnsweredByRetrogradeAnalysisExactlyAsTheObjectSearchAnswersIt() {
    for (boolean misere : new boolean[] {false, true}) {
      SearchSolver ranked = search(rankedGame, misere, 2);
      SearchSolver objects = search(objectGame, misere, 1);
      for (int a = 0; a <= 5; a++) {
        for (int b = 0; b <= 5; b++) {
          for (int c = 0; c <= 3; c++) {
            for (int take = 1; take <= 3; take++) {
              for (Question question : QUESTIONS) {
                if (misere && question.equals(Question.GRUNDY)) {
                  continue;
                }
                Answer expected = objects.solve(objectGame.instance(a, b, c, take), question);
                Answer actual = ranked.solve(rankedGame.instance(a, b, c, take), question);
                assertThat(actual.text())
                    .as("%d %d %d take %d %s misère %s", a, b, c, take, question, misere)
                    .isEqualTo(expected.text());
                assertThat(actual)
                    .usingRecursiveComparison()
                    .ignoringFields("move")
                    .isEqualTo(expected);
              }
            }
          }
        }
      }
    }
  }

  /**
   * With the method the engine chooses, a weak search that costs more visits than half the
   * positions the ranked solve has gives way to that solve: the answers are the strong method's,
   * and the weak searches stop within a check's interval (1,024 visits) of half the cost, once each
   * question.
   */
  @Test
  void theEnginesChoiceStopsTheWeakSearchAtHalfTheRankedSolvesCostAndAnswersAsTheStrongMethod() {
    int checked = 0;
    for (Parameters instance :
        List.of(rankedGame.instance(20, 20, 20, 3), rankedGame.instance(12, 13, 14, 5))) {
      SearchSolver auto = search(rankedGame, false, 1);
      SearchSolver weak = search(rankedGame, false, 1).using(SearchMethod.WEAK);
      Answer chosen = auto.solve(instance, Question.OUTCOME);
      assertThat(chosen.text())
          .isEqualTo(weak.solve(instance, Question.OUTCOME).text())
          .isEqualTo(
              search(rankedGame, false, 1)
                  .using(SearchMethod.STRONG)
                  .solve(instance, Question.OUTCOME)
                  .text());
      long cost = auto.rulesetCost(instance).orElseThrow();
      assertThat(weak.weakVisits()).as("the weak search alone").isGreaterThan(2 * cost);
      assertThat(auto.weakVisits()).isBetween(cost / 2, cost / 2 + 1024);
      checked++;
    }
    assertThat(checked).isEqualTo(2);
  }

  /**
   * A loopy ranked game answers every question as the same game searched as objects (loopily) does.
   */
  @Test
  void aLoopyRankedGameIsAnsweredAsTheLoopySearchAnswersIt() {
    for (long seed = 0; seed < 400; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0, true);
      for (RandomTiers.Node node : game.nodes()) {
        dev.nimber.api.Positions ranked =
            new dev.nimber.api.Positions() {
              @Override
              public dev.nimber.api.Position start(Parameters instance) {
                return node;
              }

              @Override
              public java.util.Optional<dev.nimber.api.RankedPositions> ranked(
                  Parameters instance) {
                return java.util.Optional.of(game);
              }
            };
        dev.nimber.api.Positions objects = instance -> node;
        SubtractionGame descriptor = new SubtractionGame();
        Parameters any = descriptor.pile(0);
        for (Question question : QUESTIONS) {
          assertThat(answer(new SearchSolver(descriptor, ranked, "search", null), any, question))
              .as("seed %d %s %s", seed, node, question)
              .isEqualTo(
                  answer(new SearchSolver(descriptor, objects, "search", null), any, question));
        }
      }
    }
  }

  /** The answer's text and fields, or the failure's message. */
  private static String answer(SearchSolver solver, Parameters instance, Question question) {
    try {
      Answer answer = solver.solve(instance, question);
      return answer.text()
          + " "
          + answer.outcome()
          + answer.firstPlayerWins()
          + answer.number()
          + answer.details();
    } catch (SolverFailureException failure) {
      return "failed: " + failure.getMessage();
    }
  }

  @Test
  void misereHasNoGrundyValueOnEitherPath() {
    Parameters instance = rankedGame.instance(3, 4, 5, 2);
    assertThatThrownBy(() -> search(rankedGame, true, 1).solve(instance, Question.GRUNDY))
        .isInstanceOf(SolverFailureException.class)
        .hasMessage("the Grundy value is undefined here: misère play has no Grundy values");
  }

  @Test
  void verboseNamesTheMethodWithItsNumbers() {
    assertThat(
            search(rankedGame, false, 2)
                .using(SearchMethod.STRONG)
                .method(rankedGame.instance(3, 4, 5, 2), Question.OUTCOME))
        .isEqualTo(
            "ranked retrograde analysis (normal play): 206 positions in 13 tiers, the largest of 27, 2 bytes"
                + " each, on 2 threads");
    assertThat(
            search(rankedGame, false, 2).method(rankedGame.instance(3, 4, 5, 2), Question.OUTCOME))
        .isEqualTo(
            "alpha-beta search with a transposition table of up to 1024 entries (normal play) on 1 thread,"
                + " with 1 helper thread racing it on that table once a question has made 16777216 visits,"
                + " if no other question is being answered then, the weak method; past 51 visits, half of what ranked retrograde analysis of the positions below"
                + " costs, or should it meet a loopy tier or a drawn position, that analysis");
    assertThat(
            search(rankedGame, false, 2)
                .using(SearchMethod.PROOF)
                .method(rankedGame.instance(3, 4, 5, 2), Question.OUTCOME))
        .isEqualTo(
            "depth-first proof-number search with a table of up to 1024 entries (normal play): the outcome"
                + " alone");
    assertThat(
            search(rankedGame, false, 2).method(rankedGame.instance(3, 4, 5, 2), Question.GRUNDY))
        .startsWith("ranked retrograde analysis (normal play)");
    assertThat(
            search(rankedGame, false, 2)
                .using(SearchMethod.WEAK)
                .method(rankedGame.instance(3, 4, 5, 2), Question.GRUNDY))
        .isEqualTo("the weak method, which does not answer 'grundy'");
    assertThat(
            search(rankedGame, false, 2)
                .using(SearchMethod.PROOF)
                .method(rankedGame.instance(3, 4, 5, 2), Question.REMOTENESS))
        .isEqualTo("the proof-number method, which does not answer 'remoteness'");
    assertThat(
            search(rankedGame, true, 1)
                .using(SearchMethod.STRONG)
                .method(rankedGame.instance(3, 4, 5, 2), Question.OUTCOME))
        .isEqualTo(
            "ranked retrograde analysis (misère play): 206 positions in 13 tiers, the largest of 27, 2 bytes"
                + " each, on 1 thread");
    assertThat(
            search(objectGame, false, 2).method(objectGame.instance(3, 4, 5, 2), Question.OUTCOME))
        .isEqualTo(
            "search of positions as objects (normal play), valued whole until it meets a sum, which it then"
                + " values by its components (Sprague-Grundy); should a line of play repeat, retrograde"
                + " analysis of the whole reachable graph (loopy)");
  }

  /**
   * The weak method, forced, refuses what it does not answer, naming why (the engine's choice
   * answers it), and searches the positions as objects of a game that numbers none, answering as
   * the strong search does.
   */
  @Test
  void
      theWeakMethodForcedRefusesTheGrundyValueAndSearchesPositionsAsObjectsWhereTheGameNumbersNone() {
    Parameters ranked = rankedGame.instance(3, 4, 5, 2);
    SearchSolver weak = search(rankedGame, false, 1).using(SearchMethod.WEAK);
    assertThatThrownBy(() -> weak.checkSupports(ranked, Question.GRUNDY))
        .isInstanceOf(dev.nimber.api.UnsupportedInstanceException.class)
        .hasMessage(
            "the weak method answers [outcome, move, remoteness, moves], not 'grundy'; ask with --method"
                + " strong or auto");
    assertThatThrownBy(() -> weak.solve(ranked, Question.GRUNDY))
        .hasMessage(
            "the weak method answers [outcome, move, remoteness, moves], not 'grundy'; ask with --method"
                + " strong or auto");
    assertThat(search(rankedGame, false, 1).solve(ranked, Question.GRUNDY))
        .isEqualTo(
            search(rankedGame, false, 1).using(SearchMethod.STRONG).solve(ranked, Question.GRUNDY));
    Parameters objects = objectGame.instance(3, 4, 5, 2);
    for (boolean misere : new boolean[] {false, true}) {
      SearchSolver weakObjects = search(objectGame, misere, 1).using(SearchMethod.WEAK);
      assertThat(weakObjects.method(objects, Question.OUTCOME))
          .startsWith("alpha-beta search of positions as objects");
      for (Question question :
          List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.MOVES)) {
        assertThat(weakObjects.solve(objects, question))
            .as("misère %s %s", misere, question)
            .isEqualTo(
                search(objectGame, misere, 1).using(SearchMethod.STRONG).solve(objects, question));
      }
    }
  }

  @Test
  void aRankedSolveReportsItsProgressUpToEveryPositionItValues() {
    List<long[]> reports = new java.util.ArrayList<>();
    search(rankedGame, false, 2)
        .using(SearchMethod.STRONG)
        .reporting((tier, done, total) -> reports.add(new long[] {tier, done, total}))
        .solve(rankedGame.instance(3, 4, 5, 2), Question.OUTCOME);
    assertThat(reports.get(reports.size() - 1)).containsExactly(12, 206, 206);
  }

  @Test
  void theSameSolverConfiguredAgainKeepsItsName() {
    SearchSolver configured = search(rankedGame, true, 3);
    assertThat(configured.name()).isEqualTo("search");
    assertThat(configured.misere()).isTrue();
    assertThat(configured.threads()).isEqualTo(3);
    assertThat(configured.configured(false, 1).misere()).isFalse();
  }
}
