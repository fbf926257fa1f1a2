/**
 * How the engine's values are stored: a position's outcome and remoteness in two bytes ({@link
 * dev.nimber.engine.storage.ValueRecord}), the values of a game that does not number its positions
 * by key ({@link dev.nimber.engine.storage.KeyedValues}). The tiers' archives are the tiers'
 * ({@code dev.nimber.engine.tier}). The host's modules (the solved databases) use what is marked
 * {@link dev.nimber.api.API @API}; plugins use none of it.
 */
package dev.nimber.engine.storage;
