package dev.nimber.games.octal;

/**
 * A way to compute the Grundy values of single heaps, G(0), G(1), …, of an octal game: G(n) is the
 * mex of the values of the positions a move from a heap of n leaves (a heap's value, or the XOR of
 * two heaps' values).
 */
interface GrundySequence {

  /**
   * The values up to a heap, continuing from those already known.
   *
   * @param code the game
   * @param known G(0 .. known.size() − 1), computed before by any method (may be empty), left
   *     unchanged
   * @param upTo the largest heap wanted, at least known.size() − 1
   * @return G(0 .. upTo), beginning with {@code known}
   * @throws dev.nimber.api.SolverFailureException when interrupted
   */
  GrundyValues extend(OctalCode code, GrundyValues known, int upTo);
}
