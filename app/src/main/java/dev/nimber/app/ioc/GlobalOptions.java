package dev.nimber.app.ioc;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.inject.Inject;
import javax.inject.Singleton;

/** Options that apply to every command: extra plugin folders and verbosity. Set while the command line is parsed. */
@Singleton
public final class GlobalOptions {

  private final Set<Path> pluginFolders = new LinkedHashSet<>();
  private boolean verbose;

  @Inject
  GlobalOptions() {}

  /** Plugin folders added with {@code --plugins}, in the order given. */
  public List<Path> pluginFolders() {
    return List.copyOf(pluginFolders);
  }

  /** Adds folders; a folder given again is not added twice, so each plugin loads once. */
  public void addPluginFolders(List<Path> folders) {
    pluginFolders.addAll(folders);
  }

  /** Whether failures print their stack trace. */
  public boolean verbose() {
    return verbose;
  }

  public void verbose(boolean verbose) {
    this.verbose = verbose;
  }
}
