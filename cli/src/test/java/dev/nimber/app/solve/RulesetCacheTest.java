package dev.nimber.app.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.Selection;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Many positions of one ruleset cost one solve: every board up to two moves deep of Connect Four on
 * 4 × 3 (k = 3) is answered from the kept solve of the rules as the engine answers it alone, and
 * the rules are solved once.
 */
class RulesetCacheTest {

  private final GameEntry connect =
      Catalog.of(
              new PluginLoader(RulesetCacheTest.class.getClassLoader())
                  .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
          .withEngine(false, 2)
          .game("connect");

  @Test
  void everyPositionOfARulesetIsAnsweredFromOneSolveAsTheEngineAnswersItAlone() {
    SearchSolver engine = SolvedDatabases.engine(connect);
    RulesetCache rulesets = new RulesetCache();
    long compared = 0;
    for (Question question :
        List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.MOVES)) {
      Selection selection = Selection.ofEngine(connect, engine, question);
      for (String moves :
          List.of("", "1", "2", "3", "4", "1,1", "1,2", "2,3", "3,4", "4,4", "2,2,2")) {
        Parameters board =
            connect
                .descriptor()
                .bind(Map.of("width", 4, "height", 3, "k", 3, "gravity", "true", "moves", moves));
        Answer kept = rulesets.answer(selection, engine, board).orElseThrow();
        assertThat(kept).as("%s %s", moves, question).isEqualTo(engine.solve(board, question));
        compared++;
      }
    }
    assertThat(compared).isEqualTo(44);
    assertThat(rulesets.solves()).as("solves of the rules").isEqualTo(1);
  }

  @Test
  void theRulesAreSolvedOnceFromTheStartTheGameNamesWhateverPositionIsAskedFirst() {
    SearchSolver engine = SolvedDatabases.engine(connect);
    RulesetCache rulesets = new RulesetCache();
    Selection selection = Selection.ofEngine(connect, engine, Question.REMOTENESS);
    for (String moves : List.of("1,2", "3", "2,4", "")) {
      Parameters board =
          connect
              .descriptor()
              .bind(Map.of("width", 4, "height", 3, "k", 3, "gravity", "true", "moves", moves));
      assertThat(rulesets.answer(selection, engine, board))
          .as(moves)
          .hasValue(engine.solve(board, Question.REMOTENESS));
    }
    assertThat(rulesets.solves())
        .as("the rules solved from connect's empty board, asked moves=1,2 first")
        .isEqualTo(1);
  }

  @Test
  void requestsForOneRulesetAtOnceShareOneSolve() throws Exception {
    SearchSolver engine = SolvedDatabases.engine(connect);
    RulesetCache rulesets = new RulesetCache();
    Selection selection = Selection.ofEngine(connect, engine, Question.REMOTENESS);
    // Every position one move deep, twice: all in the tier a solve from any of them keeps.
    List<String> positions = List.of("1", "2", "3", "4", "4", "3", "2", "1");
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService threads = Executors.newFixedThreadPool(positions.size());
    try {
      List<Future<Optional<Answer>>> answers = new ArrayList<>();
      for (String moves : positions) {
        Parameters board =
            connect
                .descriptor()
                .bind(Map.of("width", 4, "height", 4, "k", 4, "gravity", "true", "moves", moves));
        answers.add(
            threads.submit(
                () -> {
                  start.await();
                  return rulesets.answer(selection, engine, board);
                }));
      }
      start.countDown();
      for (int i = 0; i < positions.size(); i++) {
        Parameters board =
            connect
                .descriptor()
                .bind(
                    Map.of(
                        "width",
                        4,
                        "height",
                        4,
                        "k",
                        4,
                        "gravity",
                        "true",
                        "moves",
                        positions.get(i)));
        assertThat(answers.get(i).get())
            .as(positions.get(i))
            .hasValue(engine.solve(board, Question.REMOTENESS));
      }
    } finally {
      threads.shutdownNow();
    }
    assertThat(rulesets.solves())
        .as("solves of Connect Four 4 x 4 for 8 positions asked at once")
        .isEqualTo(1);
  }

  /**
   * A batch with the engine's choice answers positions alone by the weak search while that costs
   * less than one solve of the rules, then solves the rules once: a batch of a few easy positions
   * never solves them; many positions of small rules do, after the weak searches have cost as much,
   * and the answers are the same either way.
   */
  @Test
  void aBatchSolvesTheRulesOnlyOnceItsWeakSearchesHaveCostAsMuch() {
    SearchSolver engine = SolvedDatabases.engine(connect);
    Selection selection = Selection.ofEngine(connect, engine, Question.REMOTENESS);
    RulesetCache easy = new RulesetCache();
    for (String moves : List.of("1,2,3,1,2,3,4", "4,4,4,1,1,2,3", "2,3,2,3,1,4,1")) {
      Parameters board = board(6, 4, 4, moves);
      assertThat(
              easy.answer(selection, engine, board, () -> engine.solve(board, Question.REMOTENESS)))
          .as(moves)
          .isEqualTo(engine.using(SearchMethod.WEAK).solve(board, Question.REMOTENESS));
    }
    assertThat(easy.solves()).as("solves of Connect Four 6 x 4 for three easy positions").isZero();
    assertThat(easy.spending())
        .singleElement()
        .satisfies(
            spent -> {
              assertThat(spent.rules()).isEqualTo("connect width=6 height=4 k=4 gravity=true");
              assertThat(spent.searchedAlone()).isEqualTo(3);
              assertThat(spent.fromKept()).isZero();
              assertThat(spent.visits()).isPositive();
              assertThat(spent.rulesetCost())
                  .hasValue(engine.rulesetCost(board(6, 4, 4, "")).orElseThrow());
            });

    RulesetCache many = new RulesetCache();
    long cost = engine.rulesetCost(board(3, 3, 3, "")).orElseThrow();
    long spentBefore = engine.weakVisits();
    List<String> boards = new ArrayList<>(List.of(""));
    for (int depth = 0; depth < 3; depth++) {
      for (String moves : List.copyOf(boards)) {
        for (int column = 1; column <= 3; column++) {
          String longer = moves.isEmpty() ? "" + column : moves + "," + column;
          if (!boards.contains(longer)) {
            boards.add(longer);
          }
        }
      }
    }
    for (String moves : boards) {
      Parameters board = board(3, 3, 3, moves);
      assertThat(
              many.answer(selection, engine, board, () -> engine.solve(board, Question.REMOTENESS)))
          .as(moves)
          .isEqualTo(engine.using(SearchMethod.STRONG).solve(board, Question.REMOTENESS));
    }
    assertThat(boards).hasSize(40);
    assertThat(many.solves()).as("solves of Connect Four 3 x 3 for 40 positions").isEqualTo(1);
    assertThat(engine.weakVisits() - spentBefore).isGreaterThanOrEqualTo(cost);
    assertThat(many.spending())
        .as("how the 40 positions were answered")
        .singleElement()
        .satisfies(
            spent -> {
              assertThat(spent.rules()).isEqualTo("connect width=3 height=3 k=3 gravity=true");
              assertThat(spent.searchedAlone() + spent.fromKept()).isEqualTo(40);
              assertThat(spent.fromKept()).isPositive();
              assertThat(spent.visits()).isGreaterThanOrEqualTo(cost);
              assertThat(spent.rulesetCost()).hasValue(cost);
            });
  }

  private Parameters board(int width, int height, int k, String moves) {
    return connect
        .descriptor()
        .bind(Map.of("width", width, "height", height, "k", k, "gravity", "true", "moves", moves));
  }

  @Test
  void grundyValuesAndGamesWithoutRankedPositionsAreLeftToTheUsualSolve() {
    SearchSolver engine = SolvedDatabases.engine(connect);
    Parameters board = connect.descriptor().bind(Map.of("width", 3, "height", 3, "k", 3));
    assertThat(
            new RulesetCache()
                .answer(Selection.ofEngine(connect, engine, Question.GRUNDY), engine, board))
        .isEmpty();
    assertThat(
            new RulesetCache(1000)
                .answer(Selection.ofEngine(connect, engine, Question.OUTCOME), engine, board))
        .as("a ruleset larger than the cache")
        .isEmpty();
  }
}
