package dev.nimber.app.plugin;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.SolverProvider;
import dev.nimber.engine.SearchSolver;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Games written in one Java source file, made into plugin jars: compiled once ({@link
 * SourceCompiler}), packed with their service registration, and kept in the user's cache folder
 * under a hash of the file's bytes and of what it was compiled against, so that a later start loads
 * the jar without compiling (or even loading the compiler).
 *
 * <p>The cache folder is {@code games/} under the folder the system property {@value
 * #CACHE_PROPERTY} names, else the environment variable {@value #CACHE_ENVIRONMENT}, else {@code
 * $XDG_CACHE_HOME/nimber}, else {@code ~/.cache/nimber}; {@code off} keeps no cache (each start
 * compiles into a temporary file). A jar is written beside its place and moved there when complete,
 * so a reader never sees half of one; deleting the folder is always safe.
 *
 * <p>A file must hold exactly one game (a public class that implements {@link GameDescriptor}, such
 * as one extending {@code CompactGame}, with a public no-argument constructor), or only solvers for
 * other games ({@link SolverProvider}s).
 */
public final class SourcePlugins {

  /** The system property naming the cache folder, or {@code off}. */
  public static final String CACHE_PROPERTY = "nimber.cache";

  /** The environment variable naming the cache folder, or {@code off}; the property wins. */
  public static final String CACHE_ENVIRONMENT = "NIMBER_CACHE";

  /** The most bytes a one-file game's source may have. */
  static final int MAX_BYTES = 1 << 20;

  /** Changes when the jars written here change in a way old ones would not match. */
  private static final String FORMAT = "nimber one-file game 1";

  /** The timestamp of every entry, so that the same source gives the same jar, byte for byte. */
  private static final long ENTRY_TIME = 315_532_800_000L + 86_400_000L;

  /** Where the source sits in a jar made from it, for whoever receives the jar. */
  static final String SOURCE_FOLDER = "META-INF/nimber/source/";

  /** A file that cannot become a plugin; the message names it, with the line where there is one. */
  public static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  private final Optional<Path> cache;
  private final List<Path> classPath;

  /**
   * @param cache the folder jars are kept in, or empty to keep none
   * @param classPath what a one-file game compiles against: the api and the engine
   */
  SourcePlugins(Optional<Path> cache, List<Path> classPath) {
    this.cache = cache;
    this.classPath = List.copyOf(classPath);
  }

  /** One-file games cached in the user's cache folder (see the class's javadoc). */
  public static SourcePlugins ofUser() {
    return new SourcePlugins(userCache(), hostClassPath());
  }

  /** The cache folder the system property, the environment or the user's home names. */
  static Optional<Path> userCache() {
    String chosen =
        Optional.ofNullable(System.getProperty(CACHE_PROPERTY))
            .orElse(System.getenv(CACHE_ENVIRONMENT));
    if (chosen != null && !chosen.isBlank()) {
      return chosen.equals("off") ? Optional.empty() : Optional.of(Path.of(chosen, "games"));
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base =
        xdg != null && !xdg.isBlank()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".cache");
    return Optional.of(base.resolve("nimber").resolve("games"));
  }

  /** Where the host's api and engine classes come from: a jar each, or a folder of classes. */
  static List<Path> hostClassPath() {
    List<Path> paths = new ArrayList<>();
    for (Class<?> shared : List.of(GameDescriptor.class, SearchSolver.class)) {
      try {
        Path location = Path.of(shared.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (!paths.contains(location)) {
          paths.add(location);
        }
      } catch (URISyntaxException | RuntimeException unknown) {
        // The class came from somewhere without a file (a custom runtime image): the compiler then
        // reports the api's types as missing, naming the file.
      }
    }
    return paths;
  }

  /**
   * The plugin jar of a one-file game: the cached one when the file and what it compiles against
   * are unchanged, else compiled now (and cached).
   *
   * @param source the {@code .java} file
   * @param warnings gets the compiler's warnings, when it compiles
   * @throws Refused when the file cannot be read, does not compile, or holds no game or two
   */
  public Path jarOf(Path source, List<String> warnings) throws Refused {
    byte[] bytes = read(source);
    String key = key(bytes);
    String stem = stem(source);
    if (cache.isPresent()) {
      Path cached = cache.get().resolve(stem + "-" + key + ".jar");
      if (Files.isRegularFile(cached)) {
        return cached;
      }
      byte[] jar = pack(source, bytes, key, warnings);
      try {
        Files.createDirectories(cache.get());
        Path partial = Files.createTempFile(cache.get(), stem, ".partial");
        Files.write(partial, jar);
        try {
          Files.move(partial, cached, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException plain) {
          Files.move(partial, cached, StandardCopyOption.REPLACE_EXISTING);
        }
        return cached;
      } catch (IOException unwritable) {
        // The cache is a convenience: a folder that cannot be written costs the next start a
        // compile, never the game.
      }
    }
    return temporary(stem, pack(source, bytes, key, warnings));
  }

  /**
   * The plugin jar of a one-file game, as {@code nimber pack} writes it: the classes, the service
   * registration, the source, and a manifest naming the file and the hash of its bytes.
   *
   * @throws Refused as {@link #jarOf}
   */
  public byte[] pack(Path source, List<String> warnings) throws Refused {
    byte[] bytes = read(source);
    return pack(source, bytes, key(bytes), warnings);
  }

  private byte[] pack(Path source, byte[] bytes, String key, List<String> warnings) throws Refused {
    SourceCompiler.Compiled compiled;
    try {
      compiled = SourceCompiler.compile(source, text(source, bytes), classPath);
    } catch (SourceCompiler.Failed failed) {
      throw new Refused(failed.getMessage());
    }
    warnings.addAll(compiled.warnings());
    Providers providers = providers(source, compiled.classes());
    try {
      return jar(source, bytes, key, compiled.classes(), providers);
    } catch (IOException inMemory) {
      throw new UncheckedIOException(inMemory);
    }
  }

  /** The classes that a file's services name. */
  private record Providers(List<String> games, List<String> solverProviders) {}

  /**
   * The public concrete classes with a public no-argument constructor that implement a service,
   * found by loading (not initialising) the classes; exactly one game, or none and some solvers.
   */
  private Providers providers(Path source, Map<String, byte[]> classes) throws Refused {
    MemoryClassLoader loader =
        new MemoryClassLoader(classes, GameDescriptor.class.getClassLoader());
    List<String> games = new ArrayList<>();
    List<String> solverProviders = new ArrayList<>();
    for (String name : classes.keySet()) {
      Class<?> type;
      try {
        type = Class.forName(name, false, loader);
      } catch (ClassNotFoundException | LinkageError unloadable) {
        continue;
      }
      if (!Modifier.isPublic(type.getModifiers())
          || Modifier.isAbstract(type.getModifiers())
          || type.isMemberClass() && !Modifier.isStatic(type.getModifiers())
          || !hasPublicNoArgumentConstructor(type)) {
        continue;
      }
      if (GameDescriptor.class.isAssignableFrom(type)) {
        games.add(name);
      }
      if (SolverProvider.class.isAssignableFrom(type)) {
        solverProviders.add(name);
      }
    }
    if (games.size() > 1) {
      throw new Refused(
          source
              + " holds "
              + games.size()
              + " games ("
              + String.join(", ", games)
              + "): a one-file game holds one; put each in a file of its own");
    }
    if (games.isEmpty() && solverProviders.isEmpty()) {
      throw new Refused(
          source
              + " holds no game: a one-file game is a public class with a public no-argument"
              + " constructor that extends CompactGame (or implements GameDescriptor)");
    }
    return new Providers(games, solverProviders);
  }

  private static boolean hasPublicNoArgumentConstructor(Class<?> type) {
    try {
      return Modifier.isPublic(type.getConstructor().getModifiers());
    } catch (NoSuchMethodException | LinkageError none) {
      return false;
    }
  }

  private static byte[] jar(
      Path source, byte[] bytes, String key, Map<String, byte[]> classes, Providers providers)
      throws IOException {
    Manifest manifest = new Manifest();
    Attributes main = manifest.getMainAttributes();
    main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
    main.put(Attributes.Name.IMPLEMENTATION_TITLE, source.getFileName().toString());
    main.put(Attributes.Name.IMPLEMENTATION_VERSION, "source-" + key.substring(0, 16));
    main.putValue("Created-By", "nimber (one-file game)");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JarOutputStream jar = new JarOutputStream(out)) {
      entry(jar, "META-INF/MANIFEST.MF", manifestBytes(manifest));
      if (!providers.games().isEmpty()) {
        entry(jar, "META-INF/services/" + GameDescriptor.class.getName(), lines(providers.games()));
      }
      if (!providers.solverProviders().isEmpty()) {
        entry(
            jar,
            "META-INF/services/" + SolverProvider.class.getName(),
            lines(providers.solverProviders()));
      }
      entry(jar, SOURCE_FOLDER + source.getFileName(), bytes);
      for (Map.Entry<String, byte[]> type : classes.entrySet()) {
        entry(jar, type.getKey().replace('.', '/') + ".class", type.getValue());
      }
    }
    return out.toByteArray();
  }

  private static byte[] manifestBytes(Manifest manifest) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    manifest.write(bytes);
    return bytes.toByteArray();
  }

  private static byte[] lines(List<String> names) {
    return (String.join("\n", names) + "\n").getBytes(StandardCharsets.UTF_8);
  }

  private static void entry(JarOutputStream jar, String name, byte[] bytes) throws IOException {
    JarEntry entry = new JarEntry(name);
    entry.setTime(ENTRY_TIME);
    jar.putNextEntry(entry);
    jar.write(bytes);
    jar.closeEntry();
  }

  private static byte[] read(Path source) throws Refused {
    try {
      if (Files.isDirectory(source)) {
        throw new Refused(source + ": a folder, not a .java file");
      }
      if (Files.size(source) > MAX_BYTES) {
        throw new Refused(
            source + ": more than " + MAX_BYTES + " bytes; a one-file game is one source file");
      }
      return Files.readAllBytes(source);
    } catch (NoSuchFileException missing) {
      throw new Refused(source + ": no such file");
    } catch (IOException unreadable) {
      throw new Refused(source + ": cannot be read: " + unreadable.getMessage());
    }
  }

  private static String text(Path source, byte[] bytes) throws Refused {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(java.nio.ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException notText) {
      throw new Refused(source + ": not UTF-8 text");
    }
  }

  /**
   * The cache key: SHA-256 of the source's bytes, the Java release, this format, and each class
   * path entry's name, size and time (a rebuilt api compiles the game again).
   */
  private String key(byte[] bytes) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      digest.update(bytes);
      StringBuilder context = new StringBuilder(FORMAT).append('\n').append(SourceCompiler.RELEASE);
      for (Path entry : classPath) {
        context.append('\n').append(entry.toAbsolutePath());
        try {
          context
              .append(' ')
              .append(Files.size(entry))
              .append(' ')
              .append(Files.getLastModifiedTime(entry).toMillis());
        } catch (IOException unknown) {
          context.append(" ?");
        }
      }
      digest.update(context.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest.digest()).substring(0, 32);
    } catch (NoSuchAlgorithmException everyJavaHasIt) {
      throw new IllegalStateException(everyJavaHasIt);
    }
  }

  /**
   * The file's name without {@code .java}, as a jar's name starts.
   *
   * @param source a source file
   * @return {@code northcott} for {@code games/northcott.java}
   */
  public static String stem(Path source) {
    String name = source.getFileName().toString();
    return name.endsWith(".java") ? name.substring(0, name.length() - ".java".length()) : name;
  }

  private static Path temporary(String stem, byte[] jar) {
    try {
      Path file = Files.createTempFile("nimber-" + stem + "-", ".jar");
      file.toFile().deleteOnExit();
      return Files.write(file, jar);
    } catch (IOException unwritable) {
      throw new UncheckedIOException(unwritable);
    }
  }

  /** Classes held in memory, for finding a file's providers before its jar exists. */
  private static final class MemoryClassLoader extends ClassLoader {
    private final Map<String, byte[]> classes;

    MemoryClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
      super("one-file game", parent);
      this.classes = classes;
    }

    /** The file's own classes first: a name the host also has is the file's. */
    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!classes.containsKey(name)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        return loaded != null ? loaded : findClass(name);
      }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] bytes = classes.get(name);
      if (bytes == null) {
        throw new ClassNotFoundException(name);
      }
      return defineClass(name, bytes, 0, bytes.length);
    }
  }
}
