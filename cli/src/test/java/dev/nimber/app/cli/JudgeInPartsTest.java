package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * On several threads, an input whose instances are lines is cut into parts read apart: the answers
 * and the line numbers of errors are those of reading it whole, however the bytes arrive and
 * whichever line ends it uses.
 */
class JudgeInPartsTest {

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @ParameterizedTest(name = "line end {0}")
  @ValueSource(strings = {"\n", "\r\n", "\r"})
  void aBadLineFarIntoTheInputIsNamedByItsLineAfterEveryAnswerBeforeIt(String end) {
    String input = ("3 3" + end + end + "3 2" + end).repeat(20_000) + "3 x" + end + "3 3" + end;

    Result result = nimber.runWithInput(input, "judge", "thuemorse", "--threads", "2");

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEqualTo("Alice\nBob\n".repeat(20_000));
    assertThat(result.err()).isEqualTo("nimber: line 60001: expected n m as integers, got 'x'\n");
  }

  @ParameterizedTest(name = "{0} bytes a read")
  @ValueSource(ints = {1, 3, 7, 4096})
  void bytesArrivingInPiecesAreAnsweredAsTheWholeInput(int piece) {
    String input = RandomJudgeInput.of("thuemorse", 3_000, piece) + "5 x\r\n";
    Result whole = nimber.runWithInput(input, "judge", "thuemorse", "--threads", "1");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int exitCode =
        nimber.runStreaming(
            trickle(input.getBytes(StandardCharsets.UTF_8), piece),
            out,
            err,
            "judge",
            "thuemorse",
            "--threads",
            "3");

    assertThat(whole.err())
        .startsWith("nimber: line ")
        .endsWith(": expected n m as integers, got 'x'\n");
    assertThat(exitCode).isEqualTo(whole.exitCode());
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(whole.out());
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(whole.err());
  }

  @ParameterizedTest(name = "--threads {0}")
  @ValueSource(strings = {"1", "2"})
  void aLineLongerThanTheLimitIsRefusedByItsNumberWithoutHoldingTheRest(String threads) {
    String input = "3 3\n" + "7".repeat(5 * (1 << 20)) + "\n3 2\n";

    Result result = nimber.runWithInput(input, "judge", "thuemorse", "--threads", threads);

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEqualTo("Alice\n");
    assertThat(result.err())
        .isEqualTo("nimber: line 2: the line is longer than 1048576 characters\n");
  }

  @Test
  void eachLineIsAnsweredBeforeTheNextIsWrittenAsInAConversation() throws Exception {
    PipedOutputStream toJudge = new PipedOutputStream();
    PipedInputStream in = new PipedInputStream(toJudge);
    BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    OutputStream out =
        new OutputStream() {
          private final StringBuilder line = new StringBuilder();

          @Override
          public void write(int b) {
            if (b == '\n') {
              answers.add(line.toString());
              line.setLength(0);
            } else {
              line.append((char) b);
            }
          }
        };
    ExecutorService judge = Executors.newSingleThreadExecutor();
    Future<Integer> exitCode =
        judge.submit(
            () ->
                nimber.runStreaming(
                    in,
                    out,
                    OutputStream.nullOutputStream(),
                    "judge",
                    "thuemorse",
                    "--threads",
                    "2"));
    try {
      for (String[] question :
          new String[][] {{"3 3", "Alice"}, {"3 2", "Bob"}, {"387 22", "Alice"}}) {
        toJudge.write((question[0] + "\n").getBytes(StandardCharsets.US_ASCII));
        toJudge.flush();

        assertThat(answers.poll(20, TimeUnit.SECONDS))
            .as("the answer to %s", question[0])
            .isEqualTo(question[1]);
      }
      toJudge.close();

      assertThat(exitCode.get(20, TimeUnit.SECONDS)).isZero();
    } finally {
      toJudge.close();
      judge.shutdownNow();
    }
  }

  /**
   * A stream that gives at most {@code piece} bytes a read and says nothing more is ready after
   * every other read.
   */
  private static ByteArrayInputStream trickle(byte[] bytes, int piece) {
    return new ByteArrayInputStream(bytes) {
      private int reads;

      @Override
      public synchronized int read(byte[] into, int offset, int length) {
        reads++;
        return super.read(into, offset, Math.min(length, piece));
      }

      @Override
      public synchronized int available() {
        return reads % 2 == 0 ? super.available() : 0;
      }
    };
  }
}
