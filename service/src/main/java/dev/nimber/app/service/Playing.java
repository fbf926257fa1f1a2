package dev.nimber.app.service;

import static dev.nimber.app.service.ServiceCore.contract;
import static dev.nimber.app.service.ServiceCore.refuseSolverBesideDatabases;
import static dev.nimber.app.service.ServiceCore.select;
import static dev.nimber.app.service.ServiceCore.solver;

import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.app.explore.Opponents;
import dev.nimber.app.service.PlayState.MoveValue;
import dev.nimber.app.service.PlayState.PositionValue;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.RankedValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.weak.SplitValues;
import dev.nimber.testkit.PictureCheck;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The service's games in play against the computer: a page's state after the moves played, and a
 * match the command line plays.
 */
final class Playing {

  private final ServiceCore core;
  private final InstanceSolver solver;
  private final Calls calls;
  private final SolvedDatabases databases;
  private final Optional<RulesetCache> rulesets;

  Playing(ServiceCore core) {
    this.core = core;
    this.solver = core.solver;
    this.calls = core.calls;
    this.databases = core.databases;
    this.rulesets = core.rulesets;
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
    return core.fromQuickValues(
        entry,
        search,
        instance,
        "playing game '" + entry.descriptor().id() + "' from " + instance,
        values -> play(entry, positions, instance, request, bySearch, Optional.of(values)));
  }

  PlayState play(Requests.Play request) {
    String gameId = request.game();
    GameEntry entry = core.entry(gameId);
    if (request.movesPlayed().size() > NimberService.MAX_MOVES_PLAYED) {
      throw new ServiceException(
          ServiceException.Kind.BAD_INPUT,
          "movesPlayed",
          "at most "
              + NimberService.MAX_MOVES_PLAYED
              + " moves, got "
              + request.movesPlayed().size());
    }
    Positions positions = positions(entry);
    Parameters instance = core.bind(entry, request.params());
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
    Optional<Path> held = core.holding(entry, instance);
    String doing = "playing game '" + gameId + "' from " + instance;
    Function<Optional<PositionValues>, PlayState> playBy =
        values -> play(entry, positions, instance, request, bySearch, values);
    if (held.isPresent()) {
      return calls.call(
          false,
          doing,
          () -> contract(() -> fromDatabase(entry, search, instance, held.get(), playBy)));
    }
    List<Object> work =
        List.of("play", gameId, instance, request.movesPlayed(), request.personFirst());
    if (search.searchMethod() != SearchMethod.WEAK
        && !calls.searchingInBackground(search, instance, work)) {
      if (rulesets.isPresent() && !calls.startRules(entry, search, instance)) {
        Optional<PlayState> quick =
            playQuickly(entry, positions, instance, request, bySearch, search);
        if (quick.isPresent()) {
          return quick.get();
        }
      }
      calls.awaitRules(entry, search, instance);
      Optional<PlayState> fromRules =
          calls.call(
              true,
              doing,
              () ->
                  contract(
                      () ->
                          PluginCall.guard(
                                  () ->
                                      entry.describe() + ", asked for the numbering of " + instance,
                                  () ->
                                      rulesets.flatMap(
                                          cache -> cache.values(entry, search, instance)))
                              .map(kept -> playBy.apply(Optional.of(kept)))));
      if (fromRules.isPresent()) {
        return fromRules.get();
      }
    }
    if (ServiceCore.byWeakSearch(entry, search, instance)) {
      // Rules too large to keep, none kept at all, or the weak method named (or the same game
      // searched so before): the weak search, bounded by the time limit alone. The moves are
      // checked first, so that a move that does not exist is refused before any search (on the
      // request's thread, as the instance's parameters are).
      Line line = contract(() -> line(entry, positions, instance, request.movesPlayed()));
      try {
        Optional<PlayState> searched =
            calls.callOnWeakValues(
                entry, search, instance, work, doing, values -> playBy.apply(Optional.of(values)));
        if (searched.isPresent()) {
          return searched.get();
        }
      } catch (StillWorking searching) {
        Position reached = line.positions().get(line.positions().size() - 1);
        throw searching.showing(
            PluginCall.guard(() -> entry.describe() + ", drawing " + reached, reached::render));
      }
    }
    // The search of objects, where the weak search does not value the positions or gives up.
    return calls.call(true, doing, () -> contract(() -> playBy.apply(Optional.empty())));
  }

  /** The game in play from the database that holds the instance. */
  private PlayState fromDatabase(
      GameEntry entry,
      SearchSolver search,
      Parameters instance,
      Path folder,
      Function<Optional<PositionValues>, PlayState> playBy) {
    try (Database database = databases.open(folder, entry, instance)) {
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
                              + entry.descriptor().id()
                              + "' no longer numbers the positions of "
                              + instance
                              + ", so its database in "
                              + folder
                              + " cannot be played from"));
      return playBy.apply(Optional.of(values));
    }
  }

  Match match(Requests.Match request, SolveListener listener, TimedCalls calls) {
    GameEntry entry = core.entry(request.game());
    refuseSolverBesideDatabases(request.solver(), request.databases());
    Selection selection =
        contract(
            () ->
                request.databases().isEmpty()
                    ? moveSelection(entry, request.solver())
                    : entry.select(SolvedDatabases.engine(entry).name(), Question.MOVE.name()));
    Parameters instance = core.bind(entry, request.params());
    String described = entry.describe(selection.solver()) + ", played from " + instance;
    if (!request.databases().isEmpty()) {
      return contract(
          () -> {
            Database stored = databases.open(request.databases(), entry, instance);
            try {
              listener.reading(stored.folder(), DatabaseInfo.of(stored.manifest()));
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
                                playedBy(selection, search, instance, listener)
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
   * The weak search's values, for a game in play by the weak method ({@code --method weak}), or by
   * the engine's choice where its rules would take more than {@value #QUICK_VISITS} visits' worth
   * of work to solve (or do not fit): each move is then valued as it comes, instead of every
   * position first, the positions a position's moves lead to on the engine's threads at once
   * ({@link SplitValues}), a search and its share of the table a thread. Empty for the strong and
   * proof methods, where the game does not number the instance's positions, or where the engine
   * chooses and solving them first costs less. The listener hears the positions searched over the
   * whole game.
   */
  private static Optional<PositionValues> playedBy(
      Selection selection, SearchSolver search, Parameters instance, SolveListener listener) {
    SearchMethod method = search.searchMethod();
    if (method != SearchMethod.AUTO && method != SearchMethod.WEAK) {
      return Optional.empty();
    }
    return PluginCall.guard(
        () -> selection.game().describe() + ", asked for the numbering of " + instance,
        () -> {
          OptionalLong cost =
              method == SearchMethod.AUTO ? search.rulesetCost(instance) : OptionalLong.empty();
          return cost.isPresent() && cost.getAsLong() <= NimberService.QUICK_VISITS
              ? Optional.empty()
              : ServiceCore.weakValues(
                  selection.game(),
                  search.reporting(listener::tierSolved, listener::searched),
                  instance,
                  Long.MAX_VALUE,
                  SplitValues.searchesFor(search.threads()));
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
    Line line = line(entry, positions, instance, movesPlayed);
    List<PositionValue> history = new ArrayList<>();
    for (Position reached : line.positions()) {
      history.add(value(computer, reached, entry.misere()));
    }
    Position position = line.positions().get(movesPlayed.size());
    PositionValue value = history.get(movesPlayed.size());
    List<String> labels = line.labels();
    List<MoveValue> moves = new ArrayList<>();
    Integer perfect = null;
    List<Move> legal = position.verdict().isPresent() ? List.of() : position.moves();
    Optional<Picture> picture = picture(entry, position, legal);
    if (!value.over()) {
      List<PositionValue> after =
          values(computer, legal.stream().map(Move::to).toList(), entry.misere());
      for (int i = 0; i < legal.size(); i++) {
        PositionValue left = after.get(i);
        moves.add(
            new MoveValue(
                i,
                legal.get(i).label(),
                left.outcome().opposite(),
                left.remoteness() == null ? null : left.remoteness() + 1));
      }
      perfect =
          indexOf(legal, computer.reply(position, after.stream().map(Playing::adviceOf).toList()));
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
   * The positions a game in play passes through, from the start to the position reached, and the
   * labels of the moves played.
   */
  private record Line(List<Position> positions, List<String> labels) {}

  /**
   * The line of a game in play: refused as bad input at the first move that the position it is
   * played from does not have, or that comes after the game ended.
   */
  private static Line line(
      GameEntry entry, Positions positions, Parameters instance, List<Integer> movesPlayed) {
    Position position = start(entry, positions, instance);
    List<Position> reached = new ArrayList<>(List.of(position));
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < movesPlayed.size(); i++) {
      if (GameEnd.of(position, entry.misere()).isPresent()) {
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
      reached.add(position);
    }
    return new Line(reached, labels);
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
   * The value of each position: decided by rule or by having no move (then over), or as the
   * computer advises, the values of those the game has not ended at found together ({@link
   * Opponent#valueEach}).
   */
  private static List<PositionValue> values(
      Opponent computer, List<Position> positions, boolean misere) {
    List<Optional<Outcome>> ended = new ArrayList<>();
    List<Position> going = new ArrayList<>();
    for (Position position : positions) {
      Optional<Outcome> end = GameEnd.of(position, misere);
      ended.add(end);
      if (end.isEmpty()) {
        going.add(position);
      }
    }
    Iterator<Opponent.Advice> advice = computer.valueEach(going).iterator();
    List<PositionValue> values = new ArrayList<>();
    for (Optional<Outcome> end : ended) {
      values.add(end.isPresent() ? new PositionValue(end.get(), 0L, true) : valueOf(advice.next()));
    }
    return values;
  }

  /** The value of one position ({@link #values}). */
  private static PositionValue value(Opponent computer, Position position, boolean misere) {
    return values(computer, List.of(position), misere).get(0);
  }

  /** A position's value as advice with no winning move ({@link #valueOf}'s inverse). */
  private static Opponent.Advice adviceOf(PositionValue value) {
    return new Opponent.Advice(
        Optional.empty(),
        value.remoteness() == null ? OptionalLong.empty() : OptionalLong.of(value.remoteness()),
        value.outcome());
  }

  private static PositionValue valueOf(Opponent.Advice advice) {
    OptionalLong remoteness = advice.remoteness();
    return new PositionValue(
        advice.outcome(), remoteness.isPresent() ? remoteness.getAsLong() : null, false);
  }

  List<String> moveSolvers(String gameId) {
    GameEntry entry = core.entry(gameId);
    Optional<SearchSolver> engine = entry.engine();
    return entry.solvers().stream()
        .filter(
            found ->
                engine.filter(found::equals).isEmpty() && found.questions().contains(Question.MOVE))
        .map(GameSolver::name)
        .toList();
  }
}
