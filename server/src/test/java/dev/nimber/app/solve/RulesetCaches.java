package dev.nimber.app.solve;

/** Ruleset caches for the server's tests. */
public final class RulesetCaches {

  private RulesetCaches() {}

  /**
   * A cache that keeps no ruleset: every ruleset is too large for it, as Connect Four 7 × 6 is for
   * a server's heap.
   *
   * @return the cache
   */
  public static RulesetCache keepingNone() {
    return new RulesetCache(0);
  }
}
