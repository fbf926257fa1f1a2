package dev.nimber.engine;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.BitSet;
import java.util.List;

/**
 * One position on the current line of play of {@link GameSearch}'s whole search, with what its
 * children have told so far: the fastest win, the soonest tie, whether one is drawn, the longest
 * delay of defeat, and their Grundy values, from which {@link #finish} makes the position's value.
 */
final class SearchFrame {
  final Position position;
  final List<Position> children;

  /** Its index in the memo. */
  final int index;

  int next;

  /**
   * The least remoteness of the children lost for the player to move there ({@code fastestTie}:
   * tied), {@link Integer#MAX_VALUE} while there is none; remotenesses in the memo fit an {@code
   * int} ({@link MemoValue}).
   */
  int fastestWin = Integer.MAX_VALUE;

  int fastestTie = Integer.MAX_VALUE;
  int longestDelay;
  boolean someChildDrawn;
  boolean grundyUndefined;

  /**
   * The children's Grundy values below 64, one bit each; larger ones, rare, in a set made when
   * first needed.
   */
  long smallGrundy;

  BitSet largeGrundy;

  SearchFrame(Position position, List<Position> children, int index) {
    this.position = position;
    this.children = children;
    this.index = index;
  }

  void accept(long child) {
    int remoteness = (int) MemoValue.remoteness(child);
    switch (MemoValue.outcome(child)) {
      case LOSS -> fastestWin = Math.min(fastestWin, remoteness);
      case TIE -> fastestTie = Math.min(fastestTie, remoteness);
      case DRAW -> someChildDrawn = true;
      case WIN -> longestDelay = Math.max(longestDelay, remoteness);
    }
    int grundy = MemoValue.grundyOrMinusOne(child);
    if (grundy < 0) {
      grundyUndefined = true;
    } else if (grundy < Long.SIZE) {
      smallGrundy |= 1L << grundy;
    } else {
      if (largeGrundy == null) {
        largeGrundy = new BitSet();
      }
      largeGrundy.set(grundy);
    }
  }

  /** The least value no child has. */
  int mex() {
    if (smallGrundy != -1L) {
      return Long.numberOfTrailingZeros(~smallGrundy);
    }
    return largeGrundy == null ? Long.SIZE : largeGrundy.nextClearBit(Long.SIZE);
  }

  /**
   * The best the player to move can do: win (fastest), else tie (soonest), else draw, else lose
   * (slowest); the Grundy value only under normal play with every child valued.
   */
  long finish(boolean misere) {
    if (children.isEmpty()) {
      Outcome over = GameEnd.noMoveLeft(misere);
      return MemoValue.of(over, 0, over == Outcome.LOSS && !misere ? 0 : -1);
    }
    int grundy = misere || grundyUndefined ? -1 : mex();
    if (fastestWin != Integer.MAX_VALUE) {
      return MemoValue.of(Outcome.WIN, fastestWin + 1L, grundy);
    }
    if (fastestTie != Integer.MAX_VALUE) {
      return MemoValue.of(Outcome.TIE, fastestTie + 1L, -1);
    }
    if (someChildDrawn) {
      return MemoValue.of(Outcome.DRAW, 0, -1);
    }
    return MemoValue.of(Outcome.LOSS, longestDelay + 1L, grundy);
  }
}
