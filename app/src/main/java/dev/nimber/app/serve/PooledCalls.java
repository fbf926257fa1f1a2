package dev.nimber.app.serve;

import dev.nimber.api.Parameters;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.service.Calls;
import dev.nimber.engine.SearchSolver;
import java.util.function.Supplier;

/**
 * The server's work: each request's on the solving pools within their time limit (503 when the
 * queue is full, 504 past the limit), and a ruleset the engine keeps solved in the background,
 * waited for up to the same limit (202 past it).
 */
final class PooledCalls implements Calls {

  private final SolvingPools pools;
  private final BackgroundSolves background;

  PooledCalls(SolvingPools pools, BackgroundSolves background) {
    this.pools = pools;
    this.background = background;
  }

  @Override
  public <T> T call(boolean searches, String doing, Supplier<T> work) {
    return pools.call(searches, doing, work);
  }

  @Override
  public void awaitRules(GameEntry game, SearchSolver search, Parameters instance) {
    background.await(game, search, instance, pools.timeout());
  }
}
