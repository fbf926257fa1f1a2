package dev.nimber.app.cli;

import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SolvedDatabases;
import javax.inject.Inject;

/** Makes the application service a command asks, once its options have configured the catalog. */
final class CommandServices {

  private final InstanceSolver solver;
  private final SolvedDatabases databases;

  @Inject
  CommandServices(InstanceSolver solver, SolvedDatabases databases) {
    this.solver = solver;
    this.databases = databases;
  }

  /** The service of one command ({@link NimberService#forOneCommand}) over these games. */
  NimberService of(Catalog catalog) {
    return NimberService.forOneCommand(catalog, solver, databases);
  }

  /**
   * The service of one command about one game, which is looked up first as the command line refuses
   * it: a game provided twice is the user's to fix (exit 2), where the service calls it a failure.
   *
   * @throws dev.nimber.app.service.UsageException when no plugin provides the game, or two do
   */
  NimberService of(Catalog catalog, String gameId) {
    catalog.game(gameId);
    return of(catalog);
  }
}
