package dev.nimber.games.wythoff;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Wythoff's game by the golden ratio ({@link Golden}): the outcome and a winning move of heaps up
 * to 10^18 in O(1) each, exact in integers; the remoteness, every move's value and the move that
 * loses slowest from a losing pair, of heaps up to {@value Remoteness#MAX_HEAP}, from the losing
 * pairs alone ({@link Remoteness}).
 */
final class GoldenSolver implements GameSolver {

  /** The solver's name. */
  static final String NAME = "golden";

  private final WythoffGame game;
  private final Remoteness remoteness = new Remoteness();

  GoldenSolver(WythoffGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "the losing positions are (⌊kφ⌋, ⌊kφ⌋ + k) for the golden ratio φ (Wythoff 1907);"
        + " O(1), exact in integers; the remoteness from the losing pairs alone, O(k²) for the"
        + " pairs up to the k-th";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.MOVES);
  }

  @Override
  public String limits() {
    return "heaps up to 10^18; the remoteness, the moves' values and the move that loses slowest,"
        + " heaps up to "
        + String.format("%,d", Remoteness.MAX_HEAP);
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    Heaps heaps = Heaps.of(parameters);
    if ((question.equals(Question.REMOTENESS) || question.equals(Question.MOVES))
        && heaps.large() > Remoteness.MAX_HEAP) {
      throw new UnsupportedInstanceException(
          "the remoteness and the moves' values are answered for heaps up to "
              + String.format("%,d", Remoteness.MAX_HEAP)
              + " counters, and this position has a heap of "
              + heaps.large());
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    Heaps heaps = Heaps.of(parameters);
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(Golden.losing(heaps) ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (question.equals(Question.REMOTENESS)) {
      checkSupports(parameters, question);
      return Answer.remoteness(
          Golden.losing(heaps) ? Outcome.LOSS : Outcome.WIN, remoteness.of(heaps));
    }
    if (question.equals(Question.MOVES)) {
      checkSupports(parameters, question);
      return movesValued(heaps);
    }
    return Golden.winningMove(heaps)
        .map(
            move -> {
              Map<String, Object> details = new LinkedHashMap<>();
              Heaps after = move.applyTo(heaps);
              details.put("leaves", List.of(after.small(), after.large()));
              return heaps.large() <= WythoffPositions.MAX_HEAP
                  ? Answer.winningMove(
                      new WythoffPosition(heaps).move(move.label(heaps)).orElseThrow(), details)
                  : Answer.winningMove(move.label(heaps), details);
            })
        .orElseGet(() -> slowestLoss(heaps));
  }

  /**
   * From a losing pair: the move that loses slowest, when the heaps are within the remoteness's
   * limit and there is a move; else no move, which leaves the best move to the engine's search.
   */
  private Answer slowestLoss(Heaps heaps) {
    if (heaps.large() == 0 || heaps.large() > Remoteness.MAX_HEAP) {
      return Answer.noWinningMove();
    }
    WythoffMove move = remoteness.slowestLoss(heaps);
    return Answer.bestMove(
        new WythoffPosition(heaps).move(move.label(heaps)).orElseThrow(),
        Outcome.LOSS,
        Optional.of(remoteness.of(heaps)));
  }

  /**
   * Every move with its value for the player who makes it, in the position's order: a win when it
   * leaves a losing pair. A position loses exactly when its remoteness is even (the game ends only
   * in (0, 0), lost, and a move turns a loss into a win one move longer), so the remoteness tells
   * both.
   */
  private Answer movesValued(Heaps heaps) {
    List<Answer.MoveValue> values = new ArrayList<>();
    for (Move move : new WythoffPosition(heaps).moves()) {
      long after = remoteness.of(((WythoffPosition) move.to()).heaps());
      values.add(
          new Answer.MoveValue(
              move.label(), after % 2 == 0 ? Outcome.WIN : Outcome.LOSS, Optional.of(after + 1)));
    }
    return Answer.moves(values);
  }
}
