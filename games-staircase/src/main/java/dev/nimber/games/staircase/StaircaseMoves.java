package dev.nimber.games.staircase;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How every staircase solver words a move. */
final class StaircaseMoves {

  private StaircaseMoves() {}

  static String label(Object from, Object to) {
    return "slide the coin on cell " + from + " to cell " + to;
  }

  /**
   * The winning move answer: slide the coin on {@code from} to {@code to}; with the placement it
   * leads to when every cell fits a {@link CoinRow}.
   *
   * @param cells the coins' cells, ascending
   */
  static Answer winningMove(List<BigInteger> cells, BigInteger from, BigInteger to) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("from", from);
    details.put("to", to);
    if (cells.stream().anyMatch(cell -> cell.bitLength() > StaircasePositions.MAX_CELL_BITS)) {
      return Answer.winningMove(label(from, to), details);
    }
    List<Long> after = new ArrayList<>();
    for (BigInteger cell : cells) {
      after.add((cell.equals(from) ? to : cell).longValueExact());
    }
    return Answer.winningMove(new Move(label(from, to), new CoinRow(after)), details);
  }
}
