package dev.nimber.app.service;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.catalog.PluginFailureException;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.explore.CellAnswers;
import dev.nimber.app.explore.Grid;
import dev.nimber.app.explore.GridBuilder;
import dev.nimber.app.explore.Opponent;
import dev.nimber.app.explore.Opponents;
import dev.nimber.app.explore.ParameterRange;
import dev.nimber.app.explore.TableBuilder;
import dev.nimber.app.explore.TableListener;
import dev.nimber.app.explore.TablePeriods;
import dev.nimber.app.explore.TimedCalls;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.PlayState.MoveValue;
import dev.nimber.app.service.PlayState.PositionValue;
import dev.nimber.app.solve.DatabaseAnswers;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.Solved;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.engine.AlphaBetaValues;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.RankedValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import dev.nimber.testkit.PictureCheck;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * The application: what the server's API and pages answer and what a program that embeds nimber
 * asks, as typed requests ({@link Requests}) and results — the games, one answer, a table or plot
 * over a range, a game in play. It owns the choices behind every answer: which solver answers (the
 * one named, or the game's default), whether a solved database given at the start answers instead
 * of the engine, the computer's opponent in play, and the cache of rulesets the engine has solved
 * (a ranked solve of a ruleset answers every later question about a position of the same rules).
 * The server's requests ({@link #solve}, {@link #table}, {@link #plot}, {@link #play}) name games,
 * solvers, questions and parameter values only, never a file or a folder; {@link #tabulate} and
 * {@link #chart} take what {@code nimber table} and {@code nimber plot} take, solved databases'
 * folders included.
 *
 * <p>A request it cannot answer throws a {@link ServiceException} of the kind that fits; the work
 * runs where its {@link Calls} say (the server's pools, or the caller's thread). Thread-safe:
 * requests may come from many threads at once.
 */
public final class NimberService {

  /** The most values a table or either side of a plot may span. */
  public static final long MAX_RANGE_VALUES = 1_000;

  /** The most moves a game in play may have been played. */
  public static final int MAX_MOVES_PLAYED = 1_000;

  private final Catalog catalog;
  private final InstanceSolver solver;
  private final Calls calls;
  private final SolvedDatabases databases;
  private final Optional<RulesetCache> rulesets;

  /**
   * Whether a parameter's value may name a file ({@code @FILE}, as a graph's edges may): yes for
   * the command line and an embedder, no for the server, whose requests come from anyone.
   */
  private final boolean readsFiles;

  /** The solved databases given at the start: what each holds, read once. */
  private final Map<Path, Manifest> stored;

  /**
   * @param catalog the games
   * @param solver asks solvers and times them
   * @param calls where the work runs
   * @param databases opens the solved databases
   * @param folders the solved databases to answer from, when one holds the instance asked about
   * @param rulesets the rulesets solved for earlier requests, kept for later ones; or empty to
   *     answer each question on its own, as one command does (the engine then solves only what the
   *     question needs, not the whole ruleset, and a game in play is valued by search)
   * @param readsFiles whether a parameter's value may name a file to read ({@code @FILE}); a
   *     server's requests must not
   * @throws DatabaseException when a folder holds no database, or a damaged one
   */
  public NimberService(
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

  /**
   * The service an embedding program uses: the games and solvers on its class path (each plugin's
   * jar beside nimber's) and in plugin folders, normal play, the engine on every core, no solved
   * database, work on the caller's thread. A plugin that cannot be used is left out, and {@link
   * #warnings()} says why.
   *
   * @param pluginFolders folders of plugin jars, read as {@code nimber --plugins} reads them
   * @return the service
   */
  public static NimberService withPlugins(List<Path> pluginFolders) {
    ClassLoader host = GameDescriptor.class.getClassLoader();
    Catalog catalog =
        Catalog.of(
                PluginLoader.discover(host, PluginLoader.CLASS_PATH)
                    .plus(new PluginLoader(host).load(pluginFolders)))
            .withEngine(false, Runtime.getRuntime().availableProcessors());
    return new NimberService(
        catalog,
        new InstanceSolver(System::nanoTime),
        Calls.direct(),
        new SolvedDatabases(),
        List.of(),
        Optional.of(new RulesetCache()),
        true);
  }

  /**
   * The service one command of the command line uses: work on the caller's thread, no solved
   * database but those a request names, each question answered on its own.
   *
   * @param catalog the games, as the command's options configured them
   * @param solver asks solvers and times them
   * @param databases opens the solved databases
   * @return the service
   */
  public static NimberService forOneCommand(
      Catalog catalog, InstanceSolver solver, SolvedDatabases databases) {
    return new NimberService(
        catalog, solver, Calls.direct(), databases, List.of(), Optional.empty(), true);
  }

  /** What loading the plugins found wrong: one line a plugin that cannot be used. */
  public List<String> warnings() {
    return catalog.warnings();
  }

  /** Every game that can be used, by id; a game whose plugins clash or fail is left out. */
  public List<GameInfo> games() {
    List<GameInfo> games = new ArrayList<>();
    for (String id : catalog.gameIds()) {
      try {
        games.add(describe(catalog.game(id)));
      } catch (UsageException | PluginFailureException unusable) {
        // A game provided twice, or whose plugin fails to describe it, is left out; the catalog's
        // warnings say why.
      }
    }
    return games;
  }

  /**
   * One game.
   *
   * @throws ServiceException {@code NOT_FOUND} for an unknown id
   */
  public GameInfo game(String id) {
    return describe(entry(id));
  }

  private GameInfo describe(GameEntry entry) {
    return PluginCall.guard(
        () -> "describing " + entry.describe(),
        () -> {
          GameDescriptor descriptor = entry.descriptor();
          List<GameInfo.ParameterInfo> parameters = new ArrayList<>();
          for (Parameter<?> parameter : descriptor.parameters()) {
            parameters.add(describe(parameter));
          }
          List<GameInfo.SolverInfo> solvers = new ArrayList<>();
          for (GameSolver gameSolver : entry.solvers()) {
            solvers.add(
                new GameInfo.SolverInfo(
                    gameSolver.name(),
                    gameSolver.description(),
                    gameSolver.questions().stream().map(Question::name).toList(),
                    gameSolver.limits(),
                    gameSolver.name().equals(descriptor.defaultSolver())));
          }
          return new GameInfo(
              descriptor.id(),
              descriptor.description(),
              parameters,
              entry.questions().stream().map(Question::name).toList(),
              solvers,
              descriptor.positions().isPresent());
        });
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static GameInfo.ParameterInfo describe(Parameter<?> parameter) {
    Object defaultValue =
        parameter.defaultValue() == null
            ? null
            : ((ParameterType) parameter.type()).toPlain(parameter.defaultValue());
    return new GameInfo.ParameterInfo(
        parameter.name(),
        parameter.description(),
        parameter.type().allowed(),
        parameter.required(),
        defaultValue,
        parameter.role().name().toLowerCase(Locale.ROOT),
        parameter.summary(),
        parameter.type() == ParameterType.bool() ? "boolean" : "text");
  }

  /**
   * One answer: from the solved database that holds the instance, when one was given and no solver
   * other than the engine's is named; else from the solver chosen.
   *
   * @throws ServiceException of the kind that fits
   */
  public Solved solve(Requests.Solve request) {
    return solve(request, SolveListener.NONE);
  }

  /**
   * One answer, as {@link #solve(Requests.Solve)} gives it, or from the databases the request
   * names; the listener hears where it comes from and how far the engine has come.
   *
   * @throws ServiceException of the kind that fits: {@code FAILED} when the time given runs out
   */
  public Solved solve(Requests.Solve request, SolveListener listener) {
    GameEntry entry = entry(request.game());
    if (!request.databases().isEmpty()) {
      return fromDatabases(entry, request, listener);
    }
    Selection selection = select(entry, request.solver(), request.question());
    Parameters instance = bind(selection.game(), request.params());
    Optional<Path> held =
        request.solver() == null || selection.byEngine()
            ? holding(selection.game(), instance)
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
      SearchSolver search = selection.engine().get();
      if (!calls.startRules(selection.game(), search, instance)) {
        Optional<Solved> quick = quickly(selection, search, instance);
        if (quick.isPresent()) {
          return quick.get();
        }
        calls.awaitRules(selection.game(), search, instance);
      }
    }
    listener.solving(
        selection.game().describe(selection.solver()),
        selection.question().name(),
        instance.toString(),
        () ->
            selection
                .engine()
                .map(
                    search ->
                        PluginCall.guard(
                            () -> InstanceSolver.doing(selection, instance),
                            () -> search.method(instance, selection.question()))));
    Selection reporting =
        selection
            .engine()
            .map(
                search ->
                    Selection.ofEngine(
                        selection.game(),
                        search.reporting(listener::tierSolved),
                        selection.question()))
            .orElse(selection);
    return calls.call(
        selection.byEngine(),
        InstanceSolver.doing(selection, instance),
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
                            selection.game().describe(selection.solver())
                                + " did not answer '"
                                + selection.question()
                                + "' of "
                                + instance)));
  }

  /**
   * The answer from the database, among those the request names, that holds the instance; refused
   * when none does or it cannot answer the question.
   */
  private Solved fromDatabases(GameEntry entry, Requests.Solve request, SolveListener listener) {
    refuseSolverBesideDatabases(request.solver(), request.databases());
    Selection selection =
        contract(() -> entry.select(SolvedDatabases.engine(entry).name(), request.question()));
    Parameters instance = bind(entry, request.params());
    return calls.call(
        false,
        "the databases in " + request.databases(),
        () ->
            contract(
                () -> {
                  try (Database stored = databases.open(request.databases(), entry, instance)) {
                    listener.reading(stored.folder(), stored.manifest());
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

  /** Refuses a solver named beside databases, which answer through the engine's solver alone. */
  private static void refuseSolverBesideDatabases(String solverName, List<Path> folders) {
    if (solverName != null && !folders.isEmpty()) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT,
          "solver",
          "the databases answer through the engine's solver, so no solver may be named");
    }
  }

  /** The work's result, given up when it takes longer than the time given. */
  /**
   * The most visits the weak search spends on a request answered at once while the rules are solved
   * in the background: about a second of work on Connect Four.
   */
  static final long QUICK_VISITS = 1 << 22;

  /**
   * The answer by the weak search alone, when it finds it within {@value #QUICK_VISITS} visits:
   * while the rules are being solved in the background, a position the weak search answers at once
   * need not wait for them. Empty when it does not (the request then waits for the rules).
   */
  private Optional<Solved> quickly(Selection selection, SearchSolver search, Parameters instance) {
    Optional<PositionValues> values =
        PluginCall.guard(
            () -> selection.game().describe() + ", asked for the numbering of " + instance,
            () -> search.weakValues(instance, QUICK_VISITS));
    if (values.isEmpty()) {
      return Optional.empty();
    }
    return calls.callOrGiveUp(
        true,
        InstanceSolver.doing(selection, instance),
        () ->
            contract(
                () -> {
                  try {
                    return Optional.of(
                        solver.solveBy(
                            selection,
                            instance,
                            () -> search.answerFrom(instance, selection.question(), values.get())));
                  } catch (SolverFailureException spent) {
                    if (spent.reason() != SolverFailureException.Reason.BUDGET) {
                      throw spent;
                    }
                    return Optional.empty();
                  } catch (PluginFailureException outside) {
                    // The weak method does not answer positions of a loopy tier or drawn ones.
                    if (outside.getCause() instanceof AlphaBetaValues.NotAcyclicException) {
                      return Optional.empty();
                    }
                    throw outside;
                  }
                }));
  }

  /**
   * The game in play by the weak search's values, when it finds every value the page shows within
   * {@value #QUICK_VISITS} visits, as {@link #quickly} answers a question; empty otherwise.
   */
  private Optional<PlayState> playQuickly(
      GameEntry entry,
      Positions positions,
      Parameters instance,
      Requests.Play request,
      Selection bySearch,
      SearchSolver search) {
    Optional<PositionValues> values =
        PluginCall.guard(
            () -> entry.describe() + ", asked for the numbering of " + instance,
            () -> search.weakValues(instance, QUICK_VISITS));
    if (values.isEmpty()) {
      return Optional.empty();
    }
    return calls.callOrGiveUp(
        true,
        "playing game '" + entry.descriptor().id() + "' from " + instance,
        () ->
            contract(
                () -> {
                  try {
                    return Optional.of(play(entry, positions, instance, request, bySearch, values));
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
                }));
  }

  private static <T> T within(Optional<Duration> timeout, Supplier<T> work, Supplier<String> late) {
    if (timeout.isEmpty()) {
      return work.get();
    }
    try (TimedCalls timed = new TimedCalls(timeout)) {
      return timed.callWithin(work, late);
    }
  }

  /** The folder of a solved database that holds the instance, if one was given. */
  private Optional<Path> holding(GameEntry entry, Parameters instance) {
    if (stored.isEmpty() || entry.engine().isEmpty()) {
      return Optional.empty();
    }
    return stored.entrySet().stream()
        .filter(held -> SolvedDatabases.ruleDifferences(held.getValue(), entry, instance).isEmpty())
        .map(Map.Entry::getKey)
        .findFirst();
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

  /**
   * One question over one parameter's range, as the server's table page asks it: a table of one
   * column, refused as a whole when its solver refuses a row ({@code BEYOND_SOLVER}) or runs out of
   * its budget on one ({@code FAILED}).
   *
   * @throws ServiceException of the kind that fits
   */
  public TableAnswer table(Requests.Table request) {
    GameEntry entry = entry(request.game());
    refuseFiles(request.fixed());
    Selection column = select(entry, request.solver(), request.question());
    ParameterRange range = range("over", request.over());
    TableAnswer table =
        tabulate(
            entry,
            new Requests.Tabulate(
                request.game(),
                request.solver(),
                List.of(column.question().name()),
                range,
                request.fixed(),
                Optional.empty(),
                List.of()),
            TableListener.none());
    if (!table.leftOut().isEmpty()) {
      TableBuilder.LeftOut left = table.leftOut().get(0);
      throw new ServiceException(
          left.refused() ? ServiceException.Kind.BEYOND_SOLVER : ServiceException.Kind.FAILED,
          null,
          left.reason());
    }
    return table;
  }

  /**
   * Questions over one parameter's range, as {@code nimber table} tabulates them: never starting a
   * column it cannot finish (a column whose solver refuses a row, or runs out of its budget on one,
   * is left out, and the table says why).
   *
   * @param listener told of the columns and of each row as soon as it is complete (see {@link
   *     TableBuilder#table})
   * @throws ServiceException of the kind that fits: {@code BAD_INPUT} for a solver or question
   *     unknown or not answered, or no column left
   */
  public TableAnswer tabulate(Requests.Tabulate request, TableListener listener) {
    return tabulate(entry(request.game()), request, listener);
  }

  private TableAnswer tabulate(GameEntry entry, Requests.Tabulate request, TableListener listener) {
    List<Selection> asked =
        contract(
            () ->
                request.databases().isEmpty()
                    ? TableBuilder.columns(entry, request.solver(), request.questions())
                    : TableBuilder.columns(
                        entry,
                        SolvedDatabases.engine(entry).name(),
                        request.questions().isEmpty()
                            ? List.of(Question.OUTCOME.name(), Question.REMOTENESS.name())
                            : request.questions()));
    Optional<DatabaseAnswers> stored =
        request.databases().isEmpty()
            ? Optional.empty()
            : Optional.of(new DatabaseAnswers(databases, solver, request.databases()));
    ParameterRange range = request.range();
    return calls.call(
        asked.stream().anyMatch(Selection::byEngine),
        "a table of game '" + request.game() + "'",
        () ->
            contract(
                () -> {
                  try (CellAnswers cells = new CellAnswers(solver, request.cellTimeout(), stored)) {
                    TableBuilder.Table table =
                        new TableBuilder(cells)
                            .table(entry, asked, range, request.fixed(), listener);
                    return new TableAnswer(
                        entry.descriptor().id(),
                        table.columns(),
                        range,
                        table.rows(),
                        TablePeriods.of(table.columns(), table.rows(), range),
                        table.leftOut(),
                        cells.lateCells("empty"));
                  }
                }));
  }

  /**
   * One question over one or two parameters' ranges given as text, as the server's plot page asks
   * it; the ranges span at most {@value #MAX_RANGE_VALUES} values each.
   *
   * @throws ServiceException of the kind that fits
   */
  public Grid plot(Requests.Plot request) {
    GameEntry entry = entry(request.game());
    refuseFiles(request.fixed());
    checkNames(entry, request.solver(), request.question());
    ParameterRange xs = range("x", request.x());
    ParameterRange ys = request.y() == null ? null : range("y", request.y());
    return chart(
            entry,
            new Requests.Chart(
                request.game(),
                request.solver(),
                request.question(),
                xs,
                ys,
                request.fixed(),
                Optional.empty()),
            () -> {})
        .grid();
  }

  /**
   * One question over one or two parameters' ranges, as {@code nimber plot} draws it: a cell a
   * value (or pair of values), left blank where no answer comes.
   *
   * @param step called after each cell
   * @throws ServiceException of the kind that fits
   */
  public ChartAnswer chart(Requests.Chart request, Runnable step) {
    return chart(entry(request.game()), request, step);
  }

  private ChartAnswer chart(GameEntry entry, Requests.Chart request, Runnable step) {
    boolean search =
        entry
            .engine()
            .filter(found -> request.solver() == null || found.name().equals(request.solver()))
            .isPresent();
    return calls.call(
        search,
        "a plot of game '" + request.game() + "'",
        () ->
            contract(
                () -> {
                  try (CellAnswers cells = new CellAnswers(solver, request.cellTimeout())) {
                    Grid grid =
                        new GridBuilder(cells)
                            .build(
                                entry,
                                request.solver(),
                                request.question(),
                                request.x(),
                                request.y(),
                                request.fixed(),
                                step);
                    return new ChartAnswer(grid, cells.lateCells("blank"));
                  }
                }));
  }

  /**
   * A game in play against the computer, after the moves played.
   *
   * @throws ServiceException of the kind that fits: {@code BAD_INPUT} for a move that does not
   *     exist or follows the end
   */
  public PlayState play(Requests.Play request) {
    String gameId = request.game();
    GameEntry entry = entry(gameId);
    if (request.movesPlayed().size() > MAX_MOVES_PLAYED) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT,
          "movesPlayed",
          "at most " + MAX_MOVES_PLAYED + " moves, got " + request.movesPlayed().size());
    }
    Positions positions = positions(entry);
    Parameters instance = bind(entry, request.params());
    SearchSolver search =
        entry
            .engine()
            .orElseThrow(
                () ->
                    new ServiceException(
                        ServiceException.Kind.NOT_FOUND,
                        null,
                        "game '" + gameId + "' has no search to play by"));
    String solverName = request.solver();
    if (solverName != null && !solver(entry, solverName).equals(search)) {
      Selection chosen = select(entry, solverName, Question.MOVE.name());
      contract(
          () -> {
            InstanceSolver.checkSupports(chosen, instance, "");
            return chosen;
          });
      return calls.call(
          false,
          "playing game '" + gameId + "' from " + instance + " by solver '" + solverName + "'",
          () ->
              contract(() -> play(entry, positions, instance, request, chosen, Optional.empty())));
    }
    Selection bySearch = select(entry, search.name(), Question.MOVE.name());
    Optional<Path> held = holding(entry, instance);
    if (held.isEmpty()) {
      if (rulesets.isPresent() && !calls.startRules(entry, search, instance)) {
        Optional<PlayState> quick =
            playQuickly(entry, positions, instance, request, bySearch, search);
        if (quick.isPresent()) {
          return quick.get();
        }
      }
      calls.awaitRules(entry, search, instance);
    }
    return calls.call(
        held.isEmpty(),
        "playing game '" + gameId + "' from " + instance,
        () ->
            contract(
                () -> {
                  if (held.isEmpty()) {
                    return play(
                        entry,
                        positions,
                        instance,
                        request,
                        bySearch,
                        PluginCall.guard(
                            () -> entry.describe() + ", asked for the numbering of " + instance,
                            () -> rulesets.flatMap(kept -> kept.values(entry, search, instance))));
                  }
                  try (Database database = databases.open(held.get(), entry, instance)) {
                    PositionValues values =
                        PluginCall.guard(
                                () -> entry.describe() + ", asked for the numbering of " + instance,
                                () -> search.stored().valuesOf(instance, database))
                            .orElseThrow(
                                () ->
                                    new ServiceException(
                                        ServiceException.Kind.FAILED,
                                        null,
                                        "game '"
                                            + gameId
                                            + "' no longer numbers the positions of "
                                            + instance
                                            + ", so its database in "
                                            + held.get()
                                            + " cannot be played from"));
                    return play(entry, positions, instance, request, bySearch, Optional.of(values));
                  }
                }));
  }

  /**
   * A game against the computer, its side chosen once: from the solved database the request names
   * that holds the instance; else by the solver named; else by the engine's search, which first
   * solves every position when the game numbers them (within the time limit of one move); else by
   * the best solver that answers {@code move}. The solver's limits apply before the first move.
   *
   * @param listener hears where the values come from and how far the first solve has come
   * @param calls the time limit of one move
   * @throws ServiceException of the kind that fits: {@code NOT_FOUND} for a game without positions
   */
  public Match match(Requests.Match request, SolveListener listener, TimedCalls calls) {
    GameEntry entry = entry(request.game());
    refuseSolverBesideDatabases(request.solver(), request.databases());
    Selection selection =
        contract(
            () ->
                request.databases().isEmpty()
                    ? moveSelection(entry, request.solver())
                    : entry.select(SolvedDatabases.engine(entry).name(), Question.MOVE.name()));
    Parameters instance = bind(entry, request.params());
    String described = entry.describe(selection.solver()) + ", played from " + instance;
    if (!request.databases().isEmpty()) {
      return contract(
          () -> {
            Database stored = databases.open(request.databases(), entry, instance);
            try {
              listener.reading(stored.folder(), stored.manifest());
              PositionValues values =
                  PluginCall.guard(
                          () -> entry.describe() + ", asked for the numbering of " + instance,
                          () -> SolvedDatabases.engine(entry).stored().valuesOf(instance, stored))
                      .orElseThrow(
                          () ->
                              new UsageException(
                                  "game '"
                                      + entry.descriptor().id()
                                      + "' no longer numbers the positions of "
                                      + instance
                                      + " nor writes them as keys, so its database cannot be"
                                      + " played from"));
              Positions positions = positions(entry);
              return new Match(
                  start(entry, positions, instance),
                  Opponents.of(selection, positions, solver, Optional.of(values), calls),
                  entry.misere(),
                  described,
                  Optional.of(stored));
            } catch (RuntimeException | Error failed) {
              stored.close();
              throw failed;
            }
          });
    }
    contract(
        () -> {
          InstanceSolver.checkSupports(selection, instance, " (choose one with --solver)");
          return selection;
        });
    Positions positions = positions(entry);
    Position start = start(entry, positions, instance);
    return contract(
        () ->
            new Match(
                start,
                Opponents.of(
                    selection,
                    positions,
                    solver,
                    selection
                        .engine()
                        .flatMap(
                            search ->
                                playedBy(selection, search, instance)
                                    .or(
                                        () ->
                                            everyPositionSolved(
                                                selection, search, instance, listener, calls))),
                    calls),
                entry.misere(),
                described,
                Optional.empty()));
  }

  /** The solver named, or the engine's search, or the best solver that answers {@code move}. */
  private static Selection moveSelection(GameEntry entry, String solverName) {
    if (solverName != null) {
      return entry.select(solverName, Question.MOVE.name());
    }
    return entry
        .engine()
        .map(search -> Selection.ofEngine(entry, search, Question.MOVE))
        .orElseGet(() -> entry.select(null, Question.MOVE.name()));
  }

  /**
   * The weak search's values, for a game in play whose rules would take more than {@value
   * #QUICK_VISITS} visits' worth of work to solve (or do not fit): each move is then valued as it
   * comes, instead of every position first. Empty where the engine's method is not its own choice,
   * the game does not number the instance's positions, or solving them first costs less.
   */
  private static Optional<PositionValues> playedBy(
      Selection selection, SearchSolver search, Parameters instance) {
    if (search.searchMethod() != SearchMethod.AUTO) {
      return Optional.empty();
    }
    return PluginCall.guard(
        () -> selection.game().describe() + ", asked for the numbering of " + instance,
        () -> {
          OptionalLong cost = search.rulesetCost(instance);
          return cost.isPresent() && cost.getAsLong() <= QUICK_VISITS
              ? Optional.empty()
              : search.weakValues(instance, Long.MAX_VALUE);
        });
  }

  /**
   * For an instance the game numbers, the engine's values of every position, solved within the time
   * limit of one move; empty for other instances.
   */
  private static Optional<RankedValues> everyPositionSolved(
      Selection selection,
      SearchSolver search,
      Parameters instance,
      SolveListener listener,
      TimedCalls calls) {
    String described = selection.game().describe(selection.solver());
    listener.solving(
        described, "every position", instance.toString(), () -> Optional.<String>empty());
    SearchSolver reporting = search.reporting(listener::tierSolved);
    return PluginCall.guard(
        () -> described + ", solving every position of " + instance,
        () ->
            calls.callWithin(
                () -> reporting.rulesets().solveEveryTier(instance),
                () -> described + " did not solve the positions of " + instance));
  }

  /** A game's positions: {@code NOT_FOUND} when it has none, so that it cannot be played. */
  private static Positions positions(GameEntry entry) {
    return PluginCall.guard(
            () -> entry.describe() + ", asked for its positions", entry.descriptor()::positions)
        .orElseThrow(
            () ->
                new ServiceException(
                    ServiceException.Kind.NOT_FOUND,
                    null,
                    "game '"
                        + entry.descriptor().id()
                        + "' has no positions, so it cannot be played"));
  }

  private static Position start(GameEntry entry, Positions positions, Parameters instance) {
    return PluginCall.guard(
        () -> entry.describe() + ", asked for the position of " + instance,
        () -> positions.start(instance));
  }

  /**
   * A game in play against the computer playing by a selection (the engine's search or another
   * solver), from the values of every position when they are known.
   */
  private PlayState play(
      GameEntry entry,
      Positions positions,
      Parameters instance,
      Requests.Play request,
      Selection by,
      Optional<PositionValues> values) {
    return play(
        entry,
        positions,
        instance,
        request,
        Opponents.of(by, positions, solver, values, new TimedCalls(Optional.empty())));
  }

  private static PlayState play(
      GameEntry entry,
      Positions positions,
      Parameters instance,
      Requests.Play request,
      Opponent computer) {
    List<Integer> movesPlayed = request.movesPlayed();
    Position position = start(entry, positions, instance);
    List<PositionValue> history = new ArrayList<>();
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < movesPlayed.size(); i++) {
      PositionValue reached = value(computer, position, entry.misere());
      history.add(reached);
      if (reached.over()) {
        throw new ServiceException(
            ServiceException.Kind.BAD_INPUT,
            "movesPlayed",
            "the game ended after move " + i + ", so there is no move " + (i + 1));
      }
      List<Move> moves = position.moves();
      int index = movesPlayed.get(i);
      if (index < 0 || index >= moves.size()) {
        throw new ServiceException(
            ServiceException.Kind.BAD_INPUT,
            "movesPlayed",
            "move "
                + (i + 1)
                + " is number "
                + index
                + ", but that position has "
                + "moves 0 to "
                + (moves.size() - 1));
      }
      labels.add(moves.get(index).label());
      position = moves.get(index).to();
    }
    PositionValue value = value(computer, position, entry.misere());
    history.add(value);
    List<MoveValue> moves = new ArrayList<>();
    Integer perfect = null;
    List<Move> legal = position.verdict().isPresent() ? List.of() : position.moves();
    Optional<Picture> picture = picture(entry, position, legal);
    if (!value.over()) {
      for (int i = 0; i < legal.size(); i++) {
        PositionValue left = value(computer, legal.get(i).to(), entry.misere());
        moves.add(
            new MoveValue(
                i,
                legal.get(i).label(),
                left.outcome().opposite(),
                left.remoteness() == null ? null : left.remoteness() + 1));
      }
      perfect = indexOf(legal, computer.reply(position));
    }
    return new PlayState(
        entry.descriptor().id(),
        instance.toPlain(),
        movesPlayed,
        labels,
        position.render(),
        (movesPlayed.size() % 2 == 0) == request.personFirst(),
        value,
        perfect,
        moves,
        history,
        picture,
        picture.isPresent()
            && (PlayerTints.shown(picture.get())
                || (!legal.isEmpty()
                    && PluginCall.guard(
                            () -> entry.describe() + ", drawing " + legal.get(0).to(),
                            () -> legal.get(0).to().picture())
                        .map(PlayerTints::shown)
                        .orElse(false))));
  }

  /**
   * A position's picture, checked: its clicks must name legal moves ({@link PictureCheck}); a
   * picture that does not is the plugin's failure, named.
   *
   * @param legal the position's legal moves, none when a verdict decides it
   */
  private static Optional<Picture> picture(GameEntry entry, Position position, List<Move> legal) {
    Optional<Picture> picture =
        PluginCall.guard(
            () -> entry.describe() + ", drawing " + position, () -> position.picture());
    if (picture.isPresent()) {
      PictureCheck.problem(picture.get(), legal)
          .ifPresent(
              problem -> {
                throw new PluginFailureException(
                    entry.describe() + " drew the position " + position + " wrongly: " + problem,
                    null);
              });
    }
    return picture;
  }

  /**
   * Where the computer's move is among the legal ones: the same move, or failing that the one of
   * its label.
   */
  private static int indexOf(List<Move> legal, Move reply) {
    int same = legal.indexOf(reply);
    if (same >= 0) {
      return same;
    }
    for (int i = 0; i < legal.size(); i++) {
      if (legal.get(i).label().equals(reply.label())) {
        return i;
      }
    }
    throw new ServiceException(
        ServiceException.Kind.FAILED,
        null,
        "the computer's move '" + reply.label() + "' is not among the position's moves");
  }

  /**
   * The value of a position: decided by rule or by having no move (then over), or as the computer
   * advises.
   */
  private static PositionValue value(Opponent computer, Position position, boolean misere) {
    Optional<Outcome> ended = GameEnd.of(position, misere);
    if (ended.isPresent()) {
      return new PositionValue(ended.get(), 0L, true);
    }
    Opponent.Advice advice = computer.advise(position);
    OptionalLong remoteness = advice.remoteness();
    return new PositionValue(
        advice.outcome(), remoteness.isPresent() ? remoteness.getAsLong() : null, false);
  }

  /**
   * Many instances of one game asked one question: the solver and question chosen once, the
   * rulesets the engine solves kept for the whole batch (not beyond it), or the databases named.
   *
   * @throws ServiceException {@code NOT_FOUND} for a game, solver or question that does not exist
   *     or do not fit, {@code BAD_INPUT} for a solver named beside databases
   */
  public BatchAnswers batch(Requests.Batch request) {
    GameEntry entry = entry(request.game());
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

  /**
   * Builds the solved database of an instance with the engine, tier by tier (or, for a game that
   * does not number its positions, every position under its key); run again after an interruption,
   * it keeps the tiers already written.
   *
   * @param listener hears the build's notes and how far the solve has come
   * @throws ServiceException of the kind that fits: {@code BAD_INPUT} for a game the engine cannot
   *     build a database of, {@code DATABASE} for a folder that holds another database
   */
  public DatabaseBuilt buildDatabase(Requests.BuildDatabase request, SolveListener listener) {
    GameEntry entry = entry(request.game());
    return calls.call(
        false,
        "building the database of game '" + request.game() + "'",
        () -> contract(() -> new DatabaseJobs(databases).build(entry, request, listener)));
  }

  /**
   * Checks a solved database with the game it was built for: every checksum, then a sample of its
   * positions re-derived from their moves.
   *
   * @throws ServiceException of the kind that fits: {@code DATABASE} naming the file that is
   *     damaged or disagrees, {@code BAD_INPUT} for a database of the other play convention than
   *     the service's
   */
  public DatabaseChecked verifyDatabase(Requests.VerifyDatabase request) {
    Manifest.Identity identity = contract(() -> Manifest.read(request.folder()).identity());
    GameEntry entry = entry(identity.game());
    boolean misere = identity.play().equals("misere");
    if (misere != entry.misere()) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT,
          "folder",
          "the database in "
              + request.folder()
              + " is of "
              + (misere ? "misère" : "normal")
              + " play, and this service plays the other convention");
    }
    return calls.call(
        false,
        "checking the database in " + request.folder(),
        () -> contract(() -> new DatabaseJobs(databases).verify(entry, identity, request)));
  }

  /**
   * The names of a game's solvers, other than the engine's search, that the computer can play by.
   *
   * @throws ServiceException {@code NOT_FOUND} for an unknown id
   */
  public List<String> moveSolvers(String gameId) {
    GameEntry entry = entry(gameId);
    Optional<SearchSolver> engine = entry.engine();
    return entry.solvers().stream()
        .filter(
            found ->
                engine.filter(found::equals).isEmpty() && found.questions().contains(Question.MOVE))
        .map(GameSolver::name)
        .toList();
  }

  /**
   * The game of this id: {@code NOT_FOUND} with the catalog's message when there is none, {@code
   * FAILED} when its plugins clash.
   */
  private GameEntry entry(String id) {
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
  private static void checkNames(GameEntry entry, String solverName, String questionName) {
    if (questionName != null) {
      question(entry, questionName);
    }
    if (solverName != null) {
      solver(entry, solverName);
    }
  }

  private static Selection select(GameEntry entry, String solverName, String questionName) {
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
  private static GameSolver solver(GameEntry entry, String name) {
    try {
      return entry.solver(name);
    } catch (UsageException unknown) {
      throw new ServiceException(ServiceException.Kind.NOT_FOUND, "solver", unknown.getMessage());
    }
  }

  private static void question(GameEntry entry, String name) {
    try {
      entry.question(name);
    } catch (UsageException unknown) {
      throw new ServiceException(ServiceException.Kind.NOT_FOUND, "question", unknown.getMessage());
    }
  }

  private Parameters bind(GameEntry entry, Map<String, String> raw) {
    refuseFiles(raw);
    return contract(() -> InstanceSolver.bind(entry, raw));
  }

  /**
   * Refuses, when this service reads no file, a parameter's value that names one ({@code @FILE}): a
   * request to a server must not make it read its own files, nor echo their lines in a message.
   */
  private void refuseFiles(Map<String, String> raw) {
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

  private static ParameterRange range(String field, String text) {
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
      return ParameterRange.parse(field, text, MAX_RANGE_VALUES);
    } catch (UsageException bad) {
      throw new ServiceException(ServiceException.Kind.BAD_INPUT, field, bad.getMessage());
    }
  }

  /** Runs a call, turning the api's exceptions into the service's kinds. */
  private static <T> T contract(Supplier<T> call) {
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
