package dev.nimber.api;

import java.util.List;
import java.util.Optional;

/**
 * A state of an impartial game; whose turn it is stays implicit, since both players have the same moves.
 *
 * <p>Implementations must be immutable values with {@code equals} and {@code hashCode} (records are ideal),
 * because the search memoizes positions. A position's moves must be finite, and every line of play should end:
 * a position that repeats along a line of play makes the game loopy, which the search reports as an error.
 */
public interface Position {

  /**
   * The legal moves for the player to move, each with the position it leads to.
   *
   * @return the moves in a stable order, never {@code null}; empty when the player to move cannot move
   */
  List<Move> moves();

  /**
   * A verdict the rules impose before any move is considered, for games that decide some positions by rule
   * (for example "the previous mover left an odious count and has lost"). When present, {@link #moves()} is
   * not consulted.
   *
   * @return the outcome for the player to move, or empty when play goes on by the moves
   */
  default Optional<Outcome> verdict() {
    return Optional.empty();
  }

  /**
   * The position drawn for a person, on one or more lines (used by {@code nimber play}). By default its
   * {@code toString}.
   */
  default String render() {
    return toString();
  }
}
