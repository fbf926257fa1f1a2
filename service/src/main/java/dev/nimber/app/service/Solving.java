package dev.nimber.app.service;

import static dev.nimber.app.service.ServiceCore.contract;
import static dev.nimber.app.service.ServiceCore.refuseSolverBesideDatabases;
import static dev.nimber.app.service.ServiceCore.select;
import static dev.nimber.app.service.ServiceCore.within;

import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.solve.DatabaseAnswers;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The service's answers to one question: from the solvers, the kept rulesets or a solved database;
 * and batches.
 */
final class Solving {

  private final ServiceCore core;
  private final InstanceSolver solver;
  private final Calls calls;
  private final SolvedDatabases databases;
  private final Optional<RulesetCache> rulesets;

  Solving(ServiceCore core) {
    this.core = core;
    this.solver = core.solver;
    this.calls = core.calls;
    this.databases = core.databases;
    this.rulesets = core.rulesets;
  }

  Solved solve(Requests.Solve request) {
    return solve(request, SolveListener.NONE);
  }

  Solved solve(Requests.Solve request, SolveListener listener) {
    GameEntry entry = core.entry(request.game());
    if (!request.databases().isEmpty()) {
      return fromDatabases(entry, request, listener);
    }
    Selection selection = select(entry, request.solver(), request.question());
    Parameters instance = core.bind(selection.game(), request.params());
    Optional<Path> held =
        request.solver() == null || selection.byEngine()
            ? core.holding(selection.game(), instance)
            : Optional.empty();
    if (held.isPresent()) {
      Optional<Solved> stored =
          fromDatabase(selection.game(), request.question(), instance, held.get());
      if (stored.isPresent()) {
        return stored.get();
      }
    }
    return solve(selection, instance, request.timeout(), listener);
  }

  private Solved solve(
      Selection selection,
      Parameters instance,
      Optional<Duration> timeout,
      SolveListener listener) {
    if (rulesets.isPresent()
        && !selection.question().equals(Question.GRUNDY)
        && selection.engine().isPresent()) {
      Optional<Solved> early =
          fromRulesOrBackground(
              selection,
              selection.engine().get(),
              instance,
              timeout.isEmpty() && listener == SolveListener.NONE);
      if (early.isPresent()) {
        return early.get();
      }
    }
    Selection answering = InstanceSolver.taking(selection, instance);
    listener.solving(
        answering.game().describe(answering.solver()),
        answering.question().name(),
        instance.toString(),
        () ->
            answering
                .engine()
                .map(
                    search ->
                        PluginCall.guard(
                            () -> InstanceSolver.doing(answering, instance),
                            () -> search.method(instance, answering.question()))));
    Selection reporting =
        selection
            .engine()
            .map(
                search ->
                    Selection.ofEngine(
                        selection.game(),
                        search.reporting(listener::tierSolved, listener::searched),
                        selection.question()))
            .orElse(selection);
    return calls.call(
        answering.byEngine(),
        InstanceSolver.doing(answering, instance),
        () ->
            contract(
                () ->
                    within(
                        timeout,
                        () ->
                            rulesets
                                .map(kept -> solver.solve(reporting, instance, kept))
                                .orElseGet(() -> solver.solve(reporting, instance)),
                        () ->
                            answering.game().describe(answering.solver())
                                + " did not answer '"
                                + answering.question()
                                + "' of "
                                + instance)));
  }

  /**
   * The answer where the face keeps rulesets solved ({@code serve}, an embedder's service) before
   * the request's own search: at once by the weak search while the rules are solved in the
   * background, or from the rules once they are; and where they are not kept (too large to keep, or
   * the weak method named), by the weak search of the face's choice ({@link
   * Calls#callOnWeakValues}: {@code serve}'s goes on in the background past its time limit, and the
   * request is answered 202 meanwhile). The last only for a request that neither sets its own time
   * limit nor listens to the search's progress ({@code mayWait}): such a request answers by its own
   * search, and so does one the weak search does not answer (a game that does not number its
   * positions, the strong or proof-number method). Empty when the request answers by its own
   * search.
   */
  private Optional<Solved> fromRulesOrBackground(
      Selection selection, SearchSolver search, Parameters instance, boolean mayWait) {
    GameEntry game = selection.game();
    List<Object> work =
        List.of("solve", game.descriptor().id(), selection.question().name(), instance);
    boolean byWeakMethod = search.searchMethod() == SearchMethod.WEAK;
    if (!byWeakMethod && !(mayWait && calls.searchingInBackground(search, instance, work))) {
      if (calls.startRules(game, search, instance)) {
        return Optional.empty();
      }
      Optional<Solved> quick = quickly(selection, search, instance);
      if (quick.isPresent()) {
        return quick;
      }
      calls.awaitRules(game, search, instance);
      if (rulesets.orElseThrow().holds(game, search, instance)) {
        return Optional.empty();
      }
    }
    if (!mayWait || !ServiceCore.byWeakSearch(game, search, instance)) {
      return Optional.empty();
    }
    try {
      return calls.callOnWeakValues(
          game,
          search,
          instance,
          work,
          InstanceSolver.doing(selection, instance),
          answerFrom(selection, search, instance));
    } catch (StillWorking searching) {
      throw searching.showing(
          PluginCall.guard(
              () -> game.describe() + ", drawing the position of " + instance,
              () -> game.descriptor().positions().orElseThrow().start(instance).render()));
    }
  }

  /**
   * The answer from the database, among those the request names, that holds the instance; refused
   * when none does or it cannot answer the question.
   */
  private Solved fromDatabases(GameEntry entry, Requests.Solve request, SolveListener listener) {
    refuseSolverBesideDatabases(request.solver(), request.databases());
    Selection selection =
        contract(() -> entry.select(SolvedDatabases.engine(entry).name(), request.question()));
    Parameters instance = core.bind(entry, request.params());
    return calls.call(
        false,
        "the databases in " + request.databases(),
        () ->
            contract(
                () -> {
                  try (Database stored = databases.open(request.databases(), entry, instance)) {
                    listener.reading(stored.folder(), DatabaseInfo.of(stored.manifest()));
                    return within(
                        request.timeout(),
                        () -> solver.solveFrom(selection, instance, stored),
                        () ->
                            "the database in "
                                + stored.folder()
                                + " did not answer '"
                                + selection.question()
                                + "' of "
                                + instance);
                  }
                }));
  }

  /**
   * The answer by the weak search alone, when it finds it within {@value #QUICK_VISITS} visits:
   * while the rules are being solved in the background, a position the weak search answers at once
   * need not wait for them. Empty when it does not (the request then waits for the rules).
   */
  private Optional<Solved> quickly(Selection selection, SearchSolver search, Parameters instance) {
    return core.fromQuickValues(
        selection.game(),
        search,
        instance,
        InstanceSolver.doing(selection, instance),
        answerFrom(selection, search, instance));
  }

  /** The answer to the selection's question about the instance from values of its positions. */
  private Function<PositionValues, Solved> answerFrom(
      Selection selection, SearchSolver search, Parameters instance) {
    return values ->
        solver.solveBy(
            selection, instance, () -> search.answerFrom(instance, selection.question(), values));
  }

  /**
   * The answer from a solved database, through the engine's solver, or empty when the database
   * cannot answer the question (a Grundy value from outcomes, say): then the solvers answer as
   * without it.
   */
  private Optional<Solved> fromDatabase(
      GameEntry entry, String questionName, Parameters instance, Path folder) {
    Selection engine = select(entry, SolvedDatabases.engine(entry).name(), questionName);
    return calls.call(
        false,
        "the database in " + folder,
        () ->
            contract(
                () -> {
                  try (Database database = databases.open(folder, entry, instance)) {
                    return Optional.of(solver.solveFrom(engine, instance, database));
                  } catch (UnsupportedInstanceException notHeld) {
                    return Optional.empty();
                  }
                }));
  }

  BatchAnswers batch(Requests.Batch request) {
    GameEntry entry = core.entry(request.game());
    if (request.databases().isEmpty()) {
      return new BatchAnswers(
          select(entry, request.solver(), request.question()),
          solver,
          Optional.empty(),
          new RulesetCache());
    }
    refuseSolverBesideDatabases(request.solver(), request.databases());
    return new BatchAnswers(
        contract(() -> entry.select(SolvedDatabases.engine(entry).name(), request.question())),
        solver,
        Optional.of(new DatabaseAnswers(databases, solver, request.databases())),
        new RulesetCache());
  }
}
