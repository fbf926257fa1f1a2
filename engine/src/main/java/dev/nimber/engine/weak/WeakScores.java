package dev.nimber.engine.weak;

import dev.nimber.api.Outcome;
import dev.nimber.engine.GameSearch;

/**
 * The weak search's scores and table entries. A position is worth a score for the player to move: a
 * win in r moves {@code M - r}, a loss in r moves {@code -(M - r)}, a tie 0 ({@code M} = 2^20). A
 * move turns the child's score s into {@code -(s - sign(s))} ({@link #fromChild}): a win in r for
 * the opponent is a loss in r + 1, so the fastest win and the slowest loss are the largest scores.
 * An entry packs the bounds proved on a score, 22 bits each, and the index of the move that proved
 * them, 12 bits, into one nonzero long. What the search computes on every visit ({@link
 * #fromChild}, {@link #below}, {@link #above}) has no branch: the search's optimizing compiler
 * would compile only the sides met so far, and throw the compiled search away the first time
 * another came.
 */
final class WeakScores {

  /** The score of a win in 0 moves; every remoteness is below it. */
  static final int M = 1 << 20;

  /** The score of a win in 1, the most a position play goes on from scores. */
  static final int NONTERMINAL_MAX = M - 1;

  /**
   * The most a position that does not win at once scores when wins come only from moves ({@link
   * dev.nimber.api.CodedPositions#winsOnlyByMoving}): a win in 3.
   */
  static final int QUICKEST_WIN_AFTER_ONE = M - 3;

  /** The least a position play goes on from scores when wins come only from moves: a loss in 2. */
  static final int QUICKEST_LOSS = -(M - 2);

  /** What {@link #terminalScore} says of a position play goes on from. */
  static final int NOT_TERMINAL = Integer.MIN_VALUE;

  /** An entry's move when it names none. */
  static final int NO_MOVE = 0xfff;

  private static final int BOUND_BITS = 22;
  private static final long BOUND_MASK = (1L << BOUND_BITS) - 1;

  private WeakScores() {}

  /** A position's score, from the score of the child a move leads to. */
  static int fromChild(int childScore) {
    return -(childScore - Integer.signum(childScore));
  }

  /**
   * The entry of the bounds proved on a score and the move that proved them, in its low 56 bits;
   * the top byte is left for the table's measure of the work behind it ({@link
   * ScoreTable#WORK_SHIFT}), which the readers here ignore.
   *
   * @param low the lower bound, at least {@code -M}
   * @param high the upper bound, at most {@code M}
   * @param move the move's index, or {@link #NO_MOVE} (any index from it on is kept as none)
   * @return the entry, nonzero
   */
  static long entry(int low, int high, int move) {
    return (low + M)
        | (long) (high + M) << BOUND_BITS
        | (long) Math.min(move, NO_MOVE) << 2 * BOUND_BITS;
  }

  /** An entry's lower bound on a score. */
  static int low(long entry) {
    return (int) (entry & BOUND_MASK) - M;
  }

  /** An entry's upper bound on a score. */
  static int high(long entry) {
    return (int) ((entry >>> BOUND_BITS) & BOUND_MASK) - M;
  }

  /** An entry's move, or {@link #NO_MOVE}. */
  static int move(long entry) {
    return (int) (entry >>> 2 * BOUND_BITS) & NO_MOVE;
  }

  /**
   * The child's exclusive lower bound for a parent's upper bound y (as -y): the child scores s with
   * {@code s - sign(s) > y} are those above this.
   */
  static int below(int y) {
    return y + ((y >> 31) | 1);
  }

  /**
   * The child's exclusive upper bound: the scores s with {@code s - sign(s) < x} are those below
   * this.
   */
  static int above(int x) {
    return x + Integer.signum(x);
  }

  /**
   * The score of a win or a loss ({@link #evaluation}'s inverse for them).
   *
   * @throws IllegalArgumentException for a tie, a draw, or a remoteness of {@code M} or more
   */
  static int score(GameSearch.Evaluation value) {
    if (value.remoteness() < 0 || value.remoteness() >= M) {
      throw new IllegalArgumentException("no score for a remoteness of " + value.remoteness());
    }
    return switch (value.outcome()) {
      case WIN -> M - (int) value.remoteness();
      case LOSS -> -(M - (int) value.remoteness());
      case TIE, DRAW -> throw new IllegalArgumentException("a win or a loss, not " + value);
    };
  }

  /**
   * The outcome and remoteness a score says.
   *
   * @param score the score
   * @param remotenessIfTie the remoteness to give a tie, which a score does not hold
   * @return the value, with no Grundy value
   */
  static GameSearch.Evaluation evaluation(int score, long remotenessIfTie) {
    if (score > 0) {
      return new GameSearch.Evaluation(Outcome.WIN, M - score, -1);
    }
    if (score < 0) {
      return new GameSearch.Evaluation(Outcome.LOSS, M + score, -1);
    }
    return new GameSearch.Evaluation(Outcome.TIE, remotenessIfTie, -1);
  }

  /**
   * The score of an expanded position decided by rule or without moves, or {@link #NOT_TERMINAL}.
   *
   * @param ply what expanding the position reported
   * @param misere whether the player who makes the last move loses
   * @throws AlphaBetaValues.NotAcyclicException for a drawn verdict
   */
  static int terminalScore(Plies.Ply ply, boolean misere) {
    if (ply.verdict != null) {
      return switch (ply.verdict) {
        case WIN -> M;
        case LOSS -> -M;
        case TIE -> 0;
        case DRAW ->
            throw new AlphaBetaValues.NotAcyclicException(
                "the weak search does not answer a game with drawn positions");
      };
    }
    if (ply.count == 0) {
      return misere ? M : -M;
    }
    return NOT_TERMINAL;
  }
}
