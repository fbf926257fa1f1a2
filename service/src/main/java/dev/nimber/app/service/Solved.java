package dev.nimber.app.service;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;

/**
 * One answered instance.
 *
 * @param selection the game, solver and question
 * @param parameters the instance
 * @param answer what the solver answered
 * @param solveNanos the time spent inside the solver alone
 * @param fromDatabase whether a solved database answered, rather than the solver
 */
public record Solved(
    Selection selection,
    Parameters parameters,
    Answer answer,
    long solveNanos,
    boolean fromDatabase) {

  /** An instance the solver answered itself. */
  public Solved(Selection selection, Parameters parameters, Answer answer, long solveNanos) {
    this(selection, parameters, answer, solveNanos, false);
  }
}
