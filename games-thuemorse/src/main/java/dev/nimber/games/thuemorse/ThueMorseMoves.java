package dev.nimber.games.thuemorse;

import dev.nimber.api.Answer;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

/** How every Thue–Morse solver words a move. */
final class ThueMorseMoves {

  private ThueMorseMoves() {}

  static String label(long take, Object left) {
    return "take " + take + (take == 1 ? " stone" : " stones") + ", leaving " + left;
  }

  /** The winning move answer: take {@code take} stones, leaving {@code left}. */
  static Answer winningMove(long take, BigInteger left) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("take", take);
    details.put("leaves", left);
    return Answer.winningMove(label(take, left), details);
  }
}
