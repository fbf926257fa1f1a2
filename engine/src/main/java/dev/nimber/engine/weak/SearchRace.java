package dev.nimber.engine.weak;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * One null-window search of the weak method raced by several threads (lazy SMP, {@link
 * AlphaBetaValues#onThreads}): what is searched, the helpers once they join, the first score found,
 * and whether one was. The search that answers makes the race, lets the helpers join once it has
 * visited enough positions, and {@linkplain #end ends} it, waiting for them; a helper that sees the
 * race finished stops by throwing {@link #LOST}.
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

  /**
   * The helpers' runs, once they joined: only the search that answers starts and waits for them.
   */
  private final List<Future<?>> helping = new ArrayList<>();

  private volatile boolean finished;
  private int score;

  /**
   * @param tier the tier of the position searched
   * @param code its code
   * @param alpha the window's lower bound
   * @param beta its upper bound
   * @param joinAt the count of visits of the search that answers at which the helpers join
   */
  SearchRace(int tier, long code, int alpha, int beta, long joinAt) {
    this.tier = tier;
    this.code = code;
    this.alpha = alpha;
    this.beta = beta;
    this.joinAt = joinAt;
  }

  /** The count of visits at which the helpers join. */
  long joinAt() {
    return joinAt;
  }

  /** Whether the helpers joined. */
  boolean joined() {
    return !helping.isEmpty();
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
    for (AlphaBetaValues helper : helpers) {
      helping.add(HELPER_THREADS.submit(() -> helper.raceIn(this, tier, code, alpha, beta)));
    }
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
