package dev.nimber.engine.weak;

import dev.nimber.api.API;

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
}
