package dev.nimber.games.wythoff;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Wythoff's game by the golden ratio ({@link Golden}): the outcome and a winning move of heaps up
 * to 10^18 in O(1) each, exact in integers.
 */
final class GoldenSolver implements GameSolver {

  /** The solver's name. */
  static final String NAME = "golden";

  private final WythoffGame game;

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
        + " O(1), exact in integers";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE);
  }

  @Override
  public String limits() {
    return "heaps up to 10^18";
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    Heaps heaps = Heaps.of(parameters);
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(Golden.losing(heaps) ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
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
        .orElseGet(Answer::noWinningMove);
  }
}
