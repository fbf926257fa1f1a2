package dev.nimber.api;

import static java.util.Objects.requireNonNull;

/**
 * The words a game's original problem prints for each outcome of the start position, such as {@code
 * Alice} and {@code Bob}, or {@code Win} and {@code Loss}.
 *
 * @param firstPlayerWins printed when the player to move at the start wins
 * @param secondPlayerWins printed when that player loses
 */
@API(status = API.Status.STABLE, since = "0.1")
public record OutcomeWords(String firstPlayerWins, String secondPlayerWins) {

  /** The words used when a game names none: {@code First} and {@code Second}. */
  public static final OutcomeWords DEFAULT = new OutcomeWords("First", "Second");

  /**
   * Checks the components.
   *
   * @param firstPlayerWins printed when the player to move at the start wins
   * @param secondPlayerWins printed when that player loses
   */
  public OutcomeWords {
    requireNonNull(firstPlayerWins, "firstPlayerWins");
    requireNonNull(secondPlayerWins, "secondPlayerWins");
  }

  /**
   * The words for an outcome.
   *
   * @param outcome the outcome for the player to move at the start
   * @return the words the original problem prints for it; {@code Tie} and {@code Draw} for the
   *     outcomes in which neither player wins
   */
  public String of(Outcome outcome) {
    return switch (outcome) {
      case WIN -> firstPlayerWins;
      case LOSS -> secondPlayerWins;
      case TIE -> "Tie";
      case DRAW -> "Draw";
    };
  }
}
