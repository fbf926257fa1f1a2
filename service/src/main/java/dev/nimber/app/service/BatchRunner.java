package dev.nimber.app.service;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Solves a stream of instances, on several threads if asked, and hands the results on in input
 * order.
 *
 * <p>Tasks are read lazily and handed to the threads in chunks, so that instances of a few
 * microseconds are worth handing to another thread while long ones are shared out one by one: a
 * chunk holds as many tasks as the tasks solved so far say take about {@value #CHUNK_MICROS} µs,
 * from one (before any is solved, and always with a timeout) to {@value #CHUNK}. A chunk is handed
 * on only while fewer than {@value #MAX_TASKS_IN_FLIGHT} tasks are in flight (with a timeout, fewer
 * than {@code threads × 4} chunks), so a stream of any length runs in bounded memory, and one long
 * instance holds back the answers after it but not the threads. When the input has nothing more
 * ready, every answer so far is handed on before the runner waits for more, so a reader at the
 * other end of a pipe gets each answer as soon as it can.
 *
 * <p>Without a timeout, a task handed out alone that asks what one being solved asks ({@link
 * Task#askingAs}) waits for it, its thread taking other chunks meanwhile.
 *
 * <p>With a timeout, an instance's time counts from when a thread starts it; one that runs past it
 * is reported as timed out and its thread is interrupted. A solver that ignores interruption keeps
 * its slot until it returns, so that no more than {@code threads} instances ever compute at once
 * and the instances after it are timed fairly. An error while reading the tasks ends the run after
 * the results of the tasks read before it.
 */
public final class BatchRunner {

  /**
   * One instance to solve.
   *
   * @param label how messages name it ({@code line 3}, {@code instance 2 of 5}), made only for a
   *     message
   * @param work solves it; throws for a bad instance or a failed solver
   * @param <T> what solving gives
   */
  public record Task<T>(Supplier<String> label, Supplier<T> work, Optional<Object> sameAs) {

    /**
     * A task with nothing to tell it apart from the others.
     *
     * @param label how messages name it
     * @param work solves it
     */
    public Task(Supplier<String> label, Supplier<T> work) {
      this(label, work, Optional.empty());
    }

    /**
     * A task that asks what every task of an equal {@code sameAs} asks (the same instance): on
     * several threads without a timeout, it is not solved while one of them is, but after it, its
     * thread taking other work meanwhile, so that the solver's memos answer it at once rather than
     * two threads searching it side by side.
     *
     * @param sameAs a value whose {@code equals} tells the same instance
     */
    public Task<T> askingAs(Object sameAs) {
      return new Task<>(label, work, Optional.of(sameAs));
    }

    /** How messages name the task. */
    public String description() {
      return label.get();
    }
  }

  /** What became of one task. */
  public sealed interface Result<T> {}

  /**
   * The task was solved: only its value is kept, as results wait in memory to be handed on in
   * order.
   */
  public record Done<T>(T value) implements Result<T> {}

  /** The task ran past the timeout. */
  public record TimedOut<T>(Task<T> task, Duration limit) implements Result<T> {}

  /** The task threw: a bad instance, or a solver that failed. */
  public record Failed<T>(Task<T> task, RuntimeException failure) implements Result<T> {}

  /**
   * What one thread made of a part of the input: the results of its instances, in order, and the
   * failure that ended its reading, if any (a bad line: the run ends after the results before it).
   *
   * @param <T> what solving gives
   */
  public record PartResults<T>(List<Result<T>> results, Optional<RuntimeException> readFailure) {}

  static final int CHUNK = 256;
  static final int MAX_TASKS_IN_FLIGHT = 8192;

  /** The time a chunk of tasks is sized to take, in microseconds. */
  static final long CHUNK_MICROS = 500;

  private static final int CHUNKS_IN_FLIGHT_PER_THREAD = 4;

  /**
   * The most parts in flight, whatever the threads: one for each of the most threads a batch may
   * have.
   */
  static final int MAX_PARTS_IN_FLIGHT = 256;

  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

  /**
   * Runs every task and gives each result to {@code inOrder}, in input order, on the calling
   * thread. An exception thrown by {@code inOrder} or by the task iterator ends the run and
   * propagates; so does an error (such as running out of memory) in a solver thread.
   *
   * @param moreReady whether the next task can be read without waiting (for a pipe: whether input
   *     is buffered)
   * @param threads at least 1
   * @param timeout the most time one instance may take, or empty for no limit
   */
  public <T> void run(
      Iterator<Task<T>> tasks,
      BooleanSupplier moreReady,
      int threads,
      Optional<Duration> timeout,
      Consumer<Result<T>> inOrder) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    if (threads == 1 && timeout.isEmpty()) {
      tasks.forEachRemaining(task -> inOrder.accept(runHere(task)));
      return;
    }
    new Run<>(threads, timeout, inOrder).run(tasks, moreReady);
  }

  /**
   * Reads and solves parts of an input on {@code threads} threads, each part by one thread, and
   * gives the results to {@code inOrder}, part after part, in input order, on the calling thread;
   * at most {@code threads × 4} parts, and {@value #MAX_PARTS_IN_FLIGHT} in all, are in flight. For
   * inputs whose instances can be read apart (one per line): the calling thread only cuts the input
   * and prints. When the input has nothing more ready, every result so far is handed on before the
   * runner waits for more. A part's read failure ends the run after the results before it, as does
   * an exception from {@code parts} or {@code inOrder}, or an error (such as running out of memory)
   * in a solver thread. No timeout: an instance whose time is limited needs a task of its own
   * ({@link #run}).
   *
   * @param parts each reads and solves one part; the iterator may block until a part can be read
   * @param moreReady whether the next part can be read without waiting
   * @param threads at least 1
   * @param handedOn called when every result so far has been handed on, before the runner waits for
   *     more input
   */
  public <T> void runParts(
      Iterator<Supplier<PartResults<T>>> parts,
      BooleanSupplier moreReady,
      int threads,
      Consumer<Result<T>> inOrder,
      Runnable handedOn) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads, BatchRunner::solverThread);
    Deque<Future<PartResults<T>>> inFlight = new ArrayDeque<>();
    try {
      while (true) {
        if (!moreReady.getAsBoolean()) {
          handOnAll(inFlight, inOrder);
          handedOn.run();
        }
        boolean more;
        try {
          more = parts.hasNext();
        } catch (RuntimeException readFailure) {
          handOnAll(inFlight, inOrder);
          throw readFailure;
        }
        if (!more) {
          break;
        }
        if (inFlight.size()
            >= Math.min(threads * CHUNKS_IN_FLIGHT_PER_THREAD, MAX_PARTS_IN_FLIGHT)) {
          handOn(inFlight.poll(), inOrder);
        }
        inFlight.add(pool.submit(parts.next()::get));
      }
      handOnAll(inFlight, inOrder);
    } finally {
      pool.shutdownNow();
    }
  }

  /** Hands on the results of every part in flight, in order. */
  private static <T> void handOnAll(
      Deque<Future<PartResults<T>>> inFlight, Consumer<Result<T>> inOrder) {
    while (!inFlight.isEmpty()) {
      handOn(inFlight.poll(), inOrder);
    }
  }

  /**
   * Waits for a part and hands its results on; then throws the failure that ended its reading, if
   * any.
   */
  private static <T> void handOn(Future<PartResults<T>> part, Consumer<Result<T>> inOrder) {
    PartResults<T> done;
    try {
      done = part.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a part of the input", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException("the solver thread for a part of the input broke", e);
    }
    done.results().forEach(inOrder);
    if (done.readFailure().isPresent()) {
      throw done.readFailure().get();
    }
  }

  /**
   * A thread of a batch's pool: a daemon, so that a solver that ignores interruption cannot keep
   * the process.
   */
  private static Thread solverThread(Runnable work) {
    Thread thread = new Thread(work, "nimber-solver");
    thread.setDaemon(true);
    return thread;
  }

  /** Runs a task on the calling thread: its value, or what it threw. */
  public static <T> Result<T> runHere(Task<T> task) {
    try {
      return new Done<>(task.work().get());
    } catch (RuntimeException failure) {
      return new Failed<>(task, failure);
    }
  }

  /** One run on a pool of threads. */
  private static final class Run<T> {

    private final int threads;
    private final Optional<Duration> timeout;
    private final Consumer<Result<T>> inOrder;

    /**
     * With a timeout, a thread for each chunk, since one that ignores its interruption keeps its
     * thread; otherwise the threads asked for.
     */
    private final ExecutorService pool;

    /** One permit per thread: an instance computes only while it holds one. */
    private final Semaphore slots;

    private final Deque<Pending<T>> inFlight = new ArrayDeque<>();
    private int tasksInFlight;

    /**
     * What the chunks of one task being solved ask ({@link Task#sameAs}), each with its chunk's
     * completion; without a timeout only.
     */
    private final ConcurrentHashMap<Object, CompletableFuture<List<Result<T>>>> solving =
        new ConcurrentHashMap<>();

    /** The tasks solved so far and the time they took, which size the chunks. */
    private final AtomicLong solvedTasks = new AtomicLong();

    private final AtomicLong solvedNanos = new AtomicLong();

    /**
     * Timed-out chunks still computing, whose slots go back after a grace period if they do not end
     * by then.
     */
    private final Deque<Pending<T>> overdue = new ArrayDeque<>();

    Run(int threads, Optional<Duration> timeout, Consumer<Result<T>> inOrder) {
      this.threads = threads;
      this.timeout = timeout;
      this.inOrder = inOrder;
      this.pool =
          timeout.isPresent()
              ? Executors.newCachedThreadPool(BatchRunner::solverThread)
              : Executors.newFixedThreadPool(threads, BatchRunner::solverThread);
      this.slots = new Semaphore(threads);
    }

    /**
     * The tasks the next chunk holds: one with a timeout or before any task is solved, else as many
     * as take about {@value #CHUNK_MICROS} µs at the mean time of those solved.
     */
    private int chunkSize() {
      long solved = solvedTasks.get();
      if (timeout.isPresent() || solved == 0) {
        return 1;
      }
      long meanNanos = Math.max(1, solvedNanos.get() / solved);
      return (int) Math.max(1, Math.min(CHUNK, CHUNK_MICROS * 1_000 / meanNanos));
    }

    /** Whether a further task would put more in flight than allowed. */
    private boolean full() {
      return timeout.isPresent()
          ? inFlight.size() >= threads * CHUNKS_IN_FLIGHT_PER_THREAD
          : tasksInFlight >= MAX_TASKS_IN_FLIGHT;
    }

    void run(Iterator<Task<T>> tasks, BooleanSupplier moreReady) {
      try {
        while (true) {
          if (!moreReady.getAsBoolean()) {
            drain();
          }
          int chunkSize = chunkSize();
          List<Task<T>> chunk = new ArrayList<>(chunkSize);
          RuntimeException readFailure = null;
          try {
            while (chunk.size() < chunkSize
                && (chunk.isEmpty() || moreReady.getAsBoolean())
                && tasks.hasNext()) {
              chunk.add(tasks.next());
            }
          } catch (RuntimeException e) {
            readFailure = e;
          }
          if (!chunk.isEmpty()) {
            while (full()) {
              handOnOldest();
            }
            inFlight.add(submit(chunk));
            tasksInFlight += chunk.size();
          }
          if (readFailure != null) {
            drain();
            throw readFailure;
          }
          if (chunk.isEmpty()) {
            drain();
            return;
          }
        }
      } finally {
        pool.shutdownNow();
      }
    }

    private void drain() {
      while (!inFlight.isEmpty()) {
        handOnOldest();
      }
    }

    private void handOnOldest() {
      Pending<T> oldest = inFlight.poll();
      tasksInFlight -= oldest.tasks.size();
      await(oldest).forEach(inOrder);
    }

    private Pending<T> submit(List<Task<T>> tasks) {
      Pending<T> pending = new Pending<>(tasks);
      if (timeout.isEmpty() && tasks.size() == 1 && tasks.get(0).sameAs().isPresent()) {
        CompletableFuture<List<Result<T>>> done = new CompletableFuture<>();
        pending.future = done;
        pool.execute(() -> solveUnlessAskedAlready(pending, tasks.get(0).sameAs().get(), done));
        return pending;
      }
      pending.future = pool.submit(() -> solve(pending));
      return pending;
    }

    /**
     * Solves a chunk of one task unless a task asking the same is being solved: then its thread
     * goes on to other work, and the chunk is handed to the pool again once that one is done.
     */
    private void solveUnlessAskedAlready(
        Pending<T> pending, Object asked, CompletableFuture<List<Result<T>>> done) {
      CompletableFuture<List<Result<T>>> before = solving.putIfAbsent(asked, done);
      if (before != null) {
        before.whenComplete(
            (results, failure) ->
                pool.execute(() -> solveUnlessAskedAlready(pending, asked, done)));
        return;
      }
      try {
        List<Result<T>> results = solve(pending);
        solving.remove(asked, done);
        done.complete(results);
      } catch (Throwable failure) {
        // An error (a task's own failures are results): the run rethrows it from the chunk.
        solving.remove(asked, done);
        done.completeExceptionally(failure);
      }
    }

    /** Solves a chunk's tasks, holding a slot, and counts their time to size the next chunks. */
    private List<Result<T>> solve(Pending<T> pending) {
      slots.acquireUninterruptibly();
      try {
        pending.startedNanos = System.nanoTime();
        List<Result<T>> results = new ArrayList<>(pending.tasks.size());
        for (Task<T> task : pending.tasks) {
          results.add(runHere(task));
        }
        pending.finishedNanos = System.nanoTime();
        solvedNanos.addAndGet(pending.finishedNanos - pending.startedNanos);
        solvedTasks.addAndGet(pending.tasks.size());
        return results;
      } finally {
        pending.releaseSlot(slots);
      }
    }

    /**
     * The chunk's results; with a timeout the chunk holds one task, reported as timed out when it
     * runs past it.
     */
    private List<Result<T>> await(Pending<T> pending) {
      try {
        while (true) {
          if (timeout.isEmpty()) {
            return pending.future.get();
          }
          releaseOverdueSlots();
          long started = pending.startedNanos;
          long wait = POLL_NANOS;
          if (started != 0) {
            wait = Math.min(POLL_NANOS, timeout.get().toNanos() - (System.nanoTime() - started));
            if (wait <= 0 && !pending.future.isDone()) {
              pending.future.cancel(true);
              // Its thread was interrupted; a solver that ignores that keeps its slot for one more
              // timeout at most.
              pending.overdueSinceNanos = System.nanoTime();
              overdue.add(pending);
              return List.of(new TimedOut<>(pending.tasks.get(0), timeout.get()));
            }
          }
          try {
            List<Result<T>> results = pending.future.get(Math.max(wait, 1), TimeUnit.NANOSECONDS);
            // Judged by how long it ran, not by when this thread looked: a late look changes
            // nothing.
            return pending.finishedNanos - pending.startedNanos > timeout.get().toNanos()
                ? List.of(new TimedOut<>(pending.tasks.get(0), timeout.get()))
                : results;
          } catch (TimeoutException stillRunning) {
            // Look again: the task may have started, or its time may be up.
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(
            "interrupted while waiting for " + pending.tasks.get(0).description(), e);
      } catch (ExecutionException e) {
        if (e.getCause() instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(
            "the solver thread for " + pending.tasks.get(0).description() + " broke", e);
      } catch (CancellationException e) {
        throw new IllegalStateException(
            "the solver thread for " + pending.tasks.get(0).description() + " broke", e);
      }
    }

    /**
     * Gives back the slots of timed-out work that ignored its interruption for a whole further
     * timeout.
     */
    private void releaseOverdueSlots() {
      long now = System.nanoTime();
      while (!overdue.isEmpty()
          && now - overdue.peek().overdueSinceNanos >= timeout.orElseThrow().toNanos()) {
        overdue.poll().releaseSlot(slots);
      }
    }
  }

  /**
   * A submitted chunk: when its work started (0 before) and ended, and whether its slot was given
   * back.
   */
  private static final class Pending<T> {
    final List<Task<T>> tasks;
    volatile long startedNanos;
    volatile long finishedNanos;
    long overdueSinceNanos;
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
}
