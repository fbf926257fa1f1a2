package dev.nimber.app.service;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Finds whether a finite sequence looks ultimately periodic: the smallest period p for which, from
 * some start μ on, every term equals the one p later, with at least {@value #MIN_PERIODS_SEEN} full
 * periods seen after μ and the repeating part covering at least half the sequence (so that a few
 * equal terms at the end are not taken for a pattern). Among the starts that work for p, the
 * earliest. O(L²) for a sequence of length L.
 */
public final class Periodicity {

  /** Full periods that must be seen before a period is believed. */
  public static final int MIN_PERIODS_SEEN = 3;

  /**
   * What was found.
   *
   * @param start the index from which the sequence repeats (the pre-period)
   * @param period the period
   * @param periodsSeen how many full periods fit between the start and the end of the sequence
   */
  public record Period(int start, int period, int periodsSeen) {}

  private Periodicity() {}

  /**
   * The period of a sequence, or empty when none is seen; terms that are null (unknown) never
   * match.
   */
  public static <T> Optional<Period> find(List<T> sequence) {
    int length = sequence.size();
    for (int period = 1; period * MIN_PERIODS_SEEN <= length; period++) {
      int start = 0;
      for (int i = length - period - 1; i >= 0; i--) {
        T term = sequence.get(i);
        if (term == null || !Objects.equals(term, sequence.get(i + period))) {
          start = i + 1;
          break;
        }
      }
      int seen = (length - start) / period;
      if (seen >= MIN_PERIODS_SEEN && 2 * (length - start) >= length) {
        return Optional.of(new Period(start, period, seen));
      }
    }
    return Optional.empty();
  }
}
