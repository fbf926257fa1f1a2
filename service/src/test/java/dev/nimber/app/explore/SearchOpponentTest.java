package dev.nimber.app.explore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SumGames.Heap;
import dev.nimber.engine.SumGames.Sum;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The search's play and hints on sums of Nim heaps (each heap's moves listed from the one that
 * takes every stone), against Nim worked by hand.
 */
class SearchOpponentTest {

  /**
   * Two equal heaps of 3 are lost. The loser delays most by taking one stone; the winner answers in
   * the other heap, so the game lasts 2 moves for each stone: 6 from here.
   */
  @Test
  void inALostSumTheComputerTakesTheSlowestLossAndTheHintSaysHowLongTheGameLasts() {
    try (TimedCalls calls = new TimedCalls(Optional.empty())) {
      SearchOpponent opponent = new SearchOpponent(new GameSearch(), calls);
      Sum lost = Sum.of(true, List.of(new Heap(3), new Heap(3)));
      assertThat(opponent.reply(lost).label()).isEqualTo("part 0: leave 2");
      Opponent.Advice advice = opponent.advise(lost);
      assertThat(advice.winning()).isEmpty();
      assertThat(advice.outcome()).isEqualTo(Outcome.LOSS);
      assertThat(advice.remoteness()).isEqualTo(OptionalLong.of(6));
    }
  }

  /**
   * The value of each move's position, as play lists them, leaves out how long a lost sum lasts,
   * which would be a search of sums for each move.
   */
  @Test
  void theValueOfAMovesLostSumLeavesOutHowLongItLasts() {
    try (TimedCalls calls = new TimedCalls(Optional.empty())) {
      SearchOpponent opponent = new SearchOpponent(new GameSearch(), calls);
      Opponent.Advice value = opponent.value(Sum.of(true, List.of(new Heap(3), new Heap(3))));
      assertThat(value.outcome()).isEqualTo(Outcome.LOSS);
      assertThat(value.remoteness()).isEmpty();
    }
  }

  /**
   * A won sum's hint names a winning move, from the components, but not how long: heaps of 3 and 5
   * (the sum sorts them so), won by leaving 3 in the heap of 5.
   */
  @Test
  void inAWonSumTheHintNamesAWinningMoveWithoutHowLong() {
    try (TimedCalls calls = new TimedCalls(Optional.empty())) {
      SearchOpponent opponent = new SearchOpponent(new GameSearch(), calls);
      Opponent.Advice advice = opponent.advise(Sum.of(true, List.of(new Heap(5), new Heap(3))));
      assertThat(advice.winning().map(Move::label)).hasValue("part 1: leave 3");
      assertThat(advice.remoteness()).isEmpty();
    }
  }
}
