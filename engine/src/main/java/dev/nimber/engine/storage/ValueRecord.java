package dev.nimber.engine.storage;

import dev.nimber.api.API;
import dev.nimber.api.Outcome;
import dev.nimber.engine.GameSearch;

/**
 * The two-byte record of a position's value that a ranked solve keeps in memory and a solved
 * database stores: the outcome for the player to move in the top two bits (its {@link
 * Outcome#ordinal() ordinal}: win 0, loss 1, tie 2, draw 3) and the remoteness in the low fourteen
 * (0 for a draw). The only place that layout is written down: every reader and writer of records
 * goes through these methods, which the JIT inlines.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ValueRecord {

  /** How many low bits hold the remoteness. */
  public static final int REMOTENESS_BITS = 14;

  /** The largest remoteness a record holds. */
  public static final int MAX_REMOTENESS = (1 << REMOTENESS_BITS) - 1;

  private static final Outcome[] OUTCOMES = Outcome.values();

  private ValueRecord() {}

  /**
   * A record, unchecked, for the solvers' inner loops.
   *
   * @param outcomeOrdinal the outcome's ordinal, 0 to 3
   * @param remoteness 0 to {@value #MAX_REMOTENESS}
   * @return the record, 0 to 65535
   */
  public static int of(int outcomeOrdinal, int remoteness) {
    return outcomeOrdinal << REMOTENESS_BITS | remoteness;
  }

  /**
   * The record of an outcome and remoteness.
   *
   * @param outcome the outcome for the player to move
   * @param remoteness 0 to {@value #MAX_REMOTENESS}
   * @return the record, 0 to 65535
   * @throws IllegalArgumentException when the remoteness does not fit
   */
  public static int of(Outcome outcome, long remoteness) {
    if (remoteness < 0 || remoteness > MAX_REMOTENESS) {
      throw new IllegalArgumentException(
          "remoteness " + remoteness + " does not fit a record (0 to " + MAX_REMOTENESS + ")");
    }
    return of(outcome.ordinal(), (int) remoteness);
  }

  /**
   * The record of an evaluation's outcome and remoteness (its Grundy value is kept apart).
   *
   * @throws IllegalArgumentException when the remoteness does not fit
   */
  public static int of(GameSearch.Evaluation value) {
    return of(value.outcome(), value.remoteness());
  }

  /** The ordinal of a record's outcome, 0 to 3. */
  public static int outcomeOrdinal(int record) {
    return record >>> REMOTENESS_BITS;
  }

  /** A record's outcome. */
  public static Outcome outcome(int record) {
    return OUTCOMES[outcomeOrdinal(record)];
  }

  /** A record's remoteness. */
  public static int remoteness(int record) {
    return record & MAX_REMOTENESS;
  }

  /** A record as an evaluation, with no Grundy value. */
  public static GameSearch.Evaluation evaluation(int record) {
    return evaluation(record, -1);
  }

  /**
   * A record as an evaluation with a Grundy value.
   *
   * @param grundyOrMinusOne the Grundy value kept beside the record, or −1
   */
  public static GameSearch.Evaluation evaluation(int record, int grundyOrMinusOne) {
    return new GameSearch.Evaluation(outcome(record), remoteness(record), grundyOrMinusOne);
  }
}
