package dev.nimber.app.service;

/**
 * A column left out of a table.
 *
 * @param column the column
 * @param reason why, in one sentence ({@code column 'remoteness' left out: …})
 * @param refused whether its solver refused a row before any cell was computed (an instance beyond
 *     its limits), rather than running out of its budget on one
 */
public record LeftOutColumn(Selection column, String reason, boolean refused) {}
