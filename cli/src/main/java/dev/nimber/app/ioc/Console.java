package dev.nimber.app.ioc;

import java.io.BufferedOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The streams a command talks through: answers on {@code out}, diagnostics on {@code err}.
 *
 * @param in standard input (judge input, moves in play)
 * @param out answers only; buffered, flushed by the commands when a reader may be waiting and at
 *     the end, and a failed write throws {@link dev.nimber.app.service.OutputFailedException}
 * @param err warnings, errors and help for mistakes
 * @param progressOnErr whether progress bars may be drawn on {@code err}: it is a terminal, and not
 *     a CI log
 */
public record Console(InputStream in, PrintStream out, PrintStream err, boolean progressOnErr) {

  private static final int OUT_BUFFER = 1 << 16;

  /**
   * A console over raw streams: {@code out} buffered and failing fast, {@code err} flushed at every
   * line.
   */
  public static Console of(
      InputStream in, OutputStream out, OutputStream err, boolean progressOnErr) {
    PrintStream answers =
        new PrintStream(
            new BufferedOutputStream(new FailFastOutputStream(out), OUT_BUFFER),
            false,
            StandardCharsets.UTF_8);
    return new Console(
        in, answers, new PrintStream(err, true, StandardCharsets.UTF_8), progressOnErr);
  }
}
