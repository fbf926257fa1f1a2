package dev.nimber.app.service;

import dev.nimber.app.solve.OpeningBooks;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import java.util.Arrays;
import java.util.Locale;

/**
 * The engine's settings given as system properties (in NIMBER_OPTS), which are the user's input.
 */
public final class EngineSettings {

  private EngineSettings() {}

  /**
   * The name of the engine's method of answering a question about one numbered position, given in
   * any case: {@code auto}, {@code strong}, {@code weak} or {@code proof}.
   *
   * @throws UsageException naming the option {@code --method} for any other name
   */
  public static String methodName(String name) {
    return method(name).name().toLowerCase(Locale.ROOT);
  }

  /**
   * The engine's method by its name in any case ({@link #methodName}).
   *
   * @throws UsageException naming the option {@code --method} for a name the engine does not know
   */
  public static SearchMethod method(String name) {
    try {
      return SearchMethod.valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException unknown) {
      throw new UsageException(
          "option '--method': got '"
              + name
              + "'; allowed: "
              + String.join(
                  ", ",
                  Arrays.stream(SearchMethod.values())
                      .map(known -> known.name().toLowerCase(Locale.ROOT))
                      .toList()));
    }
  }

  /**
   * Reads every setting once, so that a malformed one is refused before any work.
   *
   * @throws UsageException naming NIMBER_OPTS and the setting
   */
  public static void check() {
    try {
      GameSearch.Options.defaultBudget();
      SearchSolver.checkWeakSettings();
      OpeningBooks.used();
    } catch (IllegalArgumentException malformed) {
      throw new UsageException("NIMBER_OPTS: " + malformed.getMessage());
    }
  }
}
