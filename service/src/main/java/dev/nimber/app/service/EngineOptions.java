package dev.nimber.app.service;

/**
 * How the engine's search of every game plays and solves, as a command's options set it.
 *
 * @param misere whether the player who makes the last move loses
 * @param threads threads for the engine's ranked solves and its weak values of a position's moves,
 *     1 to 1024
 * @param method how a question about one numbered position is answered: {@code auto}, {@code
 *     strong}, {@code weak} or {@code proof} ({@link EngineSettings#methodName})
 */
public record EngineOptions(boolean misere, int threads, String method) {}
