package dev.nimber.games.rulestones;

/**
 * One rule of the game: with at least {@code a} and at least {@code b} stones left, a player may
 * take {@code b}.
 *
 * @param a the least pile on which the rule applies, besides {@code b} itself
 * @param b how many stones the rule takes
 */
public record Rule(long a, long b) {

  /** The least pile on which this rule can be used: max(a, b). */
  public long threshold() {
    return Math.max(a, b);
  }

  @Override
  public String toString() {
    return a + ":" + b;
  }
}
