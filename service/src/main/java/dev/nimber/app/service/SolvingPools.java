package dev.nimber.app.service;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * The server's solving threads: two bounded pools, one for the engine's searches and one for every
 * other solver, so that a long search never holds up a fast answer. Each pool has a fixed number of
 * threads and a bounded queue; a request that finds its queue full is refused at once (503, with a
 * hint to retry), and one that waits past the time limit is abandoned (504): its work is
 * interrupted, which the engine's searches heed.
 */
public final class SolvingPools implements AutoCloseable {

  /** How long a refused client is asked to wait, in seconds. */
  public static final int RETRY_AFTER_SECONDS = 1;

  private final ThreadPoolExecutor searches;
  private final ThreadPoolExecutor others;
  private final Duration timeout;

  /**
   * @param threads the threads of each pool
   * @param queued how many requests each pool holds beyond its threads
   * @param timeout the most time a request may take, waiting included
   */
  public SolvingPools(int threads, int queued, Duration timeout) {
    this.searches = pool(Math.max(1, threads / 2), queued, "nimber-serve-search");
    this.others = pool(threads, queued, "nimber-serve-solve");
    this.timeout = timeout;
  }

  /**
   * A pool of daemon threads of one name, a fixed number of them, that refuses work ({@link
   * java.util.concurrent.RejectedExecutionException}) past a bounded queue.
   *
   * @param threads the threads
   * @param queued how much work waits beyond them
   * @param name the threads' name
   */
  static ThreadPoolExecutor pool(int threads, int queued, String name) {
    return new ThreadPoolExecutor(
        threads,
        threads,
        0,
        TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(queued),
        work -> {
          Thread thread = new Thread(work, name);
          thread.setDaemon(true);
          return thread;
        });
  }

  /** The time limit of one request. */
  public Duration timeout() {
    return timeout;
  }

  /**
   * Runs work on a pool and waits for it, within the time limit.
   *
   * @param search whether the work is an engine search (its own pool)
   * @param what the work, for the messages ({@code "solver 'search' of game 'nim' on n=5"})
   * @throws ServiceException {@link ServiceException.Kind#BUSY} when the pool's queue is full or
   *     the pool is stopping, {@link ServiceException.Kind#TIMED_OUT} past the time limit
   * @throws RuntimeException as the work threw it
   */
  public <T> T call(boolean search, String what, Supplier<T> work) {
    Future<T> running;
    try {
      running = (search ? searches : others).submit(work::get);
    } catch (RejectedExecutionException full) {
      throw busy(
          "every " + (search ? "search" : "solving") + " thread is taken and the queue is full");
    }
    try {
      return running.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException late) {
      running.cancel(true);
      throw new ServiceException(
          ServiceException.Kind.TIMED_OUT,
          null,
          what
              + " did not finish within the server's time limit of "
              + timeout.toMillis()
              + " ms (nimber serve --timeout)");
    } catch (InterruptedException interrupted) {
      running.cancel(true);
      throw stopping();
    } catch (ExecutionException broken) {
      throw TimedCalls.thrownBy(broken);
    }
  }

  /**
   * The refusal of a request whose work finds no room, saying why and when to try again (the 503's
   * {@code Retry-After}).
   *
   * @param why why, in words
   */
  static ServiceException busy(String why) {
    return new ServiceException(
        ServiceException.Kind.BUSY,
        null,
        "the server is busy (" + why + "); try again in " + RETRY_AFTER_SECONDS + " s");
  }

  /**
   * The refusal of a request whose wait for work was interrupted, because the server is stopping;
   * the thread keeps its interrupt.
   */
  static ServiceException stopping() {
    Thread.currentThread().interrupt();
    return new ServiceException(ServiceException.Kind.BUSY, null, "the server is stopping");
  }

  /** How many engine searches are running. */
  public int searching() {
    return searches.getActiveCount();
  }

  /** How many requests wait in the queues. */
  public int waiting() {
    return searches.getQueue().size() + others.getQueue().size();
  }

  @Override
  public void close() {
    searches.shutdownNow();
    others.shutdownNow();
  }
}
