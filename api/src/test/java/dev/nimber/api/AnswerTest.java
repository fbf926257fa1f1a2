package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AnswerTest {

  @Test
  void aSequenceAnswerHoldsItsValuesAndListsThemInItsText() {
    IntegerSequence values = IntegerSequence.of(4, index -> 3 - index);
    Answer answer = Answer.sequence(values);
    assertThat(answer.text()).isEqualTo("3 2 1 0");
    assertThat(answer.sequence()).containsSame(values);
    assertThat(answer.details()).isEmpty();
  }

  @Test
  void aLongSequenceAnswerListsOnlyItsFirstValuesInItsText() {
    Answer answer = Answer.sequence(IntegerSequence.of(1L << 40, index -> 7));
    assertThat(answer.text()).endsWith("7 7 … (1099511627776 values)");
  }

  @Test
  void aNumberAnswerIsItsNumberAndHasNoSequence() {
    Answer grundy = Answer.number(5);
    assertThat(grundy.text()).isEqualTo("5");
    assertThat(grundy.number()).contains(BigInteger.valueOf(5));
    assertThat(grundy.sequence()).isEmpty();
    assertThat(grundy.outcome()).isEmpty();
  }

  @Test
  void detailsAreCopiedSoThatLaterChangesToTheGivenMapDoNotShow() {
    Map<String, Object> one = new HashMap<>(Map.of("period", 3L));
    Map<String, Object> two = new LinkedHashMap<>(Map.of("game", "mine"));
    two.put("answer", "also mine");
    Answer single = new Answer("3", one);
    Answer pair = new Answer("x", two);
    one.put("period", 4L);
    two.put("answer", "changed");
    assertThat(single.details()).containsExactly(Map.entry("period", 3L));
    assertThat(pair.details())
        .containsExactly(Map.entry("game", "mine"), Map.entry("answer", "also mine"));
    assertThatThrownBy(() -> single.details().put("period", 5L))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void detailsAreTheGamesAndNeverTakenForWhatTheAnswerMeans() {
    Answer answer = new Answer("Alice", Map.of("firstPlayerWins", true, "move", "take 1"));
    assertThat(answer.firstPlayerWins()).isEmpty();
    assertThat(answer.outcome()).isEmpty();
    assertThat(answer.namedMove()).isEmpty();
  }

  @Test
  void anOutcomeAnswerSaysWhoWinsInTheGamesWords() {
    OutcomeWords words = new OutcomeWords("Alice", "Bob");
    Answer won = Answer.outcome(Outcome.WIN, words);
    assertThat(won.text()).isEqualTo("Alice");
    assertThat(won.outcome()).contains(Outcome.WIN);
    assertThat(won.firstPlayerWins()).contains(true);
    Answer tied = Answer.outcome(Outcome.TIE, words);
    assertThat(tied.firstPlayerWins()).contains(false);
    assertThat(Answer.outcome(Outcome.LOSS, words).text()).isEqualTo("Bob");
  }

  @Test
  void aWinningMoveNamesItsLabelAndNoWinningMoveSaysOnlyThatThePlayerToMoveDoesNotWin() {
    Answer move = Answer.winningMove("take 2", Map.of("take", 2L));
    assertThat(move.text()).isEqualTo("take 2");
    assertThat(move.namedMove()).contains("take 2");
    assertThat(move.moveLabel()).isEqualTo("take 2");
    assertThat(move.firstPlayerWins()).contains(true);
    assertThat(move.details()).containsExactly(Map.entry("take", 2L));
    Answer none = Answer.noWinningMove();
    assertThat(none.text()).isEqualTo("none");
    assertThat(none.firstPlayerWins()).contains(false);
    assertThat(none.outcome()).isEmpty();
    assertThat(none.namedMove()).isEmpty();
  }

  @Test
  void aRemotenessAnswerIsItsNumberAndWhoWins() {
    Answer tie = Answer.remoteness(Outcome.TIE, 8);
    assertThat(tie.text()).isEqualTo("8");
    assertThat(tie.number()).contains(BigInteger.valueOf(8));
    assertThat(tie.outcome()).contains(Outcome.TIE);
    assertThatThrownBy(() -> Answer.remoteness(Outcome.DRAW, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a remoteness is a number of moves to the end, got 0 for a DRAW");
  }

  @Test
  void aContradictionBetweenWhoWinsAndTheOutcomeIsRefused() {
    assertThatThrownBy(
            () ->
                new Answer(
                    "Alice",
                    Optional.of(Outcome.LOSS),
                    Optional.of(true),
                    Optional.empty(),
                    Optional.empty(),
                    List.of(),
                    Optional.empty(),
                    Optional.empty(),
                    Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("firstPlayerWins true contradicts the outcome LOSS");
  }

  @Test
  void detailsAddedComeAfterThoseTheAnswerHas() {
    Answer answer = Answer.number(3).withDetails(Map.of("from", 1L)).withDetails(Map.of("to", 9L));
    assertThat(answer.number()).contains(BigInteger.valueOf(3));
    assertThat(answer.details()).containsExactly(Map.entry("from", 1L), Map.entry("to", 9L));
  }

  @Test
  void aMovesAnswerListsEachMoveWithItsValueAndLeavesADrawWithoutRemoteness() {
    List<Answer.MoveValue> values =
        List.of(
            new Answer.MoveValue("take 1", Outcome.WIN, Optional.of(3L)),
            new Answer.MoveValue("take 2", Outcome.DRAW, Optional.empty()));
    Answer moves = Answer.moves(values);
    assertThat(moves.text()).isEqualTo("take 1: win in 3; take 2: draw");
    assertThat(moves.moves()).isEqualTo(values);
    assertThat(Answer.moves(List.of()).text()).isEqualTo("none");
    assertThatThrownBy(() -> new Answer.MoveValue("take 1", Outcome.WIN, Optional.of(0L)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a move's remoteness is at least 1, got 0");
  }

  record Pile(int stones) implements Position {
    @Override
    public List<Move> moves() {
      return List.of();
    }
  }

  @Test
  void aBestMoveWhereNoneWinsSaysWhatItAchievesAndThatThePlayerToMoveDoesNotWin() {
    Move move = new Move("column 3", new Pile(1));
    Answer slowest = Answer.bestMove(move, Outcome.LOSS, Optional.of(12L));
    assertThat(slowest.text()).isEqualTo("column 3 (loses slowest, in 12)");
    assertThat(slowest.firstPlayerWins()).contains(false);
    assertThat(slowest.outcome()).contains(Outcome.LOSS);
    assertThat(slowest.namedMove()).contains("column 3");
    assertThat(slowest.move()).contains(move);
    assertThat(Answer.bestMove(move, Outcome.TIE, Optional.of(8L)).text())
        .isEqualTo("column 3 (keeps the tie, in 8)");
    assertThat(Answer.bestMove(move, Outcome.DRAW, Optional.empty()).text())
        .isEqualTo("column 3 (keeps the draw)");
    assertThat(Answer.bestMove(move, Outcome.LOSS, Optional.empty()).text())
        .isEqualTo("column 3 (every move loses)");
    assertThatThrownBy(() -> Answer.bestMove(move, Outcome.WIN, Optional.of(3L)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
