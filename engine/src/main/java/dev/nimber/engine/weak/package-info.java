/**
 * The weak method: the value of one position by alpha-beta search with a transposition table
 * ({@link dev.nimber.engine.weak.AlphaBetaValues}), its outcome alone by proof-number search, and
 * the searches a batch keeps for its rulesets. The host's modules use what is marked {@link
 * dev.nimber.api.API @API}; plugins use none of it.
 */
package dev.nimber.engine.weak;
