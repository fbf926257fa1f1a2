package dev.nimber.engine.weak;

import dev.nimber.api.SolverFailureException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Threads for the shares of one piece of search work, each with a stack that holds the deepest line
 * the weak search follows: started, then waited for until every one has ended. When a share throws,
 * the other threads are interrupted (a search stops at its next check) and the first failure is
 * thrown; an interrupted caller interrupts them all, waits for them, keeps its interrupt status and
 * throws a {@link SolverFailureException} for the interruption.
 */
final class SearchThreads {

  /** A thread's stack: the weak search recurses once a move, up to 4,096 moves deep. */
  private static final long STACK_BYTES = 16L << 20;

  private SearchThreads() {}

  /**
   * Runs each share on a thread of its own and returns once every thread has ended.
   *
   * @param shares the shares, each of which should stop early once {@code failure} is set
   * @param name the threads' name
   * @param what what the threads do, for the interruption's message ("valued …")
   * @param failure where the first failure is kept; a share may read it to stop early
   * @throws RuntimeException (or an Error) the first failure, once every thread has ended
   */
  static void run(
      List<Runnable> shares, String name, String what, AtomicReference<Throwable> failure) {
    List<Thread> threads = new ArrayList<>();
    for (Runnable share : shares) {
      threads.add(
          daemon(
              () -> {
                try {
                  share.run();
                } catch (RuntimeException | Error failed) {
                  if (failure.compareAndSet(null, failed)) {
                    threads.forEach(Thread::interrupt);
                  }
                }
              },
              name));
    }
    threads.forEach(Thread::start);
    waitFor(threads, what, failure);
    throwIfFailed(failure);
  }

  /**
   * A daemon thread, not started, with a stack that holds the deepest line the weak search follows.
   *
   * @param share what it runs
   * @param name its name
   * @return the thread
   */
  static Thread daemon(Runnable share, String name) {
    Thread thread = new Thread(null, share, name, STACK_BYTES);
    thread.setDaemon(true);
    return thread;
  }

  /**
   * Waits until every thread has ended. An interrupt of the caller meanwhile interrupts them all
   * and is kept; the interruption is then the failure, unless one came first.
   *
   * @param threads the threads, started
   * @param what what the threads do, for the interruption's message ("valued …")
   * @param failure where the first failure is kept
   */
  static void waitFor(List<Thread> threads, String what, AtomicReference<Throwable> failure) {
    boolean interrupted = false;
    for (Thread thread : threads) {
      while (thread.isAlive()) {
        try {
          thread.join();
        } catch (InterruptedException stop) {
          interrupted = true;
          threads.forEach(Thread::interrupt);
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
      failure.compareAndSet(
          null,
          new SolverFailureException(
              SolverFailureException.Reason.INTERRUPTED, "interrupted while " + what));
    }
  }

  /**
   * Throws the failure kept, if any.
   *
   * @param failure the first failure, or null in it
   */
  static void throwIfFailed(AtomicReference<Throwable> failure) {
    if (failure.get() instanceof RuntimeException failed) {
      throw failed;
    }
    if (failure.get() instanceof Error failed) {
      throw failed;
    }
  }
}
