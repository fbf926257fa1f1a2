package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchSolver;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The server's work: each request's on the solving pools within their time limit (503 when the
 * queue is full, 504 past the limit), and a ruleset the engine keeps solved in the background,
 * started as soon as a position of it is asked (where it fits), and waited for up to the same limit
 * (202 past it) when the request cannot be answered at once without it; positions of rules too
 * large to keep, in play or asked about, are searched in the background too, and waited for the
 * same way.
 */
public final class PooledCalls implements Calls {

  private final SolvingPools pools;
  private final BackgroundSolves background;
  private final BackgroundSearches searches;

  public PooledCalls(SolvingPools pools, BackgroundSolves background, BackgroundSearches searches) {
    this.pools = pools;
    this.background = background;
    this.searches = searches;
  }

  @Override
  public <T> T call(boolean searches, String doing, Supplier<T> work) {
    return pools.call(searches, doing, work);
  }

  /** The pool's work, given up past the time limit (a 504 not sent). */
  @Override
  public <T> Optional<T> callOrGiveUp(boolean searches, String doing, Supplier<Optional<T>> work) {
    try {
      return pools.call(searches, doing, work);
    } catch (ServiceException late) {
      if (late.kind() != ServiceException.Kind.TIMED_OUT) {
        throw late;
      }
      return Optional.empty();
    }
  }

  /**
   * The work in the background ({@link BackgroundSearches}), waited for up to the time limit (202
   * past it), its search kept for the next work about the same instance.
   */
  @Override
  public <T> Optional<T> callOnWeakValues(
      GameEntry game,
      SearchSolver search,
      Parameters instance,
      Object key,
      String doing,
      Function<PositionValues, T> work) {
    return searches.call(game, search, instance, key, work, pools.timeout());
  }

  @Override
  public boolean searchingInBackground(SearchSolver search, Parameters instance, Object key) {
    return searches.started(key) || searches.keeps(search, instance);
  }

  @Override
  public void awaitRules(GameEntry game, SearchSolver search, Parameters instance) {
    background.await(game, search, instance, pools.timeout());
  }

  @Override
  public boolean startRules(GameEntry game, SearchSolver search, Parameters instance) {
    return background.start(game, search, instance);
  }
}
