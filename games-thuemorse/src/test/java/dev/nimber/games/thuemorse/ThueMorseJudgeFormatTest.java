package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.JudgeInput;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class ThueMorseJudgeFormatTest {

  @Test
  void readsOneInstancePerLineSkippingBlankLinesAndNamesBadLines() throws IOException {
    JudgeInput input = JudgeInput.of((new StringReader("3 3\n\n 387   22 \n3\n")));
    ThueMorseJudgeFormat format = new ThueMorseJudgeFormat();
    assertThat(format.read(input).orElseThrow()).containsEntry("n", BigInteger.valueOf(3));
    assertThat(format.read(input).orElseThrow()).containsEntry("m", BigInteger.valueOf(22));
    assertThatThrownBy(() -> format.read(input))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("line 4: expected n m (2 integers), got '3'");
    assertThat(format.read(input)).isEmpty();
  }
}
