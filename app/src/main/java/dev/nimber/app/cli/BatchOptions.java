package dev.nimber.app.cli;

import dev.nimber.app.solve.Durations;
import java.time.Duration;
import java.util.Optional;
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
