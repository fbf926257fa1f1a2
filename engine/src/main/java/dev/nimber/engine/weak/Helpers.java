package dev.nimber.engine.weak;

import java.util.List;

/**
 * The helper threads of a weak search ({@link AlphaBetaValues#onThreads}): a search of the same
 * rules for each, which races each null-window search from the position asked once that search has
 * made so many visits alone (lazy SMP), the first thread to finish answering. The helpers search on
 * the table of the search that answers, lent to them while they race ({@link ScoreTable#lend}) and
 * taken back when the race ends, so that a search no helper joins pays nothing for them; while they
 * race, each thread puts off the moves near the root that another is searching ({@link
 * SearchRace#busy}, as ABDADA does).
 */
final class Helpers {

  /** No helpers: the search runs alone. */
  static final Helpers NONE = new Helpers(List.of(), null, Long.MAX_VALUE);

  private final List<AlphaBetaValues> searches;
  private final ScoreTable table;
  private final long joinAfter;

  /**
   * @param searches the helpers' searches, on the table given
   * @param table the table of the search that answers, which it lends them
   * @param joinAfter the visits a search from the position asked makes alone before they join it
   */
  Helpers(List<AlphaBetaValues> searches, ScoreTable table, long joinAfter) {
    this.searches = List.copyOf(searches);
    this.table = table;
    this.joinAfter = joinAfter;
  }

  /** How many helpers there are. */
  int count() {
    return searches.size();
  }

  /**
   * A null-window search from the position asked, by the search that answers, raced by the helpers
   * once it has made {@code joinAfter} visits ({@link #join}): the first score found. Every
   * thread's fail-soft score is a bound on the same side of the window, so any of them answers the
   * question.
   */
  int probe(AlphaBetaValues search, int tier, long code, int alpha, int beta) {
    SearchRace running = new SearchRace(tier, code, alpha, beta, search.visited() + joinAfter);
    search.race(running);
    try {
      running.finish(search.search(tier, code, alpha, beta, 0));
    } catch (SearchRace.Lost helperFirst) {
      // A helper answered.
    } finally {
      search.race(null);
      running.end();
      if (running.joined()) {
        table.takeBack();
      }
    }
    return running.score();
  }

  /**
   * Lends the table to the helpers and starts them on the race: called by the search that answers.
   */
  void join(SearchRace running) {
    table.lend();
    running.join(searches);
  }
}
