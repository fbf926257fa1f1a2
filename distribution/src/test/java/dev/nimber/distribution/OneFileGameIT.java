package dev.nimber.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.distribution.Processes.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game in one Java file through the installed launcher: compiled on first use into the user's
 * cache, loaded from there on the next start (by a Java without a compiler too), packed into a jar
 * any nimber loads; a Java without a compiler refuses a file it has not seen, saying so.
 */
class OneFileGameIT {

  private static final Path NORTHCOTT = Path.of("..", "examples", "games", "northcott.java");

  @TempDir Path folder;

  private ProcessBuilder nimber(Path cache, String... args) {
    ProcessBuilder builder = Processes.nimber(List.of(), args);
    builder.environment().put("NIMBER_CACHE", cache.toString());
    return builder;
  }

  private static List<Path> jars(Path cache) throws Exception {
    try (Stream<Path> files = Files.list(cache.resolve("games"))) {
      return files.sorted().toList();
    }
  }

  @Test
  void aOneFileGameAnswersOnFirstUseAndTheNextStartLoadsTheJarItCached() throws Exception {
    Path cache = folder.resolve("cache");
    String[] table = {
      "--plugins",
      NORTHCOTT.toString(),
      "table",
      "northcott",
      "--over",
      "width=2..6",
      "rows=3",
      "-q",
      "remoteness"
    };
    Run first = Processes.run(nimber(cache, table), folder, null);
    assertThat(first.err()).isEmpty();
    assertThat(first.out())
        .startsWith(
            "width  remoteness\n    2           0\n    3           5\n    4           9\n    5          13\n    6          17\n");
    List<Path> cached = jars(cache);
    assertThat(cached)
        .singleElement()
        .satisfies(jar -> assertThat(jar.getFileName().toString()).startsWith("northcott-"));
    FileTime marked = FileTime.fromMillis(0);
    Files.setLastModifiedTime(cached.get(0), marked);

    Run second = Processes.run(nimber(cache, table), folder, null);
    assertThat(second.out()).isEqualTo(first.out());
    assertThat(jars(cache)).isEqualTo(cached);
    assertThat(Files.getLastModifiedTime(cached.get(0))).isEqualTo(marked);
  }

  @Test
  void packedTheGameIsAJarAnyNimberLoadsFromItsPluginsFolder() throws Exception {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    Run packed =
        Processes.run(
            nimber(folder.resolve("cache"), "pack", NORTHCOTT.toString(), "-o", plugins.toString()),
            folder,
            null);
    assertThat(packed.err()).isEmpty();
    assertThat(packed.out()).isEqualTo(plugins.resolve("northcott.jar") + "\n");
    Run solved =
        Processes.run(
            nimber(
                folder.resolve("other-cache"),
                "--plugins",
                plugins.toString(),
                "solve",
                "northcott",
                "board=W..B/.W.B",
                "width=4"),
            folder,
            null);
    assertThat(solved.err()).isEmpty();
    assertThat(solved.out()).isEqualTo("First\n");
  }

  @Test
  void aJavaWithoutACompilerRefusesANewFileSayingSoAndLoadsACachedOne() throws Exception {
    Path runtime = folder.resolve("java-without-compiler");
    Process jlink =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "jlink").toString(),
                "--add-modules",
                "java.se,jdk.unsupported,jdk.zipfs",
                "--no-header-files",
                "--no-man-pages",
                "--output",
                runtime.toString())
            .inheritIO()
            .start();
    assertThat(jlink.waitFor()).isZero();
    Path cache = folder.resolve("cache");
    String[] solve = {
      "--plugins", NORTHCOTT.toString(), "solve", "northcott", "board=W.B/W.B", "width=3"
    };

    ProcessBuilder withoutCompiler = nimber(cache, solve);
    withoutCompiler.environment().put("PATH", runtime.resolve("bin") + ":" + System.getenv("PATH"));
    Run refused = Processes.run(withoutCompiler, folder, null);
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.out()).isEmpty();
    assertThat(refused.err())
        .isEqualTo(
            "nimber: "
                + NORTHCOTT
                + ": cannot compile a one-file game: this Java ("
                + runtime
                + ") has no compiler (the module jdk.compiler): run nimber with a JDK, or pack the game where one is"
                + " installed (nimber pack northcott.java) and drop the jar into a plugins folder\n");

    assertThat(Processes.run(nimber(cache, solve), folder, null).out()).isEqualTo("Second\n");
    withoutCompiler = nimber(cache, solve);
    withoutCompiler.environment().put("PATH", runtime.resolve("bin") + ":" + System.getenv("PATH"));
    Run cached = Processes.run(withoutCompiler, folder, null);
    assertThat(cached.err()).isEmpty();
    assertThat(cached.out()).isEqualTo("Second\n");
  }
}
