package dev.nimber.engine.weak;

import dev.nimber.api.API;

/**
 * Tells a {@link SearchProgress} how far a search has come since it was given, every so many
 * positions: the part of the weak, the proof-number and the memo searches that reports (positions
 * visited, or held). Used by the thread that searches.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class VisitReports {

  private SearchProgress listener = SearchProgress.NONE;
  private long from;
  private long every;
  private long next = Long.MAX_VALUE;

  /**
   * Reports to a listener from now on, in place of the one before ({@link SearchProgress#NONE} to
   * stop).
   *
   * @param listener told the positions counted since now
   * @param every the positions between two reports, at least 1
   * @param visited the search's count so far (positions visited, or held), from which the reports
   *     count
   * @throws IllegalArgumentException when {@code every} is below 1
   */
  public void start(SearchProgress listener, long every, long visited) {
    if (every < 1) {
      throw new IllegalArgumentException("reports come every 1 visit or more, not " + every);
    }
    this.listener = listener;
    this.from = visited;
    this.every = every;
    this.next = listener == SearchProgress.NONE ? Long.MAX_VALUE : visited + every;
  }

  /**
   * Reports the visits when due.
   *
   * @param visited the search's count so far
   */
  public void reached(long visited) {
    if (visited >= next) {
      next = visited + every;
      listener.searched(visited - from);
    }
  }
}
