package dev.nimber.engine;

import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.weak.SearchProgress;
import dev.nimber.engine.weak.VisitReports;

/**
 * The most positions a {@link GameSearch} may hold ({@link GameSearch.Options#memoBudget()}), and
 * the listener told how many it holds, every {@value #REPORT_EVERY} more. Used by the thread that
 * searches.
 */
final class MemoBudget {

  /** The positions held between two reports to a listener. */
  static final long REPORT_EVERY = 1 << 18;

  private final long most;
  private final VisitReports reports = new VisitReports();

  /**
   * @param most the most positions held, at least 1
   */
  MemoBudget(long most) {
    this.most = most;
  }

  /** The failure of a search that reached the budget, which names the setting that raises it. */
  SolverFailureException reached() {
    return new SolverFailureException(
        SolverFailureException.Reason.BUDGET,
        "the search reached its budget of "
            + most
            + " positions without finishing; a solver that needs no search may answer",
        Shortage.setting(GameSearch.Options.BUDGET_PROPERTY));
  }

  /**
   * The failure of a search whose heap ran out while it held so many positions, which names the
   * heap's size.
   */
  static SolverFailureException heapFull(long positions) {
    return new SolverFailureException(
        SolverFailureException.Reason.BUDGET,
        "the search ran out of memory after "
            + positions
            + " positions (the heap holds at most "
            + (Runtime.getRuntime().maxMemory() >> 20)
            + " MiB); a solver that needs no search may answer",
        Shortage.heap());
  }

  /**
   * Tells a listener how many positions are held from now on; {@link SearchProgress#NONE} stops.
   */
  void reportTo(SearchProgress listener) {
    reports.start(listener, REPORT_EVERY, 0);
  }

  /**
   * Checks that the budget leaves room for one more position, and tells the listener how many are
   * held when due.
   *
   * @param held the positions held now
   * @throws SolverFailureException for the budget when it leaves no room
   */
  void makeRoomForOne(long held) {
    if (held >= most) {
      throw reached();
    }
    reports.reached(held);
  }
}
