package dev.nimber.app.service;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Question;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.explore.TableBuilder;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.OpeningBooks;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.engine.SearchMethod;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

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

  /**
   * The most visits the weak search spends on a request answered at once while the rules are solved
   * in the background: about a second of work on Connect Four.
   */
  static final long QUICK_VISITS = 1 << 22;

  private final ServiceCore core;
  private final Solving solving;
  private final Exploring exploring;
  private final Playing playing;

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
    this.core = new ServiceCore(catalog, solver, calls, databases, folders, rulesets, readsFiles);
    this.solving = new Solving(core);
    this.exploring = new Exploring(core);
    this.playing = new Playing(core);
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
    return withPlugins(pluginFolders, SearchMethod.AUTO);
  }

  /**
   * {@link #withPlugins(List)} with the engine answering a numbered position by one method, as
   * {@code nimber --method} chooses it.
   *
   * @param pluginFolders folders of plugin jars, read as {@code nimber --plugins} reads them
   * @param method the strong, weak or proof-number method, or the engine's choice
   * @return the service
   */
  public static NimberService withPlugins(List<Path> pluginFolders, SearchMethod method) {
    ClassLoader host = GameDescriptor.class.getClassLoader();
    Catalog catalog =
        Catalog.of(
                PluginLoader.discover(host, PluginLoader.CLASS_PATH)
                    .plus(new PluginLoader(host).load(pluginFolders)))
            .withEngine(false, Runtime.getRuntime().availableProcessors(), method);
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
    return core.catalog.warnings();
  }

  /** Every game that can be used, by id; a game whose plugins clash or fail is left out. */
  public List<GameInfo> games() {
    List<GameInfo> games = new ArrayList<>();
    for (String id : core.catalog.gameIds()) {
      try {
        games.add(describe(core.catalog.game(id)));
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
    return describe(core.entry(id));
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
   * Builds the solved database of an instance with the engine, tier by tier (or, for a game that
   * does not number its positions, every position under its key); run again after an interruption,
   * it keeps the tiers already written.
   *
   * @param listener hears the build's notes and how far the solve has come
   * @throws ServiceException of the kind that fits: {@code BAD_INPUT} for a game the engine cannot
   *     build a database of, {@code DATABASE} for a folder that holds another database
   */
  public DatabaseBuilt buildDatabase(Requests.BuildDatabase request, SolveListener listener) {
    GameEntry entry = core.entry(request.game());
    return core.calls.call(
        false,
        "building the database of game '" + request.game() + "'",
        () ->
            ServiceCore.contract(
                () -> new DatabaseJobs(core.databases).build(entry, request, listener)));
  }

  /**
   * Builds the opening book of every position within some moves of an instance's start ({@code
   * nimber db book}): each valued by the weak search, then the book written to its file. Runs on
   * the caller's thread, and on threads of its own when the request asks for more than one.
   *
   * @param listener told of each position valued and of the searches' visits, from the threads that
   *     value them: the notes one at a time and in one order, the visits one at a time (summed over
   *     the searches), but a note and a count of visits may come at once from two threads
   * @return how many positions the book holds
   * @throws ServiceException {@code BAD_INPUT} for a game whose positions the engine does not
   *     number, or plies out of range
   */
  public int buildOpeningBook(Requests.BuildBook request, SolveListener listener) {
    GameEntry entry = core.entry(request.game());
    return core.calls.call(
        false,
        "building the opening book of game '" + request.game() + "'",
        () ->
            ServiceCore.contract(
                    () ->
                        OpeningBooks.build(
                            entry,
                            InstanceSolver.bind(entry, request.params()),
                            request.plies(),
                            request.threads(),
                            request.file(),
                            listener))
                .entries()
                .size());
  }

  /**
   * Checks that a game's solvers agree, and that every winning move they answer wins ({@code nimber
   * verify}): on every small instance the game declares, then on random larger ones without the
   * reference solvers. Runs on the caller's thread.
   *
   * @param listener hears each phase as it starts and ends
   * @throws UsageException when the game has no solver of a name asked for
   * @throws PluginFailureException when the game's own code fails
   */
  public SolversChecked verifySolvers(Requests.VerifySolvers request, VerifyListener listener) {
    return new Verifying(core.entry(request.game()), request, listener).verify();
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
    Manifest.Identity identity =
        ServiceCore.contract(() -> Manifest.read(request.folder()).identity());
    GameEntry entry = core.entry(identity.game());
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
    return core.calls.call(
        false,
        "checking the database in " + request.folder(),
        () ->
            ServiceCore.contract(
                () -> new DatabaseJobs(core.databases).verify(entry, identity, request)));
  }

  /**
   * One answer: from the solved database that holds the instance, when one was given and no solver
   * other than the engine's is named; else from the solver chosen.
   *
   * @throws ServiceException of the kind that fits
   */
  public Solved solve(Requests.Solve request) {
    return solving.solve(request);
  }

  /**
   * One answer, as {@link #solve(Requests.Solve)} gives it, or from the databases the request
   * names; the listener hears where it comes from and how far the engine has come.
   *
   * @throws ServiceException of the kind that fits: {@code FAILED} when the time given runs out
   */
  public Solved solve(Requests.Solve request, SolveListener listener) {
    return solving.solve(request, listener);
  }

  /**
   * Many instances of one game asked one question: the solver and question chosen once, the
   * rulesets the engine solves kept for the whole batch (not beyond it), or the databases named.
   *
   * @throws ServiceException {@code NOT_FOUND} for a game, solver or question that does not exist
   *     or do not fit, {@code BAD_INPUT} for a solver named beside databases
   */
  public BatchAnswers batch(Requests.Batch request) {
    return solving.batch(request);
  }

  /**
   * One question over one parameter's range, as the server's table page asks it: a table of one
   * column, refused as a whole when its solver refuses a row ({@code BEYOND_SOLVER}) or runs out of
   * its budget on one ({@code FAILED}).
   *
   * @throws ServiceException of the kind that fits
   */
  public TableAnswer table(Requests.Table request) {
    return exploring.table(request);
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
    return exploring.tabulate(request, listener);
  }

  /**
   * One question over one or two parameters' ranges given as text, as the server's plot page asks
   * it; the ranges span at most {@value #MAX_RANGE_VALUES} values each.
   *
   * @throws ServiceException of the kind that fits
   */
  public Grid plot(Requests.Plot request) {
    return exploring.plot(request);
  }

  /**
   * One question over one or two parameters' ranges, as {@code nimber plot} draws it: a cell a
   * value (or pair of values), left blank where no answer comes.
   *
   * @param step called after each cell
   * @throws ServiceException of the kind that fits
   */
  public ChartAnswer chart(Requests.Chart request, Runnable step) {
    return exploring.chart(request, step);
  }

  /**
   * A game in play against the computer, after the moves played.
   *
   * @throws ServiceException of the kind that fits: {@code BAD_INPUT} for a move that does not
   *     exist or follows the end
   */
  public PlayState play(Requests.Play request) {
    return playing.play(request);
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
    return playing.match(request, listener, calls);
  }

  /**
   * The names of a game's solvers, other than the engine's search, that the computer can play by.
   *
   * @throws ServiceException {@code NOT_FOUND} for an unknown id
   */
  public List<String> moveSolvers(String gameId) {
    return playing.moveSolvers(gameId);
  }
}
