package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.Optional;

/**
 * The rule that ends a game, in one place: a position the rules decide ({@link Position#verdict()})
 * is over with that outcome; a position with no move left is over, lost by the player to move under
 * normal play and won under misère play; any other position goes on. The engine's methods, {@code
 * play}, serve and a database's check all end games by it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class GameEnd {

  private GameEnd() {}

  /**
   * The outcome for the player to move when no move is left.
   *
   * @param misere whether the player who makes the last move loses
   * @return a loss under normal play, a win under misère play
   */
  public static Outcome noMoveLeft(boolean misere) {
    return misere ? Outcome.WIN : Outcome.LOSS;
  }

  /**
   * The outcome for the player to move when the game is over at a position. Costs a listing of its
   * moves when the rules do not decide it.
   *
   * @param position a position of the game
   * @param misere whether the player who makes the last move loses
   * @return the outcome, or empty when play goes on
   */
  public static Optional<Outcome> of(Position position, boolean misere) {
    Optional<Outcome> verdict = position.verdict();
    if (verdict.isPresent()) {
      return verdict;
    }
    return position.children().isEmpty() ? Optional.of(noMoveLeft(misere)) : Optional.empty();
  }
}
