package dev.nimber.app.cli;

import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.UsageException;
import picocli.CommandLine.Option;

/**
 * {@code --threads N} of the commands that solve one instance at a time (solve, play, table, plot):
 * the threads of the engine's ranked solves, and those on which the weak method values the
 * positions a position's moves lead to ({@code moves}, {@code move}). Batches (judge, run) use
 * their own {@code --threads}: instances at a time.
 */
final class EngineThreadsOption {

  /** The most threads a ranked solve may use. */
  static final int MAX_THREADS = 1024;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Threads for the engine's ranked solves, for the weak method's values of a"
              + " position's moves (moves, move) and for its helpers on a long search, 1 to "
              + MAX_THREADS
              + " (default: the number of cores); the answers are the same for any N.")
  Integer threads;

  /**
   * Puts the threads asked for, if any, into the global options, before the catalog is loaded.
   *
   * @throws UsageException when the number is not from 1 to {@value #MAX_THREADS}
   */
  void applyTo(GlobalOptions options) {
    if (threads == null) {
      return;
    }
    options.engineThreads(checked(threads, MAX_THREADS));
  }

  /**
   * A number of threads given to {@code --threads}.
   *
   * @param threads the number given
   * @param max the most the command allows
   * @return the number
   * @throws UsageException when it is not from 1 to {@code max}
   */
  static int checked(int threads, int max) {
    if (threads < 1 || threads > max) {
      throw new UsageException("--threads must be from 1 to " + max + ", got " + threads);
    }
    return threads;
  }
}
