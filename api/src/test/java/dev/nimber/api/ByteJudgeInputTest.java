package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * Judge input over bytes reads exactly what judge input over a reader reads (the plain rule, which
 * it cannot share its fast paths with): the same lines, numbers, line numbers and errors, whatever
 * the text and however the bytes arrive.
 */
class ByteJudgeInputTest {

  private static final List<String> FRAGMENTS =
      List.of(
          "0",
          "7",
          "42",
          "387",
          "000",
          "123456789012345678",
          "1234567890123456789",
          "99999999999999999999999",
          "_",
          "+",
          "-",
          "^",
          "10^18",
          "2^70",
          " ",
          "  ",
          "\t",
          "\u000B",
          "\u001C",
          "\u00A0",
          "\u2003",
          "\n",
          "\n",
          "\n",
          "\r",
          "\r\n",
          "x",
          "é",
          "٣",
          "\uD83D\uDE00",
          "1e3",
          ",");

  /** What one reading call gave: its value or its error, and the line number after it. */
  private record Step(String outcome, long lineNumber) {}

  @Property(tries = 3000, seed = "15")
  void readsWhatAReaderReads(
      @ForAll("texts") String text,
      @ForAll @Size(max = 12) List<@IntRange(max = 4) Integer> calls,
      @ForAll @IntRange(min = 1, max = 9) int chunk) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    JudgeInput reader =
        JudgeInput.of(
            new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8));
    JudgeInput whole = JudgeInput.of(new ByteArrayInputStream(bytes));
    JudgeInput trickled = JudgeInput.of(trickle(bytes, chunk));

    List<Step> expected = steps(reader, calls);

    assertThat(steps(whole, calls)).isEqualTo(expected);
    assertThat(steps(trickled, calls)).isEqualTo(expected);
  }

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.of(FRAGMENTS).list().ofMaxSize(40).map(parts -> String.join("", parts));
  }

  @Property(tries = 200, seed = "16")
  void malformedUtf8ReadsAsThroughAReader(
      @ForAll @Size(max = 40) List<@IntRange(min = -128, max = 127) Integer> raw) {
    byte[] bytes = new byte[raw.size()];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = raw.get(i).byteValue();
    }
    List<Integer> calls = List.of(0, 0, 0, 0, 0, 0);
    JudgeInput reader =
        JudgeInput.of(
            new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8));

    assertThat(steps(JudgeInput.of(new ByteArrayInputStream(bytes)), calls))
        .isEqualTo(steps(reader, calls));
  }

  @Test
  void aCarriageReturnAndItsLineFeedInSeparateReadsEndOneLine() throws IOException {
    JudgeInput input = JudgeInput.of(trickle("3 3\r\n5 2\r\n".getBytes(StandardCharsets.UTF_8), 4));

    assertThat(input.nextIntegers(2, "n m"))
        .contains(List.of(BigInteger.valueOf(3), BigInteger.valueOf(3)));
    assertThat(input.nextIntegers(2, "n m"))
        .contains(List.of(BigInteger.valueOf(5), BigInteger.valueOf(2)));
    assertThat(input.lineNumber()).isEqualTo(2);
    assertThat(input.nextLine()).isEmpty();
  }

  @Test
  void aLineLongerThanTheLimitIsRefusedWithItsNumber() throws IOException {
    byte[] bytes =
        ("1 2\n" + "7".repeat(JudgeInput.MAX_LINE_CHARS + 1) + "\n")
            .getBytes(StandardCharsets.UTF_8);
    JudgeInput input = JudgeInput.of(new ByteArrayInputStream(bytes));

    input.nextLine();

    assertThatThrownBy(input::nextLine)
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("line 2: the line is longer than " + JudgeInput.MAX_LINE_CHARS + " characters");
  }

  @Test
  void aLineOfManyBytesButFewEnoughCharactersIsRead() throws IOException {
    String line = "é".repeat(JudgeInput.MAX_LINE_CHARS);
    JudgeInput input =
        JudgeInput.of(new ByteArrayInputStream((line + "\n").getBytes(StandardCharsets.UTF_8)));

    assertThat(input.nextLine()).contains(line);
  }

  @Test
  void aLineOfTooManyCharactersBeyondAsciiIsRefused() {
    byte[] bytes = "é".repeat(JudgeInput.MAX_LINE_CHARS + 1).getBytes(StandardCharsets.UTF_8);
    JudgeInput input = JudgeInput.of(new ByteArrayInputStream(bytes));

    assertThatThrownBy(input::nextLine)
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("line 1: the line is longer than " + JudgeInput.MAX_LINE_CHARS + " characters");
  }

  @Test
  void isReadyWhileALineIsBufferedAndNotAtTheEnd() throws IOException {
    JudgeInput input =
        JudgeInput.of(new ByteArrayInputStream("1 1\n2 2\n".getBytes(StandardCharsets.UTF_8)));

    input.nextLine();
    assertThat(input.ready()).isTrue();
    input.nextLine();
    assertThat(input.ready()).isFalse();
  }

  @Test
  void aPartOfALargerInputNumbersItsLinesAsTheWholeDoes() throws IOException {
    byte[] whole = "9 9\n1 2\n\n3 x\n8 8\n".getBytes(StandardCharsets.UTF_8);
    JudgeInput part = JudgeInput.of(whole, 4, 9, 1);

    assertThat(part.nextIntegers(2, "n m")).contains(List.of(BigInteger.ONE, BigInteger.TWO));
    assertThat(part.lineNumber()).isEqualTo(2);
    assertThatThrownBy(() -> part.nextIntegers(2, "n m"))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("line 4: expected n m as integers, got 'x'");
    assertThat(part.nextLine()).isEmpty();
  }

  /**
   * Each call in turn: 0 a line, 1 a non-blank line, 2 to 4 that many integers; stops at the first
   * error.
   */
  private static List<Step> steps(JudgeInput input, List<Integer> calls) {
    List<Step> steps = new ArrayList<>();
    for (int call : calls) {
      String outcome;
      try {
        outcome =
            switch (call) {
              case 0 -> "line " + input.nextLine();
              case 1 -> "non-blank " + input.nextNonBlankLine();
              default -> "integers " + input.nextIntegers(call, "the numbers");
            };
      } catch (InvalidInputException e) {
        steps.add(new Step("error " + e.getMessage(), input.lineNumber()));
        return steps;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      steps.add(new Step(outcome, input.lineNumber()));
    }
    return steps;
  }

  /** A stream that gives at most {@code chunk} bytes a read, as a pipe may. */
  private static InputStream trickle(byte[] bytes, int chunk) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] into, int offset, int length) {
        return super.read(into, offset, Math.min(length, chunk));
      }
    };
  }
}
