package dev.nimber.app.plugin;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;

/**
 * The class loader of one plugin: its own jars, the platform's classes, and from the host only the
 * api and the engine.
 *
 * <p>Its parent is the platform class loader, so a plugin sees neither the app's libraries nor
 * other plugins; classes in their packages come from the host, so that the host and every plugin
 * share one {@code GameDescriptor}. This follows Trino's {@code PluginClassLoader}.
 */
final class PluginClassLoader extends URLClassLoader {

  /**
   * Packages the host shares with plugins: exactly what a plugin may compile against, the api and
   * the engine.
   */
  static final List<String> SHARED_PACKAGES = List.of("dev.nimber.api.", "dev.nimber.engine.");

  private final ClassLoader host;

  PluginClassLoader(String name, List<URL> jars, ClassLoader host) {
    super(name, jars.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    this.host = host;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (isShared(name)) {
      return host.loadClass(name);
    }
    return super.loadClass(name, resolve);
  }

  private static boolean isShared(String className) {
    for (String prefix : SHARED_PACKAGES) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
