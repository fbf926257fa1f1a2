package dev.nimber.app.service;

import dagger.BindsOptionalOf;
import dagger.Module;
import dagger.Provides;
import dev.nimber.api.GameDescriptor;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.plugin.SourcePlugins;
import javax.inject.Named;

/**
 * Plugin discovery: providers on the host's class path enter the graph here; plugin folders load on
 * demand. A graph may also bind {@code @Named(PluginModule.ADDED) PluginContents}: games and
 * solvers given to it directly, which come after the class path's.
 */
@Module
public abstract class PluginModule {

  /** The name of the binding of the games and solvers a graph is given directly. */
  public static final String ADDED = "addedPlugins";

  private PluginModule() {}

  /** Games and solvers on the class path (when nimber is embedded with games beside it). */
  @Provides
  public static PluginContents classPathProviders() {
    return PluginLoader.discover(GameDescriptor.class.getClassLoader(), PluginLoader.CLASS_PATH);
  }

  /** Games and solvers given to the graph directly, when it has them. */
  @BindsOptionalOf
  @Named(ADDED)
  abstract PluginContents added();

  @Provides
  public static SourcePlugins sourcePlugins() {
    return SourcePlugins.ofUser();
  }

  @Provides
  public static PluginLoader pluginLoader(SourcePlugins sources) {
    return new PluginLoader(GameDescriptor.class.getClassLoader(), sources);
  }
}
