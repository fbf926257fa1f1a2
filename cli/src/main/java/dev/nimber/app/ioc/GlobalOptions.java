package dev.nimber.app.ioc;

import dev.nimber.app.service.EngineSettings;
import dev.nimber.app.service.UsageException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.inject.Inject;
import javax.inject.Singleton;

/**
 * Options that apply to every command: extra plugin folders, verbosity, the play convention, the
 * engine's method and threads. Set while the command line is parsed.
 */
@Singleton
public final class GlobalOptions {

  private final Set<Path> pluginFolders = new LinkedHashSet<>();
  private boolean verbose;
  private boolean misere;
  private int engineThreads = Runtime.getRuntime().availableProcessors();
  private String method = "auto";

  @Inject
  GlobalOptions() {}

  /**
   * Plugin folders and files (jars, one-file games) added with {@code --plugins}, in the order
   * given.
   */
  public List<Path> pluginFolders() {
    return List.copyOf(pluginFolders);
  }

  /** Adds folders and files; one given again is not added twice, so each plugin loads once. */
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

  /**
   * Whether games are played misère ({@code --misere}): the player who makes the last move loses.
   */
  public boolean misere() {
    return misere;
  }

  public void misere(boolean misere) {
    this.misere = misere;
  }

  /**
   * How the engine answers a question about one numbered position ({@code --method}): {@code auto},
   * {@code strong}, {@code weak} or {@code proof}.
   */
  public String method() {
    return method;
  }

  /**
   * Sets the method by its name, in any case.
   *
   * @throws UsageException for a name the engine does not know
   */
  public void method(String name) {
    this.method = EngineSettings.methodName(name);
  }

  /**
   * Threads the engine's ranked solves and its weak values of a position's moves use ({@code
   * --threads} of the commands that solve one instance at a time).
   */
  public int engineThreads() {
    return engineThreads;
  }

  public void engineThreads(int threads) {
    this.engineThreads = threads;
  }
}
