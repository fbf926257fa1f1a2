package dev.nimber.games.wythoff;

import dev.nimber.api.Parameters;

/**
 * Two heaps, the smaller first: Wythoff's game is the same whichever heap is named first, so a
 * position and its mirror image are one.
 *
 * @param small the smaller heap
 * @param large the larger heap (or the same)
 */
record Heaps(long small, long large) {

  Heaps {
    if (small < 0 || small > large) {
      throw new IllegalArgumentException(
          "heaps must be 0 ≤ small ≤ large, got " + small + " and " + large);
    }
  }

  /** The heaps in either order. */
  static Heaps of(long a, long b) {
    return new Heaps(Math.min(a, b), Math.max(a, b));
  }

  /** The heaps of an instance. */
  static Heaps of(Parameters instance) {
    return of(
        instance.get(WythoffGame.A).longValueExact(), instance.get(WythoffGame.B).longValueExact());
  }

  @Override
  public String toString() {
    return small + " and " + large;
  }
}
