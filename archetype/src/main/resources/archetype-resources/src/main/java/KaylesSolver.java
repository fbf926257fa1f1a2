package ${package};

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Kayles by its Grundy values: a row of n pins has the value g(n), the mex of g(a) XOR g(b) over the rows a and b a
 * move leaves, and the rows' values XOR together (Sprague–Grundy). The values are periodic with period 12 from
 * n = 71 on (Guy and Smith, 1956), so g(n) of any n costs O(1) after a table of 600 values, and an
 * instance costs O(rows). A winning move is found by trying the splits of one row whose value is too large.
 */
final class KaylesSolver implements GameSolver {

  /** The solver's name. */
  static final String NAME = "periodic";

  /** Where the values are surely periodic: from 72 pins on, g(n) = g(n - 12). */
  static final int PERIODIC_FROM = 72;

  /** The period of the values. */
  static final int PERIOD = 12;

  /**
   * The values computed by the recurrence. A winning split of a row is looked for with its left part below half of
   * this; beyond, the parts' values repeat, so that is enough.
   */
  static final int TABLE = 600;

  private static final int[] GRUNDY = recurrence(TABLE);

  private final KaylesGame game;

  KaylesSolver(KaylesGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "Grundy values of the rows, periodic with period 12 from 71 pins on (Guy and Smith 1956); O(rows)";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE, Question.GRUNDY);
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    List<Long> rows = longs(parameters.get(KaylesGame.ROWS));
    long nimSum = nimSum(rows);
    if (question.equals(Question.GRUNDY)) {
      return Answer.number(nimSum);
    }
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(nimSum == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (nimSum == 0) {
      return Answer.noWinningMove();
    }
    Optional<KaylesMove> winning = winningMove(rows, nimSum);
    KaylesMove move = winning.orElseThrow(() -> new IllegalStateException("no winning move in " + rows));
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("row", move.row());
    details.put("pin", move.pin());
    details.put("pins", move.twoPins() ? 2L : 1L);
    // The move with the position it leads to, where the rows are small enough for a position.
    long pins = rows.stream().mapToLong(Long::longValue).sum();
    Optional<dev.nimber.api.Move> played = pins <= KaylesRows.MAX_PINS
        ? new KaylesRows(rows).move(move.label()) : Optional.empty();
    return played.map(found -> Answer.winningMove(found, details))
        .orElseGet(() -> Answer.winningMove(move.label(), details));
  }

  /**
   * A move to a position of value 0: in a row whose value g is larger than g XOR the sum, a split of that value.
   *
   * @param nimSum the rows' values XOR together, not 0
   * @return the move; empty only if the theory were wrong
   */
  static Optional<KaylesMove> winningMove(List<Long> rows, long nimSum) {
    for (long row : rows) {
      long target = grundy(row) ^ nimSum;
      if (target >= grundy(row)) {
        continue;
      }
      for (int knocked = 1; knocked <= 2; knocked++) {
        long left = row - knocked;
        for (long before = 0; before <= Math.min(left / 2, TABLE / 2 - 1); before++) {
          if ((grundy(before) ^ grundy(left - before)) == target) {
            return Optional.of(new KaylesMove(row, before + 1, knocked == 2));
          }
        }
      }
    }
    return Optional.empty();
  }

  /** The value of a row of n pins. */
  static long grundy(long pins) {
    return pins < TABLE ? GRUNDY[(int) pins] : GRUNDY[(int) (PERIODIC_FROM + (pins - PERIODIC_FROM) % PERIOD)];
  }

  /** The value of several rows: their values XOR together. */
  static long nimSum(List<Long> rows) {
    long sum = 0;
    for (long row : rows) {
      sum ^= grundy(row);
    }
    return sum;
  }

  /**
   * The values g(0) to g(size - 1) by the recurrence, with no theory: O(size^2).
   *
   * @param size how many values
   * @return the values
   */
  static int[] recurrence(int size) {
    int[] values = new int[size];
    for (int pins = 1; pins < size; pins++) {
      boolean[] seen = new boolean[128];
      for (int knocked = 1; knocked <= Math.min(2, pins); knocked++) {
        for (int before = 0; before <= pins - knocked; before++) {
          seen[values[before] ^ values[pins - knocked - before]] = true;
        }
      }
      int mex = 0;
      while (seen[mex]) {
        mex++;
      }
      values[pins] = mex;
    }
    return values;
  }

  /** The rows as longs (each at most 10^18). */
  static List<Long> longs(List<BigInteger> rows) {
    return rows.stream().map(BigInteger::longValueExact).toList();
  }
}
