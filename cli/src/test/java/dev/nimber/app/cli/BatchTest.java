package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Batches: streaming judge input, parallel solving in input order, and input files in configs. */
class BatchTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void judgeStreamsAMillionLinesAnsweringAsItReads() {
    int lines = 1_000_000;
    CountingOutput out = new CountingOutput();
    long[] answeredAtHalfway = {-1};
    InputStream input =
        new InputStream() {
          private final Random random = new Random(1);
          private byte[] line = new byte[0];
          private int position;
          private int produced;

          @Override
          public int read() {
            if (position == line.length) {
              if (produced == lines) {
                return -1;
              }
              if (produced == lines / 2) {
                answeredAtHalfway[0] = out.newlines;
              }
              produced++;
              long n = random.nextLong() & Long.MAX_VALUE;
              line =
                  (n % 1_000_000_000_000_000_000L + " " + (1 + random.nextInt(50)) + "\n")
                      .getBytes(StandardCharsets.US_ASCII);
              position = 0;
            }
            return line[position++];
          }
        };

    int exitCode =
        nimber.runStreaming(
            input, out, new ByteArrayOutputStream(), "judge", "thuemorse", "--threads", "1");

    assertThat(exitCode).isZero();
    assertThat(out.newlines).isEqualTo(lines);
    // Answers flow out while the input is still being read: nothing waits for the end of the input.
    assertThat(answeredAtHalfway[0]).isGreaterThan(lines / 2 - 10_000);
  }

  @Test
  void threadedAnswersComeOutInInputOrder() {
    StringBuilder input = new StringBuilder();
    Random random = new Random(2);
    for (int i = 0; i < 20_000; i++) {
      input
          .append(random.nextInt(1_000_000))
          .append(' ')
          .append(1 + random.nextInt(63))
          .append('\n');
    }
    Result single = nimber.runWithInput(input.toString(), "judge", "thuemorse", "--threads", "1");
    Result threaded = nimber.runWithInput(input.toString(), "judge", "thuemorse", "--threads", "4");
    Result classic =
        nimber.runWithInput(
            input.toString(), "judge", "thuemorse", "--solver", "classic", "--threads", "3");
    assertThat(single.out().lines()).hasSize(20_000);
    assertThat(threaded.out()).isEqualTo(single.out());
    assertThat(classic.out()).isEqualTo(single.out());
  }

  @Test
  void aMalformedLineStopsAThreadedJudgeAfterAnsweringEveryLineBeforeIt() {
    String input = "3 3\n".repeat(500) + "3 x\n" + "3 2\n".repeat(100);
    Result result = nimber.runWithInput(input, "judge", "thuemorse", "--threads", "4");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEqualTo("Alice\n".repeat(500));
    assertThat(result.err()).isEqualTo("nimber: line 501: expected n m as integers, got 'x'\n");
  }

  @Test
  void aConfigCanNameAnInputFileInTheJudgeFormat() throws IOException {
    Files.writeString(folder.resolve("instances.txt"), "3 3\n3 2\n387 22\n");
    Path config = folder.resolve("batch.yaml");
    Files.writeString(config, "game: thuemorse\ninput: instances.txt\n");
    Result result = nimber.run("run", config.toString(), "--threads", "2");
    assertThat(result.err()).isEmpty();
    assertThat(result.out()).isEqualTo("Alice\nBob\nAlice\n");
  }

  @Test
  void threadsMustBeFromOneTo256() {
    for (String threads : new String[] {"0", "257", "2147483647"}) {
      Result result = nimber.runWithInput("3 3\n", "judge", "thuemorse", "--threads", threads);
      assertThat(result.exitCode()).isEqualTo(2);
      assertThat(result.out()).isEmpty();
      assertThat(result.err())
          .isEqualTo("nimber: --threads must be from 1 to 256, got " + threads + "\n");
    }
  }

  /** Counts the lines written, keeping nothing. */
  private static final class CountingOutput extends OutputStream {
    volatile long newlines;

    @Override
    public void write(int b) {
      if (b == '\n') {
        newlines++;
      }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
      for (int i = offset; i < offset + length; i++) {
        write(bytes[i]);
      }
    }
  }
}
