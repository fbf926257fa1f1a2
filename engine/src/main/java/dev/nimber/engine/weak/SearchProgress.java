package dev.nimber.engine.weak;

import dev.nimber.api.API;
import java.util.ArrayList;
import java.util.List;

/**
 * Told how a search comes along, so that a face can show it, now and then, from the thread that
 * searches: the positions a weak or proof-number search has visited since it was given the listener
 * ({@link AlphaBetaValues#reportTo}, {@link ProofNumberSearch#reportTo}), or those the memo search
 * holds ({@code GameSearch.reportTo}). A search that ends before its first report says nothing.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
@FunctionalInterface
public interface SearchProgress {

  /**
   * The visits between two reports to a person watching: a fraction of a second to a second of a
   * search.
   */
  long REPORT_EVERY = 1 << 22;

  /** Hears nothing. */
  SearchProgress NONE = visits -> {};

  /**
   * Called now and then while a search runs.
   *
   * @param visits the positions visited since the listener was given (a position visited again
   *     counts again), or, for the memo search, the positions it holds
   */
  void searched(long visits);

  /**
   * Listeners for several searches running at once, one a search, that tell {@code total} the
   * visits of them all together: each search's visits since its listener was given, summed. The
   * total is told under a lock, so it hears one thread at a time and never a smaller sum after a
   * larger one.
   *
   * @param total told the sum, from the thread of whichever search reports
   * @param searches how many searches, at least 1
   * @return one listener for each search, each called from one thread at a time
   */
  static List<SearchProgress> together(SearchProgress total, int searches) {
    long[] last = new long[searches];
    long[] sum = new long[1];
    List<SearchProgress> parts = new ArrayList<>();
    for (int index = 0; index < searches; index++) {
      int search = index;
      parts.add(
          visits -> {
            synchronized (sum) {
              sum[0] += visits - last[search];
              last[search] = visits;
              total.searched(sum[0]);
            }
          });
    }
    return List.copyOf(parts);
  }
}
