package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.api.Question;
import dev.nimber.engine.GameSearch;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ThueMorseMoveCheckTest {

  private final ThueMorseGame game = new ThueMorseGame();

  @Test
  void aMovePassesExactlyWhenTheSearchFindsItLegalAndWinningOnEverySmallPile() {
    GameSearch search = new GameSearch();
    long checked = 0;
    for (long n = 0; n <= 160; n++) {
      for (int m = 1; m <= 7; m++) {
        for (long take = 0; take <= m + 1; take++) {
          long left = Math.max(0, n - take);
          boolean legal = take >= 1 && take <= Math.min(m, n);
          boolean wins =
              legal && search.evaluate(ThueMorsePile.after(left, m)).outcome() == Outcome.LOSS;
          Optional<String> problem =
              ThueMorseMoveCheck.problem(
                  BigInteger.valueOf(n), m, ThueMorseMoves.label(take, left));
          assertThat(problem.isEmpty())
              .as("n=%d m=%d take %d: %s", n, m, take, problem)
              .isEqualTo(wins);
          if (!legal) {
            assertThat(problem).hasValue("which is not a legal move here");
          }
          checked++;
        }
      }
    }
    assertThat(checked).isEqualTo(161L * (3 + 4 + 5 + 6 + 7 + 8 + 9));
  }

  @Test
  void beyondPositionsTheGameChecksTheAutomatonsMoveAndRefusesOthers() {
    BigInteger n = BigInteger.TWO.pow(70).add(BigInteger.valueOf(12345));
    var instance = game.bind(Map.of("n", n, "m", 5));
    Answer move = new ThueMorseAutomatonSolver(game).solve(instance, Question.MOVE);
    assertThat(move.firstPlayerWins()).hasValue(true);
    assertThat(game.checkMove(instance, move)).isEmpty();
    assertThat(
            game.checkMove(
                instance,
                Answer.winningMove(
                    ThueMorseMoves.label(6, n.subtract(BigInteger.valueOf(6))), Map.of())))
        .hasValue("which is not a legal move here");
    assertThat(game.checkMove(instance, Answer.winningMove("take 1 stone, leaving 5", Map.of())))
        .hasValue("which is not a legal move here");
    long refused = 0;
    for (long take = 1; take <= 5; take++) {
      Answer other =
          Answer.winningMove(
              ThueMorseMoves.label(take, n.subtract(BigInteger.valueOf(take))), Map.of());
      if (!other.text().equals(move.text())) {
        assertThat(game.checkMove(instance, other)).as(other.text()).isPresent();
        refused++;
      }
    }
    assertThat(refused).isEqualTo(4);
  }
}
