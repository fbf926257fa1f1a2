package dev.nimber.engine.weak;

import dev.nimber.api.CodedPositions;

/**
 * Whether the weak searches ask a coding {@link CodedPositions#winsAtOnce} of each position: only
 * when the coding answers it itself (it overrides the interface's default), or says that wins come
 * only from moves ({@link CodedPositions#winsOnlyByMoving}), whose cut-offs rest on the answer.
 *
 * <p>The default answers by expanding the position and every child, so each visit would cost as
 * many expansions as the position has moves, and the visits the engine's choice of method counts
 * would no longer measure the work. Left unasked, the search finds the same win by searching the
 * position's moves (a child the rules decide as lost scores the quickest win, and cuts off the
 * rest), so no value changes, only the order of the work.
 */
final class QuickWins {

  private QuickWins() {}

  /**
   * Whether to ask a coding whether a position's move wins at once. O(1) reflection, once a search.
   *
   * @param coding the coding a search expands
   * @return true when the coding overrides {@link CodedPositions#winsAtOnce} or wins only by moving
   */
  static boolean askedOf(CodedPositions coding) {
    return coding.winsOnlyByMoving() || answersItself(coding);
  }

  /** Whether the coding's class, or an interface it implements, overrides the default. */
  private static boolean answersItself(CodedPositions coding) {
    try {
      return coding.getClass().getMethod("winsAtOnce", int.class, long.class).getDeclaringClass()
          != CodedPositions.class;
    } catch (NoSuchMethodException impossible) {
      throw new AssertionError("CodedPositions declares winsAtOnce(int, long)", impossible);
    }
  }
}
