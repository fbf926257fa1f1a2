package dev.nimber.api;

/** The result of a position for the player to move, under perfect play by both sides. */
public enum Outcome {
  /** The player to move can force a win. */
  WIN,
  /** Whatever the player to move does, the opponent can force a win. */
  LOSS;

  /**
   * The outcome for the other player.
   *
   * @return {@code LOSS} for {@code WIN} and the other way round
   */
  public Outcome opposite() {
    return this == WIN ? LOSS : WIN;
  }
}
