package dev.nimber.app.service;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The computer's side of a game in play ({@code nimber play}): its reply in a position, and advice
 * for the person.
 */
public interface Opponent {

  /**
   * What the player to move can do.
   *
   * @param winning a winning move, or empty when the position is not won
   * @param remoteness how many moves the game lasts with perfect play, when the opponent knows
   * @param outcome the outcome for the player to move
   */
  record Advice(Optional<Move> winning, OptionalLong remoteness, Outcome outcome) {

    /**
     * Advice in a game that ends with a winner: won exactly when there is a winning move.
     *
     * @param winning a winning move, or empty when the position is lost
     * @param remoteness how many moves the game lasts with perfect play, when the opponent knows
     */
    public Advice(Optional<Move> winning, OptionalLong remoteness) {
      this(winning, remoteness, winning.isPresent() ? Outcome.WIN : Outcome.LOSS);
    }
  }

  /**
   * The computer's move: a winning one when there is one.
   *
   * @param position a position with at least one move, not decided by a verdict
   * @return a legal move of the position
   * @throws dev.nimber.api.SolverFailureException when no move could be found in time or within the
   *     budget
   */
  Move reply(Position position);

  /**
   * The computer's move where the value of every position the position's moves lead to is known
   * already (a game in play shows them): by default {@link #reply(Position)}; an opponent whose
   * values are exact picks it from them, with no search.
   *
   * @param position a position with at least one move, not decided by a verdict
   * @param afterEachMove for each of the position's moves, in order, the outcome and remoteness for
   *     the player to move where it leads ({@link #valueEach}, or the game's end there)
   * @return a legal move of the position
   * @throws dev.nimber.api.SolverFailureException when no move could be found in time or within the
   *     budget
   */
  default Move reply(Position position, List<Advice> afterEachMove) {
    return reply(position);
  }

  /**
   * The advice for the person to move.
   *
   * @param position a position with at least one move, not decided by a verdict
   * @throws dev.nimber.api.SolverFailureException when no advice could be found in time or within
   *     the budget
   */
  Advice advise(Position position);

  /**
   * The outcome and remoteness of a position for the player to move, as a game in play shows them
   * for every move: the advice, whose winning move may be left out (empty) even where the position
   * is won. By default the advice itself; an opponent that values a position without its moves
   * leaves the winning move out, so that none is searched for.
   *
   * @param position a position with at least one move, not decided by a verdict
   * @throws dev.nimber.api.SolverFailureException when no value could be found in time or within
   *     the budget
   */
  default Advice value(Position position) {
    return advise(position);
  }

  /**
   * The values of several positions ({@link #value}), in the same order: one after the other, or on
   * several threads at once where the opponent's values are found so.
   *
   * @param positions positions each with at least one move, not decided by a verdict
   * @throws dev.nimber.api.SolverFailureException when a value could not be found in time or within
   *     the budget
   */
  default List<Advice> valueEach(List<Position> positions) {
    return positions.stream().map(this::value).toList();
  }
}
