package dev.nimber.app.plugin;

import static java.util.Objects.requireNonNull;

/**
 * A provider and where it came from, so that errors can name the jar.
 *
 * @param provider the game or solver
 * @param source the plugin that provided it: a jar or folder path, or {@code class path}
 * @param <T> the service type
 */
public record Provided<T>(T provider, String source) {

  public Provided {
    requireNonNull(provider, "provider");
    requireNonNull(source, "source");
  }
}
