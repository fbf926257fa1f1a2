package dev.nimber.app.solve;

import dev.nimber.app.service.UsageException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;

/**
 * The engine's settings given as system properties (in NIMBER_OPTS), which are the user's input.
 */
public final class EngineSettings {

  private EngineSettings() {}

  /**
   * Reads every setting once, so that a malformed one is refused before any work.
   *
   * @throws UsageException naming NIMBER_OPTS and the setting
   */
  public static void check() {
    try {
      GameSearch.Options.defaultBudget();
      SearchSolver.weakTableMostBytes();
      SearchSolver.weakSearchHelpers();
    } catch (IllegalArgumentException malformed) {
      throw new UsageException("NIMBER_OPTS: " + malformed.getMessage());
    }
  }
}
