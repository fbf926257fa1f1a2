package dev.nimber.app.service;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Where the running distribution keeps its own plugins.
 *
 * @param pluginFolders the distribution's plugin folders, searched before those the user adds
 */
public record Installation(List<Path> pluginFolders) {

  /** The system property the launcher sets to the distribution's folder. */
  public static final String HOME_PROPERTY = "nimber.home";

  public Installation {
    pluginFolders = List.copyOf(pluginFolders);
  }

  /**
   * The installation the launcher describes in {@value #HOME_PROPERTY}: its {@code plugins} folder,
   * if any.
   */
  public static Installation fromSystemProperties() {
    return new Installation(
        Optional.ofNullable(System.getProperty(HOME_PROPERTY))
            .map(home -> Path.of(home, "plugins"))
            .filter(Files::isDirectory)
            .map(List::of)
            .orElse(List.of()));
  }
}
