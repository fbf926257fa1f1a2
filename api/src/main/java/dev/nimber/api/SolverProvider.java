package dev.nimber.api;

import java.util.List;

/**
 * Solvers a plugin adds to a game that another plugin provides. Discovered with {@link
 * java.util.ServiceLoader}; implementations need a public no-argument constructor. The host calls
 * {@link #solvers} once, with the game's own descriptor, so the solvers can use it as the game's
 * own solvers do.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface SolverProvider {

  /**
   * The game these solvers are for.
   *
   * @return a game id, as {@link GameDescriptor#id()} gives it
   */
  String gameId();

  /**
   * The solvers, made for the game.
   *
   * @param game the game's descriptor, as its plugin provides it
   * @return the solvers; their names must differ from the game's own solvers' names
   */
  List<GameSolver> solvers(GameDescriptor game);
}
