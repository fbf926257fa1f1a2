package dev.nimber.games.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.ForwardingRankedPositions;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Boards solved by the engine's ranked tiers, against the literature and against the search of the
 * boards.
 */
class ConnectGameTest {

  private final ConnectGame game = new ConnectGame();
  private final GameSolver engine = SearchSolver.forGame(game).orElseThrow();

  private String ask(Question question, Map<String, ?> raw) {
    return engine.solve(game.bind(raw), question).text();
  }

  @Test
  void ticTacToeIsATieReachedAfterNineMovesFromItsFiveThousandFourHundredSeventyEightBoards() {
    Map<String, Object> ticTacToe = Map.of("width", 3, "height", 3, "k", 3, "gravity", "false");
    assertThat(ask(Question.OUTCOME, ticTacToe)).isEqualTo("Tie");
    assertThat(ask(Question.REMOTENESS, ticTacToe)).isEqualTo("9");
    assertThat(reachable(game.start(game.bind(ticTacToe)))).hasSize(5478);
  }

  /**
   * The (4,4,4)-game is a draw and the (4,4,3)-game a first-player win (Uiterwijk and van den
   * Herik).
   */
  @Test
  void fourByFourIsATieForFourInARowAndAWinForThree() {
    assertThat(ask(Question.OUTCOME, Map.of("width", 4, "height", 4, "k", 4))).isEqualTo("Tie");
    assertThat(ask(Question.OUTCOME, Map.of("width", 4, "height", 4, "k", 3))).isEqualTo("First");
  }

  /**
   * Every board play reaches, valued by the ranked tiers and by the search of the boards as
   * objects.
   */
  @Test
  void theRankedTiersAgreeWithTheSearchOnEveryReachableBoard() {
    int[][] shapes = {
      {3, 3, 3, 0},
      {3, 3, 3, 1},
      {4, 3, 3, 1},
      {3, 4, 3, 0},
      {2, 4, 2, 1},
      {4, 4, 3, 1},
      {4, 4, 4, 1},
      {1, 5, 2, 1},
      {5, 1, 3, 1}
    };
    for (int[] each : shapes) {
      Parameters instance = game.instance(each[0], each[1], each[2], each[3] == 1, List.of());
      Board start = (Board) game.start(instance);
      RankedPositions ranking = game.ranked(instance).orElseThrow();
      assertThat(ranking).isInstanceOf(each[3] == 1 ? DropRanking.class : ConnectRanking.class);
      SolvedTiers solved =
          new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE))
              .solve(ranking, ranking.tierCount() - 1);
      GameSearch search = new GameSearch(new GameSearch.Options(false, 1L << 24));
      for (Position board : reachable(start)) {
        GameSearch.Evaluation expected = search.evaluate(board);
        GameSearch.Evaluation actual = solved.evaluate(ranking.rankOf(board));
        assertThat(new GameSearch.Evaluation(actual.outcome(), actual.remoteness(), -1))
            .as("%s", board)
            .isEqualTo(new GameSearch.Evaluation(expected.outcome(), expected.remoteness(), -1));
      }
    }
  }

  /**
   * Boards whose pieces drop, numbered by column heights and by cells: the same values for every
   * board played.
   */
  @Test
  void everyMovesValueFromTheRankedTiersIsTheSearchsOnTheBoardItLeadsTo() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 1L << 24));
    long checked = 0;
    for (int first = 0; first <= 9; first++) {
      for (int second = 0; second <= 9; second++) {
        if (first == 0 && second > 0 || first != 0 && first == second) {
          continue;
        }
        String played = first == 0 ? "" : second == 0 ? "" + first : first + "," + second;
        Parameters instance =
            game.bind(
                played.isEmpty()
                    ? Map.of("width", 3, "height", 3, "k", 3)
                    : Map.of("width", 3, "height", 3, "k", 3, "moves", played));
        Answer moves = engine.solve(instance, Question.MOVES);
        List<Move> legal = game.start(instance).moves();
        List<Answer.MoveValue> listed = moves.moves();
        assertThat(listed).as(played).hasSize(legal.size());
        for (int i = 0; i < legal.size(); i++) {
          GameSearch.Evaluation after = search.evaluate(legal.get(i).to());
          assertThat(listed.get(i))
              .as("%s: %s", played, legal.get(i).label())
              .isEqualTo(
                  new Answer.MoveValue(
                      legal.get(i).label(),
                      after.outcome().opposite(),
                      Optional.of(after.remoteness() + 1)));
          checked++;
        }
      }
    }
    assertThat(checked).isEqualTo(9 + 9 * 8 + 9 * 8 * 7);
  }

  @Test
  void solvedWithTheBoardsSymmetriesEveryBoardHasTheValueItHasWithoutThem() {
    for (Shape shape :
        List.of(
            new Shape(3, 3, 3, false),
            new Shape(4, 3, 3, false),
            new Shape(4, 3, 3, true),
            new Shape(3, 3, 3, true))) {
      CellTiers symmetric = new ConnectRanking(shape);
      RankedPositions plain = new ForwardingRankedPositions(symmetric);
      TierSolver solver =
          new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE));
      SolvedTiers withThem = solver.solve(symmetric, symmetric.tierCount() - 1);
      SolvedTiers withoutThem = solver.solve(plain, plain.tierCount() - 1);
      long representatives = 0;
      long boards = 0;
      for (int tier = 0; tier < symmetric.tierCount(); tier++) {
        for (long rank = 0; rank < symmetric.tierSize(tier); rank++) {
          long representative = symmetric.canonical(tier, rank);
          assertThat(symmetric.canonical(tier, representative)).isEqualTo(representative);
          if (withThem.evaluate(tier, rank).equals(withoutThem.evaluate(tier, rank))) {
            representatives += representative == rank ? 1 : 0;
            boards++;
            continue;
          }
          assertThat(withThem.evaluate(tier, rank))
              .as("%s tier %d rank %d", shape, tier, rank)
              .isEqualTo(withoutThem.evaluate(tier, rank));
        }
      }
      int symmetries = shape.gravity() ? 2 : shape.width() == shape.height() ? 8 : 4;
      assertThat(representatives)
          .as("%s", shape)
          .isGreaterThan(boards / symmetries)
          .isLessThan(boards / symmetries * 2);
    }
  }

  @Test
  void theColumnNumberingAndTheCellNumberingValueConnectFourBoardsAlike() {
    Shape shape = new Shape(4, 4, 3, true);
    ConnectRanking byCells = new ConnectRanking(shape);
    DropRanking byColumns = new DropRanking(shape);
    TierSolver solver =
        new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE));
    SolvedTiers cells = solver.solve(byCells, byCells.tierCount() - 1);
    SolvedTiers columns = solver.solve(byColumns, byColumns.tierCount() - 1);
    Board start = (Board) game.start(game.instance(4, 4, 3, true, List.of()));
    int boards = 0;
    for (Position board : reachable(start)) {
      assertThat(columns.evaluate(byColumns.rankOf(board)))
          .as("%s", board)
          .isEqualTo(cells.evaluate(byCells.rankOf(board)));
      boards++;
    }
    assertThat(boards).isGreaterThan(10_000);
    assertThat(byColumns.tierSize(0)).isEqualTo(12_870);
  }

  @Test
  void connectFourStyleBoardsDropThePieces() {
    Board after =
        (Board)
            game.start(
                game.bind(
                    Map.of("width", 3, "height", 3, "k", 3, "gravity", "true", "moves", "2,2,1")));
    assertThat(after.cells()).isEqualTo("....O.XX.");
    assertThat(after.moves())
        .extracting(Move::label)
        .containsExactly("column 1", "column 2", "column 3");
  }

  @Test
  void theFirstBadMoveIsNamed() {
    assertThatThrownBy(() -> game.bind(Map.of("width", 3, "height", 3, "k", 3, "moves", "1,5,1")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("moves[3]")
        .hasMessageContaining("an empty cell from 1 to 9");
    assertThatThrownBy(
            () ->
                game.bind(
                    Map.of("width", 3, "height", 2, "k", 2, "gravity", "true", "moves", "1,1,1")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("moves[3]")
        .hasMessageContaining("a column from 1 to 3 that is not full");
    assertThatThrownBy(
            () -> game.bind(Map.of("width", 3, "height", 3, "k", 3, "moves", "1,4,2,5,3,6")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("moves[6]")
        .hasMessageContaining("the game was over");
    assertThatThrownBy(() -> game.bind(Map.of("width", 5, "height", 5, "k", 4)))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("at most 20 cells");
    assertThatThrownBy(() -> game.bind(Map.of("width", 8, "height", 8, "k", 4, "gravity", "true")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining(
            "with gravity, a board of at most 42 cells whose width × (height + 1) is at most 64");
  }

  /**
   * The replay, which looks for a line through each piece as it is placed, against the boards' own
   * moves and verdicts (every child listed, every line looked for): random sequences of moves, some
   * not allowed, on boards with and without gravity and k from 1 to 4 give the same board, or
   * refuse the same move for the same reason.
   */
  @Test
  void replayingMovesAgreesWithTheBoardsOwnMovesAndVerdicts() {
    Random random = new Random(48);
    int compared = 0;
    int refused = 0;
    for (Shape shape :
        List.of(
            new Shape(3, 3, 3, false),
            new Shape(4, 3, 2, false),
            new Shape(3, 2, 1, false),
            new Shape(4, 4, 3, true),
            new Shape(5, 4, 4, true),
            new Shape(6, 5, 4, true),
            new Shape(2, 3, 1, true))) {
      int most = shape.gravity() ? shape.width() : shape.cells();
      for (int round = 0; round < 400; round++) {
        List<BigInteger> moves = new ArrayList<>();
        int length = random.nextInt(shape.cells() + 2);
        for (int i = 0; i < length; i++) {
          moves.add(BigInteger.valueOf(random.nextInt(most + 2)));
        }
        Object slow = replayedSlowly(shape, moves);
        Object fast;
        try {
          fast = ConnectGame.replay(shape, moves);
        } catch (InvalidParameterException e) {
          fast = e.getMessage();
          refused++;
        }
        assertThat(fast).as("%s %s", shape, moves).isEqualTo(slow);
        compared++;
      }
    }
    assertThat(compared).isEqualTo(2800);
    assertThat(refused).as("sequences refused").isBetween(100, 2700);
  }

  /**
   * The board after the moves, each taken from the moves the board lists and refused once the board
   * has a verdict; or the message the replay refuses the first bad move with.
   */
  private static Object replayedSlowly(Shape shape, List<BigInteger> moves) {
    Position board = new Board(shape, ".".repeat(shape.cells()));
    for (int i = 0; i < moves.size(); i++) {
      int move = moves.get(i).intValueExact();
      String name = "moves[" + (i + 1) + "]";
      if (board.verdict().isPresent()) {
        return InvalidParameterException.described(
                name,
                Integer.toString(move),
                "no move: the game was over after the moves before it")
            .getMessage();
      }
      String label = (shape.gravity() ? "column " : "cell ") + move;
      Optional<Move> taken =
          board.moves().stream().filter(each -> each.label().equals(label)).findFirst();
      if (taken.isEmpty()) {
        return InvalidParameterException.described(
                name,
                Integer.toString(move),
                shape.gravity()
                    ? "a column from 1 to " + shape.width() + " that is not full"
                    : "an empty cell from 1 to " + shape.cells())
            .getMessage();
      }
      board = taken.get().to();
    }
    return board;
  }

  /** Every board reachable from a start, the start and the boards that end the game included. */
  private static Set<Position> reachable(Position start) {
    Set<Position> seen = new HashSet<>(List.of(start));
    Deque<Position> pending = new ArrayDeque<>(List.of(start));
    while (!pending.isEmpty()) {
      Position board = pending.poll();
      if (board.verdict().isPresent()) {
        continue;
      }
      for (Move move : board.moves()) {
        if (seen.add(move.to())) {
          pending.add(move.to());
        }
      }
    }
    return seen;
  }
}
