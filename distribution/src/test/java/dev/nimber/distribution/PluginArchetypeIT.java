package dev.nimber.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.distribution.Processes.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's plugin walkthrough, as an outsider does it: generate a plugin from the archetype,
 * build it with Maven against the api and test kit from a Maven repository (not this build's
 * classes), drop its jar into a plugins folder and use it from the installed nimber command.
 */
class PluginArchetypeIT {

  private static final String VERSION = System.getProperty("nimber.version");
  private static final Path MAVEN = Path.of(System.getProperty("maven.home"), "bin", "mvn");

  /**
   * The api, engine, test kit and archetype as this build made them (see the distribution's pom).
   */
  private static final Path PROJECT_REPOSITORY =
      Path.of(System.getProperty("plugin-projects.repository"));

  /**
   * Where everything else a plugin build needs comes from: the repository this build resolved its
   * own from.
   */
  private static final Path BUILD_REPOSITORY = Path.of(System.getProperty("build.repository"));

  /** A winning move the generated solver never answers: there is no pin 999 in a row of 3. */
  private static final String PLANTED_MOVE = "knock down pin 999 of a row of 3";

  @TempDir Path folder;

  @Test
  void aPluginGeneratedFromTheArchetypeBuildsTestsItselfAndDropsIn() throws Exception {
    Path project = generate();
    Run build = maven(project, "package");
    assertThat(build.exitCode()).as(build.both()).isZero();
    assertThat(build.out()).contains("Tests run: 10, Failures: 0, Errors: 0, Skipped: 0");
    Path plugins = dropIn(project);

    Run list = nimber(plugins, "list");
    assertThat(list.exitCode()).as(list.err()).isZero();
    assertThat(list.err()).isEmpty();
    assertThat(list.out())
        .contains(
            "kayles — rows of pins; knock down one pin or two adjacent ones; who cannot move loses")
        .contains("  from: " + plugins.resolve("kayles-1.0.jar"))
        .contains("    periodic (default) — Grundy values of the rows")
        .contains("    search — the engine: ranked retrograde analysis")
        .contains("thuemorse — ");

    Run verify = nimber(plugins, "verify", "kayles", "--max", "30", "--random", "50");
    assertThat(verify.exitCode()).as(verify.both()).isZero();
    assertThat(verify.out())
        .contains("all solvers agree on 46 small instances and 50 random ones (seed 1)");

    // The engine values the rows of a sum one by one, numbered by their lengths, so its search
    // answers a row of
    // 10,000 pins (10^8 options below it) as the theory does.
    Run searched =
        nimber(plugins, "solve", "kayles", "rows=10000,7", "--solver", "search", "-q", "grundy");
    Run periodic =
        nimber(plugins, "solve", "kayles", "rows=10000,7", "--solver", "periodic", "-q", "grundy");
    assertThat(searched.exitCode()).as(searched.err()).isZero();
    assertThat(searched.out()).isEqualTo(periodic.out()).matches("\\d+\n");

    // A table never starts a column it cannot finish: the remoteness of a row searched whole is
    // refused from the
    // row the game's bound passes the budget on, and the other columns are printed.
    Run table = nimber(plugins, "table", "kayles", "--over", "rows=0..120");
    assertThat(table.exitCode()).as(table.both()).isZero();
    assertThat(table.out()).startsWith("rows  outcome  grundy\n").contains("\n 120  First  ");
    assertThat(table.err())
        .startsWith("nimber: column 'remoteness' left out: solver 'search' refuses rows=")
        .contains("positions to answer 'remoteness' from this instance")
        .hasLineCount(1);

    // A row of 10^18 pins is far beyond the search, and the fast solver's answer passes the game's
    // own check.
    Run huge = nimber(plugins, "solve", "kayles", "rows=10^18,7", "-q", "move");
    assertThat(huge.exitCode()).as(huge.err()).isZero();
    assertThat(huge.out()).startsWith("knock down ");

    Path quit = Files.writeString(folder.resolve("quit.txt"), "quit\n");
    Run play =
        Processes.run(
            Processes.nimber(
                List.of(),
                "--plugins",
                plugins.toString(),
                "play",
                "kayles",
                "rows=10^9",
                "--solver",
                "periodic",
                "--first",
                "computer"),
            folder,
            quit);
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out()).contains("rows of pins: 1000000000\ncomputer: knock down ");
  }

  @Test
  void anIllegalMovePlantedInTheGeneratedSolverFailsItsTestsAndVerify() throws Exception {
    Path project = generate();
    Path solver = project.resolve("src/main/java/org/example/kayles/KaylesSolver.java");
    String source = Files.readString(solver);
    String search = "Optional<KaylesMove> winning = winningMove(rows, nimSum);";
    assertThat(source).contains(search);
    Files.writeString(
        solver,
        source.replace(
            search, "Optional<KaylesMove> winning = Optional.of(new KaylesMove(3, 999, false));"));

    Run tested = maven(project, "package");
    assertThat(tested.exitCode()).as("the test kit's contract fails the build").isNotZero();
    assertThat(tested.out())
        .contains("'move' periodic says \"" + PLANTED_MOVE + "\", which is not a legal move here");

    Run built = maven(project, "package", "-DskipTests");
    assertThat(built.exitCode()).as(built.both()).isZero();
    Path plugins = dropIn(project);
    Run verify = nimber(plugins, "verify", "kayles");
    assertThat(verify.exitCode()).isEqualTo(1);
    assertThat(verify.out() + verify.err())
        .contains("BAD MOVE")
        .contains(
            "rows=1: 'move' periodic says \""
                + PLANTED_MOVE
                + "\", which is not a legal move here");

    // The host checks the move before it prints it: on a position, and beyond positions through the
    // game's check.
    for (String rows : List.of("rows=1", "rows=1000000000000000000,7")) {
      Run solve = nimber(plugins, "solve", "kayles", rows, "-q", "move");
      assertThat(solve.exitCode()).as(solve.both()).isEqualTo(1);
      assertThat(solve.out()).isEmpty();
      assertThat(solve.err())
          .isEqualTo(
              "nimber: solver 'periodic' of game 'kayles' (from "
                  + plugins.resolve("kayles-1.0.jar")
                  + "), asked 'move' of "
                  + rows
                  + ", answered the move '"
                  + PLANTED_MOVE
                  + "', which is"
                  + " not a legal move here\n");
    }
  }

  /**
   * {@code mvn archetype:generate} in batch mode: org.example:kayles:1.0 in package
   * org.example.kayles.
   */
  private Path generate() throws Exception {
    Path work = Files.createDirectories(folder.resolve("work"));
    Run generated =
        maven(
            work,
            "org.apache.maven.plugins:maven-archetype-plugin:3.3.1:generate",
            "-DarchetypeGroupId=dev.nimber",
            "-DarchetypeArtifactId=nimber-plugin-archetype",
            "-DarchetypeVersion=" + VERSION,
            "-DgroupId=org.example",
            "-DartifactId=kayles",
            "-Dversion=1.0",
            "-Dpackage=org.example.kayles");
    assertThat(generated.exitCode()).as(generated.both()).isZero();
    return work.resolve("kayles");
  }

  /** Copies the built plugin into a folder of its own, as a user drops a jar into plugins/. */
  private Path dropIn(Path project) throws Exception {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    Path jar = project.resolve("target/kayles-1.0.jar");
    assertThat(jar).exists();
    Files.copy(
        jar, plugins.resolve(jar.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    return plugins;
  }

  private Run nimber(Path plugins, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("--plugins", plugins.toString()));
    command.addAll(List.of(args));
    return Processes.run(Processes.nimber(List.of(), command.toArray(String[]::new)), folder, null);
  }

  /**
   * Maven in batch mode, with a local repository of its own that holds this build's api, engine,
   * test kit and archetype, and reads the rest from this build's repository in place of Maven
   * Central (never its snapshots, so nothing stale is used).
   */
  private Run maven(Path directory, String... goals) throws Exception {
    Path settings = folder.resolve("settings.xml");
    if (!Files.exists(settings)) {
      String repository =
          "<id>central</id><url>"
              + BUILD_REPOSITORY.toUri()
              + "</url>"
              + "<releases><enabled>true</enabled></releases><snapshots><enabled>false</enabled></snapshots>";
      Files.writeString(
          settings,
          "<settings><profiles><profile><id>build</id>"
              + "<repositories><repository>"
              + repository
              + "</repository></repositories>"
              + "<pluginRepositories><pluginRepository>"
              + repository
              + "</pluginRepository></pluginRepositories>"
              + "</profile></profiles><activeProfiles><activeProfile>build</activeProfile></activeProfiles></settings>");
    }
    List<String> command =
        new ArrayList<>(
            List.of(
                MAVEN.toString(),
                "-B",
                "-ntp",
                "-s",
                settings.toString(),
                "-gs",
                settings.toString(),
                "-Dmaven.repo.local=" + PROJECT_REPOSITORY));
    command.addAll(List.of(goals));
    ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
    builder.environment().remove("MAVEN_ARGS");
    return Processes.run(builder, folder, null);
  }
}
