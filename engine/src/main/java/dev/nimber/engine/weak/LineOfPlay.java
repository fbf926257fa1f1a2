package dev.nimber.engine.weak;

import java.util.HashSet;
import java.util.Set;

/**
 * The positions on the line of play a weak search of positions as objects is following, by code, so
 * that meeting one of them again below is refused as a repeat: such a search has no tiers to tell
 * it that every line ends. O(1) expected a call; memory, the line's length. Not thread-safe: one
 * search's.
 */
final class LineOfPlay {

  private final Set<Long> codes = new HashSet<>();

  /**
   * Puts a position on the line, until {@link #leave}.
   *
   * @param code its code
   * @throws AlphaBetaValues.NotAcyclicException when it is on the line already: the line repeats
   */
  void enter(long code) {
    if (!codes.add(code)) {
      throw new AlphaBetaValues.NotAcyclicException(
          "the weak search answers games whose lines of play all end; a line of play repeats");
    }
  }

  /** Takes a position the search has left off the line. */
  void leave(long code) {
    codes.remove(code);
  }
}
