package dev.nimber.app.explore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import dev.nimber.app.service.Opponent;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SumGames.Heap;
import dev.nimber.engine.SumGames.Sum;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Perfect play from values kept for every position, here the search of Nim sums searched whole: the
 * reply picked from the values of the positions the moves lead to, as a game in play knows them, is
 * the reply the values give by themselves.
 */
class RankedOpponentTest {

  /**
   * Every sum of one to three Nim heaps of up to 4 stones that has a move, won and lost: the reply
   * given every move's value is the one the values' own best move names (the fastest win, else the
   * slowest loss, the first listed among equals), and it is not always the first move.
   */
  @Test
  void theReplyPickedFromEveryMovesValueIsTheBestMoveOfTheValues() {
    GameSearch search = new GameSearch();
    PositionValues values = search::evaluate;
    RankedOpponent opponent = new RankedOpponent(values);
    int notFirst = 0;
    for (List<Heap> heaps : heapsUpTo(3, 4)) {
      Position position = Sum.of(false, heaps);
      if (position.verdict().isPresent() || position.moves().isEmpty()) {
        continue;
      }
      List<Move> moves = position.moves();
      List<Opponent.Advice> after = opponent.valueEach(moves.stream().map(Move::to).toList());
      Move picked = opponent.reply(position, after);
      assertThat(picked.label()).as("%s", heaps).isEqualTo(opponent.reply(position).label());
      notFirst += picked.equals(moves.get(0)) ? 0 : 1;
    }
    assertThat(notFirst).as("positions whose best move is not the first").isGreaterThan(20);
  }

  /** Every list of one to {@code most} heaps of 0 to {@code stones} stones, in order. */
  private static List<List<Heap>> heapsUpTo(int most, int stones) {
    List<List<Heap>> all = new ArrayList<>();
    List<List<Heap>> last = List.of(List.of());
    for (int count = 1; count <= most; count++) {
      List<List<Heap>> next = new ArrayList<>();
      for (List<Heap> shorter : last) {
        for (int size = 0; size <= stones; size++) {
          List<Heap> longer = new ArrayList<>(shorter);
          longer.add(new Heap(size));
          next.add(longer);
        }
      }
      all.addAll(next);
      last = next;
    }
    return all;
  }
}
