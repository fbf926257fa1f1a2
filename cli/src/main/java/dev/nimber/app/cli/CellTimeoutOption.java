package dev.nimber.app.cli;

import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --timeout DURATION} of the commands that answer a grid of cells (table, plot): a cell not
 * answered within it is left empty, the others go on, and the exit code is 1.
 */
final class CellTimeoutOption {

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = BatchOptions.DurationConverter.class,
      description = "Leave a cell empty after DURATION (1ms to 7 days); the exit code is then 1.")
  Duration timeout;

  /** The time a cell may take, if limited. */
  Optional<Duration> timeout() {
    return Optional.ofNullable(timeout);
  }
}
