package dev.nimber.app.service;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nimber.api.Parameters;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.SplitValues;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The work {@code serve} does from the weak search's values in the background: positions in play,
 * and questions asked of a position, of rules too large to keep solved (Connect Four 6 × 5 and
 * larger), or by the weak method named. A request starts its work here, or joins the same work
 * under way, and waits for it up to the server's time limit; past that it is answered 202 with the
 * positions searched so far ({@link StillWorking}), and the work goes on, so that the same request
 * asked again is answered from it once it is done. The search of the last instance asked about is
 * kept, its table with it, so that each later position of a game in play is valued from what the
 * earlier ones found.
 *
 * <p>One piece of work runs at a time, on a daemon thread of its own (and, for the values of a
 * position's moves, on the engine's other threads with it: {@link SplitValues}), and at most
 * {@value #MOST_WAITING} wait (a request past them is refused as busy). A piece of work, under way
 * or done, is kept until {@value #KEPT_MINUTES} minutes pass without a request for it, at most
 * {@value #MOST_KEPT} of them, so that a request asked again every second joins a search however
 * long it takes. Work is not stopped when the request that asked for it gives up, only when the
 * server stops.
 */
public final class BackgroundSearches {

  /** The most pieces of work waiting for the one under way. */
  static final int MOST_WAITING = 16;

  /** The most pieces of work kept for the requests that ask for them. */
  static final int MOST_KEPT = 256;

  /** How long a piece of work is kept after the last request for it, in minutes. */
  static final int KEPT_MINUTES = 10;

  private final ThreadPoolExecutor searching =
      SolvingPools.pool(1, MOST_WAITING, "nimber-serve-search");

  private final Cache<Object, Work<?>> works =
      Caffeine.newBuilder()
          .maximumSize(MOST_KEPT)
          .expireAfterAccess(Duration.ofMinutes(KEPT_MINUTES))
          .build();

  /** The positions the kept search has visited, as its listener last heard. */
  private final AtomicLong visits = new AtomicLong();

  /** The search kept for the next piece of work: written on the searching thread alone. */
  private volatile Kept kept;

  /** A search kept with what it searches. */
  private record Kept(SearchSolver search, Parameters instance, PositionValues values) {}

  /**
   * A piece of work: its result, empty where the weak search does not answer, and the kept search's
   * visits when it started (negative before).
   */
  private record Work<T>(CompletableFuture<Optional<T>> done, AtomicLong startedAt) {

    long visited(long visitsNow) {
      long start = startedAt.get();
      return start < 0 ? 0 : Math.max(0, visitsNow - start);
    }
  }

  /**
   * The work's result, from the weak search's values of an instance: at once when it is done,
   * otherwise after starting it or joining it, within the time given.
   *
   * @param game the game
   * @param search its engine's search
   * @param instance the instance whose positions the work values
   * @param key what the work computes: equal keys for equal work, and for work of one result type
   * @param work the work, on the values
   * @param wait how long the request may wait
   * @return the result, or empty where the weak search does not answer the instance (a game that
   *     does not number its positions, the strong or proof-number method, a loopy tier or a drawn
   *     position met)
   * @throws StillWorking when the work is still under way after {@code wait}
   * @throws ServiceException {@link ServiceException.Kind#BUSY} when too much work waits or the
   *     server is stopping
   */
  <T> Optional<T> call(
      GameEntry game,
      SearchSolver search,
      Parameters instance,
      Object key,
      Function<PositionValues, T> work,
      Duration wait) {
    @SuppressWarnings("unchecked")
    Work<T> running = (Work<T>) works.get(key, asked -> start(game, search, instance, work));
    try {
      return running.done().get(wait.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException stillRunning) {
      long visited = running.visited(visits.get());
      throw new StillWorking(
          new StillWorking.Search(visited, Optional.empty()),
          "searching this position in the background: " + visited + " positions visited");
    } catch (InterruptedException interrupted) {
      throw SolvingPools.stopping();
    } catch (ExecutionException failed) {
      works.invalidate(key);
      throw TimedCalls.thrownBy(failed);
    }
  }

  /**
   * Whether work of a key is under way, waiting or done and kept.
   *
   * @param key what the work computes
   * @return whether {@link #call} with that key joins it
   */
  boolean started(Object key) {
    return works.getIfPresent(key) != null;
  }

  /**
   * Whether the search kept is the instance's, so that work about it goes on from that search's
   * table.
   *
   * @param search the engine's search
   * @param instance the instance
   * @return whether the kept search searches the instance
   */
  boolean keeps(SearchSolver search, Parameters instance) {
    Kept now = kept;
    return now != null && now.search().equals(search) && now.instance().equals(instance);
  }

  /** Stops the work under way, if any, and starts no other. */
  public void close() {
    searching.shutdownNow();
  }

  private <T> Work<T> start(
      GameEntry game, SearchSolver search, Parameters instance, Function<PositionValues, T> work) {
    Work<T> started = new Work<>(new CompletableFuture<>(), new AtomicLong(-1));
    try {
      searching.execute(
          () -> {
            try {
              Optional<PositionValues> values = valuesOf(game, search, instance);
              started.startedAt().set(visits.get());
              Optional<T> result = values.flatMap(found -> ServiceCore.fromWeak(found, work));
              if (result.isEmpty()) {
                kept = null;
              }
              started.done().complete(result);
            } catch (RuntimeException | Error failed) {
              kept = null;
              started.done().completeExceptionally(failed);
            }
          });
    } catch (RejectedExecutionException full) {
      throw SolvingPools.busy(MOST_WAITING + " searches of positions wait for the one under way");
    }
    return started;
  }

  /**
   * The kept search's values when it searches the instance, otherwise a new search's, kept: one
   * search for each of the engine's threads, which value the positions a position's moves lead to
   * at once ({@link SplitValues}).
   */
  private Optional<PositionValues> valuesOf(
      GameEntry game, SearchSolver search, Parameters instance) {
    if (keeps(search, instance)) {
      return Optional.of(kept.values());
    }
    kept = null;
    visits.set(0);
    Optional<PositionValues> made =
        ServiceCore.weakValues(
            game,
            search.reporting(TierSolver.Progress.NONE, visits::set),
            instance,
            Long.MAX_VALUE,
            SplitValues.searchesFor(search.threads()));
    made.ifPresent(values -> kept = new Kept(search, instance, values));
    return made;
  }
}
