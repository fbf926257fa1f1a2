package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The search's {@code moves} answer: every legal move with its value for the player who makes it.
 * Checked against the search's own answers to the other questions, which come from the start's
 * evaluation rather than its children's list: a position is won exactly when some move wins, its
 * remoteness is the fastest win's (or the slowest loss's), and the winning move the search answers
 * is one of the fastest wins.
 */
class MovesQuestionTest {

  private final SubtractionGame game = new SubtractionGame();
  private final GameSolver search = SearchSolver.forGame(game).orElseThrow();

  @Test
  void everyMovesValueAgreesWithTheStartsOutcomeRemotenessAndWinningMove() {
    long checked = 0;
    for (int n = 0; n <= 60; n++) {
      Parameters pile = game.bind(Map.of("n", n));
      Answer moves = search.solve(pile, Question.MOVES);
      @SuppressWarnings("unchecked")
      List<Map<String, Object>> listed = (List<Map<String, Object>>) moves.fields().get("moves");
      assertThat(listed).hasSize(Math.min(n, 3));
      boolean won = search.solve(pile, Question.OUTCOME).firstPlayerWins().orElseThrow();
      long remoteness = (Long) search.solve(pile, Question.REMOTENESS).fields().get("remoteness");
      List<Map<String, Object>> wins =
          listed.stream().filter(move -> move.get("outcome").equals("win")).toList();
      assertThat(!wins.isEmpty()).as("n=%d", n).isEqualTo(won);
      if (won) {
        long fastest =
            wins.stream().mapToLong(move -> (Long) move.get("remoteness")).min().orElseThrow();
        assertThat(fastest).as("n=%d", n).isEqualTo(remoteness);
        String answered = search.solve(pile, Question.MOVE).text();
        assertThat(wins)
            .as("n=%d", n)
            .anySatisfy(
                move -> {
                  assertThat(move.get("move")).isEqualTo(answered);
                  assertThat(move.get("remoteness")).isEqualTo(fastest);
                });
      } else if (n > 0) {
        long slowest =
            listed.stream().mapToLong(move -> (Long) move.get("remoteness")).max().orElseThrow();
        assertThat(slowest).as("n=%d", n).isEqualTo(remoteness);
      }
      checked += listed.size();
    }
    assertThat(checked).isEqualTo(1 + 2 + 3L * 58);
  }

  @Test
  void theAnswerListsEachMoveWithItsValueInWordsAndFields() {
    Answer moves = search.solve(game.bind(Map.of("n", 5)), Question.MOVES);
    assertThat(moves.text()).isEqualTo("take 1: win in 3; take 2: loss in 2; take 3: loss in 2");
    assertThat(moves.fields())
        .isEqualTo(
            Map.of(
                "moves",
                List.of(
                    Map.of("move", "take 1", "outcome", "win", "remoteness", 3L),
                    Map.of("move", "take 2", "outcome", "loss", "remoteness", 2L),
                    Map.of("move", "take 3", "outcome", "loss", "remoteness", 2L))));
    assertThat(search.solve(game.bind(Map.of("n", 0)), Question.MOVES).text()).isEqualTo("none");
  }
}
