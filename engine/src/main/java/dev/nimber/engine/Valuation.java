package dev.nimber.engine;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Position;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One way of valuing positions (the search of positions as objects, retrograde analysis of a loopy
 * graph, values kept by the weak search or a ranked solve), as it answers each question; {@link
 * #answer} is the one dispatch on the question, which asks the way the question needs.
 */
public interface Valuation {

  /** The outcome for the player to move. */
  Outcome outcome(Position position);

  /** The winning move, or the best where none wins, or none. */
  Answer move(Position position);

  /** The outcome and remoteness. */
  GameSearch.Evaluation evaluate(Position position);

  /** The Grundy value (or the generalized one of a loopy game). */
  Answer grundy(Position position);

  /**
   * The outcome and remoteness of each of several positions, in the same order: one after the
   * other, unless a way of valuing finds them on several threads at once.
   */
  default List<GameSearch.Evaluation> evaluateEach(List<Position> positions) {
    return positions.stream().map(this::evaluate).toList();
  }

  /**
   * The answer to a question about a position.
   *
   * @param start the position asked about
   * @param question outcome, move, remoteness, moves or Grundy value
   * @param words how the game words its outcomes
   * @return the answer
   * @throws IllegalArgumentException for any other question
   */
  default Answer answer(Position start, Question question, OutcomeWords words) {
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(outcome(start), words);
    }
    if (question.equals(Question.MOVE)) {
      return move(start);
    }
    if (question.equals(Question.REMOTENESS)) {
      return remoteness(evaluate(start));
    }
    if (question.equals(Question.MOVES)) {
      return moves(start);
    }
    if (question.equals(Question.GRUNDY)) {
      return grundy(start);
    }
    throw new IllegalArgumentException("the search does not answer '" + question + "'");
  }

  /**
   * Every legal move with the value of the position it leads to, turned for the player who makes
   * it: the outcome's opposite, and one move more (no remoteness after a draw). A position decided
   * by rule has no move.
   */
  private Answer moves(Position start) {
    List<Answer.MoveValue> values = new ArrayList<>();
    if (start.verdict().isEmpty()) {
      List<Move> moves = start.moves();
      List<GameSearch.Evaluation> reached = evaluateEach(moves.stream().map(Move::to).toList());
      for (int index = 0; index < moves.size(); index++) {
        Move move = moves.get(index);
        GameSearch.Evaluation after = reached.get(index);
        values.add(
            new Answer.MoveValue(
                move.label(),
                after.outcome().opposite(),
                after.outcome() == Outcome.DRAW
                    ? Optional.empty()
                    : Optional.of(after.remoteness() + 1)));
      }
    }
    return Answer.moves(values);
  }

  /** The remoteness answer; a draw has none. */
  private static Answer remoteness(GameSearch.Evaluation value) {
    if (value.outcome() == Outcome.DRAW) {
      throw new SolverFailureException(
          SolverFailureException.Reason.UNDEFINED,
          "the position is a draw: with"
              + " perfect play the game goes on forever, so it has no remoteness");
    }
    return Answer.remoteness(value.outcome(), value.remoteness());
  }

  /**
   * The best move where the player to move does not win, with the position's value.
   *
   * @param move the move
   * @param value the value of the position it is made from
   * @return the answer
   */
  static Answer bestMove(Move move, GameSearch.Evaluation value) {
    return Answer.bestMove(
        move,
        value.outcome(),
        value.outcome() == Outcome.DRAW ? Optional.empty() : Optional.of(value.remoteness()));
  }
}
