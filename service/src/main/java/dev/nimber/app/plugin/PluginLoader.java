package dev.nimber.app.plugin;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.SolverProvider;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds plugins in folders and loads the games and solvers they provide.
 *
 * <p>A plugin is a jar directly inside a plugin folder, a sub-folder holding a jar and its own
 * dependencies, or a game in one Java source file ({@code .java}, made into a jar by {@link
 * SourcePlugins}). Each plugin gets its own {@link PluginClassLoader}; the jars of a folder plugin
 * are added in sorted order, so loading is reproducible. A plugin in a folder that cannot be read,
 * does not compile, provides nothing, or throws while its providers are created yields a warning
 * naming it, and the other plugins load as usual. A jar or source file named on its own (with
 * {@code --plugins FILE}) is the user's explicit choice: any of these is then an error.
 */
public final class PluginLoader {

  /** The source name of providers found on the host's own class path. */
  public static final String CLASS_PATH = "class path";

  /**
   * How many failures in a row end the discovery of one service in one plugin, so a broken one
   * cannot loop.
   */
  private static final int MAX_FAILURES = 100;

  private final ClassLoader host;
  private final SourcePlugins sources;

  /**
   * A loader whose one-file games are cached in the user's cache folder.
   *
   * @param host the class loader that holds the api, shared with every plugin
   */
  public PluginLoader(ClassLoader host) {
    this(host, SourcePlugins.ofUser());
  }

  /**
   * @param host the class loader that holds the api, shared with every plugin
   * @param sources makes one-file games into jars
   */
  public PluginLoader(ClassLoader host, SourcePlugins sources) {
    this.host = host;
    this.sources = sources;
  }

  /**
   * Loads every plugin in the folders and files, in order; within a folder, plugins in sorted order
   * of their names. A file is a plugin jar or a one-file game.
   *
   * @throws UsageException when a file named here cannot be loaded: it does not exist, does not
   *     compile, provides no game, or a provider in it fails to load
   */
  public PluginContents load(List<Path> folders) {
    return load(folders, Set.of());
  }

  /**
   * {@link #load(List)}, but for the plugins of the folders named in {@code skipped}, which are
   * neither opened nor mentioned.
   *
   * @param skipped plugins in the folders ({@link Candidate#location}) to leave out
   */
  public PluginContents load(List<Path> folders, Set<Path> skipped) {
    PluginContents contents = PluginContents.empty();
    for (Path folder : folders) {
      contents = contents.plus(isFile(folder) ? loadFile(folder) : loadFolder(folder, skipped));
    }
    return contents;
  }

  /**
   * A plugin in a folder that a command may leave out: a jar, or a sub-folder of jars.
   *
   * @param location where it is, as its games' {@link Provided#source()} names it
   * @param jars its jars, in the order they are loaded
   */
  public record Candidate(Path location, List<Path> jars) {
    public Candidate {
      jars = List.copyOf(jars);
    }
  }

  /**
   * The plugins in the folders (not the files named on their own, nor one-file games) that {@link
   * #load(List, Set)} may leave out, in the order it loads them; a folder that cannot be listed has
   * none.
   */
  public static List<Candidate> candidates(List<Path> folders) {
    List<Candidate> found = new ArrayList<>();
    for (Path folder : folders) {
      if (isFile(folder) || !Files.isDirectory(folder)) {
        continue;
      }
      try (Stream<Path> listing = Files.list(folder)) {
        for (Path entry : listing.sorted().toList()) {
          if (Files.isDirectory(entry)) {
            List<Path> jars = jarsIn(entry);
            if (!jars.isEmpty()) {
              found.add(new Candidate(entry, jars));
            }
          } else if (entry.getFileName().toString().endsWith(".jar")) {
            found.add(new Candidate(entry, List.of(entry)));
          }
        }
      } catch (IOException unlisted) {
        // load() warns about the folder.
      }
    }
    return found;
  }

  /** Whether the path names a plugin file rather than a folder. */
  private static boolean isFile(Path path) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString();
    return !Files.isDirectory(path) && (name.endsWith(".java") || name.endsWith(".jar"));
  }

  /** A jar or source file named on its own: whatever keeps it from loading is an error. */
  private PluginContents loadFile(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new UsageException(
          "plugin file '"
              + file
              + "' does not exist; --plugins takes a folder, a jar or a .java file");
    }
    List<String> compilerWarnings = new ArrayList<>();
    PluginContents contents =
        file.getFileName().toString().endsWith(".java")
            ? loadSource(file, compilerWarnings)
            : loadPlugin(file, List.of(file));
    List<String> failures =
        contents.warnings().stream()
            .filter(warning -> !compilerWarnings.contains(warning))
            .toList();
    if (!failures.isEmpty()) {
      throw new UsageException(String.join("\n", failures));
    }
    return contents;
  }

  /**
   * A one-file game: its jar, cached or compiled now, loaded as a plugin named by the file. The
   * compiler's warnings are among the contents' warnings, and in {@code compilerWarnings} too.
   */
  private PluginContents loadSource(Path source, List<String> compilerWarnings) {
    Path jar;
    try {
      jar = sources.jarOf(source, compilerWarnings);
    } catch (SourcePlugins.Refused refused) {
      return warning(refused.getMessage());
    }
    return new PluginContents(List.of(), List.of(), compilerWarnings)
        .plus(loadPlugin(source, List.of(jar)));
  }

  private PluginContents loadFolder(Path folder, Set<Path> skipped) {
    if (!Files.isDirectory(folder)) {
      return warning(folder + ": not a plugin folder (it does not exist or is not a directory)");
    }
    List<Path> entries;
    try (Stream<Path> listing = Files.list(folder)) {
      entries = listing.sorted().toList();
    } catch (IOException e) {
      return warning(folder + ": cannot list the plugin folder: " + e.getMessage());
    }
    PluginContents contents = PluginContents.empty();
    for (Path entry : entries) {
      String name = entry.getFileName().toString();
      if (skipped.contains(entry)) {
        continue;
      }
      if (Files.isDirectory(entry)) {
        contents = contents.plus(loadPlugin(entry, jarsIn(entry)));
      } else if (name.endsWith(".jar")) {
        contents = contents.plus(loadPlugin(entry, List.of(entry)));
      } else if (name.endsWith(".java")) {
        contents = contents.plus(loadSource(entry, new ArrayList<>()));
      }
    }
    return contents;
  }

  private static List<Path> jarsIn(Path pluginFolder) {
    try (Stream<Path> listing = Files.list(pluginFolder)) {
      return listing
          .filter(path -> path.getFileName().toString().endsWith(".jar"))
          .sorted()
          .toList();
    } catch (IOException e) {
      return List.of();
    }
  }

  /**
   * Where plugins registered their solvers before the contract's 1.0; nimber no longer reads it.
   */
  static final String LEGACY_SOLVER_SERVICES = "META-INF/services/dev.nimber.api.GameSolver";

  /** Loads one plugin made of the given jars; {@code location} names it in warnings and errors. */
  PluginContents loadPlugin(Path location, List<Path> jars) {
    if (jars.isEmpty()) {
      return warning(location + ": a plugin folder without any jar");
    }
    List<URL> urls = new ArrayList<>();
    for (Path jar : jars) {
      try (JarFile readable = new JarFile(jar.toFile())) {
        readable.getManifest();
        urls.add(jar.toUri().toURL());
      } catch (IOException e) {
        return warning(jar + ": not a readable jar (" + e.getMessage() + "); skipped");
      }
    }
    // A one-file game's loader is named by the file as given, which its frames then name.
    String name =
        location.toString().endsWith(".java")
            ? location.toString()
            : location.getFileName().toString();
    PluginClassLoader loader = new PluginClassLoader(name, urls, host);
    PluginContents contents = discover(loader, location.toString(), Optional.of(location));
    Optional<String> legacy = legacySolvers(loader, location);
    if (legacy.isPresent()) {
      List<String> warnings = new ArrayList<>(contents.warnings());
      warnings.add(legacy.get());
      return new PluginContents(contents.games(), contents.solverProviders(), warnings);
    }
    if (contents.games().isEmpty()
        && contents.solverProviders().isEmpty()
        && contents.warnings().isEmpty()) {
      return warning(location + ": provides no game and no solver; is it a nimber plugin?");
    }
    return contents;
  }

  /**
   * A warning for a plugin that still registers solvers as services of their own ({@value
   * #LEGACY_SOLVER_SERVICES}), as plugins did before the contract's 1.0: nimber does not read that
   * file, so without the warning its solvers would vanish silently.
   */
  private static Optional<String> legacySolvers(PluginClassLoader loader, Path location) {
    if (loader.findResource(LEGACY_SOLVER_SERVICES) == null) {
      return Optional.empty();
    }
    return Optional.of(
        location
            + ": registers solvers in "
            + LEGACY_SOLVER_SERVICES
            + ", which nimber no longer"
            + " reads (solvers were registered so before the contract's 1.0), so they are not loaded: a game's own"
            + " solvers come from its GameDescriptor.solvers(), and solvers for another plugin's game from a"
            + " SolverProvider listed in META-INF/services/dev.nimber.api.SolverProvider");
  }

  /**
   * The games and solvers that a class loader's service files name, created while the thread's
   * context class loader is that loader.
   *
   * @param source how warnings and errors name where they came from
   */
  public static PluginContents discover(ClassLoader loader, String source) {
    return discover(loader, source, Optional.empty());
  }

  /**
   * {@link #discover(ClassLoader, String)}, for a plugin at a location: a failure names the line of
   * the plugin's code that threw ({@code northcott.java:14}, the file as given for a one-file
   * game).
   */
  private static PluginContents discover(
      ClassLoader loader, String source, Optional<Path> location) {
    List<String> warnings = new ArrayList<>();
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      List<Provided<GameDescriptor>> games =
          discover(GameDescriptor.class, loader, source, location, warnings);
      List<Provided<SolverProvider>> providers =
          discover(SolverProvider.class, loader, source, location, warnings);
      return new PluginContents(games, providers, warnings);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private static <S> List<Provided<S>> discover(
      Class<S> service,
      ClassLoader loader,
      String source,
      Optional<Path> location,
      List<String> warnings) {
    List<Provided<S>> found = new ArrayList<>();
    Iterator<S> providers = ServiceLoader.load(service, loader).iterator();
    int failures = 0;
    while (failures < MAX_FAILURES) {
      try {
        if (!providers.hasNext()) {
          break;
        }
        found.add(new Provided<>(providers.next(), source));
        failures = 0;
      } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
        failures++;
        Optional<String> where = PluginFrames.where(e, location);
        // A one-file game's line names its file; a jar's names a file inside it.
        boolean inSource = where.isPresent() && where.get().startsWith(source + ":");
        warnings.add(
            (inSource ? where.get() : source)
                + ": a "
                + service.getSimpleName()
                + " failed to load, skipped: "
                + describe(e)
                + (where.isPresent() && !inSource ? " (at " + where.get() + ")" : ""));
      }
    }
    return found;
  }

  /** The innermost cause, which names what really went wrong. */
  static String describe(Throwable failure) {
    if (failure instanceof ServiceConfigurationError broken
        && broken.getMessage() != null
        && broken.getMessage().indexOf(": ") > 0) {
      // "dev.nimber.api.GameDescriptor: Provider X could not be instantiated": the service is named
      // already.
      return describe(broken.getMessage().substring(broken.getMessage().indexOf(": ") + 2), broken);
    }
    return describe(failure.getMessage(), failure);
  }

  private static String describe(String message, Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    if (message == null) {
      return failure.toString();
    }
    return cause == failure ? message : message + "; caused by " + cause;
  }

  private static PluginContents warning(String warning) {
    return new PluginContents(List.of(), List.of(), List.of(warning));
  }
}
