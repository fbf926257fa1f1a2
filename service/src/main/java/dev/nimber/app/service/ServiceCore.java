package dev.nimber.app.service;

import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.SplitValues;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the service's use cases share: the games, the solver, where the work runs, the solved
 * databases and the kept rulesets; and the checks of a request's names and values, each refused as
 * a {@link ServiceException} of the kind that fits.
 */
final class ServiceCore {

  final Catalog catalog;
  final InstanceSolver solver;
  final Calls calls;
  final SolvedDatabases databases;
  final Optional<RulesetCache> rulesets;

  /**
   * Whether a parameter's value may name a file ({@code @FILE}, as a graph's edges may): yes for
   * the command line and an embedder, no for the server, whose requests come from anyone.
   */
  private final boolean readsFiles;

  /** The solved databases given at the start: what each holds, read once. */
  private final Map<Path, Manifest> stored;

  ServiceCore(
      Catalog catalog,
      InstanceSolver solver,
      Calls calls,
      SolvedDatabases databases,
      List<Path> folders,
      Optional<RulesetCache> rulesets,
      boolean readsFiles) {
    this.readsFiles = readsFiles;
    this.catalog = catalog;
    this.solver = solver;
    this.calls = calls;
    this.databases = databases;
    this.rulesets = rulesets;
    this.stored = new LinkedHashMap<>();
    folders.forEach(folder -> stored.put(folder, Manifest.read(folder)));
  }

  /** Refuses a solver named beside databases, which answer through the engine's solver alone. */
  static void refuseSolverBesideDatabases(String solverName, List<Path> folders) {
    if (solverName != null && !folders.isEmpty()) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT,
          "solver",
          "the databases answer through the engine's solver, so no solver may be named");
    }
  }

  /**
   * Work done from the weak search's values of an instance, when that search finds them within
   * {@value NimberService#QUICK_VISITS} visits: so a request is answered at once while the rules
   * are solved in the background. Empty when it does not (its budget runs out, or it meets a loopy
   * tier or a drawn position, which the weak method does not answer), or past the time limit; then
   * the request waits for the rules.
   *
   * @param doing the work, for the messages
   */
  <T> Optional<T> fromQuickValues(
      GameEntry game,
      SearchSolver search,
      Parameters instance,
      String doing,
      Function<PositionValues, T> work) {
    return weakValues(game, search, instance, NimberService.QUICK_VISITS)
        .flatMap(values -> calls.callOrGiveUp(true, doing, () -> fromWeak(values, work)));
  }

  /**
   * Whether the weak search values the instance's positions ({@link #weakValues} is not empty): the
   * game numbers them, and the method is the engine's choice or the weak one.
   */
  static boolean byWeakSearch(GameEntry entry, SearchSolver search, Parameters instance) {
    SearchMethod method = search.searchMethod();
    return method != SearchMethod.STRONG
        && method != SearchMethod.PROOF
        && PluginCall.guard(
            () -> entry.describe() + ", asked for the numbering of " + instance,
            () -> search.numbers(instance));
  }

  /**
   * Work done on this thread from the weak search's values of an instance, its visits unbounded
   * (the caller bounds its time): for rules no kept solve answers, too large to keep. Empty when
   * the weak method does not answer the instance (the engine told another method, a game that does
   * not number its positions, a loopy tier or a drawn position met).
   */
  static <T> Optional<T> fromWeakValues(
      GameEntry game, SearchSolver search, Parameters instance, Function<PositionValues, T> work) {
    return weakValues(game, search, instance, Long.MAX_VALUE)
        .flatMap(values -> fromWeak(values, work));
  }

  /**
   * The weak search's values of an instance, within a number of visits in all, by one search (raced
   * by the solver's helper threads once a question takes long, {@link
   * SearchSolver#splitWeakValues}); empty where the game does not number its positions or the
   * method is the strong or the proof-number one ({@link #byWeakSearch} is false).
   */
  static Optional<PositionValues> weakValues(
      GameEntry game, SearchSolver search, Parameters instance, long mostVisits) {
    return weakValues(game, search, instance, mostVisits, 1);
  }

  /**
   * The weak search's values of an instance, as {@link #weakValues(GameEntry, SearchSolver,
   * Parameters, long)}, by one search for each of so many threads, which value the positions a
   * position's moves lead to at once ({@link SplitValues}); a position asked alone is searched by
   * the first, raced by the solver's helper threads once it takes long ({@link
   * SearchSolver#splitWeakValues}).
   *
   * @param searches the searches, at least 1 ({@link SplitValues#searchesFor})
   */
  static Optional<PositionValues> weakValues(
      GameEntry game, SearchSolver search, Parameters instance, long mostVisits, int searches) {
    return PluginCall.guard(
        () -> game.describe() + ", asked for the numbering of " + instance,
        () -> search.splitWeakValues(instance, mostVisits, searches));
  }

  /**
   * The work's result from weak values, or empty where the weak search gave up: its budget spent,
   * or a loopy tier or a drawn position met.
   */
  static <T> Optional<T> fromWeak(PositionValues values, Function<PositionValues, T> work) {
    return contract(
        () -> {
          try {
            return Optional.of(work.apply(values));
          } catch (SolverFailureException spent) {
            if (spent.reason() != SolverFailureException.Reason.BUDGET) {
              throw spent;
            }
            return Optional.empty();
          } catch (AlphaBetaValues.NotAcyclicException outside) {
            return Optional.empty();
          } catch (PluginFailureException outside) {
            if (outside.getCause() instanceof AlphaBetaValues.NotAcyclicException) {
              return Optional.empty();
            }
            throw outside;
          }
        });
  }

  /** The work's result, given up when it takes longer than the time given. */
  static <T> T within(Optional<Duration> timeout, Supplier<T> work, Supplier<String> late) {
    if (timeout.isEmpty()) {
      return work.get();
    }
    try (TimedCalls timed = new TimedCalls(timeout)) {
      return timed.callWithin(work, late);
    }
  }

  /** The folder of a solved database that holds the instance, if one was given. */
  Optional<Path> holding(GameEntry entry, Parameters instance) {
    if (stored.isEmpty() || entry.engine().isEmpty()) {
      return Optional.empty();
    }
    return stored.entrySet().stream()
        .filter(held -> SolvedDatabases.ruleDifferences(held.getValue(), entry, instance).isEmpty())
        .map(Map.Entry::getKey)
        .findFirst();
  }

  /**
   * The game of this id: {@code NOT_FOUND} with the catalog's message when there is none, {@code
   * FAILED} when its plugins clash.
   */
  GameEntry entry(String id) {
    boolean known = catalog.gameIds().contains(id);
    try {
      return catalog.game(id);
    } catch (UsageException refused) {
      throw new ServiceException(
          known ? ServiceException.Kind.FAILED : ServiceException.Kind.NOT_FOUND,
          null,
          refused.getMessage());
    }
  }

  /**
   * Refuses with {@code NOT_FOUND}, naming the field, a solver or a question the game does not
   * have; null names none.
   */
  static void checkNames(GameEntry entry, String solverName, String questionName) {
    if (questionName != null) {
      question(entry, questionName);
    }
    if (solverName != null) {
      solver(entry, solverName);
    }
  }

  static Selection select(GameEntry entry, String solverName, String questionName) {
    checkNames(entry, solverName, questionName);
    try {
      return entry.select(solverName, questionName);
    } catch (UsageException mismatch) {
      throw new ServiceException(ServiceException.Kind.NOT_FOUND, null, mismatch.getMessage());
    }
  }

  /**
   * The solver of this name: {@code NOT_FOUND} with the game's own message, which lists those that
   * exist, when there is none.
   */
  static GameSolver solver(GameEntry entry, String name) {
    try {
      return entry.solver(name);
    } catch (UsageException unknown) {
      throw new ServiceException(ServiceException.Kind.NOT_FOUND, "solver", unknown.getMessage());
    }
  }

  static void question(GameEntry entry, String name) {
    try {
      entry.question(name);
    } catch (UsageException unknown) {
      throw new ServiceException(ServiceException.Kind.NOT_FOUND, "question", unknown.getMessage());
    }
  }

  Parameters bind(GameEntry entry, Map<String, String> raw) {
    refuseFiles(raw);
    return contract(() -> InstanceSolver.bind(entry, raw));
  }

  /**
   * Refuses, when this service reads no file, a parameter's value that names one ({@code @FILE}): a
   * request to a server must not make it read its own files, nor echo their lines in a message.
   */
  void refuseFiles(Map<String, String> raw) {
    if (readsFiles) {
      return;
    }
    raw.forEach(
        (name, value) -> {
          if (value != null && value.strip().startsWith("@")) {
            throw new ServiceException(
                ServiceException.Kind.BAD_INPUT,
                name,
                "parameter '"
                    + name
                    + "': got a file ('@…'); the server reads no file: give the value itself");
          }
        });
  }

  static ParameterRange range(String field, String text) {
    if (text == null || text.isBlank()) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT,
          field,
          "parameter '"
              + field
              + "': got nothing; allowed: NAME=FROM..TO (for"
              + " example n=0..30)");
    }
    try {
      return ParameterRange.parse(field, text, NimberService.MAX_RANGE_VALUES);
    } catch (UsageException bad) {
      throw new ServiceException(ServiceException.Kind.BAD_INPUT, field, bad.getMessage());
    }
  }

  /** Runs a call, turning the api's exceptions into the service's kinds. */
  static <T> T contract(Supplier<T> call) {
    try {
      return call.get();
    } catch (InvalidParameterException bad) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT, bad.parameter(), bad.getMessage(), bad);
    } catch (UnsupportedInstanceException beyond) {
      throw new ServiceException(
          ServiceException.Kind.BEYOND_SOLVER, null, beyond.getMessage(), beyond);
    } catch (UsageException wrong) {
      throw new ServiceException(ServiceException.Kind.BAD_INPUT, null, wrong.getMessage(), wrong);
    } catch (DatabaseException unfit) {
      throw new ServiceException(ServiceException.Kind.DATABASE, null, unfit.getMessage(), unfit);
    } catch (SolverFailureException | PluginFailureException failed) {
      throw new ServiceException(ServiceException.Kind.FAILED, null, failed.getMessage(), failed);
    }
  }
}
