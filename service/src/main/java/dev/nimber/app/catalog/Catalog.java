package dev.nimber.app.catalog;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SolverProvider;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import dev.nimber.app.service.EngineSettings;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.UsageException;
import dev.nimber.app.solve.OpeningBooks;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The games and solvers that loading found, by game id. Ids and names are checked before use: a
 * malformed one, or a solver for a game nobody provides, becomes a warning. A game provided twice,
 * or with a solver name provided twice, stays listed but cannot be used, since nimber cannot know
 * which one the user meant.
 */
public final class Catalog {

  private final Map<String, List<Provided<GameDescriptor>>> games;
  private final Map<String, List<Provided<GameSolver>>> solvers;

  /** The engine's search of each game that has one, which is also among the game's solvers. */
  private final Map<String, SearchSolver> engines;

  private final List<String> warnings;
  private final boolean misere;

  private Catalog(
      Map<String, List<Provided<GameDescriptor>>> games,
      Map<String, List<Provided<GameSolver>>> solvers,
      Map<String, SearchSolver> engines,
      List<String> warnings,
      boolean misere) {
    this.games = games;
    this.solvers = solvers;
    this.engines = engines;
    this.warnings = List.copyOf(warnings);
    this.misere = misere;
  }

  /**
   * This catalog with the engine's search of every game playing by a convention on a number of
   * threads. Under misère play only the search solves (the games' own solvers answer normal play),
   * so a game's other solvers are left out.
   *
   * @param misereplay whether the player who makes the last move loses
   * @param threads threads for the engine's ranked solves and its weak values of a position's
   *     moves, 1 to 1024
   * @return the catalog so set
   */
  public Catalog withEngine(boolean misereplay, int threads) {
    return withEngine(misereplay, threads, SearchMethod.AUTO);
  }

  /**
   * This catalog with the engine's search of every game playing by a convention on a number of
   * threads, answering a question about one numbered position by a method.
   *
   * @param misereplay whether the player who makes the last move loses
   * @param threads threads for the engine's ranked solves and its weak values of a position's
   *     moves, 1 to 1024
   * @param method the method's name: {@code auto}, {@code strong}, {@code weak} or {@code proof}
   * @return the catalog so set
   * @throws dev.nimber.app.service.UsageException for another name
   */
  public Catalog withEngine(boolean misereplay, int threads, String method) {
    return withEngine(misereplay, threads, EngineSettings.method(method));
  }

  /**
   * This catalog with the engine's search of every game playing by a convention on a number of
   * threads, answering a question about one numbered position by a method.
   *
   * @param misereplay whether the player who makes the last move loses
   * @param threads threads for the engine's ranked solves and its weak values of a position's
   *     moves, 1 to 1024
   * @param method the strong or weak method, or the engine's choice
   * @return the catalog so set
   */
  public Catalog withEngine(boolean misereplay, int threads, SearchMethod method) {
    Map<String, SearchSolver> configuredEngines = new LinkedHashMap<>();
    engines.forEach(
        (id, search) ->
            configuredEngines.put(id, search.configured(misereplay, threads).using(method)));
    return withEngines(configuredEngines, misereplay);
  }

  /**
   * This catalog with the engine's search of every game answering from the game's opening books
   * among some files ({@link OpeningBooks}), read when a search first needs them.
   *
   * @param bookFiles the books' files, of any games
   * @return the catalog so set
   */
  public Catalog withBooks(List<Path> bookFiles) {
    if (bookFiles.isEmpty()) {
      return this;
    }
    Map<String, SearchSolver> booked = new LinkedHashMap<>();
    engines.forEach(
        (id, search) ->
            booked.put(
                id, search.withBooks(OpeningBooks.of(games.get(id).get(0).provider(), bookFiles))));
    return withEngines(booked, misere);
  }

  /** This catalog with other engines, each also among its game's solvers in the old one's place. */
  private Catalog withEngines(Map<String, SearchSolver> configuredEngines, boolean misereplay) {
    Map<String, List<Provided<GameSolver>>> configured = new LinkedHashMap<>();
    solvers.forEach(
        (id, list) -> {
          SearchSolver search = engines.get(id);
          configured.put(
              id,
              list.stream()
                  .filter(solver -> !misereplay || solver.provider() == search)
                  .map(
                      solver ->
                          solver.provider() == search
                              ? new Provided<GameSolver>(configuredEngines.get(id), solver.source())
                              : solver)
                  .toList());
        });
    return new Catalog(games, configured, configuredEngines, warnings, misereplay);
  }

  /**
   * A catalog of what was loaded, with the loading warnings and those of its own checks. Every game
   * and solver is asked for its identity and description here, once: one that throws or answers
   * nonsense is skipped with a warning naming its plugin and class, and every other game keeps
   * working. A game's solvers are its own, those other plugins add to it, and the engine's search
   * when the game has positions.
   *
   * @param contents what the plugins provide
   * @return the catalog
   */
  public static Catalog of(PluginContents contents) {
    List<String> warnings = new ArrayList<>(contents.warnings());
    Map<String, List<Provided<GameDescriptor>>> games = new TreeMap<>();
    for (Provided<GameDescriptor> game : contents.games()) {
      Optional<String> problem = ProviderCheck.game(game.provider());
      if (problem.isPresent()) {
        warnings.add(
            game.source()
                + ": game "
                + game.provider().getClass().getName()
                + " is skipped: "
                + problem.get());
        continue;
      }
      games.computeIfAbsent(game.provider().id(), key -> new ArrayList<>()).add(game);
    }
    Map<String, List<Provided<SolverProvider>>> extras = new LinkedHashMap<>();
    for (Provided<SolverProvider> provider : contents.solverProviders()) {
      Optional<String> gameId = ProviderCheck.gameIdOf(provider.provider());
      if (gameId.isEmpty()) {
        warnings.add(
            provider.source()
                + ": solver provider "
                + provider.provider().getClass().getName()
                + " is skipped: its gameId() is null or threw");
      } else if (!games.containsKey(gameId.get())) {
        warnings.add(
            provider.source()
                + ": solvers of "
                + provider.provider().getClass().getName()
                + " are for game '"
                + gameId.get()
                + "', which no plugin provides; skipped");
      } else {
        extras.computeIfAbsent(gameId.get(), key -> new ArrayList<>()).add(provider);
      }
    }
    Map<String, List<Provided<GameSolver>>> solvers = new LinkedHashMap<>();
    Map<String, SearchSolver> engines = new LinkedHashMap<>();
    games.forEach(
        (id, candidates) -> {
          if (candidates.size() == 1) {
            solvers.put(
                id,
                solversOf(
                    candidates.get(0), extras.getOrDefault(id, List.of()), engines, warnings));
          }
        });
    return new Catalog(games, solvers, engines, warnings, false);
  }

  /**
   * A game's solvers, each checked: its own, those other plugins add, then the search if no solver
   * has its name (then kept in {@code engines} too).
   */
  private static List<Provided<GameSolver>> solversOf(
      Provided<GameDescriptor> game,
      List<Provided<SolverProvider>> extras,
      Map<String, SearchSolver> engines,
      List<String> warnings) {
    List<Provided<GameSolver>> solvers = new ArrayList<>();
    add(solvers, game.source(), ProviderCheck.solversOf(game.provider()), warnings);
    for (Provided<SolverProvider> extra : extras) {
      add(
          solvers,
          extra.source(),
          ProviderCheck.solversFrom(extra.provider(), game.provider()),
          warnings);
    }
    try {
      SearchSolver.forGame(game.provider())
          .filter(
              search ->
                  solvers.stream().noneMatch(own -> own.provider().name().equals(search.name())))
          .ifPresent(
              search -> {
                solvers.add(new Provided<>(search, GameEntry.ENGINE));
                engines.put(game.provider().id(), search);
              });
    } catch (RuntimeException | LinkageError broken) {
      warnings.add(
          game.source()
              + ": game '"
              + game.provider().id()
              + "' gets no search: its positions() or"
              + " searchSolverName() threw "
              + PluginCall.describe(broken));
    }
    if (solvers.isEmpty()) {
      warnings.add(
          game.source()
              + ": game '"
              + game.provider().id()
              + "' ("
              + game.provider().getClass().getName()
              + ") has no solver, so it answers no question: give it solvers() of its own, or positions() for the"
              + " engine's search");
    }
    return solvers;
  }

  private static void add(
      List<Provided<GameSolver>> solvers,
      String source,
      ProviderCheck.Solvers found,
      List<String> warnings) {
    found.problems().forEach(problem -> warnings.add(source + ": " + problem));
    found.solvers().forEach(solver -> solvers.add(new Provided<>(solver, source)));
  }

  /**
   * The ids of every game found, sorted, including games that cannot be used because of a conflict.
   */
  public List<String> gameIds() {
    return List.copyOf(games.keySet());
  }

  /**
   * The ids of the games a plugin provides, sorted.
   *
   * @param source the plugin as it is named in messages: its jar, folder or source file
   */
  public List<String> gamesFrom(String source) {
    return games.entrySet().stream()
        .filter(game -> game.getValue().stream().anyMatch(p -> p.source().equals(source)))
        .map(Map.Entry::getKey)
        .toList();
  }

  /** Warnings about plugins and providers that were skipped. */
  public List<String> warnings() {
    return warnings;
  }

  /**
   * The game with this id, with its solvers.
   *
   * @throws UsageException when no plugin provides the game (the message lists those that exist),
   *     or when two plugins provide it or one of its solver names (the message names both)
   */
  public GameEntry game(String id) {
    List<Provided<GameDescriptor>> candidates = games.get(id);
    if (candidates == null) {
      throw new UsageException(
          "No game '"
              + id
              + "'. Available: "
              + (games.isEmpty()
                  ? "none (no plugin provides a game)"
                  : String.join(", ", games.keySet())));
    }
    if (candidates.size() > 1) {
      throw new UsageException(
          "Game '"
              + id
              + "' is provided twice: "
              + sources(candidates)
              + "; remove one of them from the plugin folders"
              + candidates.stream()
                  .map(Provided::source)
                  .filter(source -> source.endsWith(".java"))
                  .findFirst()
                  .map(source -> ", or give the game in " + source + " another id")
                  .orElse(""));
    }
    Map<String, Provided<GameSolver>> byName = new LinkedHashMap<>();
    for (Provided<GameSolver> solver : solvers.getOrDefault(id, List.of())) {
      Provided<GameSolver> earlier = byName.putIfAbsent(solver.provider().name(), solver);
      if (earlier != null) {
        throw new UsageException(
            "Solver '"
                + solver.provider().name()
                + "' for game '"
                + id
                + "' is provided twice: "
                + earlier.source()
                + " and "
                + solver.source()
                + "; remove one of them from the plugin folders");
      }
    }
    return new GameEntry(candidates.get(0), byName, Optional.ofNullable(engines.get(id)), misere);
  }

  private static String sources(List<? extends Provided<?>> provided) {
    List<String> sources = provided.stream().map(Provided::source).toList();
    return String.join(" and ", sources);
  }
}
