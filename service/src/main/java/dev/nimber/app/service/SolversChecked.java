package dev.nimber.app.service;

import java.util.Optional;

/**
 * What a check of a game's solvers found ({@link NimberService#verifySolvers}).
 *
 * @param solvers how many solvers were compared
 * @param smallInstances how many small instances were checked
 * @param randomInstances how many random instances were checked, or empty when that phase did not
 *     run
 * @param movesChecked how many winning moves were checked against the positions or by the game
 * @param finding the first thing found wrong, shrunk to the smallest instance that shows it, or
 *     empty when nothing was
 * @param findings how many instances showed something wrong
 */
public record SolversChecked(
    int solvers,
    long smallInstances,
    Optional<Long> randomInstances,
    long movesChecked,
    Optional<Finding> finding,
    long findings) {

  /**
   * The comparison of two solvers in one phase.
   *
   * @param first the first solver's name
   * @param second the second solver's name
   * @param compared instances both answered at least one common question of
   * @param agreed of those, the instances where every common answer agreed
   * @param nanos the time both solvers spent on the compared instances
   */
  public record PairTally(String first, String second, long compared, long agreed, long nanos) {}

  /**
   * Something found wrong.
   *
   * @param kind {@code DISAGREEMENT}, {@code BAD NUMBERING}, {@code BAD MOVE} or {@code SOLVER
   *     BROKE}
   * @param description the instance and what was wrong there, in one line
   */
  public record Finding(String kind, String description) {}
}
