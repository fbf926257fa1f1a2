package dev.nimber.engine.weak;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Outcome;
import dev.nimber.api.RankedPositions;
import java.util.Arrays;

/**
 * The buffers of a depth-first search of coded positions, one for each depth of the line being
 * searched: what expanding a position there reported (a verdict, or its children), and a word for
 * each child the search may keep while it works on that position. Reused from position to position,
 * so expanding allocates nothing once the deepest line has been met. Not thread-safe: one search's.
 */
final class Plies {

  /** What one position's expansion reported: a verdict, or its children. */
  static final class Ply implements RankedPositions.Expansion {
    private final String searchName;
    private final boolean lowersTier;
    int[] tiers;
    long[] codes;

    /** A word for each child, the search's to use while it works on this position. */
    long[] kept;

    int count;
    Outcome verdict;
    int tier;

    /** The table's entry for the position once its moves are searched: the bounds and the move. */
    long proved;

    private Ply(int maxMoves, boolean lowersTier, String searchName) {
      this.lowersTier = lowersTier;
      this.searchName = searchName;
      tiers = new int[Math.max(1, maxMoves)];
      codes = new long[Math.max(1, maxMoves)];
      kept = new long[Math.max(1, maxMoves)];
    }

    @Override
    public void verdict(Outcome outcome) {
      verdict = outcome;
    }

    @Override
    public void child(int childTier, long code) {
      if (lowersTier && childTier >= tier) {
        throw new AlphaBetaValues.NotAcyclicException(
            "the "
                + searchName
                + " answers games whose every move lowers"
                + " the tier; a move of tier "
                + tier
                + " stays in it");
      }
      if (count == tiers.length) {
        tiers = Arrays.copyOf(tiers, 2 * count);
        codes = Arrays.copyOf(codes, 2 * count);
        kept = Arrays.copyOf(kept, 2 * count);
      }
      tiers[count] = childTier;
      codes[count] = code;
      count++;
    }
  }

  private final CodedPositions space;
  private final boolean lowersTier;
  private final String searchName;
  private Ply[] plies = new Ply[EAGER_PLIES];

  /** The depths that have buffers: 0 to one less than this. */
  private int filled;

  /**
   * The depths given buffers at once, where a position has at most {@value #EAGER_MOST_MOVES} moves
   * (64 × 3 words a move): a search that reaches a depth for the first time after the optimizing
   * compiler compiled it would otherwise take a branch the compiled search had never seen taken,
   * and throw the compiled code away.
   */
  static final int EAGER_PLIES = 64;

  /** The most moves a position may have for the first {@value #EAGER_PLIES} depths' buffers. */
  static final int EAGER_MOST_MOVES = 256;

  /**
   * The buffers of one search.
   *
   * @param space the coding the search expands
   * @param lowersTier whether a child in the tier of its parent or above is refused ({@link
   *     AlphaBetaValues.NotAcyclicException})
   * @param searchName the search, as the refusal names it ("weak search")
   */
  Plies(CodedPositions space, boolean lowersTier, String searchName) {
    this.space = space;
    this.lowersTier = lowersTier;
    this.searchName = searchName;
    if (space.maxMoves() <= EAGER_MOST_MOVES) {
      fillTo(EAGER_PLIES - 1);
    }
  }

  /**
   * Expands a position into the buffers of its depth, which stay the caller's until a position is
   * expanded at that depth again.
   *
   * @param tier the position's tier
   * @param code its code
   * @param depth its depth on the line searched, below {@link AlphaBetaValues#MAX_DEPTH} + 1
   * @return what the expansion reported
   */
  Ply expand(int tier, long code, int depth) {
    if (depth >= filled) {
      fillTo(depth);
    }
    Ply ply = plies[depth];
    ply.count = 0;
    ply.verdict = null;
    ply.tier = tier;
    space.expand(tier, code, ply);
    return ply;
  }

  /** The depths that have their buffers: 0 to one less than this. */
  int depthsWithBuffers() {
    return filled;
  }

  /** Gives every depth up to the one given its buffers. */
  private void fillTo(int depth) {
    if (depth >= plies.length) {
      plies =
          Arrays.copyOf(
              plies,
              Math.min(AlphaBetaValues.MAX_DEPTH + 1, Math.max(depth + 1, plies.length * 2)));
    }
    for (; filled <= depth; filled++) {
      plies[filled] = new Ply(space.maxMoves(), lowersTier, searchName);
    }
  }
}
