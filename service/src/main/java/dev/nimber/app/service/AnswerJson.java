package dev.nimber.app.service;

import dev.nimber.api.Answer;
import dev.nimber.api.Question;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON object of one answer, the same wherever it is written ({@code solve --format json},
 * {@code run}, serve's {@code /api/games/{game}/solve}): {@code game}, {@code solver}, {@code
 * question}, {@code play} (only under misère play: {@code misere}), {@code params}, {@code answer}
 * (the words), then what the answer means, each only when it says it: {@code outcome} ({@code win},
 * {@code loss}, {@code tie} or {@code draw}) and {@code firstPlayerWins}; {@code move} (for the
 * question {@code move}, the winning move's label, or null when no move wins); {@code moves} (each
 * with {@code move}, {@code outcome} and {@code remoteness}, null when not known); {@code value} (a
 * number, or the run of numbers as an array); then {@code details}, the game's own fields under a
 * key of their own, so that none can be taken for the host's; {@code source} ({@code db} when a
 * solved database answered); and {@code solveNanos}, the time inside the solver.
 */
public final class AnswerJson {

  private AnswerJson() {}

  /**
   * The object, in the order above; a run of numbers stays an {@link
   * dev.nimber.api.IntegerSequence}, which the writer streams.
   *
   * @param solved the answered instance
   * @return a new ordered map
   */
  public static Map<String, Object> of(Solved solved) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("game", solved.selection().game().descriptor().id());
    object.put("solver", solved.selection().solver().name());
    object.put("question", solved.selection().question().name());
    if (solved.selection().game().misere()) {
      object.put("play", "misere");
    }
    object.put("params", solved.parameters().toPlain());
    Answer answer = solved.answer();
    object.put("answer", answer.text());
    answer.outcome().ifPresent(outcome -> object.put("outcome", outcome.word()));
    answer.firstPlayerWins().ifPresent(wins -> object.put("firstPlayerWins", wins));
    if (answer.namedMove().isPresent() || solved.selection().question().equals(Question.MOVE)) {
      object.put("move", answer.namedMove().orElse(null));
    }
    if (!answer.moves().isEmpty()) {
      List<Map<String, Object>> moves = new ArrayList<>();
      for (Answer.MoveValue move : answer.moves()) {
        Map<String, Object> one = new LinkedHashMap<>();
        one.put("move", move.label());
        one.put("outcome", move.outcome().word());
        one.put("remoteness", move.remoteness().orElse(null));
        moves.add(one);
      }
      object.put("moves", moves);
    }
    answer.number().ifPresent(number -> object.put("value", number));
    answer.sequence().ifPresent(sequence -> object.put("value", sequence));
    if (!answer.details().isEmpty()) {
      object.put("details", answer.details());
    }
    if (solved.fromDatabase()) {
      object.put("source", "db");
    }
    object.put("solveNanos", solved.solveNanos());
    return object;
  }
}
