package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginJars;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game compiled at test time and dropped into a folder is found and used without rebuilding the
 * app.
 */
class PluginDropInTest {

  @TempDir Path folder;

  @Test
  void aDroppedInGameIsListedAndSolved() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.subtractionPlugin(plugins.resolve("subtraction.jar"), "subtraction");
    NimberCli nimber = NimberCli.withBuiltInGames();

    Result list = nimber.run("list", "--plugins", plugins.toString());
    assertThat(list.out()).contains("subtraction — take 1 to k stones").contains("thuemorse — ");

    assertThat(nimber.run("--plugins", plugins.toString(), "solve", "subtraction", "n=8").out())
        .isEqualTo("Second\n");
    assertThat(
            nimber
                .run(
                    "solve",
                    "--plugins",
                    plugins.toString(),
                    "subtraction",
                    "n=9",
                    "k=3",
                    "-q",
                    "move")
                .out())
        .isEqualTo("take 1\n");
  }

  @Test
  void aGameFolderPluginWithItsOwnJarsIsLoaded() throws IOException {
    Path game = Files.createDirectories(folder.resolve("plugins").resolve("subtraction"));
    PluginJars.subtractionPlugin(game.resolve("subtraction.jar"), "subtraction");
    PluginJars.build(
        game.resolve("helper.jar"),
        java.util.Map.of("lib.Helper", "package lib; public class Helper {}"),
        java.util.Map.of());

    Result result =
        NimberCli.withPluginFolders(List.of(folder.resolve("plugins")))
            .run("solve", "subtraction", "n=5");

    assertThat(result.err()).isEmpty();
    assertThat(result.out()).isEqualTo("First\n");
  }

  @Test
  void movingAGamesJarOutRemovesItAndPluginsBringsItBack() throws IOException {
    Path own = Files.createDirectories(folder.resolve("dist-plugins"));
    try (Stream<Path> jars = Files.list(NimberCli.BUILT_IN_PLUGINS)) {
      for (Path jar : jars.toList()) {
        Files.copy(jar, own.resolve(jar.getFileName()));
      }
    }
    Path elsewhere = Files.createDirectories(folder.resolve("elsewhere"));
    Files.move(
        own.resolve("nimber-games-staircase.jar"), elsewhere.resolve("nimber-games-staircase.jar"));
    NimberCli nimber = NimberCli.withPluginFolders(List.of(own));

    assertThat(nimber.run("list").out()).contains("thuemorse — ").doesNotContain("staircase — ");
    assertThat(nimber.run("list", "--plugins", elsewhere.toString()).out())
        .contains("staircase — ");
  }

  @Test
  void theSameGameInTwoPluginsIsAnErrorNamingBothJarsAndOtherGamesStillWork() throws IOException {
    Path first = Files.createDirectories(folder.resolve("first"));
    Path second = Files.createDirectories(folder.resolve("second"));
    PluginJars.subtractionPlugin(first.resolve("a.jar"), "subtraction");
    PluginJars.subtractionPlugin(second.resolve("b.jar"), "subtraction");
    NimberCli nimber = NimberCli.withBuiltInGames();
    String[] plugins = {"--plugins", first.toString(), "--plugins", second.toString()};

    Result clash = nimber.run(concat(plugins, "solve", "subtraction", "n=3"));
    assertThat(clash.exitCode()).isEqualTo(2);
    assertThat(clash.err())
        .contains("Game 'subtraction' is provided twice")
        .contains(first.resolve("a.jar").toString())
        .contains(second.resolve("b.jar").toString());

    assertThat(nimber.run(concat(plugins, "solve", "thuemorse", "n=3", "m=3")).out())
        .isEqualTo("Alice\n");
  }

  @Test
  void aPluginMissingItsDependencyJarIsOneWarningAndTheOtherGamesAreListed() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    // Each game needs its library at a different time: to be created, to create its solver, to be
    // listed.
    Path atCreation =
        needyPlugin(
            plugins,
            "first",
            "private final lib.Base rules = new lib.Base();",
            "List.of()",
            "List.of()");
    Path forSolvers = needyPlugin(plugins, "second", "", "List.of()", "List.of(new Fast())");
    Path forListing =
        needyPlugin(
            plugins,
            "third",
            "",
            "List.of(Parameter.required(\"n\", \"pins\","
                + " new ParameterType<String>() { public String parse(String name, Object raw) { return raw.toString(); }"
                + " public String allowed() { return lib.Base.words(); } }))",
            "List.of()");

    Result list = NimberCli.withBuiltInGames().run("--plugins", plugins.toString(), "list");

    assertThat(list.exitCode()).isZero();
    assertThat(list.out())
        .contains("thuemorse — ")
        .contains("rulestones — ")
        .contains("staircase — ")
        .contains("second — needs its library\n  from: " + forSolvers.getParent())
        .contains("  solvers: none (see the" + " warnings)\n")
        .doesNotContain("first — ")
        .doesNotContain("third — ");
    List<String> warnings = list.err().lines().toList();
    assertThat(warnings).hasSize(5);
    assertThat(warnings.get(0))
        .isEqualTo(
            "nimber: warning: "
                + atCreation.getParent()
                + ": a GameDescriptor failed"
                + " to load, skipped: Provider example.first.Game could not be instantiated;"
                + " caused by java.lang.ClassNotFoundException: lib.Base (at Game.java:5)");
    assertThat(warnings.get(1))
        .isEqualTo(
            "nimber: warning: "
                + forSolvers.getParent()
                + ": game 'second' gave no"
                + " solvers: it threw NoClassDefFoundError: lib/Base (caused by java.lang.ClassNotFoundException: lib.Base)");
    assertThat(warnings.get(2))
        .isEqualTo(
            "nimber: warning: "
                + forSolvers.getParent()
                + ": game 'second'"
                + " (example.second.Game) has no solver, so it answers no question: give it solvers() of its own, or"
                + " positions() for the engine's search");
    assertThat(warnings.get(3))
        .isEqualTo(
            "nimber: warning: "
                + forListing.getParent()
                + ": game 'third'"
                + " (example.third.Game) has no solver, so it answers no question: give it solvers() of its own, or"
                + " positions() for the engine's search");
    assertThat(warnings.get(4))
        .isEqualTo(
            "nimber: warning: listing game 'third' (from "
                + forListing.getParent()
                + ") failed: NoClassDefFoundError: lib/Base (caused by java.lang.ClassNotFoundException: lib.Base) (at Game.java:8); the game is"
                + " not listed");
  }

  /**
   * A plugin folder with a game that needs the class {@code lib.Base}, whose jar is missing.
   *
   * @param member a field of the game's class, or nothing
   * @param parameters the game's parameters, as a Java expression
   * @param solvers the game's solvers, as a Java expression ({@code Fast} needs the library)
   * @return the game's jar
   */
  private static Path needyPlugin(
      Path plugins, String id, String member, String parameters, String solvers)
      throws IOException {
    String game =
        """
        package example.%1$s;
        import dev.nimber.api.*;
        import java.util.List;
        public final class Game implements GameDescriptor {
          %2$s
          public String id() { return "%1$s"; }
          public String description() { return "needs its library"; }
          public List<Parameter<?>> parameters() { return %3$s; }
          public Question defaultQuestion() { return Question.OUTCOME; }
          public String defaultSolver() { return "fast"; }
          public List<GameSolver> solvers() { return %4$s; }
        }
        """
            .formatted(id, member, parameters, solvers);
    String fast =
        """
        package example.%s;
        import dev.nimber.api.*;
        import java.util.List;
        public final class Fast extends lib.Base implements GameSolver {
          public String name() { return "fast"; }
          public String description() { return "fast"; }
          public List<Question> questions() { return List.of(Question.OUTCOME); }
          public Answer solve(Parameters parameters, Question question) { return null; }
        }
        """
            .formatted(id);
    String library =
        "package lib; public class Base { public static String words() { return \"any\"; } }";
    Path jar = Files.createDirectories(plugins.resolve(id)).resolve(id + ".jar");
    PluginJars.build(
        jar,
        java.util.Map.of(
            "example." + id + ".Game", game, "example." + id + ".Fast", fast, "lib.Base", library),
        java.util.Map.of("dev.nimber.api.GameDescriptor", List.of("example." + id + ".Game")));
    return PluginJars.without(jar, "lib/");
  }

  @Test
  void aGameWithNoSolverAndNoPositionsIsOneWarningAndSolveSaysSoWithoutContradiction()
      throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.build(
        plugins.resolve("nosolver.jar"),
        java.util.Map.of(
            "example.none.NoSolver",
            """
        package example.none;
        import dev.nimber.api.*;
        import java.util.List;
        public final class NoSolver implements GameDescriptor {
          public String id() { return "nosolver"; }
          public String description() { return "answers nothing"; }
          public List<Parameter<?>> parameters() { return List.of(); }
          public Question defaultQuestion() { return Question.OUTCOME; }
          public String defaultSolver() { return "none"; }
        }
        """),
        java.util.Map.of("dev.nimber.api.GameDescriptor", List.of("example.none.NoSolver")));
    String warning =
        "nimber: warning: "
            + plugins.resolve("nosolver.jar")
            + ": game 'nosolver' (example.none.NoSolver)"
            + " has no solver, so it answers no question: give it solvers() of its own, or positions() for the engine's"
            + " search\n";
    NimberCli nimber = NimberCli.withBuiltInGames();

    Result list = nimber.run("--plugins", plugins.toString(), "list");
    assertThat(list.exitCode()).isZero();
    assertThat(list.out())
        .contains("nosolver — answers nothing")
        .contains("  solvers: none (see the warnings)\n");
    assertThat(list.err()).isEqualTo(warning);

    Result solve = nimber.run("--plugins", plugins.toString(), "solve", "nosolver");
    assertThat(solve.exitCode()).isEqualTo(2);
    assertThat(solve.err())
        .isEqualTo(
            warning
                + "nimber: Game 'nosolver' (from "
                + plugins.resolve("nosolver.jar")
                + ") has no solver, so it answers no question (see the warning when it was loaded)\n");
  }

  @Test
  void aJarThatRegistersSolversAsBeforeTheContractsFirstReleaseIsWarnedHowSolversAreRegisteredNow()
      throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.build(
        plugins.resolve("old.jar"),
        java.util.Map.of(
            "example.old.Fast",
            """
        package example.old;
        import dev.nimber.api.*;
        import java.util.List;
        public final class Fast implements GameSolver {
          public String name() { return "fast"; }
          public String description() { return "fast"; }
          public List<Question> questions() { return List.of(Question.OUTCOME); }
          public Answer solve(Parameters parameters, Question question) { return null; }
        }
        """),
        java.util.Map.of("dev.nimber.api.GameSolver", List.of("example.old.Fast")));

    Result list = NimberCli.withBuiltInGames().run("--plugins", plugins.toString(), "list");

    assertThat(list.exitCode()).isZero();
    assertThat(list.out()).contains("thuemorse — ");
    assertThat(list.err())
        .isEqualTo(
            "nimber: warning: "
                + plugins.resolve("old.jar")
                + ": registers solvers in"
                + " META-INF/services/dev.nimber.api.GameSolver, which nimber no longer reads (solvers were registered so"
                + " before the contract's 1.0), so they are not loaded: a game's own solvers come from its"
                + " GameDescriptor.solvers(), and solvers for another plugin's game from a SolverProvider listed in"
                + " META-INF/services/dev.nimber.api.SolverProvider\n");
  }

  @Test
  void aBrokenJarIsAWarningAndTheOtherGamesKeepWorking() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    Files.writeString(plugins.resolve("broken.jar"), "garbage");

    Result result =
        NimberCli.withBuiltInGames()
            .run("--plugins", plugins.toString(), "solve", "thuemorse", "n=3", "m=3");

    assertThat(result.exitCode()).isZero();
    assertThat(result.out()).isEqualTo("Alice\n");
    assertThat(result.err())
        .contains("nimber: warning: ")
        .contains("broken.jar")
        .contains("not a readable jar");
  }

  @Test
  void aProviderWhoseIdThrowsOrWhoseParametersAreNullIsAWarningAndEveryCommandStillWorks()
      throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.build(
        plugins.resolve("broken.jar"),
        java.util.Map.of(
            "example.broken.NoId",
                """
            package example.broken;
            import dev.nimber.api.*;
            import java.util.List;
            public final class NoId implements GameDescriptor {
              public String id() { throw new IllegalStateException("no id today"); }
              public String description() { return "broken"; }
              public List<Parameter<?>> parameters() { return List.of(); }
              public Question defaultQuestion() { return Question.OUTCOME; }
              public String defaultSolver() { return "search"; }
            }
            """,
            "example.broken.NoParameters",
                """
            package example.broken;
            import dev.nimber.api.*;
            import java.util.List;
            public final class NoParameters implements GameDescriptor {
              public String id() { return "empty"; }
              public String description() { return "broken"; }
              public List<Parameter<?>> parameters() { return null; }
              public Question defaultQuestion() { return Question.OUTCOME; }
              public String defaultSolver() { return "search"; }
            }
            """),
        java.util.Map.of(
            "dev.nimber.api.GameDescriptor",
            List.of("example.broken.NoId", "example.broken.NoParameters")));
    NimberCli nimber = NimberCli.withBuiltInGames();
    String jar = plugins.resolve("broken.jar").toString();
    String warnings =
        "nimber: warning: "
            + jar
            + ": game example.broken.NoId is skipped: it threw"
            + " IllegalStateException: no id today\n"
            + "nimber: warning: "
            + jar
            + ": game example.broken.NoParameters is skipped: game 'empty': parameters() gave"
            + " null\n";

    Result solve = nimber.run("--plugins", plugins.toString(), "solve", "thuemorse", "n=3", "m=3");
    assertThat(solve.exitCode()).isZero();
    assertThat(solve.out()).isEqualTo("Alice\n");
    assertThat(solve.err()).isEqualTo(warnings);

    Result list = nimber.run("--plugins", plugins.toString(), "list");
    assertThat(list.exitCode()).isZero();
    assertThat(list.out())
        .contains("thuemorse — ")
        .contains("rulestones — ")
        .contains("staircase — ");
    assertThat(list.err()).isEqualTo(warnings);
  }

  @Test
  void aSolverThatThrowsIsNamedWithItsPluginAndTheInstanceAndTheBatchGoesOn() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    // A solver for thuemorse that throws on n = 5.
    PluginJars.solverPlugin(
        plugins.resolve("faulty.jar"),
        "thuemorse",
        "faulty",
        "List.of(Question.OUTCOME)",
        """
        if (p.toPlain().get("n").toString().equals("5")) {
          throw new NullPointerException("a bug");
        }
        return Answer.outcome(Outcome.WIN, game.outcomeWords());
        """);

    Result result =
        NimberCli.withBuiltInGames()
            .runWithInput(
                "4 3\n5 3\n6 3\n",
                "--plugins",
                plugins.toString(),
                "judge",
                "thuemorse",
                "--solver",
                "faulty");

    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEqualTo("Alice\nerror\nAlice\n");
    assertThat(result.err())
        .isEqualTo(
            "nimber: line 2: solver 'faulty' of game 'thuemorse' (from "
                + plugins.resolve("faulty.jar")
                + "), asked 'outcome' of n=5 m=3 failed:"
                + " NullPointerException: a bug (at Provider.java:17)\n");
  }

  /**
   * With --verbose, the stack trace keeps the plugin's exception as its cause, down to its frame.
   */
  @Test
  void verboseShowsThePluginsExceptionAsTheCauseWithItsFrame() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.solverPlugin(
        plugins.resolve("breaks.jar"),
        "thuemorse",
        "breaks",
        "List.of(Question.OUTCOME)",
        """
        throw new IllegalStateException("the plugin's own bug");
        """);
    Result result =
        NimberCli.withBuiltInGames()
            .run(
                "--plugins",
                plugins.toString(),
                "solve",
                "thuemorse",
                "n=5",
                "m=3",
                "--solver",
                "breaks",
                "--verbose");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.err())
        .contains("Caused by: java.lang.IllegalStateException: the plugin's own bug")
        .contains("\tat breaks.jar//example.breaks.Provider$1.solve(Provider.java:16)");
  }

  private static String[] concat(String[] first, String... rest) {
    return Stream.concat(Stream.of(first), Stream.of(rest)).toArray(String[]::new);
  }
}
