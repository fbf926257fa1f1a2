package dev.nimber.games.rulestones;

import java.util.Arrays;

/**
 * The outcomes of the last {@code width} piles, as bits: bit j is set when the pile j + 1 below the
 * current one is lost for the player to move. Mutable; the sweep owns one and copies it to remember
 * a state.
 */
final class OutcomeWindow {

  private final int width;
  private final long[] words;

  /**
   * A window of {@code width} bits, all clear: no pile below the first is lost (there are none).
   */
  OutcomeWindow(int width) {
    this.width = Math.max(width, 1);
    this.words = new long[(this.width + 63) >>> 6];
  }

  private OutcomeWindow(int width, long[] words) {
    this.width = width;
    this.words = words;
  }

  /** A window of at most 64 bits holding {@code bits}. */
  static OutcomeWindow ofWord(int width, long bits) {
    if (width > 64) {
      throw new IllegalArgumentException("a window of " + width + " bits needs more than one word");
    }
    return new OutcomeWindow(Math.max(width, 1), new long[] {bits});
  }

  OutcomeWindow copy() {
    return new OutcomeWindow(width, words.clone());
  }

  /**
   * Whether the current pile is lost: no move of the set reaches a lost pile.
   *
   * @param moves bit b − 1 set when taking b stones is allowed
   */
  boolean currentLost(long[] moves) {
    for (int i = 0; i < words.length; i++) {
      if ((words[i] & moves[i]) != 0) {
        return false;
      }
    }
    return true;
  }

  /** The smallest b in the move set whose pile b below is lost, or 0 when there is none. */
  int smallestWinningTake(long[] moves) {
    for (int i = 0; i < words.length; i++) {
      long hits = words[i] & moves[i];
      if (hits != 0) {
        return (i << 6) + Long.numberOfTrailingZeros(hits) + 1;
      }
    }
    return 0;
  }

  /**
   * Moves on to the next pile: the current pile's outcome enters at bit 0 and the oldest one
   * leaves.
   */
  void push(boolean lost) {
    long carry = lost ? 1 : 0;
    for (int i = 0; i < words.length; i++) {
      long next = words[i] >>> 63;
      words[i] = (words[i] << 1) | carry;
      carry = next;
    }
    int spare = (words.length << 6) - width;
    if (spare > 0) {
      words[words.length - 1] &= -1L >>> spare;
    }
  }

  /** The move set as a bit mask of the same width: bit b − 1 for each b. */
  long[] maskOf(Iterable<Long> takes) {
    long[] mask = new long[words.length];
    for (long b : takes) {
      mask[(int) ((b - 1) >>> 6)] |= 1L << ((b - 1) & 63);
    }
    return mask;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof OutcomeWindow that && Arrays.equals(words, that.words);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(words);
  }
}
