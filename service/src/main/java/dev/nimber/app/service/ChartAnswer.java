package dev.nimber.app.service;

import java.util.Optional;

/**
 * A plot's cells, as {@link dev.nimber.app.explore.GridPlotter} draws them.
 *
 * @param grid the cells
 * @param lateCells the cells left blank because they took longer than the time limit, in one
 *     sentence, or empty when none was
 */
public record ChartAnswer(Grid grid, Optional<String> lateCells) {}
