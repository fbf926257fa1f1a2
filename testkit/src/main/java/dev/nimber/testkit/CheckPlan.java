package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import java.util.List;

/**
 * What a check of a game's solvers covers: every small instance up to a size, where the search
 * proves each winning move, then random larger instances, drawn reproducibly from a seed, where the
 * fast solvers are compared and their moves checked for legality. {@link #DEFAULT} is what {@code
 * nimber verify} checks with no options and what {@link GameContract} checks in every game's build,
 * so a game that passes its tests passes {@code verify}.
 *
 * @param smallSize the size of the small instances ({@link GameDescriptor#smallInstances}), at
 *     least 0
 * @param randomCount how many random instances are drawn, at least 0
 * @param randomSize the largest size of a random instance, at least 1
 * @param seed the seed of the random instances
 */
@API(status = API.Status.STABLE, since = "0.1")
public record CheckPlan(int smallSize, int randomCount, long randomSize, long seed) {

  /** The default size of the small instances. */
  public static final int SMALL_SIZE = 40;

  /** The default number of random instances. */
  public static final int RANDOM_COUNT = 100;

  /** The default largest size of a random instance. */
  public static final long RANDOM_SIZE = 1_000_000;

  /** The default seed. */
  public static final long SEED = 1;

  /**
   * The plan of {@code nimber verify} with no options, and of {@link GameContract} unless a game
   * narrows it.
   */
  public static final CheckPlan DEFAULT =
      new CheckPlan(SMALL_SIZE, RANDOM_COUNT, RANDOM_SIZE, SEED);

  /**
   * Checks the components.
   *
   * @param smallSize at least 0
   * @param randomCount at least 0
   * @param randomSize at least 1
   * @param seed any
   */
  public CheckPlan {
    if (smallSize < 0) {
      throw new IllegalArgumentException("smallSize must be at least 0, got " + smallSize);
    }
    if (randomCount < 0) {
      throw new IllegalArgumentException("randomCount must be at least 0, got " + randomCount);
    }
    if (randomSize < 1) {
      throw new IllegalArgumentException("randomSize must be at least 1, got " + randomSize);
    }
  }

  /**
   * The small instances the game declares up to {@link #smallSize}.
   *
   * @param game the game
   * @return its small instances
   */
  public List<Parameters> smallInstances(GameDescriptor game) {
    return game.smallInstances(smallSize);
  }

  /**
   * The random instances: {@link #randomCount} of them, of sizes from just above the small ones up
   * to {@link #randomSize}, drawn from {@link #seed}.
   *
   * @param game the game
   * @return the instances the game drew
   */
  public List<Parameters> randomInstances(GameDescriptor game) {
    return Verifier.randomInstances(
        game, randomCount, seed, Math.max(1, smallSize + 1L), randomSize);
  }

  /**
   * The solvers checked on random instances: all but the reference ones, which are too slow there.
   *
   * @param solvers the solvers checked on small instances
   * @return the fast ones, in order
   */
  public static List<GameSolver> fastSolvers(List<GameSolver> solvers) {
    return solvers.stream().filter(solver -> !solver.isReference()).toList();
  }
}
