package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The answers old plugins built before answers were typed still mean what they said. */
@SuppressWarnings("removal")
class DeprecatedAnswerTest {

  record Pile(int stones) implements Position {
    @Override
    public List<Move> moves() {
      return List.of();
    }
  }

  @Test
  void aNamedNumberIsTheNumberUnderTheHostsKey() {
    assertThat(Answer.number("grundy", 7)).isEqualTo(Answer.number(7));
    assertThat(Answer.number("count", BigInteger.TEN.pow(30)))
        .isEqualTo(Answer.number(BigInteger.TEN.pow(30)));
    assertThat(Answer.number("grundy", 7).fields())
        .containsExactly(Map.entry("value", BigInteger.valueOf(7)));
  }

  @Test
  void aNamedSequenceIsTheSequenceAndIsReadAsBefore() {
    IntegerSequence values = IntegerSequence.of(3, index -> index * 2);
    Answer answer = Answer.sequence("values", values);
    assertThat(answer.sequence()).containsSame(values);
    assertThat(answer.integerSequence()).containsSame(values);
    assertThat(answer.text()).isEqualTo("0 2 4");
  }

  @Test
  void anAnswerBuiltFromFieldsAndAMoveIsAWinningMoveWithTheOtherFieldsAsDetails() {
    Move move = new Move("take 2", new Pile(3));
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("firstPlayerWins", true);
    fields.put("move", "take 2");
    fields.put("taken", 2L);
    Answer answer = new Answer("take 2", fields, Optional.of(move));
    assertThat(answer).isEqualTo(Answer.winningMove(move, Map.of("taken", 2L)));
    assertThat(answer.fields())
        .containsExactly(
            Map.entry("firstPlayerWins", true),
            Map.entry("move", "take 2"),
            Map.entry("taken", 2L));
  }

  @Test
  void anAnswerBuiltFromFieldsWithoutAMoveTakesWhoWinsFromThem() {
    Answer lost = new Answer("Bob", Map.of("firstPlayerWins", false), Optional.empty());
    assertThat(lost.firstPlayerWins()).contains(false);
    assertThat(lost.outcome()).isEmpty();
    assertThat(lost.details()).isEmpty();
    assertThat(lost.namedMove()).isEmpty();
    assertThat(new Answer("Alice", Map.of("firstPlayerWins", true), Optional.empty()))
        .isEqualTo(Answer.outcome(Outcome.WIN, new OutcomeWords("Alice", "Bob")));
    Map<String, Object> tie = new LinkedHashMap<>();
    tie.put("firstPlayerWins", false);
    tie.put("outcome", "tie");
    assertThat(new Answer("Tie", tie, Optional.empty()))
        .isEqualTo(
            new Answer(
                "Tie",
                Optional.of(Outcome.TIE),
                Optional.of(false),
                Optional.empty(),
                Optional.empty(),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                Map.of()));
  }

  @Test
  void fieldsListWhatTheAnswerMeansThenTheDetails() {
    assertThat(Answer.outcome(Outcome.TIE, OutcomeWords.DEFAULT).fields())
        .containsExactly(Map.entry("firstPlayerWins", false), Map.entry("outcome", "tie"));
    assertThat(Answer.noWinningMove().fields())
        .containsExactly(Map.entry("firstPlayerWins", false));
    Answer.MoveValue value = new Answer.MoveValue("take 1", Outcome.WIN, Optional.of(3L));
    assertThat(Answer.moves(List.of(value)).fields())
        .containsExactly(Map.entry("moves", List.of(value)));
  }
}
