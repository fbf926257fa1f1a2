package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Standard output that cannot be written (a full disk, a reader that has gone) stops every command
 * promptly with one line on standard error and exit code 1, however small or endless its output.
 * The launcher's own test writes to the real /dev/full and a real closed pipe; these run the same
 * code in-process.
 */
class OutputFailureTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void everyCommandThatPrintsAnswersReportsAFullDisk() throws IOException {
    Path config =
        Files.writeString(folder.resolve("c.yaml"), "game: thuemorse\nparams: {n: 387, m: 22}\n");
    String[][] commands = {
      {"solve", "thuemorse", "n=387", "m=22"},
      {"run", config.toString()},
      {"table", "thuemorse", "--over", "n=0..20", "m=3"},
      {"list"},
      {"verify", "thuemorse", "--max", "3", "--random", "2"},
      {"--help"},
      {"solve", "octal", "code=0.77", "-q", "sequence", "to=10^18"},
      {"solve", "octal", "code=0.77", "-q", "sequence", "to=10^18", "--format", "json"},
    };
    for (String[] command : commands) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int exitCode =
          nimber.runStreaming(InputStream.nullInputStream(), new FullDisk(), err, command);
      assertThat(exitCode).as(String.join(" ", command)).isEqualTo(1);
      assertThat(err.toString(StandardCharsets.UTF_8))
          .as(String.join(" ", command))
          .isEqualTo("nimber: cannot write to standard output: No space left on device\n");
    }
  }

  @Test
  void judgeReportsAFullDiskAfterTheAnswersItCouldNotWrite() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exitCode =
        nimber.runStreaming(
            new ByteArrayInputStream("3 2\n387 22\n".getBytes(StandardCharsets.UTF_8)),
            new FullDisk(),
            err,
            "judge",
            "thuemorse");
    assertThat(exitCode).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("nimber: cannot write to standard output: No space left on device\n");
  }

  @Test
  @Timeout(60)
  void judgeOnEndlessInputStopsOnceTheReaderHasGone() {
    ClosedAfterOneLine out = new ClosedAfterOneLine();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int exitCode =
        nimber.runStreaming(new Endless("3 1\n"), out, err, "judge", "thuemorse", "--threads", "2");

    assertThat(exitCode).isEqualTo(1);
    assertThat(out.accepted).startsWith("Bob\n");
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("nimber: cannot write to standard output: Broken pipe\n");
  }

  @Test
  @Timeout(60)
  void aSequenceOfAQuintillionValuesStopsOnceTheReaderHasGone() {
    for (String format : new String[] {"text", "json"}) {
      ClosedAfterOneLine out = new ClosedAfterOneLine();
      ByteArrayOutputStream err = new ByteArrayOutputStream();

      int exitCode =
          nimber.runStreaming(
              InputStream.nullInputStream(),
              out,
              err,
              "solve",
              "octal",
              "code=0.77",
              "-q",
              "sequence",
              "to=10^18",
              "--format",
              format);

      assertThat(exitCode).as(format).isEqualTo(1);
      assertThat(out.accepted)
          .as(format)
          .startsWith(format.equals("text") ? "0 1 2 3 1 4 3 2 1 4 2 6" : "{\"game\"");
      assertThat(err.toString(StandardCharsets.UTF_8))
          .as(format)
          .isEqualTo("nimber: cannot write to standard output: Broken pipe\n");
    }
  }

  /** Refuses every byte, as /dev/full does. */
  private static final class FullDisk extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      throw new IOException("No space left on device");
    }
  }

  /** Takes the first write, then fails as a pipe does whose reader has exited (head -1). */
  private static final class ClosedAfterOneLine extends OutputStream {
    String accepted = "";

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      if (!accepted.isEmpty()) {
        throw new IOException("Broken pipe");
      }
      accepted = new String(bytes, offset, length, StandardCharsets.UTF_8);
    }
  }

  /** The same line forever, as {@code yes} gives it. */
  private static final class Endless extends InputStream {
    private final byte[] line;
    private int position;

    Endless(String line) {
      this.line = line.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public int read() {
      byte b = line[position];
      position = (position + 1) % line.length;
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
      for (int i = 0; i < length; i++) {
        buffer[offset + i] = (byte) read();
      }
      return length;
    }

    @Override
    public int available() {
      return Integer.MAX_VALUE;
    }
  }
}
