package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.engine.SearchSolver;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The server's work: each request's on the solving pools within their time limit (503 when the
 * queue is full, 504 past the limit), and a ruleset the engine keeps solved in the background,
 * started as soon as a position of it is asked (where it fits), and waited for up to the same limit
 * (202 past it) when the request cannot be answered at once without it.
 */
public final class PooledCalls implements Calls {

  private final SolvingPools pools;
  private final BackgroundSolves background;

  public PooledCalls(SolvingPools pools, BackgroundSolves background) {
    this.pools = pools;
    this.background = background;
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

  @Override
  public void awaitRules(GameEntry game, SearchSolver search, Parameters instance) {
    background.await(game, search, instance, pools.timeout());
  }

  @Override
  public boolean startRules(GameEntry game, SearchSolver search, Parameters instance) {
    return background.start(game, search, instance);
  }
}
