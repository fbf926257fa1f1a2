package dev.nimber.games.thuemorse;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

/** How every Thue–Morse solver words a move. */
final class ThueMorseMoves {

  private ThueMorseMoves() {}

  static String label(long take, Object left) {
    return "take " + take + (take == 1 ? " stone" : " stones") + ", leaving " + left;
  }

  /**
   * The winning move answer: take {@code take} stones, leaving {@code left}; with the position it
   * leads to when the pile fits a {@link ThueMorsePile}.
   */
  static Answer winningMove(long take, BigInteger left, int maxTake) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("take", take);
    details.put("leaves", left);
    return left.bitLength() <= ThueMorsePositions.MAX_PILE_BITS
        ? Answer.winningMove(
            new Move(label(take, left), ThueMorsePile.after(left.longValueExact(), maxTake)),
            details)
        : Answer.winningMove(label(take, left), details);
  }
}
