package dev.nimber.app.plugin;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where in a plugin's own code a failure happened: the first frame of the failure (or of its
 * innermost cause) whose class a plugin's class loader defined, as {@code FILE:LINE}. For a
 * one-file game the file is named as it was given ({@code examples/games/northcott.java:14}).
 */
public final class PluginFrames {

  private PluginFrames() {}

  /**
   * The plugin's line that threw, if a frame of a plugin's class has one.
   *
   * @param failure what was thrown
   * @param location the plugin's jar, folder or source file, when known: a frame in the source file
   *     it names is written with this path
   * @return {@code FILE:LINE}, or empty
   */
  public static Optional<String> where(Throwable failure, Optional<Path> location) {
    Throwable innermost = failure;
    while (innermost.getCause() != null && innermost.getCause() != innermost) {
      innermost = innermost.getCause();
    }
    Optional<String> inner = firstPluginFrame(innermost, location);
    return inner.isPresent() ? inner : firstPluginFrame(failure, location);
  }

  private static Optional<String> firstPluginFrame(Throwable failure, Optional<Path> location) {
    for (StackTraceElement frame : failure.getStackTrace()) {
      String loader = frame.getClassLoaderName();
      if (loader == null
          || loader.equals("app")
          || loader.equals("platform")
          || frame.getFileName() == null
          || frame.getLineNumber() < 0) {
        continue;
      }
      String file = frame.getFileName();
      if (loader.endsWith(".java") && Path.of(loader).getFileName().toString().equals(file)) {
        file = loader;
      } else if (location.isPresent()
          && location.get().getFileName() != null
          && location.get().getFileName().toString().equals(file)) {
        file = location.get().toString();
      }
      return Optional.of(file + ":" + frame.getLineNumber());
    }
    return Optional.empty();
  }
}
