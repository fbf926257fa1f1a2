package dev.nimber.app.service;

import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.PluginIndex;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.OpeningBooks;
import dev.nimber.app.solve.SolvedDatabases;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.inject.Inject;
import javax.inject.Named;

/**
 * Loads the games a command or a server uses: the providers on the class path, then the
 * installation's plugin folders, then the folders the user added; the engine's search of every game
 * set as asked. A command about one game opens only the plugin that provides it where the plugin
 * index ({@link PluginIndex}) says which plugins provide the others.
 */
public final class GameLoader {

  /** The class path's games and solvers, then those the graph was given. */
  private final PluginContents given;

  private final Installation installation;
  private final PluginLoader pluginLoader;
  private final InstanceSolver solver;
  private final SolvedDatabases databases;

  @Inject
  GameLoader(
      PluginContents classPath,
      @Named(PluginModule.ADDED) Optional<PluginContents> added,
      Installation installation,
      PluginLoader pluginLoader,
      InstanceSolver solver,
      SolvedDatabases databases) {
    this.given = added.map(classPath::plus).orElse(classPath);
    this.installation = installation;
    this.pluginLoader = pluginLoader;
    this.solver = solver;
    this.databases = databases;
  }

  /**
   * Every plugin's games.
   *
   * @param extraFolders the plugin folders and files the user added, after the installation's
   * @param engine how the engine's search of every game plays and solves
   */
  public Games load(List<Path> extraFolders, EngineOptions engine) {
    return load(extraFolders, Optional.empty(), engine);
  }

  /**
   * The games for a command about one game: as {@link #load} gives them, the other games left out
   * where the plugin index says which plugins provide them. Whatever the index says, the game and
   * the warnings are those a load of every plugin gives: where the game is not found, a warning is
   * given, or two plugins give one id, every plugin is loaded.
   *
   * @param game the game's id
   */
  public Games loadFor(List<Path> extraFolders, String game, EngineOptions engine) {
    return load(extraFolders, Optional.of(game), engine);
  }

  private Games load(List<Path> extraFolders, Optional<String> game, EngineOptions engine) {
    PluginContents contents = given;
    List<Path> folders = new ArrayList<>(installation.pluginFolders());
    folders.addAll(extraFolders);
    PluginIndex index = PluginIndex.ofUser();
    List<PluginLoader.Candidate> candidates = PluginLoader.candidates(folders);
    Catalog catalog = null;
    if (game.isPresent()) {
      catalog = withOnly(game.get(), contents, folders, candidates, index);
    }
    if (catalog == null) {
      PluginContents loaded = pluginLoader.load(folders);
      catalog = Catalog.of(contents.plus(loaded));
      remember(catalog, loaded, candidates, index);
    }
    return new Games(
        catalog
            .withEngine(engine.misere(), engine.threads(), engine.method())
            .withBooks(OpeningBooks.in(folders)),
        solver,
        databases);
  }

  /**
   * The catalog without the plugins the index says provide only other games, or null when it cannot
   * stand for the whole one: the game missing, a warning, or an id of a plugin left out given twice
   * or by a plugin loaded.
   */
  private Catalog withOnly(
      String game,
      PluginContents contents,
      List<Path> folders,
      List<PluginLoader.Candidate> candidates,
      PluginIndex index) {
    Set<Path> skipped = new HashSet<>();
    List<String> skippedGames = new ArrayList<>();
    for (PluginLoader.Candidate candidate : candidates) {
      Optional<List<String>> games = index.gamesOf(candidate.location(), candidate.jars());
      if (games.isPresent() && !games.get().contains(game)) {
        skipped.add(candidate.location());
        skippedGames.addAll(games.get());
      }
    }
    if (skipped.isEmpty()) {
      return null;
    }
    PluginContents loaded = pluginLoader.load(folders, skipped);
    Catalog catalog = Catalog.of(contents.plus(loaded));
    boolean whole =
        catalog.gameIds().contains(game)
            && catalog.warnings().isEmpty()
            && skippedGames.stream().distinct().count() == skippedGames.size()
            && skippedGames.stream().noneMatch(catalog.gameIds()::contains);
    if (!whole) {
      return null;
    }
    remember(
        catalog,
        loaded,
        candidates.stream().filter(candidate -> !skipped.contains(candidate.location())).toList(),
        index);
    return catalog;
  }

  /**
   * Keeps in the index the games of each plugin that loaded cleanly (its games all in the catalog,
   * no warning naming it, no solver for another plugin's game), and forgets the others.
   */
  private static void remember(
      Catalog catalog,
      PluginContents loaded,
      List<PluginLoader.Candidate> candidates,
      PluginIndex index) {
    Set<String> solverSources = new HashSet<>();
    loaded.solverProviders().forEach(provider -> solverSources.add(provider.source()));
    for (PluginLoader.Candidate candidate : candidates) {
      String source = candidate.location().toString();
      List<String> games = catalog.gamesFrom(source);
      boolean clean =
          !games.isEmpty()
              && !solverSources.contains(source)
              && catalog.warnings().stream().noneMatch(warning -> warning.contains(source));
      if (clean) {
        index.put(candidate.location(), candidate.jars(), games);
      } else {
        index.forget(candidate.location());
      }
    }
    index.save();
  }
}
