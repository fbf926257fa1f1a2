/**
 * The contract between nimber and its game plugins: what a plugin implements, and all it compiles
 * against.
 *
 * <h2>Where to start</h2>
 *
 * <ol>
 *   <li>{@link dev.nimber.api.GameDescriptor}: the game. Its {@linkplain dev.nimber.api.Parameter
 *       parameters} (typed with {@link dev.nimber.api.ParameterType}), its questions, its solvers,
 *       and, where it has them, its positions. Register it for {@link java.util.ServiceLoader} in
 *       {@code META-INF/services/dev.nimber.api.GameDescriptor}.
 *   <li>{@link dev.nimber.api.Positions} and {@link dev.nimber.api.Position}: where an instance
 *       starts and which {@link dev.nimber.api.Move}s each position has. A game with positions gets
 *       the engine's search as a solver named {@code search}, {@code nimber play}, and every
 *       winning move its fast solvers answer checked by {@code nimber verify} and by the test kit's
 *       {@code GameContract}.
 *   <li>{@link dev.nimber.api.GameSolver}: a fast method, made by the game for its descriptor. It
 *       reads {@link dev.nimber.api.Parameters} by typed {@link dev.nimber.api.Parameter} and
 *       returns an {@link dev.nimber.api.Answer}: an {@linkplain dev.nimber.api.Answer#outcome
 *       outcome}, a number, or a {@linkplain dev.nimber.api.Answer#winningMove(Move, java.util.Map)
 *       winning move} the host can replay, or a long {@linkplain dev.nimber.api.Answer#sequence
 *       sequence} of numbers the host prints as it reads it.
 *   <li>Errors: what the person can fix is an {@link dev.nimber.api.InstanceException} (exit code
 *       2); what a solver could not do is a {@link dev.nimber.api.SolverFailureException} (exit
 *       code 1). Anything else a plugin throws is a bug of the plugin: the host contains it, names
 *       the plugin's jar, the solver and the instance, and goes on with the other games.
 *   <li>Optionally a {@link dev.nimber.api.JudgeFormat} (the original problem's input and output,
 *       for {@code nimber judge}), and {@link dev.nimber.api.SolverProvider} for solvers added to
 *       another plugin's game.
 * </ol>
 *
 * <p>The archetype {@code dev.nimber:nimber-plugin-archetype} scaffolds a plugin with all of these
 * and a test that checks its solvers with the test kit ({@code dev.nimber:nimber-testkit}); the
 * README walks through it.
 *
 * <h2>Threads and state</h2>
 *
 * <p>Descriptors, solvers, positions and parameter types are immutable (or keep only bounded
 * caches) and are called from several threads at once. Positions are values with {@code equals} and
 * {@code hashCode}.
 *
 * <h2>Stability</h2>
 *
 * <p>This is the plugin interface 1.0 in the making: the version is {@code 0.x} until nimber 1.0 is
 * released. Until then:
 *
 * <ul>
 *   <li><b>Will not change:</b> the names and meanings of the types and methods here; source
 *       compatibility of a plugin that implements the interfaces (new interface methods come with
 *       defaults); the exit codes and the sealed error family; the meaning of the common questions
 *       ({@code outcome}, {@code move}, {@code remoteness}, {@code grundy}); how integers are
 *       written (see {@link dev.nimber.api.ParameterType#integer(java.math.BigInteger,
 *       java.math.BigInteger)}).
 *   <li><b>May still change:</b> new default methods on the interfaces, new common questions, and
 *       new {@link dev.nimber.api.SolverFailureException.Reason}s (switch over them with a default
 *       branch); the wording of messages; new optional methods on {@link dev.nimber.api.Position},
 *       {@link dev.nimber.api.Positions} and {@link dev.nimber.api.RankedPositions} for the engine
 *       (symmetries, parent positions); and new {@link dev.nimber.api.Outcome}s are not planned
 *       beyond win, loss, tie and draw, but switch over them with a default branch too.
 *   <li><b>Not part of the contract:</b> anything outside this package. The engine ({@code
 *       dev.nimber.engine}) is shared with plugins so that they can use its search, and the test
 *       kit ({@code dev.nimber.testkit}) is for plugins' tests; both may change between minor
 *       versions.
 * </ul>
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
