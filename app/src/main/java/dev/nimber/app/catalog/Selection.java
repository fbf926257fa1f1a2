package dev.nimber.app.catalog;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Question;

/**
 * What a request will run: a game, one of its solvers, and a question that solver answers.
 *
 * @param game the game
 * @param solver the chosen solver
 * @param question the question asked
 */
public record Selection(GameEntry game, GameSolver solver, Question question) {}
