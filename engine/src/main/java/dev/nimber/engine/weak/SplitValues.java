package dev.nimber.engine.weak;

import dev.nimber.api.API;
import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The values of several searches of one set of rules (weak searches on one table, {@link
 * WeakSearches}), which value a list of positions together ({@link #evaluateEach}: every move of a
 * position). The first search values them on the caller's thread, taking the next position not yet
 * taken each time; once the caller's thread has spent {@value #SPLIT_AFTER_MILLIS} ms valuing
 * positions (those asked one at a time before included), each other search joins it on a thread of
 * its own, so positions that take microseconds never wait for a thread to start. A position asked
 * alone is valued by the first search, which helper threads of its own may race while no split is
 * under way ({@link #splitUnderWay}). The values are those of any one search; only the work and its
 * time differ. Used by one thread at a time; each search must be used by nothing else meanwhile.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SplitValues implements PositionValues {

  /** How long the caller's thread values positions alone before the other searches join it. */
  static final long SPLIT_AFTER_MILLIS = 10;

  /** Starts the other searches' threads when the caller's thread has spent its time alone. */
  private static final ScheduledThreadPoolExecutor TIMER = timer();

  /**
   * The splits of positions between searches under way in this process ({@link #splitUnderWay}).
   */
  private static final AtomicInteger SPLITS_IN_PROCESS = new AtomicInteger();

  private final List<PositionValues> searches;
  private final long splitAfterNanos;

  /** The time the caller's thread has spent valuing positions. */
  private long spentAlone;

  /**
   * @param searches two or more searches' values, of the same rules and play convention
   */
  public SplitValues(List<PositionValues> searches) {
    this(searches, TimeUnit.MILLISECONDS.toNanos(SPLIT_AFTER_MILLIS));
  }

  /**
   * @param searches two or more searches' values, of the same rules and play convention
   * @param splitAfterNanos how long the caller's thread values positions alone, at least 0
   */
  SplitValues(List<PositionValues> searches, long splitAfterNanos) {
    if (searches.size() < 2) {
      throw new IllegalArgumentException("a split needs two searches or more, not " + searches);
    }
    this.searches = List.copyOf(searches);
    this.splitAfterNanos = splitAfterNanos;
  }

  /**
   * How many searches to split work between on so many threads: one a thread, at most one a core
   * (more would only take turns).
   *
   * @param threads the threads asked for, at least 1
   * @return the searches, from 1 to the machine's cores
   */
  public static int searchesFor(int threads) {
    return Math.max(1, Math.min(threads, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Whether positions are being split between searches anywhere in this process ({@link
   * #evaluateEach} of more than one position on more than one search): the threads are taken, so a
   * search's helper threads leave them alone then ({@link AlphaBetaValues#askedAlone}). A read
   * cheap enough for a search to make every few thousand visits.
   */
  public static boolean splitUnderWay() {
    return SPLITS_IN_PROCESS.get() > 0;
  }

  /**
   * The values of one search, or of several split between them.
   *
   * @param searches one or more searches' values, of the same rules and play convention
   * @return the one search's values, or a split of them all
   */
  public static PositionValues of(List<PositionValues> searches) {
    return searches.size() == 1 ? searches.get(0) : new SplitValues(searches);
  }

  @Override
  public GameSearch.Evaluation evaluate(Position position) {
    return byTheFirst(first -> first.evaluate(position));
  }

  /** Whether a position is worth at most a value, as the first search tells. */
  @Override
  public boolean worthAtMost(Position position, GameSearch.Evaluation bound) {
    return byTheFirst(first -> first.worthAtMost(position, bound));
  }

  /** What the first search answers on the caller's thread, its time counted as spent alone. */
  private <T> T byTheFirst(Function<PositionValues, T> asked) {
    long started = System.nanoTime();
    try {
      return asked.apply(searches.get(0));
    } finally {
      spentAlone += System.nanoTime() - started;
    }
  }

  @Override
  public boolean hasGrundy() {
    return searches.get(0).hasGrundy();
  }

  /**
   * Values the positions: the first search on the caller's thread, the others each on a thread of
   * its own once the caller's has spent the time it values alone, at most one search a position;
   * every thread the call started has ended when it returns or throws.
   *
   * @throws RuntimeException the first failure of a search (the others are interrupted), or a
   *     {@link dev.nimber.api.SolverFailureException} when the caller is interrupted
   */
  @Override
  public List<GameSearch.Evaluation> evaluateEach(List<Position> positions) {
    List<PositionValues> others =
        searches.subList(1, Math.max(1, Math.min(searches.size(), positions.size())));
    if (others.isEmpty()) {
      return byTheFirst(first -> List.copyOf(first.evaluateEach(positions)));
    }
    SPLITS_IN_PROCESS.incrementAndGet();
    try {
      return split(positions, others);
    } finally {
      SPLITS_IN_PROCESS.decrementAndGet();
    }
  }

  /** {@link #evaluateEach} of two positions or more on the first search and the others given. */
  private List<GameSearch.Evaluation> split(List<Position> positions, List<PositionValues> others) {
    Shares shares = new Shares(positions);
    long delay = splitAfterNanos - spentAlone;
    ScheduledFuture<?> timed = null;
    if (delay <= 0) {
      shares.startHelpers(others);
    } else {
      timed = TIMER.schedule(() -> shares.startHelpers(others), delay, TimeUnit.NANOSECONDS);
    }
    long started = System.nanoTime();
    try {
      shares.take(searches.get(0));
    } catch (RuntimeException | Error failed) {
      shares.failure.compareAndSet(null, failed);
    } finally {
      spentAlone += System.nanoTime() - started;
      if (timed != null) {
        timed.cancel(false);
      }
      shares.end();
    }
    return shares.values();
  }

  /** The positions of one call, the threads valuing them, and the first failure. */
  private static final class Shares {
    final List<Position> positions;
    final GameSearch.Evaluation[] values;
    final AtomicInteger next = new AtomicInteger();
    final AtomicReference<Throwable> failure = new AtomicReference<>();
    final Thread caller = Thread.currentThread();
    final List<Thread> helpers = new ArrayList<>();

    /** Whether the caller has stopped taking positions: no helper starts, none interrupts it. */
    boolean ended;

    /** Whether a helper's failure interrupted the caller. */
    boolean callerInterrupted;

    Shares(List<Position> positions) {
      this.positions = positions;
      this.values = new GameSearch.Evaluation[positions.size()];
    }

    /** Values the next position not yet taken, until none is left or a search failed. */
    void take(PositionValues search) {
      for (int index = next.getAndIncrement();
          index < values.length && failure.get() == null;
          index = next.getAndIncrement()) {
        values[index] = search.evaluate(positions.get(index));
      }
    }

    /** Starts a thread for each search, unless the caller has ended. */
    synchronized void startHelpers(List<PositionValues> searches) {
      if (ended) {
        return;
      }
      for (PositionValues search : searches) {
        Thread thread = SearchThreads.daemon(() -> help(search), "nimber-search");
        helpers.add(thread);
        thread.start();
      }
    }

    private void help(PositionValues search) {
      try {
        take(search);
      } catch (RuntimeException | Error failed) {
        if (failure.compareAndSet(null, failed)) {
          stopAll();
        }
      }
    }

    /** Interrupts the helpers, and the caller while it still takes positions. */
    private synchronized void stopAll() {
      helpers.forEach(Thread::interrupt);
      if (!ended) {
        caller.interrupt();
        callerInterrupted = true;
      }
    }

    /**
     * Ends the call on the caller's thread: no helper starts after this; on a failure the helpers
     * are interrupted; every helper is waited for. An interrupt a helper's failure gave the caller
     * is taken back; an interrupt of the caller while it waits stops the helpers and is kept.
     */
    void end() {
      List<Thread> started;
      synchronized (this) {
        ended = true;
        started = List.copyOf(helpers);
        if (callerInterrupted) {
          Thread.interrupted();
        }
      }
      if (failure.get() != null) {
        started.forEach(Thread::interrupt);
      }
      SearchThreads.waitFor(started, "the weak search valued a position's moves", failure);
    }

    /** The values, or the first failure thrown. */
    List<GameSearch.Evaluation> values() {
      SearchThreads.throwIfFailed(failure);
      return List.of(values);
    }
  }

  private static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1,
            task -> {
              Thread thread = new Thread(task, "nimber-search-timer");
              thread.setDaemon(true);
              return thread;
            });
    timer.setRemoveOnCancelPolicy(true);
    return timer;
  }
}
