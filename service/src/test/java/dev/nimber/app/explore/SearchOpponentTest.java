package dev.nimber.app.explore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.engine.GameSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The search's play and hints on sums, against Nim worked by hand. */
class SearchOpponentTest {

  /** A heap of Nim: take any number of its stones; the moves that take most come first. */
  record Heap(int stones) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int left = 0; left < stones; left++) {
        moves.add(new Move("leave " + left, new Heap(left)));
      }
      return moves;
    }
  }

  /** Two heaps of Nim, a sum of its two heaps; a move is made in one of them. */
  record TwoHeaps(int first, int second) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int left = 0; left < first; left++) {
        moves.add(new Move("first: leave " + left, new TwoHeaps(left, second)));
      }
      for (int left = 0; left < second; left++) {
        moves.add(new Move("second: leave " + left, new TwoHeaps(first, left)));
      }
      return moves;
    }

    @Override
    public List<Position> components() {
      return List.of(new Heap(first), new Heap(second));
    }
  }

  /**
   * Two equal heaps of 3 are lost. The loser delays most by taking one stone; the winner answers in
   * the other heap, so the game lasts 2 moves for each stone: 6 from here.
   */
  @Test
  void inALostSumTheComputerTakesTheSlowestLossAndTheHintSaysHowLongTheGameLasts() {
    try (TimedCalls calls = new TimedCalls(Optional.empty())) {
      SearchOpponent opponent = new SearchOpponent(new GameSearch(), calls);
      TwoHeaps lost = new TwoHeaps(3, 3);
      assertThat(opponent.reply(lost).label()).isEqualTo("first: leave 2");
      Opponent.Advice advice = opponent.advise(lost);
      assertThat(advice.winning()).isEmpty();
      assertThat(advice.outcome()).isEqualTo(Outcome.LOSS);
      assertThat(advice.remoteness()).isEqualTo(OptionalLong.of(6));
    }
  }

  /** A won sum's hint names a winning move, from the components, but not how long. */
  @Test
  void inAWonSumTheHintNamesAWinningMoveWithoutHowLong() {
    try (TimedCalls calls = new TimedCalls(Optional.empty())) {
      SearchOpponent opponent = new SearchOpponent(new GameSearch(), calls);
      Opponent.Advice advice = opponent.advise(new TwoHeaps(5, 3));
      assertThat(advice.winning().map(Move::label)).hasValue("first: leave 3");
      assertThat(advice.remoteness()).isEmpty();
    }
  }
}
