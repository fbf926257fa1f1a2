package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.BatchRunner;
import dev.nimber.app.service.Durations;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.JudgeParts;
import dev.nimber.app.service.UsageException;
import java.time.Duration;
import java.util.Iterator;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** Options of the commands that solve many instances: threads and a timeout per instance. */
final class BatchOptions {

  /** The most threads a batch may use. */
  static final int MAX_THREADS = 256;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Solve N instances at a time, 1 to "
              + MAX_THREADS
              + "; answers stay in input order (default: the"
              + " number of cores).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      description =
          "Give up on an instance after DURATION (500ms, 2s, 1m, 1h; 1ms to 7 days), counted from when it"
              + " starts: it prints 'timeout', the batch goes on, and the exit code is 1.")
  Duration timeout;

  /**
   * Solves every task with these options, printing through {@code output}.
   *
   * @return 0 when every instance was answered, 1 when one timed out or its solver failed
   */
  <T> int solve(
      Iterator<BatchRunner.Task<T>> tasks,
      BooleanSupplier moreReady,
      BatchOutput<T> output,
      Console console) {
    int threads = threads();
    new BatchRunner().run(tasks, moreReady, threads, timeout(), output);
    console.out().flush();
    return output.unanswered() == 0 ? ExitCode.ANSWERED : ExitCode.SOLVER_FAILED;
  }

  /**
   * Reads and solves the parts of an input on the threads asked for, printing through {@code
   * output}; only without a timeout.
   *
   * @return 0 when every instance was answered, 1 when a solver failed
   */
  <T> int solveParts(JudgeParts<T> parts, BatchOutput<T> output, Console console) {
    new BatchRunner().runParts(parts, parts::ready, threads(), output, console.out()::flush);
    console.out().flush();
    return output.unanswered() == 0 ? ExitCode.ANSWERED : ExitCode.SOLVER_FAILED;
  }

  Optional<Duration> timeout() {
    return Optional.ofNullable(timeout);
  }

  /**
   * The threads asked for.
   *
   * @throws UsageException when the number is not from 1 to {@value #MAX_THREADS}
   */
  int threads() {
    return EngineThreadsOption.checked(threads, MAX_THREADS);
  }

  /**
   * Gives each instance's engine solve one thread, since --threads instances are solved at once;
   * called before the catalog is loaded.
   */
  void applyTo(GlobalOptions options) {
    options.engineThreads(1);
  }

  /** Reads --timeout; a malformed or out-of-range duration is a usage error naming the option. */
  static final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      try {
        return Durations.parse(value);
      } catch (IllegalArgumentException malformed) {
        throw new TypeConversionException(malformed.getMessage());
      }
    }
  }
}
