package dev.nimber.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Threads that take shares of short parallel steps (tens of microseconds to milliseconds each) for
 * one owner thread. A step is handed over and collected by spinning, which takes about a
 * microsecond where a thread pool's hand-over, which parks and wakes threads, takes tens. A helper
 * spins for {@value #SPIN_NANOS} ns after each share, then parks, and ends after {@value
 * #RETIRE_NANOS} ns without work, so the owner never needs to close it: a helper that ended is
 * replaced by a new thread at the next step.
 *
 * <p>Used by one owner thread at a time.
 */
final class SpinningHelpers {

  /** How long a helper spins for its next share before it parks. */
  private static final long SPIN_NANOS = 200_000;

  /** How long a helper waits for work before its thread ends. */
  private static final long RETIRE_NANOS = 1_000_000_000L;

  private final Helper[] helpers;

  /**
   * Helpers for steps cut into at most {@code count + 1} shares (the owner takes one).
   *
   * @param count how many helper threads, at least 1
   */
  SpinningHelpers(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("count must be at least 1, got " + count);
    }
    helpers = new Helper[count];
  }

  /**
   * Runs the first share on the calling thread and each other on a helper, and returns when all are
   * done, even when one fails: so no share still runs once this returns or throws.
   *
   * @param shares at most one more than the helpers
   * @return each share's result, in order
   * @throws RuntimeException (or an Error) the first share in order that failed threw
   */
  <T> List<T> runAll(List<Supplier<T>> shares) {
    if (shares.isEmpty() || shares.size() - 1 > helpers.length) {
      throw new IllegalArgumentException(
          shares.size() + " shares for " + helpers.length + " helpers and the owner");
    }
    for (int i = 1; i < shares.size(); i++) {
      if (!helperFor(i - 1).post(shares.get(i))) {
        helpers[i - 1] = null;
        helperFor(i - 1).post(shares.get(i));
      }
    }
    List<Object> results = new ArrayList<>(shares.size());
    Throwable failure = null;
    try {
      results.add(shares.get(0).get());
    } catch (RuntimeException | Error ownFailure) {
      failure = ownFailure;
      results.add(null);
    }
    for (int i = 1; i < shares.size(); i++) {
      Helper helper = helpers[i - 1];
      results.add(helper.await());
      if (failure == null) {
        failure = helper.takeFailure();
      } else {
        helper.takeFailure();
      }
    }
    if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failure instanceof Error error) {
      throw error;
    }
    @SuppressWarnings("unchecked")
    List<T> typed = (List<T>) results;
    return typed;
  }

  private Helper helperFor(int index) {
    if (helpers[index] == null) {
      helpers[index] = new Helper();
      Thread thread = new Thread(helpers[index], "nimber-search-helper");
      thread.setDaemon(true);
      helpers[index].thread = thread;
      thread.start();
    }
    return helpers[index];
  }

  /** One helper thread and the share handed to it. */
  private static final class Helper implements Runnable {

    private static final int IDLE = 0;
    private static final int POSTED = 1;
    private static final int DONE = 2;
    private static final int RETIRED = 3;

    private final AtomicInteger state = new AtomicInteger(IDLE);
    private Thread thread;

    /**
     * Written before the state says POSTED or DONE, and read after it does, so the state publishes
     * them.
     */
    private Supplier<?> share;

    private volatile Thread owner;
    private Object result;
    private Throwable failure;

    /**
     * Hands a share over; false when this helper's thread has ended, and a new helper must take it.
     */
    boolean post(Supplier<?> given) {
      share = given;
      owner = Thread.currentThread();
      if (!state.compareAndSet(IDLE, POSTED)) {
        share = null;
        return false;
      }
      LockSupport.unpark(thread);
      return true;
    }

    /** Waits for the share posted last and returns its result (null when it failed). */
    Object await() {
      long start = System.nanoTime();
      while (state.get() != DONE) {
        if (System.nanoTime() - start < SPIN_NANOS) {
          Thread.onSpinWait();
        } else {
          LockSupport.parkNanos(this, 50_000);
        }
      }
      Object done = result;
      result = null;
      return done;
    }

    /** What the share collected last threw, or null; lets the helper take its next share. */
    Throwable takeFailure() {
      Throwable thrown = failure;
      failure = null;
      state.set(IDLE);
      return thrown;
    }

    @Override
    public void run() {
      long idleSince = System.nanoTime();
      while (true) {
        int now = state.get();
        if (now == POSTED) {
          try {
            result = share.get();
          } catch (RuntimeException | Error thrown) {
            failure = thrown;
          }
          share = null;
          state.set(DONE);
          LockSupport.unpark(owner);
          idleSince = System.nanoTime();
          continue;
        }
        long idle = System.nanoTime() - idleSince;
        if (idle < SPIN_NANOS) {
          Thread.onSpinWait();
        } else if (idle < RETIRE_NANOS) {
          LockSupport.parkNanos(this, RETIRE_NANOS - idle);
        } else if (state.compareAndSet(IDLE, RETIRED)) {
          return;
        } else {
          idleSince = System.nanoTime();
        }
      }
    }
  }
}
