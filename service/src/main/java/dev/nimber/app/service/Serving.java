package dev.nimber.app.service;

import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SolvedDatabases;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The service as a server runs it: every call on the solving pools, the rulesets of earlier
 * requests kept for later ones, a ruleset too large to solve within a request solved in the
 * background, a position of rules too large to keep (in play or asked about) searched in the
 * background, and no parameter read from a file.
 */
public final class Serving implements AutoCloseable {

  private final NimberService service;
  private final BackgroundSolves background;
  private final BackgroundSearches searches;

  private Serving(NimberService service, BackgroundSolves background, BackgroundSearches searches) {
    this.service = service;
    this.background = background;
    this.searches = searches;
  }

  /**
   * A server's service with no solved database.
   *
   * @param catalog the games, loaded once when the server starts
   * @param solver asks solvers and times them
   * @param pools the threads every solve runs on
   */
  public static Serving of(Catalog catalog, InstanceSolver solver, SolvingPools pools) {
    return of(catalog, solver, pools, new SolvedDatabases(), List.of());
  }

  /**
   * A server's service that answers from solved databases.
   *
   * @param databases opens the solved databases
   * @param folders the solved databases to answer from, when one holds the instance asked about
   * @throws dev.nimber.db.DatabaseException when a folder holds no database, or a damaged one
   */
  public static Serving of(
      Catalog catalog,
      InstanceSolver solver,
      SolvingPools pools,
      SolvedDatabases databases,
      List<Path> folders) {
    RulesetCache rulesets = new RulesetCache();
    BackgroundSolves background = new BackgroundSolves(rulesets);
    BackgroundSearches searches = new BackgroundSearches();
    return new Serving(
        new NimberService(
            catalog,
            solver,
            new PooledCalls(pools, background, searches),
            databases,
            folders,
            Optional.of(rulesets),
            false),
        background,
        searches);
  }

  /** The service the server's requests ask. */
  public NimberService service() {
    return service;
  }

  /** How many rulesets are being solved in the background now. */
  public int solvingInBackground() {
    return background.solving();
  }

  /** Stops the solves of rulesets and the searches under way in the background. */
  @Override
  public void close() {
    background.close();
    searches.close();
  }
}
