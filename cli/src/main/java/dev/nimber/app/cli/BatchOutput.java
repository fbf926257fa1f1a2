package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.BatchRunner;
import dev.nimber.app.service.Durations;
import dev.nimber.app.service.PlainJson;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Prints a batch's results in order: answers on standard output; for an instance that timed out or
 * whose solver failed, a placeholder line ({@code timeout} or {@code error} in text, an object with
 * {@code error} in JSON) so that output lines still match input instances, and the reason on
 * standard error. A bad instance ends the batch.
 *
 * <p>Answers are flushed when a reader may be waiting for them and at least every {@value
 * #FLUSH_MILLIS} ms, so that a closed pipe or a full disk stops the batch promptly (the write fails
 * with an {@link dev.nimber.app.service.OutputFailedException}) rather than after the whole input.
 */
public final class BatchOutput<T> implements Consumer<BatchRunner.Result<T>> {

  /** The longest answers wait before they are flushed. */
  static final long FLUSH_MILLIS = 100;

  private final Selection selection;
  private final OutputFormat format;
  private final BiConsumer<T, PrintStream> print;
  private final Supplier<ObjectMapper> json;
  private final Console console;
  private final Progress progress;
  private final BooleanSupplier flushNow;
  private final LongSupplier nanoClock;
  private long unanswered;
  private long results;
  private final long startedNanos;
  private long flushedNanos;

  /**
   * @param format decides the placeholders: a word in text, a JSON object in JSON
   * @param print prints an answer's line
   * @param json made only for a value the plain writer leaves to it ({@link PlainJson}); a
   *     placeholder's fields are all text
   * @param flushNow asked after each line: true to flush it at once (as a pipe reader waits for it)
   * @param nanoClock the clock that spaces the other flushes
   */
  public BatchOutput(
      Selection selection,
      OutputFormat format,
      BiConsumer<T, PrintStream> print,
      Supplier<ObjectMapper> json,
      Console console,
      Progress progress,
      BooleanSupplier flushNow,
      LongSupplier nanoClock) {
    this.selection = selection;
    this.format = format;
    this.print = print;
    this.json = json;
    this.console = console;
    this.progress = progress;
    this.flushNow = flushNow;
    this.nanoClock = nanoClock;
    this.startedNanos = nanoClock.getAsLong();
    this.flushedNanos = startedNanos;
  }

  @Override
  public void accept(BatchRunner.Result<T> result) {
    results++;
    if (result instanceof BatchRunner.Done<T> done) {
      print.accept(done.value(), console.out());
    } else if (result instanceof BatchRunner.TimedOut<T> timedOut) {
      unanswered(
          timedOut.task(), "timeout", "timed out after " + Durations.format(timedOut.limit()));
    } else if (result instanceof BatchRunner.Failed<T> failed) {
      RuntimeException failure = failed.failure();
      if (failure instanceof InvalidParameterException
          || failure instanceof InvalidInputException
          || failure instanceof UnsupportedInstanceException
          || failure instanceof UsageException) {
        console.out().flush();
        throw failure;
      }
      unanswered(
          failed.task(),
          "error",
          failure.getMessage() == null ? failure.toString() : failure.getMessage());
    }
    progress.step();
    long now = nanoClock.getAsLong();
    if (flushNow.getAsBoolean() || now - flushedNanos >= FLUSH_MILLIS * 1_000_000) {
      console.out().flush();
      flushedNanos = now;
    }
  }

  /** How many instances were handed on: answered, timed out or failed. */
  public long results() {
    return results;
  }

  /** The time since this output was made, as the batch began: what {@code --verbose} reports. */
  public long nanosSinceStart() {
    return nanoClock.getAsLong() - startedNanos;
  }

  /** How many instances got no answer (timed out or failed). */
  public long unanswered() {
    return unanswered;
  }

  private void unanswered(BatchRunner.Task<T> task, String placeholder, String reason) {
    unanswered++;
    console.err().println("nimber: " + task.description() + ": " + reason);
    if (format == OutputFormat.TEXT) {
      console.out().println(placeholder);
      return;
    }
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("game", selection.game().descriptor().id());
    object.put("solver", selection.solver().name());
    object.put("question", selection.question().name());
    object.put("instance", task.description());
    object.put("error", reason);
    try {
      console.out().println(PlainJson.asText(object, json));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
