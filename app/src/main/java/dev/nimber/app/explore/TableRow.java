package dev.nimber.app.explore;

import java.math.BigInteger;

/**
 * One row of a table: a parameter value and what is known there; unknown cells are null.
 *
 * @param value the parameter's value
 * @param outcome the outcome in the game's words
 * @param firstPlayerWins whether the player to move wins
 * @param grundy the Grundy value
 * @param remoteness the remoteness
 */
public record TableRow(BigInteger value, String outcome, Boolean firstPlayerWins, String grundy, String remoteness) {}
