package dev.nimber.app.ioc;

import dev.nimber.app.service.EngineOptions;
import dev.nimber.app.service.GameLoader;
import dev.nimber.app.service.Games;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import javax.inject.Inject;

/**
 * Loads the games a command uses ({@link GameLoader}), the engine set by the global options, and
 * prints the warnings on standard error.
 */
public final class CatalogLoader {

  private final GameLoader loader;
  private final Console console;
  private final GlobalOptions options;

  @Inject
  CatalogLoader(GameLoader loader, Console console, GlobalOptions options) {
    this.loader = loader;
    this.console = console;
    this.options = options;
  }

  /** Loads every plugin and reports the warnings. */
  public Games load(List<Path> extraFolders) {
    return reported(loader.load(extraFolders, engine()));
  }

  /**
   * The games for a command about one game ({@link GameLoader#loadFor}), the warnings reported.
   *
   * @param game the game's id
   */
  public Games loadFor(List<Path> extraFolders, String game) {
    return reported(loader.loadFor(extraFolders, game, engine()));
  }

  private EngineOptions engine() {
    return new EngineOptions(options.misere(), options.engineThreads(), options.method());
  }

  private Games reported(Games games) {
    PrintStream err = console.err();
    games.warnings().forEach(warning -> err.println("nimber: warning: " + warning));
    return games;
  }
}
