package dev.nimber.app.service;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.db.Database;
import dev.nimber.engine.GameEnd;
import java.util.Optional;

/**
 * A game against the computer, ready to be played move by move (as {@code nimber play} plays it in
 * a terminal): the start position and the computer's side, chosen once. Close it when the game
 * ends: the computer may be reading a solved database.
 *
 * @param start the position the game starts from
 * @param computer how the computer moves and advises
 * @param misere whether the player who makes the last move loses
 * @param computerDescribed how messages name what the computer plays by, and from where: {@code
 *     solver 'search' of game 'nim' (from nimber engine), played from n=5}
 * @param stored the database the computer reads, when one answers
 */
public record Match(
    Position start,
    Opponent computer,
    boolean misere,
    String computerDescribed,
    Optional<Database> stored)
    implements AutoCloseable {

  /**
   * The outcome for the player to move when the game is over at a position: decided by rule, or no
   * move left (a loss, a win under misère play); empty while play goes on. Costs a listing of its
   * moves when the rules do not decide it.
   */
  public Optional<Outcome> ended(Position position) {
    return GameEnd.of(position, misere);
  }

  @Override
  public void close() {
    stored.ifPresent(Database::close);
  }
}
