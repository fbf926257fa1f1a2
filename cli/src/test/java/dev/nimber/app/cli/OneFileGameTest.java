package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.OneFileGames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game in one Java file, wherever nimber takes a plugin: named with --plugins, in a plugins
 * folder, in a config; packed into a jar; and each way it can be wrong named with its file and
 * line, without touching the other games.
 */
public class OneFileGameTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  /** Take 1 or 2 stones; {@code extra} goes inside the class. */
  public static String takeaway(String id, String extra) {
    return OneFileGames.takeaway(id, "Takeaway", extra);
  }

  private Path write(String name, String text) throws IOException {
    Files.createDirectories(folder.resolve(name).getParent());
    return Files.writeString(folder.resolve(name), text);
  }

  @Test
  void aGameNamedByItsFileIsListedSolvedTabledAndVerified() throws IOException {
    String game = write("takeaway.java", takeaway("takeaway", "")).toString();
    assertThat(nimber.run("--plugins", game, "list").out())
        .contains("takeaway — take 1 or 2 stones\n  from: " + game);
    Result solved = nimber.run("--plugins", game, "solve", "takeaway", "n=7", "-q", "move");
    assertThat(solved.err()).isEmpty();
    assertThat(solved.out()).isEqualTo("to n=6\n");
    assertThat(
            nimber
                .run("--plugins", game, "table", "takeaway", "--over", "n=0..5", "-q", "grundy")
                .out())
        .startsWith(
            "n  grundy\n0       0\n1       1\n2       2\n3       0\n4       1\n5       2\n");
    Result verified = nimber.run("--plugins", game, "verify", "takeaway");
    assertThat(verified.exitCode()).isZero();
    assertThat(verified.out()).contains("nothing wrong found on 41 small instances");
  }

  @Test
  void aGameInAPluginsFolderLoadsBesideOneThatDoesNotCompileWhichIsAWarning() throws IOException {
    write("plugins/takeaway.java", takeaway("takeaway", ""));
    write("plugins/typo.java", takeaway("typo", "").replace("new Pile(n - 2)", "new Pile(n - 2"));
    Result result =
        nimber.run("--plugins", folder.resolve("plugins").toString(), "solve", "takeaway", "n=3");
    assertThat(result.exitCode()).isZero();
    assertThat(result.out()).isEqualTo("Second\n");
    Path typo = folder.resolve("plugins").resolve("typo.java");
    assertThat(result.err())
        .startsWith(
            "nimber: warning: " + typo + " does not compile:\n" + typo + ":15: ')' expected\n");
  }

  @Test
  void aFileThatDoesNotCompileIsExitTwoWithTheCompilersMessagesAndNoOutput() throws IOException {
    Path typo =
        write(
            "typo.java",
            takeaway("typo", "").replace("List.of(new Pile(0))", "List.of(new Pil(0))"));
    Result result = nimber.run("--plugins", typo.toString(), "solve", "thuemorse", "n=3", "m=2");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: "
                + typo
                + " does not compile:\n"
                + typo
                + ":15: cannot find symbol\n"
                + "  symbol:   class Pil\n"
                + "  location: class Takeaway.Pile\n"
                + "      return n == 0 ? List.of() : n == 1 ? List.of(new Pil(0)) : List.of(new Pile(n - 1), new Pile(n - 2));\n"
                + "                                                       ^\n");
  }

  @Test
  void aFileWithTwoGamesIsExitTwoNamingBoth() throws IOException {
    Path two =
        write(
            "two.java",
            takeaway(
                "first",
                "  public static final class Other extends CompactGame {\n"
                    + "    public Other() { super(\"other\", \"x\", List.of(), instance -> new Pile(0)); }\n  }\n"));
    Result result = nimber.run("--plugins", two.toString(), "list");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .isEqualTo(
            "nimber: "
                + two
                + " holds 2 games (Takeaway, Takeaway$Other): a one-file game holds one; put each in a file of its own\n");
  }

  @Test
  void aStaticInitialiserThatThrowsIsExitTwoNamingTheFileAndLine() throws IOException {
    Path broken =
        write(
            "broken.java",
            takeaway(
                "broken", "  static final int ZERO = 0;\n  static final int ONE = 1 / ZERO;\n"));
    Result result = nimber.run("--plugins", broken.toString(), "solve", "broken", "n=3");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: "
                + broken
                + ":13: a GameDescriptor failed to load, skipped: Provider Takeaway could not be"
                + " instantiated; caused by java.lang.ArithmeticException: / by zero\n");
  }

  @Test
  void anIdThatClashesWithABuiltInGameMakesItUnusableNamingTheFileAndTheOthersStillAnswer()
      throws IOException {
    Path clash = write("clash.java", takeaway("wythoff", ""));
    Result used = nimber.run("--plugins", clash.toString(), "solve", "wythoff", "n=3");
    assertThat(used.exitCode()).isEqualTo(2);
    assertThat(used.err())
        .startsWith("nimber: Game 'wythoff' is provided twice: ")
        .endsWith(
            " and "
                + clash
                + "; remove one of them from the plugin folders, or give the game in "
                + clash
                + " another id\n");
    Result other = nimber.run("--plugins", clash.toString(), "solve", "thuemorse", "n=387", "m=22");
    assertThat(other.exitCode()).isZero();
    assertThat(other.out()).isEqualTo("Alice\n");
  }

  @Test
  void aSolverWhoseMoveIsNotLegalIsAPluginFailureNamingTheFileAndTheMove() throws IOException {
    Path careless =
        write(
            "careless.java",
            takeaway(
                "careless",
                "  public List<GameSolver> solvers() {\n"
                    + "    return List.of(GameSolver.of(\"careless\", \"x\", Question.MOVE,\n"
                    + "        instance -> Answer.winningMove(\"to n=0\", java.util.Map.of())));\n"
                    + "  }\n"));
    Result result =
        nimber.run(
            "--plugins",
            careless.toString(),
            "solve",
            "careless",
            "n=7",
            "-q",
            "move",
            "--solver",
            "careless");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .contains("solver 'careless' of game 'careless' (from " + careless + ")")
        .contains("to n=0");
    Result played =
        nimber.run("--plugins", careless.toString(), "show", "careless", "n=7", "--moves", "9");
    assertThat(played.exitCode()).isEqualTo(2);
    assertThat(played.out()).isEmpty();
  }

  @Test
  void aPositionThatThrowsIsAPluginFailureNamingTheFileAndLine() throws IOException {
    Path thrower =
        write(
            "thrower.java",
            takeaway("thrower", "")
                .replace(
                    "return n == 0 ?",
                    "if (n == 1) throw new IllegalStateException(\"one\");\n      return n == 0 ?"));
    Result result = nimber.run("--plugins", thrower.toString(), "solve", "thrower", "n=5");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.err())
        .isEqualTo(
            "nimber: solver 'search' of game 'thrower' (from nimber engine on "
                + thrower
                + "), asked 'outcome' of n=5 failed: IllegalStateException: one (at "
                + thrower
                + ":15)\n");
  }

  @Test
  void aConfigNamesItsGameByItsFile() throws IOException {
    write("games/takeaway.java", takeaway("takeaway", ""));
    Path config =
        write("run.yaml", "game-file: games/takeaway.java\ninstances: [{n: 3}, {n: 4}]\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.err()).isEmpty();
    assertThat(result.out()).isEqualTo("Second\nFirst\n");
    Path missing = write("missing.yaml", "game-file: games/nothere.java\nparams: {n: 3}\n");
    Result refused = nimber.run("run", missing.toString());
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err())
        .contains("line 1")
        .contains("'game-file' is 'games/nothere.java'")
        .contains("does not exist");
  }

  @Test
  void packWritesAJarThatLoadsFromAPluginsFolderAndRefusesAGameThatDoesNotLoad()
      throws IOException {
    Path game = write("takeaway.java", takeaway("takeaway", ""));
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    Result packed = nimber.run("pack", game.toString(), "--out", plugins.toString());
    assertThat(packed.err()).isEmpty();
    assertThat(packed.out()).isEqualTo(plugins.resolve("takeaway.jar") + "\n");
    Files.delete(game);
    assertThat(
            NimberCli.withPluginFolders(java.util.List.of(plugins))
                .run("solve", "takeaway", "n=4")
                .out())
        .isEqualTo("First\n");
    Path broken =
        write("broken.java", takeaway("broken", "  static final int ONE = 1 / (\"\".length());\n"));
    Result refused = nimber.run("pack", broken.toString(), "--out", plugins.toString());
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.out()).isEmpty();
    assertThat(plugins.resolve("broken.jar")).doesNotExist();
  }
}
