package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.ProofNumberSearch;
import java.util.Locale;

/**
 * How the engine answers a question about one position of a game that numbers its positions.
 *
 * <ul>
 *   <li>{@link #STRONG}: ranked retrograde analysis values every position below the start ({@link
 *       TierSolver}); the cost is the positions below it, whatever is asked.
 *   <li>{@link #WEAK}: alpha-beta search with a transposition table values the start and what its
 *       moves need ({@link AlphaBetaValues}); outcome, move, remoteness and every move's value
 *       only; a game that numbers no positions is searched as objects ({@link
 *       AlphaBetaValues#ofObjects}); a loop is refused.
 *   <li>{@link #PROOF}: depth-first proof-number search ({@link ProofNumberSearch}): the outcome
 *       alone (win, loss or tie) of a game that numbers its positions; every other question, and a
 *       game searched as objects, refused.
 *   <li>{@link #AUTO}: the weak method for those questions about a game that numbers its positions,
 *       the strong one otherwise (the Grundy value; a loopy tier or a drawn verdict met by the
 *       search, which then starts over with the strong method; a game searched as objects).
 * </ul>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public enum SearchMethod {
  AUTO,
  STRONG,
  WEAK,
  PROOF;

  /**
   * The method's name as options write it: {@code auto}, {@code strong}, {@code weak} or {@code
   * proof}.
   */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
