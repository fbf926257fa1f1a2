package dev.nimber.engine.weak;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;

/**
 * One null-window search of the weak method raced by several threads (lazy SMP, {@link
 * AlphaBetaValues#onThreads}): what is searched, the helpers once they join, the first score found,
 * and whether one was. The search that answers makes the race, lets the helpers join once it has
 * visited enough positions, and {@linkplain #end ends} it, waiting for them; a helper that sees the
 * race finished, or its question no longer the only one answered ({@link #alone}), stops by
 * throwing {@link #LOST}.
 */
final class SearchRace {

  /** Thrown, without a stack trace, by a thread that sees another finish first. */
  static final Lost LOST = new Lost();

  /**
   * Threads of the helpers: daemons, with stacks that hold the deepest line searched, made when
   * needed.
   */
  private static final ExecutorService HELPER_THREADS =
      Executors.newCachedThreadPool(
          work -> {
            Thread thread = new Thread(null, work, "nimber-weak-helper", 16L << 20);
            thread.setDaemon(true);
            return thread;
          });

  private final int tier;
  private final long code;
  private final int alpha;
  private final int beta;

  /** The count of nodes the search that answers has visited when the helpers join. */
  private final long joinAt;

  /** Whether the race's question is still the only one being answered. */
  private final BooleanSupplier alone;

  /**
   * The helpers' runs, once they joined: only the search that answers starts and waits for them.
   */
  private final List<Future<?>> helping = new ArrayList<>();

  /** The keys of the positions the threads are searching near the root, each with its threads. */
  private final ConcurrentHashMap<Long, Integer> searching = new ConcurrentHashMap<>();

  /** Whether the helpers joined: read by every thread of the race. */
  private volatile boolean joined;

  private volatile boolean finished;
  private int score;

  /**
   * @param tier the tier of the position searched
   * @param code its code
   * @param alpha the window's lower bound
   * @param beta its upper bound
   * @param joinAt the count of visits of the search that answers at which the helpers join
   * @param alone whether the race's question is still the only one being answered: once it is not,
   *     the helpers stop, leaving the threads to the other questions, and the search that answers
   *     goes on alone
   */
  SearchRace(int tier, long code, int alpha, int beta, long joinAt, BooleanSupplier alone) {
    this.tier = tier;
    this.code = code;
    this.alpha = alpha;
    this.beta = beta;
    this.joinAt = joinAt;
    this.alone = alone;
  }

  /** The count of visits at which the helpers join. */
  long joinAt() {
    return joinAt;
  }

  /** Whether the helpers may join, or go on: the race's question is the only one answered. */
  boolean alone() {
    return alone.getAsBoolean();
  }

  /** Whether the helpers joined. */
  boolean joined() {
    return joined;
  }

  /** Whether a thread found the score. */
  boolean finished() {
    return finished;
  }

  /**
   * Starts each helper's search of the same window on a thread of its own; called by the search
   * that answers, once.
   */
  void join(List<AlphaBetaValues> helpers) {
    joined = true;
    for (AlphaBetaValues helper : helpers) {
      helping.add(HELPER_THREADS.submit(() -> raceIn(helper)));
    }
  }

  /**
   * A helper's part: it searches until it answers or another thread does; what it meets stops only
   * it (the search that answers meets and reports it too).
   */
  private void raceIn(AlphaBetaValues helper) {
    helper.race(this);
    try {
      finish(helper.search(tier, code, alpha, beta, 0));
    } catch (RuntimeException | StackOverflowError stopped) {
      // Lost the race, or met what the search that answers will meet and report.
    } finally {
      helper.race(null);
    }
  }

  /**
   * Notes, once the helpers joined, that a thread searches a position's moves, until it {@linkplain
   * #leave leaves} it, so that the other threads can put the position off ({@link #busy}). A thread
   * that stops by throwing leaves its positions noted, which only orders the race's other searches.
   *
   * @param key the position's key
   * @return whether it was noted (the helpers joined)
   */
  boolean enter(long key) {
    if (!joined()) {
      return false;
    }
    searching.merge(key, 1, Integer::sum);
    return true;
  }

  /** Notes that a thread stopped searching a position's moves it {@linkplain #enter entered}. */
  void leave(long key) {
    searching.computeIfPresent(key, (position, threads) -> threads == 1 ? null : threads - 1);
  }

  /** Whether another thread is searching a position's moves. */
  boolean busy(long key) {
    return searching.containsKey(key);
  }

  /** Keeps the first score found. */
  synchronized void finish(int found) {
    if (!finished) {
      score = found;
      finished = true;
    }
  }

  /** The first score found. */
  synchronized int score() {
    return score;
  }

  /**
   * Marks the race finished and waits for every helper to stop; an interruption meanwhile is kept
   * for the caller's thread.
   */
  void end() {
    finished = true;
    boolean interrupted = false;
    for (Future<?> helper : helping) {
      while (true) {
        try {
          helper.get();
          break;
        } catch (InterruptedException again) {
          interrupted = true;
        } catch (ExecutionException failed) {
          break;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** How a helper that sees the race finished stops. */
  static final class Lost extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Lost() {
      super("another thread answered first", null, false, false);
    }
  }
}
