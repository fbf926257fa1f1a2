package dev.nimber.engine.weak;

import dev.nimber.api.API;

/**
 * How long a weak search with helpers searches alone before they join it ({@link
 * AlphaBetaValues#onThreads}): a null-window search from the position asked is raced once it has
 * made {@code search} visits and the question it is part of {@code question} visits in all. Short
 * searches end before helper threads would pay for their start and for the table they share.
 *
 * @param search the visits of one null-window search, at least 0
 * @param question the visits of the question, at least 0
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record JoinAfter(long search, long question) {

  /**
   * 2^20 visits of a null-window search, about a tenth of a second, and 2^24 of its question, a
   * second or two: a question shorter than that runs alone, since lending the table would cost it
   * more than the helpers win back (docs/performance.md, the weak method).
   */
  public static final JoinAfter DEFAULT = new JoinAfter(1 << 20, 1 << 24);

  /** Checks both counts. */
  public JoinAfter {
    if (search < 0 || question < 0) {
      throw new IllegalArgumentException(
          "visits before helpers join must be at least 0, got " + search + " and " + question);
    }
  }
}
