package dev.nimber.app.service;

import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SolvedDatabases;
import java.nio.file.Path;
import java.util.List;

/** The games loaded for a command or a server ({@link GameLoader}), and the services over them. */
public final class Games {

  private final Catalog catalog;
  private final InstanceSolver solver;
  private final SolvedDatabases databases;

  Games(Catalog catalog, InstanceSolver solver, SolvedDatabases databases) {
    this.catalog = catalog;
    this.solver = solver;
    this.databases = databases;
  }

  /** The games' ids, sorted. */
  public List<String> ids() {
    return catalog.gameIds();
  }

  /** What loading the plugins found wrong: one line a plugin that cannot be used. */
  public List<String> warnings() {
    return catalog.warnings();
  }

  /**
   * One game.
   *
   * @throws UsageException when no plugin provides it, or two do
   */
  public GameEntry game(String id) {
    return catalog.game(id);
  }

  /**
   * The ids of the games a plugin provides.
   *
   * @param source the plugin's jar, folder or one-file game, as the catalog names it
   */
  public List<String> gamesFrom(String source) {
    return catalog.gamesFrom(source);
  }

  /** The service of one command ({@link NimberService#forOneCommand}) over these games. */
  public NimberService forOneCommand() {
    return NimberService.forOneCommand(catalog, solver, databases);
  }

  /**
   * The service of one command about one game, which is looked up first as the command line refuses
   * it: a game provided twice is the user's to fix (exit 2), where the service calls it a failure.
   *
   * @throws UsageException when no plugin provides the game, or two do
   */
  public NimberService forOneCommand(String gameId) {
    catalog.game(gameId);
    return forOneCommand();
  }

  /**
   * The service as a server runs it over these games ({@link Serving}).
   *
   * @param pools the threads every solve runs on
   * @param databaseFolders the solved databases to answer from
   * @throws dev.nimber.db.DatabaseException when a folder holds no database, or a damaged one
   */
  public Serving serving(SolvingPools pools, List<Path> databaseFolders) {
    return Serving.of(catalog, solver, pools, databases, databaseFolders);
  }
}
