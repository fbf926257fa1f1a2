package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
      List<Answer.MoveValue> listed = moves.moves();
      assertThat(listed).hasSize(Math.min(n, 3));
      boolean won = search.solve(pile, Question.OUTCOME).firstPlayerWins().orElseThrow();
      long remoteness =
          search.solve(pile, Question.REMOTENESS).number().orElseThrow().longValueExact();
      List<Answer.MoveValue> wins =
          listed.stream().filter(move -> move.outcome() == Outcome.WIN).toList();
      assertThat(!wins.isEmpty()).as("n=%d", n).isEqualTo(won);
      if (won) {
        long fastest =
            wins.stream().mapToLong(move -> move.remoteness().orElseThrow()).min().orElseThrow();
        assertThat(fastest).as("n=%d", n).isEqualTo(remoteness);
        String answered = search.solve(pile, Question.MOVE).text();
        assertThat(wins)
            .as("n=%d", n)
            .anySatisfy(
                move -> {
                  assertThat(move.label()).isEqualTo(answered);
                  assertThat(move.remoteness()).contains(fastest);
                });
      } else if (n > 0) {
        long slowest =
            listed.stream().mapToLong(move -> move.remoteness().orElseThrow()).max().orElseThrow();
        assertThat(slowest).as("n=%d", n).isEqualTo(remoteness);
      }
      checked += listed.size();
    }
    assertThat(checked).isEqualTo(1 + 2 + 3L * 58);
  }

  @Test
  void theAnswerListsEachMoveWithItsValueInWordsAndTyped() {
    Answer moves = search.solve(game.bind(Map.of("n", 5)), Question.MOVES);
    assertThat(moves.text()).isEqualTo("take 1: win in 3; take 2: loss in 2; take 3: loss in 2");
    assertThat(moves.moves())
        .containsExactly(
            new Answer.MoveValue("take 1", Outcome.WIN, Optional.of(3L)),
            new Answer.MoveValue("take 2", Outcome.LOSS, Optional.of(2L)),
            new Answer.MoveValue("take 3", Outcome.LOSS, Optional.of(2L)));
    assertThat(search.solve(game.bind(Map.of("n", 0)), Question.MOVES).text()).isEqualTo("none");
  }
}
