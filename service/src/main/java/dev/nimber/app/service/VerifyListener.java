package dev.nimber.app.service;

import java.util.List;

/**
 * Hears a check of a game's solvers ({@link NimberService#verifySolvers}) as it goes: each phase
 * (the small instances, then the random ones) and what it could not check.
 */
public interface VerifyListener {

  /** The game and its solvers are known; the phases follow. */
  default void started() {}

  /** The game declares no small instances: nothing is checked exhaustively. */
  default void noSmallInstances() {}

  /** Random instances were asked for, but only reference solvers were chosen. */
  default void noFastSolvers() {}

  /**
   * A phase starts.
   *
   * @param phase {@code small} or {@code random}
   * @param instances how many instances it checks
   * @return the progress stepped once an instance, closed when the phase ends
   */
  default Progress phase(String phase, int instances) {
    return Progress.none();
  }

  /**
   * A phase ended.
   *
   * @param phase {@code small} or {@code random}
   * @param pairs one tally per pair of solvers, in the order of the solvers
   */
  default void phaseDone(String phase, List<SolversChecked.PairTally> pairs) {}
}
