package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
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
}
