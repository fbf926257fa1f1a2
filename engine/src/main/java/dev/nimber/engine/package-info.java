/**
 * The engine the host offers every game with positions: the solver {@code search} ({@link
 * dev.nimber.engine.SearchSolver}), with the object search and its sums, ranked retrograde
 * analysis, loopy games and the weak method (docs/architecture.md).
 *
 * <p>What is used outside the engine is marked {@link dev.nimber.api.API @API}: with the status
 * {@code EXPERIMENTAL}, what a plugin may use ({@link dev.nimber.engine.GameSearch}, {@link
 * dev.nimber.engine.SearchSolver}, {@link dev.nimber.engine.SearchMethod}, {@link
 * dev.nimber.engine.LoopyGrundy}); with {@code INTERNAL}, what the host's own modules use (the
 * service, the databases, the test kit, spark), which an embedding program may use too knowing it
 * may change in any version. Any other public type is public for the engine's own sake. The build
 * checks both (the server module's {@code ArchitectureTest}).
 */
package dev.nimber.engine;
