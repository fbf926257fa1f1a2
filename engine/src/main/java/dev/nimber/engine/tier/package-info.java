/**
 * Ranked retrograde analysis: the strong solve of every position of a ruleset whose game numbers
 * its positions by tier and rank ({@link dev.nimber.engine.tier.TierSolver}), each tier's values
 * kept in memory or an archive. The host's modules use what is marked {@link
 * dev.nimber.api.API @API}; plugins use none of it.
 */
package dev.nimber.engine.tier;
