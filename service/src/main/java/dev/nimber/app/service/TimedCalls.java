package dev.nimber.app.service;

import dev.nimber.api.SolverFailureException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Runs calls one after another, each for at most a time limit. Without a limit a call runs on the
 * caller's thread; with one, on a daemon thread that is interrupted when the limit passes and then
 * left behind (a call that ignores interruption may go on for a while; the next call gets a thread
 * of its own). Not thread-safe.
 */
public final class TimedCalls implements AutoCloseable {

  private final Optional<Duration> limit;
  private ExecutorService worker;

  /**
   * @param limit the most time one call may take, or empty for no limit
   */
  public TimedCalls(Optional<Duration> limit) {
    this.limit = limit;
  }

  /** The limit, if any. */
  public Optional<Duration> limit() {
    return limit;
  }

  /**
   * Runs one call.
   *
   * @return what the call returned, or empty when it ran past the limit
   * @throws RuntimeException or {@link Error} as the call threw them
   */
  public <T> Optional<T> call(Supplier<T> work) {
    if (limit.isEmpty()) {
      return Optional.of(work.get());
    }
    if (worker == null) {
      worker =
          Executors.newSingleThreadExecutor(
              task -> {
                Thread thread = new Thread(task, "nimber-timed");
                thread.setDaemon(true);
                return thread;
              });
    }
    Future<T> running = worker.submit(work::get);
    try {
      return Optional.of(running.get(limit.get().toNanos(), TimeUnit.NANOSECONDS));
    } catch (TimeoutException late) {
      running.cancel(true);
      worker.shutdownNow();
      worker = null;
      return Optional.empty();
    } catch (InterruptedException interrupted) {
      running.cancel(true);
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a solver", interrupted);
    } catch (ExecutionException broken) {
      throw thrownBy(broken);
    }
  }

  /**
   * What a call run on another thread threw, to be thrown again on the thread that waited for it.
   *
   * @throws Error the call's error, as it is
   * @return the call's unchecked exception as it is; anything else wrapped
   */
  public static RuntimeException thrownBy(ExecutionException broken) {
    if (broken.getCause() instanceof RuntimeException failure) {
      return failure;
    }
    if (broken.getCause() instanceof Error error) {
      throw error;
    }
    return new IllegalStateException(broken.getCause());
  }

  /**
   * Runs one call that must finish within the limit.
   *
   * @param late who did not finish and what, as the message begins ({@code solver 'x' found no move
   *     from n=5})
   * @return what the call returned
   * @throws SolverFailureException with {@link SolverFailureException.Reason#INTERRUPTED} when it
   *     ran past the limit, its message {@code late} followed by the limit
   */
  public <T> T callWithin(Supplier<T> work, Supplier<String> late) {
    return call(work)
        .orElseThrow(
            () ->
                new SolverFailureException(
                    SolverFailureException.Reason.INTERRUPTED,
                    late.get() + " within --timeout " + Durations.format(limit.orElseThrow())));
  }

  @Override
  public void close() {
    if (worker != null) {
      worker.shutdownNow();
    }
  }
}
