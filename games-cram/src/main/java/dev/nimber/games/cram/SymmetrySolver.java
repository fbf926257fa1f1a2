package dev.nimber.games.cram;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.List;
import java.util.Map;

/**
 * Cram by what is proven about empty boards: an even × even board is lost for the player to move,
 * who is answered by the point reflection of each domino through the centre (no domino is its own
 * image, and none meets its image); an even × odd board is won by the domino on the two centre
 * cells, after which the same reflection answers every move; a strip of one row or column is
 * Dawson's Kayles (octal 0.07, {@link DawsonsKayles}), Grundy value and winning move included. O(1)
 * for boards of up to 10^18 cells a side.
 */
final class SymmetrySolver implements GameSolver {

  static final String NAME = "symmetry";

  private final CramGame game;

  SymmetrySolver(CramGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "even × even boards are lost (the reply is the reflection through the centre);"
        + " even × odd boards are won by the centre domino; strips are Dawson's Kayles (0.07)";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE, Question.GRUNDY);
  }

  @Override
  public String limits() {
    return "empty boards with an even side (outcome, move) and strips of one row or column (every"
        + " question), up to 10^18 cells a side; odd × odd boards and boards with covered cells"
        + " are the search's";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    long width = parameters.longValue(CramGame.WIDTH);
    long height = parameters.longValue(CramGame.HEIGHT);
    boolean strip = width == 1 || height == 1;
    if (game.hasCoveredCells(parameters)) {
      throw new UnsupportedInstanceException(
          "the symmetry strategies are for empty boards, and this one has covered cells; the search"
              + " answers boards of up to "
              + Board.MAX_CELLS
              + " cells");
    }
    if (!strip && width % 2 == 1 && height % 2 == 1) {
      throw new UnsupportedInstanceException(
          "no symmetry strategy decides an odd × odd board ("
              + width
              + " × "
              + height
              + "); the search answers boards of up to "
              + Board.MAX_CELLS
              + " cells");
    }
    if (!strip && question.equals(Question.GRUNDY)) {
      throw new UnsupportedInstanceException(
          "the symmetry strategies give the outcome of a "
              + width
              + " × "
              + height
              + " board, not its Grundy value; the search answers boards of up to "
              + Board.MAX_CELLS
              + " cells");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    long width = parameters.longValue(CramGame.WIDTH);
    long height = parameters.longValue(CramGame.HEIGHT);
    if (width == 1 || height == 1) {
      return strip(parameters, Math.max(width, height), height == 1, question);
    }
    boolean lost = width % 2 == 0 && height % 2 == 0;
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(lost ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (lost) {
      return Answer.noWinningMove();
    }
    // One side odd: the two centre cells across the even side.
    Domino centre =
        width % 2 == 0
            ? new Domino((height + 1) / 2, width / 2, false)
            : new Domino(height / 2, (width + 1) / 2, true);
    return answer(parameters, centre);
  }

  private Answer strip(Parameters parameters, long cells, boolean lying, Question question) {
    int value = DawsonsKayles.value(cells);
    if (question.equals(Question.GRUNDY)) {
      return Answer.number(value);
    }
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(value == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (value == 0) {
      return Answer.noWinningMove();
    }
    long before = DawsonsKayles.leaving(cells, 0);
    return answer(
        parameters, lying ? new Domino(1, before + 1, false) : new Domino(before + 1, 1, true));
  }

  private Answer answer(Parameters parameters, Domino domino) {
    return game.board(parameters)
        .map(board -> Answer.winningMove(board.move(domino.label()).orElseThrow(), Map.of()))
        .orElseGet(() -> Answer.winningMove(domino.label(), Map.of()));
  }
}
