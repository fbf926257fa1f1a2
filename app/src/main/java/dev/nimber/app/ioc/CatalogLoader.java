package dev.nimber.app.ioc;

import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.PluginLoader;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.inject.Inject;

/**
 * Builds the catalog a command uses: the providers on the class path, then the distribution's
 * plugin folders, then the folders the user added. Warnings go to standard error.
 */
public final class CatalogLoader {

  private final Set<PluginContents> classPath;
  private final Installation installation;
  private final PluginLoader pluginLoader;
  private final Console console;
  private final GlobalOptions options;

  @Inject
  CatalogLoader(
      Set<PluginContents> classPath,
      Installation installation,
      PluginLoader pluginLoader,
      Console console,
      GlobalOptions options) {
    this.classPath = classPath;
    this.installation = installation;
    this.pluginLoader = pluginLoader;
    this.console = console;
    this.options = options;
  }

  /**
   * Loads every plugin, reports the warnings, and returns the catalog, its engine set to the play
   * convention and threads of the command line.
   */
  public Catalog load(List<Path> extraFolders) {
    PluginContents contents = PluginContents.empty();
    for (PluginContents found : classPath) {
      contents = contents.plus(found);
    }
    List<Path> folders = new ArrayList<>(installation.pluginFolders());
    folders.addAll(extraFolders);
    Catalog catalog =
        Catalog.of(contents.plus(pluginLoader.load(folders)))
            .withEngine(options.misere(), options.engineThreads(), options.method());
    PrintStream err = console.err();
    catalog.warnings().forEach(warning -> err.println("nimber: warning: " + warning));
    return catalog;
  }
}
