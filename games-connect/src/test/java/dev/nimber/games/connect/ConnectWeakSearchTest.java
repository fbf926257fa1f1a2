package dev.nimber.games.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.JoinAfter;
import dev.nimber.engine.weak.ProofNumberSearch;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The engine's weak search of boards, coded as bit sets or numbered, against the strong solve and
 * the object search.
 */
class ConnectWeakSearchTest {

  private final ConnectGame game = new ConnectGame();

  private static GameSearch.Evaluation withoutGrundy(GameSearch.Evaluation value) {
    return new GameSearch.Evaluation(value.outcome(), value.remoteness(), -1);
  }

  /**
   * Boards are coded as bit sets where they fit, with gravity or without; others by their
   * numbering.
   */
  @Test
  void boardsAreCodedAsBitSetsWhereTheyFit() {
    assertThat(game.coded(game.instance(7, 6, 4, true, List.of())).orElseThrow())
        .isInstanceOf(FourDropCodes.class);
    assertThat(game.coded(game.instance(3, 3, 3, false, List.of())).orElseThrow())
        .isInstanceOf(CellCodes.class);
    assertThat(game.coded(game.instance(2, 8, 2, false, List.of())).orElseThrow())
        .isInstanceOf(CellCodes.class);
    assertThat(game.coded(game.instance(1, 8, 1, true, List.of())).orElseThrow())
        .isInstanceOf(DropCodes.class);
    assertThat(game.coded(game.instance(4, 5, 3, false, List.of())).orElseThrow())
        .isInstanceOf(CellCodes.class);
  }

  /**
   * Every board play reaches on small shapes (every n-th in the order found where they are more
   * than 20,000), with and without gravity, under both conventions: the weak search values it as
   * the ranked solve does, whether the game says its ties come on a full board or the soonest tie
   * is searched.
   */
  @Test
  void everyBoardOfSmallShapesIsValuedAsTheStrongSolveValuesIt() {
    int[][] shapes = {
      {3, 3, 3, 0},
      {3, 3, 3, 1},
      {4, 3, 3, 1},
      {3, 4, 3, 0},
      {2, 4, 2, 1},
      {4, 4, 3, 1},
      {4, 4, 4, 1},
      {1, 5, 2, 1},
      {5, 1, 3, 1},
      {4, 3, 1, 1}
    };
    for (int[] each : shapes) {
      Parameters instance = game.instance(each[0], each[1], each[2], each[3] == 1, List.of());
      RankedPositions ranking = game.ranked(instance).orElseThrow();
      CodedPositions coding = game.coded(instance).orElseThrow();
      List<Position> reached = new ArrayList<>(reachable(game.start(instance)));
      int step = reached.size() > 20_000 ? reached.size() / 10_000 : 1;
      List<Position> boards =
          IntStream.range(0, reached.size())
              .filter(i -> i % step == 0)
              .mapToObj(reached::get)
              .toList();
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved =
            new TierSolver(new TierSolver.Options(2, misere, false, true, TierSolver.Progress.NONE))
                .solve(ranking, ranking.tierCount() - 1);
        for (CodedPositions searched : List.of(coding, withoutTieHint(coding))) {
          AlphaBetaValues weak = new AlphaBetaValues(searched, misere, 1 << 16);
          for (Position board : boards) {
            assertThat(weak.evaluate(board))
                .as("%s misère %s tie hint %s", board, misere, searched == coding)
                .isEqualTo(withoutGrundy(solved.evaluate(ranking.rankOf(board))));
          }
        }
      }
    }
  }

  /**
   * Boards of the same small shapes (every tenth of those reached, under both conventions): the
   * outcome the proof-number search finds, and the values the alpha-beta search finds on two
   * threads, its helper joining every search from the board at once on the table it lends it, are
   * those of the ranked solve.
   */
  @Test
  void theProofNumberSearchAndTheSearchOnTwoThreadsValueSmallShapesAsTheStrongSolve() {
    int[][] shapes = {
      {3, 3, 3, 0}, {4, 3, 3, 1}, {3, 4, 3, 0}, {4, 4, 3, 1}, {4, 4, 4, 1}, {4, 3, 1, 1}
    };
    for (int[] each : shapes) {
      Parameters instance = game.instance(each[0], each[1], each[2], each[3] == 1, List.of());
      RankedPositions ranking = game.ranked(instance).orElseThrow();
      CodedPositions coding = game.coded(instance).orElseThrow();
      List<Position> reached = new ArrayList<>(reachable(game.start(instance)));
      int step = Math.max(10, reached.size() / 2_000);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved =
            new TierSolver(new TierSolver.Options(2, misere, false, true, TierSolver.Progress.NONE))
                .solve(ranking, ranking.tierCount() - 1);
        ProofNumberSearch proofs = new ProofNumberSearch(coding, misere, 1 << 16);
        AlphaBetaValues onTwo =
            AlphaBetaValues.onThreads(
                game.coded(instance).orElseThrow(),
                List.of(game.coded(instance).orElseThrow()),
                misere,
                1 << 16,
                new JoinAfter(0, 0));
        for (int i = 0; i < reached.size(); i += step) {
          Position board = reached.get(i);
          GameSearch.Evaluation expected = withoutGrundy(solved.evaluate(ranking.rankOf(board)));
          RankedPositions.TierRank at = coding.codeOf(board);
          assertThat(proofs.outcome(at.tier(), at.rank()))
              .as("%s misère %s", board, misere)
              .isEqualTo(expected.outcome());
          assertThat(onTwo.evaluate(board)).as("%s misère %s", board, misere).isEqualTo(expected);
        }
      }
    }
  }

  /**
   * 3,000 boards of Connect Four 5 × 4 reached by random play: each valued as the ranked solve of
   * the board values it, by one search, which keeps the last tiers in its small table by then.
   */
  @Test
  void randomBoardsOfConnectFourFiveByFourAreValuedAsTheStrongSolveValuesThem() {
    Parameters instance = game.instance(5, 4, 4, true, List.of());
    RankedPositions ranking = game.ranked(instance).orElseThrow();
    SolvedTiers solved = solvedWhole(ranking);
    AlphaBetaValues weak = new AlphaBetaValues(game.coded(instance).orElseThrow(), false, 1 << 24);
    Random random = new Random(31);
    for (Position board : randomBoards(game.start(instance), 3000, random)) {
      assertThat(weak.evaluate(board))
          .as("%s", board)
          .isEqualTo(withoutGrundy(solved.evaluate(ranking.rankOf(board))));
    }
    assertThat(weak.smallTableTiers()).contains(1, 2, 3);
  }

  /**
   * 300 boards of Connect Four 6 × 4 with 12 or more pieces, reached by random play: each valued as
   * the search of the boards as objects values it (the ranked solve of 6 × 4 is too large for a
   * test).
   */
  @Test
  void randomBoardsOfConnectFourSixByFourAreValuedAsTheObjectSearchValuesThem() {
    Parameters instance = game.instance(6, 4, 4, true, List.of());
    AlphaBetaValues weak = new AlphaBetaValues(game.coded(instance).orElseThrow(), false, 1 << 24);
    GameSearch search = new GameSearch(new GameSearch.Options(false, 1L << 24));
    Random random = new Random(64);
    int compared = 0;
    while (compared < 300) {
      Position board = randomBoards(game.start(instance), 1, random).get(0);
      if (board.toString().chars().filter(cell -> cell == 'X' || cell == 'O').count() >= 12) {
        assertThat(weak.evaluate(board))
            .as("%s", board)
            .isEqualTo(withoutGrundy(search.evaluate(board)));
        compared++;
      }
    }
  }

  /**
   * Every question the weak method answers, answered alike by both methods through the engine's
   * solver, the weak one keeping its search from one position of the rules to the next (and, on two
   * threads at once, two searches); the outcome alike by the proof-number method, which refuses
   * every other question.
   */
  @Test
  void everyMethodGivesTheSameAnswersThroughTheSolver() throws Exception {
    SearchSolver engine = SearchSolver.forGame(game).orElseThrow();
    SearchSolver weak = engine.using(SearchMethod.WEAK);
    SearchSolver strong = engine.using(SearchMethod.STRONG);
    SearchSolver proof = engine.using(SearchMethod.PROOF);
    List<List<Integer>> positions =
        List.of(
            List.of(),
            List.of(2),
            List.of(2, 2, 1),
            List.of(4, 1, 4),
            List.of(1, 1),
            List.of(3, 2, 3, 2));
    for (int[] shape : new int[][] {{4, 4, 3}, {4, 4, 4}}) {
      java.util.concurrent.ExecutorService threads =
          java.util.concurrent.Executors.newFixedThreadPool(2);
      try {
        List<java.util.concurrent.Future<?>> done = new ArrayList<>();
        for (List<Integer> moves : positions) {
          Parameters instance = game.instance(shape[0], shape[1], shape[2], true, moves);
          for (Question question :
              List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.MOVES)) {
            done.add(
                threads.submit(
                    () ->
                        assertThat(weak.solve(instance, question))
                            .as("%s %s", moves, question)
                            .isEqualTo(strong.solve(instance, question))));
          }
          done.add(
              threads.submit(
                  () ->
                      assertThat(proof.solve(instance, Question.OUTCOME))
                          .as("%s", moves)
                          .isEqualTo(strong.solve(instance, Question.OUTCOME))));
          assertThatThrownBy(() -> proof.checkSupports(instance, Question.MOVE))
              .isInstanceOf(UnsupportedInstanceException.class)
              .hasMessage(
                  "the proof-number method answers"
                      + " 'outcome' of a game that numbers its positions, not 'move'; ask with --method auto, strong or"
                      + " weak");
        }
        for (java.util.concurrent.Future<?> each : done) {
          each.get();
        }
      } finally {
        threads.shutdown();
      }
    }
  }

  /**
   * The best move and every move's value of each board of Connect Four 5 × 4 within two moves,
   * asked one at a time of the weak method on two threads, which values the boards a board's moves
   * lead to on two searches at once, a thread each, once they take long enough, and asks them for
   * the best move on one search with a helper thread: the answers the ranked solve's values give;
   * and the plan says so.
   */
  @Test
  void theMovesOfABoardValuedOnTwoThreadsAtOnceAreValuedAsTheStrongSolveValuesThem() {
    Parameters empty = game.instance(5, 4, 4, true, List.of());
    RankedPositions ranking = game.ranked(empty).orElseThrow();
    SolvedTiers solved = solvedWhole(ranking);
    SearchSolver weak =
        SearchSolver.forGame(game).orElseThrow().configured(false, 2).using(SearchMethod.WEAK);
    List<List<Integer>> lines = new ArrayList<>();
    lines.add(List.of());
    for (int first = 1; first <= 5; first++) {
      lines.add(List.of(first));
      for (int second = 1; second <= 5; second++) {
        lines.add(List.of(first, second));
      }
    }
    for (List<Integer> line : lines) {
      Parameters instance = game.instance(5, 4, 4, true, line);
      for (Question question : List.of(Question.MOVES, Question.MOVE)) {
        assertThat(weak.solve(instance, question))
            .as("%s %s", line, question)
            .isEqualTo(weak.answerFrom(instance, question, new RankedValues(ranking, solved)));
      }
    }
    assertThat(weak.method(empty, Question.MOVES))
        .contains(
            Runtime.getRuntime().availableProcessors() > 1
                ? "on 1 thread, the positions its moves lead to on up to 2 threads at once"
                : "on 1 thread, with 1 helper thread");
    assertThat(weak.method(empty, Question.MOVE)).contains("on 1 thread, with 1 helper thread");
    assertThat(weak.method(empty, Question.REMOTENESS))
        .contains(
            "on 1 thread, with 1 helper thread racing it on that table once a question has made"
                + " 16777216 visits, if no other question is being answered then, the weak method");
  }

  /** Every position of the rules ranked, valued by the ranked solve on two threads. */
  private static SolvedTiers solvedWhole(RankedPositions ranking) {
    return new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE))
        .solve(ranking, ranking.tierCount() - 1);
  }

  private static CodedPositions withoutTieHint(CodedPositions coding) {
    return new ForwardingCoding(coding);
  }

  private static List<Position> randomBoards(Position start, int count, Random random) {
    List<Position> boards = new ArrayList<>();
    while (boards.size() < count) {
      Position board = start;
      int length = random.nextInt(20);
      for (int i = 0; i < length && board.verdict().isEmpty(); i++) {
        List<Move> moves = board.moves();
        board = moves.get(random.nextInt(moves.size())).to();
      }
      boards.add(board);
    }
    return boards;
  }

  private static Set<Position> reachable(Position start) {
    Set<Position> seen = new LinkedHashSet<>(List.of(start));
    Deque<Position> pending = new ArrayDeque<>(seen);
    while (!pending.isEmpty()) {
      Position board = pending.poll();
      if (board.verdict().isEmpty()) {
        board.moves().stream().map(Move::to).filter(seen::add).forEach(pending::add);
      }
    }
    return seen;
  }
}
