package dev.nimber.games.thuemorse;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A pile in the Thue–Morse game, as the generic search sees it.
 *
 * @param stones stones left
 * @param maxTake the most stones one move may take (m)
 * @param leftOdious whether the previous mover left an odious count (and so has already lost); false at the start,
 *     where nobody has moved
 */
record ThueMorsePile(long stones, int maxTake, boolean leftOdious) implements Position {

  /** The start position: nobody has moved, so nothing is decided whatever the count. */
  static ThueMorsePile start(long stones, int maxTake) {
    return new ThueMorsePile(stones, maxTake, false);
  }

  /** The pile a move leaves: decided at once when the count left is odious. */
  static ThueMorsePile after(long left, int maxTake) {
    return new ThueMorsePile(left, maxTake, Long.bitCount(left) % 2 == 1);
  }

  /** Emptying the pile wins; otherwise leaving an odious count loses at once. */
  @Override
  public Optional<Outcome> verdict() {
    return stones > 0 && leftOdious ? Optional.of(Outcome.WIN) : Optional.empty();
  }

  @Override
  public String render() {
    return stones + (stones == 1 ? " stone" : " stones") + " (take 1 to " + maxTake + "; emptying the pile wins,"
        + " leaving an odious count loses)";
  }

  @Override
  public List<Move> moves() {
    long most = Math.min(maxTake, stones);
    List<Move> moves = new ArrayList<>((int) most);
    for (int take = 1; take <= most; take++) {
      long left = stones - take;
      moves.add(new Move(ThueMorseMoves.label(take, left), after(left, maxTake)));
    }
    return moves;
  }
}
