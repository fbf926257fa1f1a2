package dev.nimber.games.staircase;

import dev.nimber.api.Answer;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

/** How every staircase solver words a move. */
final class StaircaseMoves {

  private StaircaseMoves() {}

  static String label(Object from, Object to) {
    return "slide the coin on cell " + from + " to cell " + to;
  }

  /** The winning move answer: slide the coin on {@code from} to {@code to}. */
  static Answer winningMove(BigInteger from, BigInteger to) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("from", from);
    details.put("to", to);
    return Answer.winningMove(label(from, to), details);
  }
}
