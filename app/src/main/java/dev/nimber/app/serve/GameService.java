package dev.nimber.app.serve;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
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
import dev.nimber.app.explore.GridPlotter;
import dev.nimber.app.explore.Opponent;
import dev.nimber.app.explore.Opponents;
import dev.nimber.app.explore.ParameterRange;
import dev.nimber.app.explore.TableBuilder;
import dev.nimber.app.explore.TableJson;
import dev.nimber.app.explore.TablePeriods;
import dev.nimber.app.explore.TableRow;
import dev.nimber.app.explore.TimedCalls;
import dev.nimber.app.solve.AnswerJson;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.Solved;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * What the server's pages and its JSON API show, as plain maps and lists in a fixed order (the
 * games' declared order for parameters), computed on the solving pools: the games, one answer, a
 * table or plot over a range, and a game in play. Requests name games, solvers, questions and
 * parameter values only; never a file or a folder.
 *
 * <p>Errors are {@link ApiException}s with the status that fits: 400 for a bad parameter, 404 for
 * an unknown game, solver or question, 422 for an instance beyond the solver, 500 for a solver,
 * plugin or database that failed, and the pools' 503 and 504. With solved databases ({@code --db}),
 * an instance one of them holds is answered and played from it (its answers say {@code "source":
 * "db"}) unless a solver other than the engine's is named.
 */
public final class GameService {

  /** The most values a table or either side of a plot may span. */
  public static final long MAX_RANGE_VALUES = 1_000;

  /** The most moves a play's URL may hold. */
  public static final int MAX_MOVES_PLAYED = 1_000;

  private final Catalog catalog;
  private final InstanceSolver solver;
  private final SolvingPools pools;
  private final SolvedDatabases databases;

  /** The solved databases given with {@code --db}: what each holds, read when the server starts. */
  private final Map<Path, Manifest> stored;

  /** The rulesets the engine has solved for earlier requests, within a share of the heap. */
  private final RulesetCache rulesets = new RulesetCache();

  /** The rulesets being solved for requests that could not wait for them. */
  private final BackgroundSolves background = new BackgroundSolves(rulesets);

  /**
   * A service with no solved database.
   *
   * @param catalog the games, loaded once when the server starts
   * @param solver asks solvers and times them
   * @param pools the threads every solve runs on
   */
  public GameService(Catalog catalog, InstanceSolver solver, SolvingPools pools) {
    this(catalog, solver, pools, new SolvedDatabases(), List.of());
  }

  /**
   * @param databases opens the solved databases
   * @param folders the solved databases to answer from, when one holds the instance asked about
   * @throws dev.nimber.db.DatabaseException when a folder holds no database, or a damaged one
   */
  public GameService(
      Catalog catalog,
      InstanceSolver solver,
      SolvingPools pools,
      SolvedDatabases databases,
      List<Path> folders) {
    this.catalog = catalog;
    this.solver = solver;
    this.pools = pools;
    this.databases = databases;
    this.stored = new LinkedHashMap<>();
    folders.forEach(folder -> stored.put(folder, Manifest.read(folder)));
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

  /** Every game that can be used, by id, with what {@code nimber list} shows. */
  public List<Map<String, Object>> games() {
    List<Map<String, Object>> games = new ArrayList<>();
    for (String id : catalog.gameIds()) {
      try {
        games.add(describe(catalog.game(id)));
      } catch (UsageException | PluginFailureException unusable) {
        // A game provided twice, or whose plugin fails to describe it, is left out; the server's
        // log says why.
      }
    }
    return games;
  }

  /** One game, as {@link #games()} lists it. */
  public Map<String, Object> game(String id) {
    return describe(entry(id));
  }

  private Map<String, Object> describe(GameEntry entry) {
    return PluginCall.guard(
        () -> "describing " + entry.describe(),
        () -> {
          GameDescriptor descriptor = entry.descriptor();
          Map<String, Object> game = new LinkedHashMap<>();
          game.put("id", descriptor.id());
          game.put("description", descriptor.description());
          List<Map<String, Object>> parameters = new ArrayList<>();
          for (Parameter<?> parameter : descriptor.parameters()) {
            parameters.add(describe(parameter));
          }
          game.put("parameters", parameters);
          List<String> questions = entry.questions().stream().map(Question::name).toList();
          game.put("questions", questions);
          game.put("defaultQuestion", questions.get(0));
          List<Map<String, Object>> solvers = new ArrayList<>();
          for (GameSolver gameSolver : entry.solvers()) {
            Map<String, Object> described = new LinkedHashMap<>();
            described.put("name", gameSolver.name());
            described.put("description", gameSolver.description());
            described.put(
                "questions", gameSolver.questions().stream().map(Question::name).toList());
            described.put("limits", gameSolver.limits());
            described.put("default", gameSolver.name().equals(descriptor.defaultSolver()));
            solvers.add(described);
          }
          game.put("solvers", solvers);
          game.put("playable", descriptor.positions().isPresent());
          return game;
        });
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Map<String, Object> describe(Parameter<?> parameter) {
    Map<String, Object> described = new LinkedHashMap<>();
    described.put("name", parameter.name());
    described.put("description", parameter.description());
    described.put("allowed", parameter.type().allowed());
    described.put("required", parameter.required());
    Object defaultValue =
        parameter.defaultValue() == null
            ? null
            : ((ParameterType) parameter.type()).toPlain(parameter.defaultValue());
    described.put("default", defaultValue);
    described.put("role", parameter.role().name().toLowerCase(Locale.ROOT));
    described.put("summary", parameter.summary());
    return described;
  }

  /**
   * One answer, as {@code nimber solve --format json} prints it ({@link AnswerJson}).
   *
   * @param raw the instance's parameters as text, by name
   */
  public Map<String, Object> solve(
      String gameId, String solverName, String questionName, Map<String, String> raw) {
    Selection selection = select(entry(gameId), solverName, questionName);
    Parameters instance = bind(selection.game(), raw);
    Optional<Path> held =
        solverName == null || selection.byEngine()
            ? holding(selection.game(), instance)
            : Optional.empty();
    Solved solved =
        held.isPresent()
            ? fromDatabase(selection.game(), questionName, instance, held.get())
                .orElseGet(() -> solve(selection, instance))
            : solve(selection, instance);
    return AnswerJson.of(solved);
  }

  /** How many rulesets are being solved in the background now, for tests. */
  int solvingInBackground() {
    return background.solving();
  }

  private Solved solve(Selection selection, Parameters instance) {
    if (!selection.question().equals(Question.GRUNDY)) {
      selection
          .engine()
          .ifPresent(
              search -> background.await(selection.game(), search, instance, pools.timeout()));
    }
    return pools.call(
        selection.byEngine(),
        InstanceSolver.doing(selection, instance),
        () -> contract(() -> solver.solve(selection, instance, rulesets)));
  }

  /**
   * The answer from a solved database, through the engine's solver, or empty when the database
   * cannot answer the question (a Grundy value from outcomes, say): then the solvers answer as
   * without it.
   */
  private Optional<Solved> fromDatabase(
      GameEntry entry, String questionName, Parameters instance, Path folder) {
    Selection engine = select(entry, SolvedDatabases.engine(entry).name(), questionName);
    return pools.call(
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
   * A table over one parameter's range with one column.
   *
   * @param column the game, solver and question of its column
   * @param range the parameter the rows run over
   * @param rows the rows
   * @param periods the column's period ({@link TablePeriods})
   */
  public record Table(
      Selection column,
      ParameterRange range,
      List<TableRow> rows,
      List<TablePeriods.ColumnPeriod> periods) {

    /** The object {@code nimber table --format json} prints ({@link TableJson}). */
    public Map<String, Object> json() {
      return TableJson.of(column.game().descriptor().id(), range, List.of(column), rows, periods);
    }
  }

  /**
   * A table over one parameter's range with one column, as {@code nimber table} makes it.
   *
   * @param over {@code name=from..to}
   * @param fixed the other parameters
   */
  public Table table(
      String gameId,
      String solverName,
      String questionName,
      String over,
      Map<String, String> fixed) {
    GameEntry entry = entry(gameId);
    Selection column = select(entry, solverName, questionName);
    ParameterRange range = range("over", over);
    List<TableRow> rows =
        pools.call(
            column.byEngine(),
            "a table of game '" + gameId + "'",
            () ->
                contract(
                    () -> {
                      try (CellAnswers cells = new CellAnswers(solver, Optional.empty())) {
                        return new TableBuilder(cells).rows(entry, column, range, fixed);
                      }
                    }));
    return new Table(column, range, rows, TablePeriods.of(List.of(column), rows, range));
  }

  /**
   * A plot over one or two parameters' ranges, as {@code nimber plot} draws it, as an SVG document.
   *
   * @param y {@code name=from..to}, or {@code null} for a plot over {@code x} alone
   */
  public String plot(
      String gameId,
      String solverName,
      String questionName,
      String x,
      String y,
      Map<String, String> fixed) {
    GameEntry entry = entry(gameId);
    checkNames(entry, solverName, questionName);
    ParameterRange xs = range("x", x);
    ParameterRange ys = y == null ? null : range("y", y);
    boolean search =
        entry
            .engine()
            .filter(found -> solverName == null || found.name().equals(solverName))
            .isPresent();
    Grid grid =
        pools.call(
            search,
            "a plot of game '" + gameId + "'",
            () ->
                contract(
                    () -> {
                      try (CellAnswers cells = new CellAnswers(solver, Optional.empty())) {
                        return new GridBuilder(cells)
                            .build(entry, solverName, questionName, xs, ys, fixed, () -> {});
                      }
                    }));
    return new GridPlotter().svg(grid);
  }

  /**
   * A game in play: the position after the moves played, its legal moves each with its value for
   * the player who makes it (win, loss, tie or draw, and the moves the game then lasts with perfect
   * play), the computer's perfect reply when it is the computer's turn, and the value of each
   * position reached so far.
   *
   * @param raw the start position's parameters
   * @param movesPlayed the indices of the moves played, in the order the positions list their moves
   * @param personFirst whether the person moved first
   * @param solverName the solver the computer plays by: one that answers {@code move}; {@code null}
   *     for the engine's search (or the solved database that holds the instance), which also gives
   *     every value's remoteness
   */
  public Map<String, Object> play(
      String gameId,
      Map<String, String> raw,
      List<Integer> movesPlayed,
      boolean personFirst,
      String solverName) {
    GameEntry entry = entry(gameId);
    if (movesPlayed.size() > MAX_MOVES_PLAYED) {
      throw new ApiException(
          400, "moves", "at most " + MAX_MOVES_PLAYED + " moves, got " + movesPlayed.size());
    }
    Positions positions =
        PluginCall.guard(
                () -> entry.describe() + ", asked for its positions", entry.descriptor()::positions)
            .orElseThrow(
                () ->
                    new ApiException(
                        404,
                        null,
                        "game '" + gameId + "' has no positions, so it cannot be played"));
    Parameters instance = bind(entry, raw);
    SearchSolver search =
        entry
            .engine()
            .orElseThrow(
                () ->
                    new ApiException(404, null, "game '" + gameId + "' has no search to play by"));
    if (solverName != null && !solver(entry, solverName).equals(search)) {
      Selection chosen = select(entry, solverName, Question.MOVE.name());
      contract(
          () -> {
            InstanceSolver.checkSupports(chosen, instance, "");
            return chosen;
          });
      return pools.call(
          false,
          "playing game '" + gameId + "' from " + instance + " by solver '" + solverName + "'",
          () ->
              contract(
                  () ->
                      play(
                          entry,
                          positions,
                          instance,
                          movesPlayed,
                          personFirst,
                          Opponents.of(
                              chosen,
                              positions,
                              solver,
                              Optional.empty(),
                              new TimedCalls(Optional.empty())))));
    }
    Selection bySearch = select(entry, search.name(), Question.MOVE.name());
    Optional<Path> held = holding(entry, instance);
    if (held.isEmpty()) {
      background.await(entry, search, instance, pools.timeout());
    }
    return pools.call(
        held.isEmpty(),
        "playing game '" + gameId + "' from " + instance,
        () ->
            contract(
                () -> {
                  if (held.isEmpty()) {
                    Optional<PositionValues> kept =
                        PluginCall.guard(
                            () -> entry.describe() + ", asked for the numbering of " + instance,
                            () -> rulesets.values(entry, search, instance));
                    return play(
                        entry,
                        positions,
                        instance,
                        movesPlayed,
                        personFirst,
                        Opponents.of(
                            bySearch, positions, solver, kept, new TimedCalls(Optional.empty())));
                  }
                  try (Database database = databases.open(held.get(), entry, instance)) {
                    PositionValues values =
                        PluginCall.guard(
                                () -> entry.describe() + ", asked for the numbering of " + instance,
                                () -> search.valuesOf(instance, database))
                            .orElseThrow(
                                () ->
                                    new ApiException(
                                        500,
                                        null,
                                        "game '"
                                            + gameId
                                            + "' no longer numbers the positions of "
                                            + instance
                                            + ", so its database in "
                                            + held.get()
                                            + " cannot be played from"));
                    return play(
                        entry,
                        positions,
                        instance,
                        movesPlayed,
                        personFirst,
                        Opponents.of(
                            bySearch,
                            positions,
                            solver,
                            Optional.of(values),
                            new TimedCalls(Optional.empty())));
                  }
                }));
  }

  private Map<String, Object> play(
      GameEntry entry,
      Positions positions,
      Parameters instance,
      List<Integer> movesPlayed,
      boolean personFirst,
      Opponent computer) {
    Position position =
        PluginCall.guard(
            () -> entry.describe() + ", asked for the position of " + instance,
            () -> positions.start(instance));
    List<Map<String, Object>> history = new ArrayList<>();
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < movesPlayed.size(); i++) {
      Value reached = value(computer, position, entry.misere());
      history.add(reached.toMap());
      if (reached.over()) {
        throw new ApiException(
            400, "moves", "the game ended after move " + i + ", so there is no move " + (i + 1));
      }
      List<Move> moves = position.moves();
      int index = movesPlayed.get(i);
      if (index < 0 || index >= moves.size()) {
        throw new ApiException(
            400,
            "moves",
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
    Value value = value(computer, position, entry.misere());
    history.add(value.toMap());
    Map<String, Object> play = new LinkedHashMap<>();
    play.put("game", entry.descriptor().id());
    play.put("params", instance.toPlain());
    play.put("movesPlayed", movesPlayed);
    play.put("labelsPlayed", labels);
    play.put("position", position.render());
    play.put("toMove", (movesPlayed.size() % 2 == 0) == personFirst ? "you" : "computer");
    play.put("value", value.toMap());
    play.put("over", value.over());
    List<Map<String, Object>> moves = new ArrayList<>();
    Integer perfect = null;
    if (!value.over()) {
      List<Move> legal = position.moves();
      for (int i = 0; i < legal.size(); i++) {
        Value left = value(computer, legal.get(i).to(), entry.misere());
        Map<String, Object> move = new LinkedHashMap<>();
        move.put("index", i);
        move.put("label", legal.get(i).label());
        // For the player who makes the move: the opposite of the position's value for the player to
        // move there.
        move.put("outcome", left.outcome().opposite().word());
        move.put("remoteness", left.remoteness() == null ? null : left.remoteness() + 1);
        moves.add(move);
      }
      perfect = indexOf(legal, computer.reply(position));
    }
    play.put("perfectMove", perfect);
    play.put("moves", moves);
    play.put("history", history);
    return play;
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
    throw new ApiException(
        500, null, "the computer's move '" + reply.label() + "' is not among the position's moves");
  }

  /**
   * A position's value for the player to move.
   *
   * @param remoteness the moves left with perfect play, or {@code null} when not known (a sum, a
   *     draw)
   * @param over whether the game has ended there
   */
  private record Value(Outcome outcome, Long remoteness, boolean over) {

    Map<String, Object> toMap() {
      Map<String, Object> value = new LinkedHashMap<>();
      value.put("outcome", outcome.word());
      value.put("remoteness", remoteness);
      value.put("over", over);
      return value;
    }
  }

  /**
   * The value of a position: decided by rule or by having no move (then over), or as the computer
   * advises.
   */
  private static Value value(Opponent computer, Position position, boolean misere) {
    Optional<Outcome> ended = GameEnd.of(position, misere);
    if (ended.isPresent()) {
      return new Value(ended.get(), 0L, true);
    }
    Opponent.Advice advice = computer.advise(position);
    OptionalLong remoteness = advice.remoteness();
    return new Value(
        advice.outcome(), remoteness.isPresent() ? remoteness.getAsLong() : null, false);
  }

  /**
   * The names of a game's solvers, other than the engine's search, that the computer can play by.
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
   * The game of this id: 404 with the catalog's message when there is none, 500 when its plugins
   * clash.
   */
  private GameEntry entry(String id) {
    boolean known = catalog.gameIds().contains(id);
    try {
      return catalog.game(id);
    } catch (UsageException refused) {
      throw new ApiException(known ? 500 : 404, null, refused.getMessage());
    }
  }

  /**
   * Refuses with 404, naming the field, a solver or a question the game does not have; null names
   * none.
   */
  private static void checkNames(GameEntry entry, String solverName, String questionName) {
    if (solverName != null) {
      solver(entry, solverName);
    }
    if (questionName != null) {
      question(entry, questionName);
    }
  }

  private static Selection select(GameEntry entry, String solverName, String questionName) {
    checkNames(entry, solverName, questionName);
    try {
      return entry.select(solverName, questionName);
    } catch (UsageException mismatch) {
      throw new ApiException(404, null, mismatch.getMessage());
    }
  }

  /**
   * The solver of this name: 404 with the game's own message, which lists those that exist, when
   * there is none.
   */
  private static GameSolver solver(GameEntry entry, String name) {
    try {
      return entry.solver(name);
    } catch (UsageException unknown) {
      throw new ApiException(404, "solver", unknown.getMessage());
    }
  }

  private static void question(GameEntry entry, String name) {
    if (entry.questions().stream().noneMatch(found -> found.name().equals(name))) {
      throw new ApiException(
          404,
          "question",
          "No question '"
              + name
              + "' for game '"
              + entry.descriptor().id()
              + "'. Questions answered: "
              + String.join(", ", entry.questions().stream().map(Question::name).toList()));
    }
  }

  private static Parameters bind(GameEntry entry, Map<String, String> raw) {
    return contract(() -> InstanceSolver.bind(entry, raw));
  }

  private static ParameterRange range(String field, String text) {
    if (text == null || text.isBlank()) {
      throw new ApiException(
          400,
          field,
          "parameter '"
              + field
              + "': got nothing; allowed: NAME=FROM..TO (for"
              + " example n=0..30)");
    }
    try {
      return ParameterRange.parse(field, text, MAX_RANGE_VALUES);
    } catch (UsageException bad) {
      throw new ApiException(400, field, bad.getMessage());
    }
  }

  /** Runs a call, turning the api's exceptions into the statuses that fit. */
  private static <T> T contract(Supplier<T> call) {
    try {
      return call.get();
    } catch (InvalidParameterException bad) {
      throw new ApiException(400, bad.parameter(), bad.getMessage());
    } catch (UnsupportedInstanceException beyond) {
      throw new ApiException(422, null, beyond.getMessage());
    } catch (UsageException wrong) {
      throw new ApiException(400, null, wrong.getMessage());
    } catch (SolverFailureException | PluginFailureException | DatabaseException failed) {
      throw new ApiException(500, null, failed.getMessage());
    }
  }
}
