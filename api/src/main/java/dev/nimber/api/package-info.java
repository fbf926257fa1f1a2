/**
 * The contract between nimber and its game plugins: what a plugin implements, and all it compiles
 * against.
 *
 * <h2>Where to start</h2>
 *
 * <p>A game in one file needs four types; read these first, and the rest when the game needs it:
 *
 * <ol>
 *   <li>{@link dev.nimber.api.CompactGame}: extend it with the game's id, one line on it, its
 *       {@linkplain dev.nimber.api.Parameter parameters} (typed with {@link
 *       dev.nimber.api.ParameterType}, read back from {@link dev.nimber.api.Parameters}) and where
 *       an instance starts.
 *   <li>{@link dev.nimber.api.CompactPosition}: a record that lists the positions its moves lead
 *       to. Labels, text and the engine's search follow; {@code parts()} makes it a sum, {@code
 *       verdict()} decides a position by rule.
 *   <li>Optionally {@link dev.nimber.api.GameSolver#of}: a formula, answered as an {@link
 *       dev.nimber.api.Answer}, which {@code nimber verify} checks against the search.
 * </ol>
 *
 * <p>{@code nimber --plugins my-game.java} compiles and loads such a file; {@code nimber pack}
 * makes it a jar. A full plugin implements the same contract directly:
 *
 * <ol>
 *   <li>{@link dev.nimber.api.GameDescriptor}: the game, its solvers and, where it has them, its
 *       positions. Register it for {@link java.util.ServiceLoader} in {@code
 *       META-INF/services/dev.nimber.api.GameDescriptor}.
 *   <li>{@link dev.nimber.api.Positions} and {@link dev.nimber.api.Position}: where an instance
 *       starts and which {@link dev.nimber.api.Move}s each position has; optionally numberings for
 *       the engine ({@link dev.nimber.api.RankedPositions}, {@link
 *       dev.nimber.api.NumberedComponents}, {@link dev.nimber.api.PositionKeys}), the game's own
 *       values of its components ({@link dev.nimber.api.ComponentValues}) and a {@link
 *       dev.nimber.api.Picture}.
 *   <li>{@link dev.nimber.api.GameSolver}: a fast method, made by the game for its descriptor,
 *       returning an {@link dev.nimber.api.Answer}: an outcome, a number, a winning move the host
 *       replays, or a long {@linkplain dev.nimber.api.Answer#sequence sequence} of numbers.
 *   <li>Errors: what the person can fix is an {@link dev.nimber.api.InstanceException} (exit code
 *       2); what a solver could not do is a {@link dev.nimber.api.SolverFailureException} (exit
 *       code 1). Anything else a plugin throws is a bug of the plugin: the host contains it, names
 *       the plugin, the line that threw, the solver and the instance, and goes on.
 *   <li>Optionally a {@link dev.nimber.api.JudgeFormat} (the original problem's input and output)
 *       and {@link dev.nimber.api.SolverProvider} for solvers added to another plugin's game.
 * </ol>
 *
 * <p>The archetype {@code dev.nimber:nimber-plugin-archetype} scaffolds a full plugin and a test
 * that checks it with the test kit ({@code dev.nimber:nimber-testkit}).
 *
 * <h2>Threads and state</h2>
 *
 * <p>Descriptors, solvers, positions and parameter types are immutable (or keep only bounded
 * caches) and are called from several threads at once. Positions are values with {@code equals} and
 * {@code hashCode}.
 *
 * <h2>Stability</h2>
 *
 * <p>Every public type says how far a plugin may rely on it with {@link dev.nimber.api.API @API}:
 * {@code STABLE} types keep source and binary compatibility (a method an old plugin calls is
 * deprecated for a minor version before it goes, and the build checks this against the last
 * release); {@code EXPERIMENTAL} ones may change in a minor version, named in the migration note;
 * {@code DEPRECATED} members name the version they go in. New interface methods come with defaults;
 * switch over {@link dev.nimber.api.Outcome}s and {@link
 * dev.nimber.api.SolverFailureException.Reason}s with a default branch. The engine ({@code
 * dev.nimber.engine}) is shared with plugins so that they can use its search (the classes it marks
 * {@code @API(status = EXPERIMENTAL)}), and the test kit is for plugins' tests; neither is part of
 * this contract.
 *
 * <h2>Null</h2>
 *
 * <p>Nothing here is null unless marked {@link org.jspecify.annotations.Nullable @Nullable}
 * (JSpecify's {@link org.jspecify.annotations.NullMarked @NullMarked}): a parameter's default, an
 * integer type's bounds, a value in an answer's fields. Absent values are otherwise {@link
 * java.util.Optional}s or empty lists.
 *
 * <p>The api has no runtime dependency, so a plugin never meets a library version it did not
 * choose: compile against it with scope {@code provided}, since the host supplies it. The JSpecify
 * annotations are needed only to compile the api; a plugin may add {@code org.jspecify:jspecify} to
 * have its tools read them.
 */
@NullMarked
package dev.nimber.api;

import org.jspecify.annotations.NullMarked;
