package dev.nimber.api;

import java.util.Locale;

/**
 * The result of a position for the player to move, under perfect play by both sides.
 *
 * <p>Impartial games under normal or misère play know only {@link #WIN} and {@link #LOSS}. A game
 * whose rules can end with neither player winning (a full tic-tac-toe board) also has {@link #TIE}:
 * the player to move cannot win but can make sure not to lose. {@link #DRAW} is for games whose
 * play can go on forever (loopy games): neither side can force a win, and play never ends.
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum Outcome {
  /** The player to move can force a win. */
  WIN,
  /** Whatever the player to move does, the opponent can force a win. */
  LOSS,
  /** Neither player can force a win and the rules end the game with neither winning. */
  TIE,
  /** Neither player can force a win, and perfect play goes on forever. */
  DRAW;

  /**
   * The outcome for the other player.
   *
   * @return {@code LOSS} for {@code WIN} and the other way round; a tie or a draw is the same for
   *     both players
   */
  public Outcome opposite() {
    return switch (this) {
      case WIN -> LOSS;
      case LOSS -> WIN;
      case TIE, DRAW -> this;
    };
  }

  /**
   * The outcome in lower case, as JSON and the engine's messages write it.
   *
   * @return {@code win}, {@code loss}, {@code tie} or {@code draw}
   */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
