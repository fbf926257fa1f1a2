package dev.nimber.app.solve;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Solves a stream of instances, on several threads if asked, and hands the results on in input order.
 *
 * <p>Tasks are read lazily, in chunks of up to {@value #CHUNK} (one task per chunk with a timeout) so that instances
 * of a few microseconds are worth handing to another thread, and at most {@code threads × 4} chunks are in flight, so
 * a stream of any length runs in bounded memory. When the input has nothing more ready, every answer so far is handed
 * on before the runner waits for more, so a reader at the other end of a pipe gets each answer as soon as it can.
 *
 * <p>With a timeout, an instance whose solver runs past it is reported as timed out and its thread is interrupted; a
 * solver that ignores interruption runs on in the background, but its slot goes to the next instance. An error while
 * reading the tasks ends the run after the results of the tasks read before it.
 */
public final class BatchRunner {

  /**
   * One instance to solve.
   *
   * @param description how messages name it ({@code line 3}, {@code instance 2 of 5})
   * @param work solves it; throws for a bad instance or a failed solver
   * @param <T> what solving gives
   */
  public record Task<T>(String description, Supplier<T> work) {}

  /** What became of one task. */
  public sealed interface Result<T> {
    Task<T> task();
  }

  /** The task was solved. */
  public record Done<T>(Task<T> task, T value) implements Result<T> {}

  /** The task ran past the timeout. */
  public record TimedOut<T>(Task<T> task, Duration limit) implements Result<T> {}

  /** The task threw: a bad instance, or a solver that failed. */
  public record Failed<T>(Task<T> task, RuntimeException failure) implements Result<T> {}

  static final int CHUNK = 256;
  private static final int CHUNKS_IN_FLIGHT_PER_THREAD = 4;
  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

  /**
   * Runs every task and gives each result to {@code inOrder}, in input order, on the calling thread. An exception
   * thrown by {@code inOrder} or by the task iterator ends the run and propagates.
   *
   * @param moreReady whether the next task can be read without waiting (for a pipe: whether input is buffered)
   * @param threads at least 1
   * @param timeout the most time one instance may take, or empty for no limit
   */
  public <T> void run(Iterator<Task<T>> tasks, BooleanSupplier moreReady, int threads, Optional<Duration> timeout,
      Consumer<Result<T>> inOrder) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    if (threads == 1 && timeout.isEmpty()) {
      tasks.forEachRemaining(task -> inOrder.accept(runHere(task)));
      return;
    }
    int chunkSize = timeout.isPresent() ? 1 : CHUNK;
    ExecutorService pool = Executors.newCachedThreadPool(work -> {
      Thread thread = new Thread(work, "nimber-solver");
      thread.setDaemon(true);
      return thread;
    });
    Semaphore slots = new Semaphore(threads);
    Deque<Pending<T>> inFlight = new ArrayDeque<>();
    try {
      while (true) {
        if (!moreReady.getAsBoolean()) {
          drain(inFlight, timeout, slots, inOrder);
        }
        List<Task<T>> chunk = new ArrayList<>(chunkSize);
        RuntimeException readFailure = null;
        try {
          while (chunk.size() < chunkSize && (chunk.isEmpty() || moreReady.getAsBoolean()) && tasks.hasNext()) {
            chunk.add(tasks.next());
          }
        } catch (RuntimeException e) {
          readFailure = e;
        }
        if (!chunk.isEmpty()) {
          if (inFlight.size() >= threads * CHUNKS_IN_FLIGHT_PER_THREAD) {
            await(inFlight.poll(), timeout, slots).forEach(inOrder);
          }
          inFlight.add(submit(pool, slots, chunk));
        }
        if (readFailure != null) {
          drain(inFlight, timeout, slots, inOrder);
          throw readFailure;
        }
        if (chunk.isEmpty()) {
          drain(inFlight, timeout, slots, inOrder);
          return;
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static <T> void drain(
      Deque<Pending<T>> inFlight, Optional<Duration> timeout, Semaphore slots, Consumer<Result<T>> inOrder) {
    while (!inFlight.isEmpty()) {
      await(inFlight.poll(), timeout, slots).forEach(inOrder);
    }
  }

  private static <T> Result<T> runHere(Task<T> task) {
    try {
      return new Done<>(task, task.work().get());
    } catch (RuntimeException failure) {
      return new Failed<>(task, failure);
    }
  }

  /** A submitted chunk: when its work started (0 before), and whether its slot was given back. */
  private static final class Pending<T> {
    final List<Task<T>> tasks;
    volatile long startedNanos;
    final AtomicBoolean slotReleased = new AtomicBoolean();
    Future<List<Result<T>>> future;

    Pending(List<Task<T>> tasks) {
      this.tasks = tasks;
    }

    void releaseSlot(Semaphore slots) {
      if (slotReleased.compareAndSet(false, true)) {
        slots.release();
      }
    }
  }

  private static <T> Pending<T> submit(ExecutorService pool, Semaphore slots, List<Task<T>> tasks) {
    Pending<T> pending = new Pending<>(tasks);
    pending.future = pool.submit(() -> {
      slots.acquireUninterruptibly();
      try {
        pending.startedNanos = System.nanoTime();
        List<Result<T>> results = new ArrayList<>(tasks.size());
        for (Task<T> task : tasks) {
          results.add(runHere(task));
        }
        return results;
      } finally {
        pending.releaseSlot(slots);
      }
    });
    return pending;
  }

  /** The chunk's results; with a timeout the chunk holds one task, reported as timed out when it runs past it. */
  private static <T> List<Result<T>> await(Pending<T> pending, Optional<Duration> timeout, Semaphore slots) {
    try {
      while (true) {
        if (timeout.isEmpty()) {
          return pending.future.get();
        }
        long started = pending.startedNanos;
        long wait = POLL_NANOS;
        if (started != 0) {
          wait = timeout.get().toNanos() - (System.nanoTime() - started);
          if (wait <= 0 && !pending.future.isDone()) {
            pending.future.cancel(true);
            pending.releaseSlot(slots);
            return List.of(new TimedOut<>(pending.tasks.get(0), timeout.get()));
          }
        }
        try {
          return pending.future.get(Math.max(wait, 1), TimeUnit.NANOSECONDS);
        } catch (TimeoutException stillRunning) {
          // Look again: the task may have started, or its time may be up.
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for " + pending.tasks.get(0).description(), e);
    } catch (ExecutionException | CancellationException e) {
      throw new IllegalStateException("the solver thread for " + pending.tasks.get(0).description() + " broke", e);
    }
  }
}
