package dev.nimber.app.service;

import dagger.Module;
import dagger.Provides;
import dagger.multibindings.ElementsIntoSet;
import dev.nimber.api.GameDescriptor;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.plugin.SourcePlugins;
import java.util.Set;

/**
 * Plugin discovery: providers on the host's class path enter the graph here; plugin folders load on
 * demand.
 */
@Module
public final class PluginModule {

  private PluginModule() {}

  /** Games and solvers on the class path (when nimber is embedded with games beside it). */
  @Provides
  @ElementsIntoSet
  public static Set<PluginContents> classPathProviders() {
    return Set.of(
        PluginLoader.discover(GameDescriptor.class.getClassLoader(), PluginLoader.CLASS_PATH));
  }

  @Provides
  public static SourcePlugins sourcePlugins() {
    return SourcePlugins.ofUser();
  }

  @Provides
  public static PluginLoader pluginLoader(SourcePlugins sources) {
    return new PluginLoader(GameDescriptor.class.getClassLoader(), sources);
  }
}
