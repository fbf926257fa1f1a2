package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.InstanceException;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.util.Optional;

/**
 * The host's check of a move a solver answered, before the move is printed, played or compared: on
 * an instance small enough to be a {@link Position}, the move must be one the start position finds
 * by its label ({@link Position#move(String)}), and lead where that legal move leads when the
 * answer carries its {@link Move}; on every instance, the game's own {@link
 * GameDescriptor#checkMove} must find nothing wrong with it. Whether the move wins is not proven
 * here (that takes a search; {@code nimber verify} does it on small instances).
 *
 * <p>The cost is the game's: building the start position and finding one move by its label, which a
 * game with very many moves does without listing them, and its {@code checkMove}. Stateless and
 * thread-safe.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MoveCheck {

  private MoveCheck() {}

  /**
   * Whether an answer carries a move the host must check: every answer with a {@link Answer#move()
   * Move}, and every answer to {@code move} that says the player to move wins (its text is the
   * move's label).
   *
   * @param question the question asked
   * @param answer the solver's answer
   * @return whether {@link #problem} applies to it
   */
  public static boolean carriesMove(Question question, Answer answer) {
    return answer.move().isPresent()
        || question.equals(Question.MOVE) && answer.firstPlayerWins().orElse(false);
  }

  /**
   * What is wrong with the move an answer carries, in words that follow the move's label ({@code
   * which is not a legal move here}).
   *
   * @param game the game
   * @param instance the instance the solver was asked about
   * @param answer an answer that {@linkplain #carriesMove carries a move}
   * @return the problem, or empty when the move passes
   * @throws RuntimeException whatever the game's positions or its {@code checkMove} throw outside
   *     their contract; the host contains it as the plugin's failure
   */
  public static Optional<String> problem(GameDescriptor game, Parameters instance, Answer answer) {
    return problem(game, startOf(game, instance), instance, answer);
  }

  /**
   * What is wrong with the move an answer carries, from the instance's start position already
   * built.
   *
   * @param game the game
   * @param start the instance's start position, from {@link #startOf}
   * @param instance the instance the solver was asked about
   * @param answer an answer that {@linkplain #carriesMove carries a move}
   * @return the problem, or empty when the move passes
   */
  public static Optional<String> problem(
      GameDescriptor game, Optional<Position> start, Parameters instance, Answer answer) {
    Optional<String> illegal = start.flatMap(position -> illegal(position, answer));
    // A move that does not win (the best where none does) is only checked to be legal: the game's
    // own check is of winning moves.
    return illegal.isPresent() || !answer.firstPlayerWins().orElse(false)
        ? illegal
        : game.checkMove(instance, answer);
  }

  private static Optional<String> illegal(Position start, Answer answer) {
    Optional<Move> legal = start.move(answer.moveLabel());
    if (legal.isEmpty()) {
      return Optional.of("which is not a legal move here");
    }
    if (answer.move().isPresent() && !answer.move().get().to().equals(legal.get().to())) {
      return Optional.of("but its move leads elsewhere than the legal move of that name");
    }
    return Optional.empty();
  }

  /**
   * An instance's start position, when the game has positions and the instance is small enough to
   * be one.
   *
   * @param game the game
   * @param instance the instance
   * @return the start position, or empty
   */
  public static Optional<Position> startOf(GameDescriptor game, Parameters instance) {
    Optional<Positions> positions = game.positions();
    if (positions.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(positions.get().start(instance));
    } catch (InstanceException noPosition) {
      return Optional.empty();
    }
  }
}
