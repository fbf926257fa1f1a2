package dev.nimber.engine.weak;

/**
 * Tells a {@link SearchProgress} how many positions a search has visited since it was given, every
 * so many visits: the part of the weak and the proof-number searches that reports. Used by the
 * thread that searches.
 */
final class VisitReports {

  private SearchProgress listener = SearchProgress.NONE;
  private long from;
  private long every;
  private long next = Long.MAX_VALUE;

  /**
   * Reports to a listener from now on, in place of the one before ({@link SearchProgress#NONE} to
   * stop).
   *
   * @param listener told the visits
   * @param every the visits between two reports, at least 1
   * @param visited the search's visits so far, from which the reports count
   * @throws IllegalArgumentException when {@code every} is below 1
   */
  void start(SearchProgress listener, long every, long visited) {
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
   * @param visited the search's visits so far
   */
  void reached(long visited) {
    if (visited >= next) {
      next = visited + every;
      listener.searched(visited - from);
    }
  }
}
