package ${package};

import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Optional;

/** The positions of Kayles, for instances of at most 10^9 pins in all. */
final class KaylesPositions implements Positions {

  private final KaylesGame game;

  KaylesPositions(KaylesGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    BigInteger pins = instance.get(KaylesGame.ROWS).stream().reduce(BigInteger.ZERO, BigInteger::add);
    if (pins.compareTo(BigInteger.valueOf(KaylesRows.MAX_PINS)) > 0) {
      throw new UnsupportedInstanceException("a position holds at most " + KaylesRows.MAX_PINS + " pins in all, and"
          + " these rows hold " + pins + "; the " + KaylesSolver.NAME + " solver answers any rows");
    }
    return new KaylesRows(KaylesSolver.longs(instance.get(KaylesGame.ROWS)));
  }

  /** A row of n pins reaches a row of every length below n. */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return instance.get(KaylesGame.ROWS).stream().max(BigInteger::compareTo).map(BigInteger.ONE::add);
  }

  /** The longest row whose whole-search positions are counted exactly; past it there are over 10^13 of them. */
  private static final int COUNTED_ROW = 200;

  /**
   * Under normal play the search values the rows one by one for outcome, move and Grundy value, so it visits a row of
   * every length below the longest. For remoteness (and under misère play) it searches the rows whole, and a row of n
   * pins reaches every set of rows that fits in it with at least one pin knocked down between two rows: the
   * partitions of m pins into k rows with m + k − 1 ≤ n, for every m and k, and the empty position. That count, for
   * the longest row (up to {@value #COUNTED_ROW} pins, past which it is larger than any budget), is the bound.
   */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance, Question question) {
    if (!question.equals(Question.REMOTENESS)) {
      return positionsAtLeast(instance);
    }
    long longest = instance.get(KaylesGame.ROWS).stream().max(BigInteger::compareTo).orElse(BigInteger.ZERO)
        .min(BigInteger.valueOf(COUNTED_ROW)).longValueExact();
    return Optional.of(BigInteger.valueOf(setsOfRowsWithin((int) longest)));
  }

  /**
   * How many sets of rows fit in a row of n pins with a gap between each two, the empty set included: the partitions
   * p(m, k) of m into exactly k parts with m + k − 1 ≤ n, by p(m, k) = p(m − 1, k − 1) + p(m − k, k). Time O(n²).
   */
  static long setsOfRowsWithin(int n) {
    long[][] parts = new long[n + 1][n + 1];
    parts[0][0] = 1;
    long sets = 1;
    for (int m = 1; m <= n; m++) {
      for (int k = 1; k <= m && m + k - 1 <= n; k++) {
        parts[m][k] = parts[m - 1][k - 1] + (m - k >= k ? parts[m - k][k] : 0);
        sets += parts[m][k];
      }
    }
    return sets;
  }

  /**
   * None: a position ends only when no pin is left. (A game that decides some positions by rule, through {@link
   * Position#verdict()}, leaves this as it is.)
   */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  /** Rows are numbered by their lengths, so the engine values them in an array (see {@link KaylesRowLengths}). */
  @Override
  public Optional<NumberedComponents> numberedComponents() {
    return Optional.of(new KaylesRowLengths());
  }

  /** Every position is the start of the instance with its rows (while they are few enough to be one). */
  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof KaylesRows rows) || rows.rows().size() > KaylesGame.MAX_ROWS) {
      return Optional.empty();
    }
    return Optional.of(game.instance(rows.rows().stream().map(BigInteger::valueOf).toList()));
  }
}
