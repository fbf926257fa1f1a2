package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Move;

/**
 * The move that loses slowest from a lost position, and how many moves the game then lasts with
 * perfect play.
 *
 * @param move the move
 * @param remoteness the lost position's remoteness: the moves until the end, this one among them
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record SlowestLoss(Move move, long remoteness) {}
