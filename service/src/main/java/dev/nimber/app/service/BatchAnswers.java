package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.app.solve.DatabaseAnswers;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SharedSearch;
import dev.nimber.engine.SearchSolver;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * Many instances of one game asked one question, as {@code nimber run} and {@code nimber judge} ask
 * them ({@link NimberService#batch}): every instance is answered by the same solver, a ruleset the
 * engine solves for one instance answers every later instance of it, and the engine's search keeps
 * its memo from one instance to the next (one memo a thread); or every instance is answered from
 * the solved databases the batch names. Thread-safe: a batch answers on many threads.
 *
 * <p>Unlike the service's other calls, {@link #answer} throws the exceptions of the solver and the
 * game as they are, so that a batch can tell an instance that is wrong (which ends it, naming the
 * line) from a solver that failed on one (reported in its place while the batch goes on).
 */
public final class BatchAnswers {

  private final Selection selection;
  private final InstanceSolver solver;
  private final Optional<DatabaseAnswers> stored;
  private final RulesetCache rulesets;

  /**
   * The memos of the engine's search not in use: a thread takes one for an instance and gives it
   * back, so that instances share the positions their searches reach, at most one memo a thread.
   */
  private final ConcurrentLinkedDeque<SharedSearch> idle = new ConcurrentLinkedDeque<>();

  BatchAnswers(
      Selection selection,
      InstanceSolver solver,
      Optional<DatabaseAnswers> stored,
      RulesetCache rulesets) {
    this.selection = selection;
    this.solver = solver;
    this.stored = stored;
    this.rulesets = rulesets;
  }

  /** The game, the solver that answers (the engine's, for databases) and the question. */
  public Selection selection() {
    return selection;
  }

  /**
   * How the engine answers an instance, in words ({@link SearchSolver#method}), as {@code
   * --verbose} says it of a batch's first instance.
   *
   * @param raw the instance's parameters, by name
   * @return the method; empty when the engine does not answer the batch (another solver, databases)
   * @throws dev.nimber.api.InvalidParameterException when a value is missing or not allowed
   * @throws dev.nimber.app.service.PluginFailureException when the game broke its contract
   */
  public Optional<String> method(Map<String, ?> raw) {
    if (selection.engine().isEmpty() || stored.isPresent()) {
      return Optional.empty();
    }
    SearchSolver search = selection.engine().get();
    Parameters instance = InstanceSolver.bind(selection.game(), raw);
    return Optional.of(
        PluginCall.guard(
            () -> InstanceSolver.doing(selection, instance),
            () -> search.method(instance, selection.question())));
  }

  /**
   * How the engine answered each ruleset's positions, where it chose the method: searched alone, or
   * from one solve of the rules once the searches had cost more ({@link RulesetCache#spending}).
   *
   * @return one entry a ruleset, in the order of their names
   */
  public List<RulesSpending> spending() {
    return rulesets.spending();
  }

  /**
   * One instance's answer.
   *
   * @param raw the instance's parameters, by name, as text or as values a config file gives
   * @throws dev.nimber.api.InvalidParameterException when a value is missing or not allowed
   * @throws dev.nimber.api.UnsupportedInstanceException when the instance is beyond the solver, or
   *     the question beyond the databases
   * @throws dev.nimber.db.DatabaseException when no database holds the instance, or one is damaged
   * @throws dev.nimber.api.SolverFailureException when the solver could not answer
   * @throws dev.nimber.app.service.PluginFailureException when the game or the solver broke their
   *     contract
   */
  public Solved answer(Map<String, ?> raw) {
    if (stored.isPresent()) {
      return stored.get().solve(selection, InstanceSolver.bind(selection.game(), raw));
    }
    if (selection.engine().isEmpty()) {
      return solver.solve(selection, raw, rulesets);
    }
    Parameters instance = InstanceSolver.bind(selection.game(), raw);
    SharedSearch shared = idle.pollFirst();
    if (shared == null) {
      shared = new SharedSearch(rulesets, Runtime.getRuntime().availableProcessors());
    }
    try {
      return solver.solve(selection, instance, shared);
    } finally {
      idle.addFirst(shared);
    }
  }
}
