package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Whether a position is worth at most a win, a loss or a tie, as the weak search tells it with one
 * search, and the best and winning moves found by asking it of each move in turn: against the
 * ranked solve's values of every position of random games and of tic-tac-toe, and against the moves
 * every move's value chooses.
 */
class WorthAtMostTest {

  private static SolvedTiers strong(RankedPositions space, boolean misere) {
    return new TierSolver(new TierSolver.Options(1, misere, false, true, TierSolver.Progress.NONE))
        .solve(space, space.tierCount() - 1);
  }

  /**
   * The order perfect play prefers, written out apart from the engine's: a win (the faster the
   * better) above a tie (the sooner the better) above a draw above a loss (the slower the better).
   */
  private static boolean atMost(GameSearch.Evaluation value, GameSearch.Evaluation bound) {
    int valueClass =
        List.of(Outcome.LOSS, Outcome.DRAW, Outcome.TIE, Outcome.WIN).indexOf(value.outcome());
    int boundClass =
        List.of(Outcome.LOSS, Outcome.DRAW, Outcome.TIE, Outcome.WIN).indexOf(bound.outcome());
    if (valueClass != boundClass) {
      return valueClass < boundClass;
    }
    return value.outcome() == Outcome.LOSS
        ? value.remoteness() <= bound.remoteness()
        : value.remoteness() >= bound.remoteness();
  }

  /**
   * Every position of 1,500 random tiered games with wins, losses and ties by rule, under both
   * conventions, against every win, loss and tie of remoteness 0 to 12: the weak search says a
   * position is worth at most the bound exactly when its ranked value is, with a table far smaller
   * than the game and with one that holds it.
   */
  @Test
  void aPositionIsWorthAtMostABoundExactlyWhenItsRankedValueIs() {
    int below = 0;
    int above = 0;
    int tiedAtBound = 0;
    for (long seed = 0; seed < 1500; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        AlphaBetaValues weak = new AlphaBetaValues(game, misere, seed % 3 == 0 ? 0 : 1 << 20);
        for (RandomTiers.Node node : game.nodes()) {
          GameSearch.Evaluation value = solved.evaluate(game.rankOf(node));
          for (Outcome outcome : new Outcome[] {Outcome.WIN, Outcome.LOSS, Outcome.TIE}) {
            for (int remoteness = 0; remoteness <= 12; remoteness++) {
              GameSearch.Evaluation bound = new GameSearch.Evaluation(outcome, remoteness, -1);
              boolean expected = atMost(value, bound);
              assertThat(weak.worthAtMost(node, bound))
                  .as(
                      "seed %d misère %s %s worth %s, at most %s?",
                      seed, misere, node, value, bound)
                  .isEqualTo(expected);
              below += expected ? 1 : 0;
              above += expected ? 0 : 1;
              tiedAtBound += value.equals(bound) && outcome == Outcome.TIE ? 1 : 0;
            }
          }
        }
      }
    }
    assertThat(below).as("bounds a position is worth at most").isGreaterThan(10_000);
    assertThat(above).as("bounds a position is worth more than").isGreaterThan(10_000);
    assertThat(tiedAtBound).as("ties bounded by themselves").isGreaterThan(1000);
  }

  /**
   * Every position of the same random games (ties among them, not all as far off as each other):
   * the winning move and the best move the weak search names, by asking each move in turn whether
   * its position is worth what the position's value says the best leads to, are those that every
   * move's ranked value gives (the fastest win, else the soonest tie, else the slowest loss; the
   * first listed among equals).
   */
  @Test
  void theWinningAndBestMovesAreThoseEveryMovesRankedValueGives() {
    int later = 0;
    int tied = 0;
    for (long seed = 0; seed < 1500; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        AlphaBetaValues weak = new AlphaBetaValues(game, misere, 1 << 20);
        for (RandomTiers.Node node : game.nodes()) {
          Optional<Move> best = assertMovesAsRanked(weak, node, solved, game);
          later += best.isPresent() && !best.get().equals(node.moves().get(0)) ? 1 : 0;
          tied += best.isPresent() && weak.evaluate(node).outcome() == Outcome.TIE ? 1 : 0;
        }
      }
    }
    assertThat(later).as("positions whose best move is not the first").isGreaterThan(1000);
    assertThat(tied).as("tied positions with a move").isGreaterThan(300);
  }

  /**
   * Every board of tic-tac-toe, with and without its symmetries, the soonest tie searched for: the
   * moves named are those every move's ranked value gives.
   */
  @Test
  void everyTicTacToeBoardsMovesAreThoseEveryMovesRankedValueGives() {
    for (boolean symmetric : new boolean[] {false, true}) {
      TicTacToe game = new TicTacToe(symmetric);
      SolvedTiers solved = strong(game, false);
      AlphaBetaValues weak = new AlphaBetaValues(game, false, 1 << 20);
      List<Position> boards = new ArrayList<>(List.of(TicTacToe.Board.EMPTY));
      Set<Position> seen = new HashSet<>(boards);
      for (int next = 0; next < boards.size(); next++) {
        Position board = boards.get(next);
        assertMovesAsRanked(weak, board, solved, game);
        if (board.verdict().isEmpty()) {
          board.moves().stream().map(Move::to).filter(seen::add).forEach(boards::add);
        }
      }
      assertThat(boards).as("the boards play reaches").hasSize(5478);
    }
  }

  /** Checks the winning and best moves against every move's ranked value; the best move. */
  private static Optional<Move> assertMovesAsRanked(
      AlphaBetaValues weak, Position position, SolvedTiers solved, RankedPositions game) {
    List<Move> moves = position.moves();
    List<GameSearch.Evaluation> values =
        moves.stream().map(move -> solved.evaluate(game.rankOf(move.to()))).toList();
    boolean decided = position.verdict().isPresent();
    Optional<Move> fastest = decided ? Optional.empty() : BestMoves.fastestWin(moves, values);
    Optional<Move> best = decided ? Optional.empty() : BestMoves.best(moves, values);
    assertThat(weak.winningMove(position).map(Move::label))
        .as("%s", position)
        .isEqualTo(fastest.map(Move::label));
    assertThat(weak.bestMove(position).map(Move::label))
        .as("%s", position)
        .isEqualTo(best.map(Move::label));
    return best;
  }

  /** A draw, which the weak search never meets, is no bound it takes: it is refused, named. */
  @Test
  void theWeakSearchRefusesADrawAsABound() {
    RandomTiers game = new RandomTiers(1, true);
    AlphaBetaValues weak = new AlphaBetaValues(game, false, 1 << 20);
    Position start = game.nodes().get(game.nodes().size() - 1);
    assertThatThrownBy(
            () -> weak.worthAtMost(start, new GameSearch.Evaluation(Outcome.DRAW, 0, -1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a win or a loss, not");
  }
}
