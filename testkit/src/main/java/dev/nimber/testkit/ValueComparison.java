package dev.nimber.testkit;

import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.weak.AlphaBetaValues;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Positions valued by one of the engine's weak searches and by the search of the positions, which
 * it cannot share a bug with, compared: the same outcome and remoteness under normal and misère
 * play, up to the first difference or the first position either search does not answer (a line of
 * play that repeats, a drawn position, a budget reached), which ends the comparison finding
 * nothing.
 */
final class ValueComparison {

  /**
   * What a comparison found.
   *
   * @param compared the positions both searches valued alike, over both conventions
   * @param problem the first difference, in words ("lead the weak search to value …")
   */
  record Compared(int compared, Optional<String> problem) {}

  private ValueComparison() {}

  /**
   * Compares the values of positions.
   *
   * @param positions the positions, in the order compared
   * @param searched the most positions the search of the positions may reach under each convention
   * @param weakOf the weak search under a convention (true: misère)
   * @param weakName the weak search, as the difference names it
   * @return what was compared and found
   */
  static Compared compare(
      List<Position> positions,
      long searched,
      Function<Boolean, PositionValues> weakOf,
      String weakName) {
    int compared = 0;
    for (boolean misere : new boolean[] {false, true}) {
      GameSearch search = new GameSearch(new GameSearch.Options(misere, searched));
      PositionValues weak = weakOf.apply(misere);
      for (Position position : positions) {
        GameSearch.Evaluation expected;
        GameSearch.Evaluation actual;
        try {
          expected = search.evaluate(position);
          actual = weak.evaluate(position);
        } catch (SolverFailureException | AlphaBetaValues.NotAcyclicException outside) {
          return new Compared(compared, Optional.empty());
        }
        if (actual.outcome() != expected.outcome()
            || actual.remoteness() != expected.remoteness()) {
          return new Compared(
              compared,
              Optional.of(
                  "lead the "
                      + weakName
                      + " to value "
                      + position
                      + " "
                      + actual.outcome().word()
                      + " in "
                      + actual.remoteness()
                      + (misere ? " under misère play" : "")
                      + ", where the search of the positions finds "
                      + expected.outcome().word()
                      + " in "
                      + expected.remoteness()));
        }
        compared++;
      }
    }
    return new Compared(compared, Optional.empty());
  }
}
