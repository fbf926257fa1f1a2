package dev.nimber.app.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds plugin jars at test time: compiles Java sources against the api and packs them with
 * service files.
 */
public final class PluginJars {

  private PluginJars() {}

  /**
   * Compiles {@code sources} (class name to source text) and packs the classes, with a service file
   * per entry of {@code services} (service interface to provider class names), into {@code jar}.
   */
  public static Path build(
      Path jar, Map<String, String> sources, Map<String, List<String>> services)
      throws IOException {
    return build(jar, sources, services, System.getProperty("java.class.path"));
  }

  /** {@link #build(Path, Map, Map)}, compiled against the given class path. */
  public static Path build(
      Path jar, Map<String, String> sources, Map<String, List<String>> services, String classPath)
      throws IOException {
    Path work = Files.createTempDirectory("nimber-plugin-src");
    try {
      return pack(jar, sources, services, classPath, work);
    } finally {
      deleteTree(work);
    }
  }

  private static Path pack(
      Path jar,
      Map<String, String> sources,
      Map<String, List<String>> services,
      String classPath,
      Path work)
      throws IOException {
    Path classes = Files.createDirectories(work.resolve("classes"));
    List<String> arguments =
        new ArrayList<>(
            List.of("-d", classes.toString(), "-classpath", classPath, "--release", "17"));
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = work.resolve(source.getKey().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      arguments.add(file.toString());
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    assertThat(compiler.run(null, null, null, arguments.toArray(String[]::new)))
        .as("plugin compiles")
        .isZero();
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file)) {
      try (Stream<Path> walk = Files.walk(classes)) {
        for (Path path : walk.filter(Files::isRegularFile).sorted().toList()) {
          out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
          out.write(Files.readAllBytes(path));
          out.closeEntry();
        }
      }
      for (Map.Entry<String, List<String>> service : services.entrySet()) {
        out.putNextEntry(new JarEntry("META-INF/services/" + service.getKey()));
        out.write(
            String.join("\n", service.getValue()).concat("\n").getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
      }
    }
    return jar;
  }

  private static void deleteTree(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  /**
   * Removes from a jar the entries under a folder, as if the jar that held them had not been
   * installed.
   *
   * @param prefix the folder, such as {@code lib/}
   */
  public static Path without(Path jar, String prefix) throws IOException {
    Path copy = Files.createTempFile(jar.getParent(), "without", ".tmp");
    try (java.util.jar.JarFile in = new java.util.jar.JarFile(jar.toFile());
        OutputStream file = Files.newOutputStream(copy);
        JarOutputStream out = new JarOutputStream(file)) {
      for (JarEntry entry : java.util.Collections.list(in.entries())) {
        if (!entry.getName().startsWith(prefix)) {
          out.putNextEntry(new JarEntry(entry.getName()));
          out.write(in.getInputStream(entry).readAllBytes());
          out.closeEntry();
        }
      }
    }
    return Files.move(copy, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  /**
   * The sources of a small complete plugin: the subtraction game {1, ..., k} with id {@code id},
   * with positions and no solver of its own (the host adds the search).
   */
  public static Map<String, String> subtractionGame(String id) {
    String pkg = "example." + id;
    String game =
        """
        package %1$s;

        import dev.nimber.api.*;
        import java.util.*;

        public final class Game implements GameDescriptor {
          public String id() { return "%2$s"; }
          public String description() { return "take 1 to k stones; who cannot move loses"; }
          public List<Parameter<?>> parameters() {
            return List.of(N, K);
          }
          public Question defaultQuestion() { return Question.OUTCOME; }
          public String defaultSolver() { return "search"; }
          public Optional<Positions> positions() {
            return Optional.of(p -> new Pile(p.intValue(N), p.intValue(K)));
          }
          static final Parameter<java.math.BigInteger> N =
              Parameter.required("n", "stones", ParameterType.integer(0, 1000000));
          static final Parameter<java.math.BigInteger> K =
              Parameter.optional("k", "most taken", ParameterType.integer(1, 100), java.math.BigInteger.valueOf(3));

          record Pile(int n, int k) implements Position {
            public List<Move> moves() {
              List<Move> moves = new ArrayList<>();
              for (int t = 1; t <= Math.min(n, k); t++) {
                moves.add(new Move("take " + t, new Pile(n - t, k)));
              }
              return moves;
            }
          }
        }
        """
            .formatted(pkg, id);
    return Map.of(pkg + ".Game", game);
  }

  /** The service files of {@link #subtractionGame}. */
  public static Map<String, List<String>> subtractionServices(String id) {
    return Map.of("dev.nimber.api.GameDescriptor", List.of("example." + id + ".Game"));
  }

  /** Builds the subtraction game plugin with id {@code id} into {@code jar}. */
  public static Path subtractionPlugin(Path jar, String id) throws IOException {
    return build(jar, subtractionGame(id), subtractionServices(id));
  }

  /**
   * Builds into {@code jar} a plugin that adds one solver to another plugin's game: a {@code
   * SolverProvider} of class {@code example.NAME.Provider} whose solver {@code name} answers the
   * given questions with {@code solve}, the body of {@code Answer solve(Parameters p, Question q)},
   * which sees the game's descriptor as {@code game}.
   *
   * @param jar the jar to write
   * @param gameId the game the solver is for
   * @param name the solver's name, a Java identifier too
   * @param questions the questions, as a Java expression ({@code List.of(Question.MOVE)})
   * @param solve the body of the solver's {@code solve}
   * @return the jar
   */
  public static Path solverPlugin(
      Path jar, String gameId, String name, String questions, String solve) throws IOException {
    String provider =
        """
        package example.%2$s;

        import dev.nimber.api.*;
        import java.math.BigInteger;
        import java.util.List;
        import java.util.Map;

        public final class Provider implements SolverProvider {
          public String gameId() { return "%1$s"; }
          public List<GameSolver> solvers(GameDescriptor game) {
            return List.of(new GameSolver() {
              public String name() { return "%2$s"; }
              public String description() { return "a solver under test"; }
              public List<Question> questions() { return %3$s; }
              public Answer solve(Parameters p, Question q) {
                %4$s
              }
            });
          }
        }
        """
            .formatted(gameId, name, questions, solve);
    return build(
        jar,
        Map.of("example." + name + ".Provider", provider),
        Map.of("dev.nimber.api.SolverProvider", List.of("example." + name + ".Provider")));
  }
}
