package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AnswerTest {

  @Test
  void aSequenceAnswerHoldsItsValuesUnderItsFieldAndListsThemInItsText() {
    IntegerSequence values = IntegerSequence.of(4, index -> 3 - index);
    Answer answer = Answer.sequence("sequence", values);
    assertThat(answer.text()).isEqualTo("3 2 1 0");
    assertThat(answer.fields()).containsExactly(Map.entry("sequence", values));
    assertThat(answer.integerSequence()).containsSame(values);
  }

  @Test
  void aLongSequenceAnswerListsOnlyItsFirstValuesInItsText() {
    Answer answer = Answer.sequence("values", IntegerSequence.of(1L << 40, index -> 7));
    assertThat(answer.text()).endsWith("7 7 … (1099511627776 values)");
  }

  @Test
  void anAnswerWithoutASequenceHasNone() {
    assertThat(Answer.number("grundy", 5).integerSequence()).isEmpty();
  }

  @Test
  void fieldsAreCopiedSoThatLaterChangesToTheGivenMapDoNotShow() {
    Map<String, Object> one = new HashMap<>(Map.of("grundy", 3L));
    Map<String, Object> two = new LinkedHashMap<>(Map.of("firstPlayerWins", true));
    two.put("move", "take 2");
    Answer single = new Answer("3", one);
    Answer pair = new Answer("take 2", two);
    one.put("grundy", 4L);
    two.put("move", "take 1");
    assertThat(single.fields()).containsExactly(Map.entry("grundy", 3L));
    assertThat(pair.fields())
        .containsExactly(Map.entry("firstPlayerWins", true), Map.entry("move", "take 2"));
    assertThatThrownBy(() -> single.fields().put("grundy", 5L))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void anOutcomeAnswerSaysWhoWinsInTheGamesWords() {
    OutcomeWords words = new OutcomeWords("Alice", "Bob");
    assertThat(Answer.outcome(Outcome.WIN, words))
        .isEqualTo(new Answer("Alice", Map.of("firstPlayerWins", true)));
    assertThat(Answer.outcome(Outcome.LOSS, words).fields())
        .containsExactly(Map.entry("firstPlayerWins", false));
  }

  @Test
  void aMovesAnswerListsEachMoveWithItsValueAndLeavesADrawWithoutRemoteness() {
    Answer moves =
        Answer.moves(
            List.of(
                new Answer.MoveValue("take 1", Outcome.WIN, Optional.of(3L)),
                new Answer.MoveValue("take 2", Outcome.DRAW, Optional.empty())));
    assertThat(moves.text()).isEqualTo("take 1: win in 3; take 2: draw");
    Map<String, Object> drawn = new LinkedHashMap<>();
    drawn.put("move", "take 2");
    drawn.put("outcome", "draw");
    drawn.put("remoteness", null);
    assertThat(moves.fields())
        .isEqualTo(
            Map.of(
                "moves",
                List.of(Map.of("move", "take 1", "outcome", "win", "remoteness", 3L), drawn)));
    assertThat(Answer.moves(List.of()).text()).isEqualTo("none");
    assertThatThrownBy(() -> new Answer.MoveValue("take 1", Outcome.WIN, Optional.of(0L)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a move's remoteness is at least 1, got 0");
  }
}
