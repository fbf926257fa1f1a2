package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.solve.BatchOutput;
import dev.nimber.app.solve.BatchRunner;
import dev.nimber.app.solve.Durations;
import dev.nimber.app.solve.Solved;
import java.time.Duration;
import java.util.Iterator;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/** Options of the commands that solve many instances: threads and a timeout per instance. */
final class BatchOptions {

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Solve N instances at a time; answers stay in input order (default: the number of cores).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      description = "Give up on an instance after DURATION (500ms, 2s, 1m): it prints 'timeout', the batch goes on,"
          + " and the exit code is 1.")
  Duration timeout;

  /**
   * Solves every task with these options, printing through {@code output}.
   *
   * @return 0 when every instance was answered, 1 when one timed out or its solver failed
   */
  int solve(Iterator<BatchRunner.Task<Solved>> tasks, BooleanSupplier moreReady, BatchOutput output,
      Console console) {
    new BatchRunner().run(tasks, moreReady, threads(), timeout(), output);
    console.out().flush();
    return output.unanswered() == 0 ? ExitCode.ANSWERED : ExitCode.SOLVER_FAILED;
  }

  Optional<Duration> timeout() {
    return Optional.ofNullable(timeout);
  }

  int threads() {
    if (threads < 1) {
      throw new dev.nimber.app.UsageException("--threads must be at least 1, got " + threads);
    }
    return threads;
  }

  static final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      return Durations.parse(value);
    }
  }
}
