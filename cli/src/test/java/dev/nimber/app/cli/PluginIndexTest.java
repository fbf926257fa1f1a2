package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginJars;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command about one game opens only the plugin that provides it once the plugin index knows what
 * the others provide; whatever the index says, the answers and warnings are those of a load of
 * every plugin.
 */
class PluginIndexTest {

  @TempDir Path folder;

  private Path plugins;
  private Path other;
  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @BeforeEach
  void twoPluginsIndexedByAList() throws IOException {
    plugins = Files.createDirectories(folder.resolve("plugins"));
    PluginJars.subtractionPlugin(plugins.resolve("asked.jar"), "asked");
    other = PluginJars.subtractionPlugin(plugins.resolve("other.jar"), "other");
    Result list = run("list");
    assertThat(list.err()).isEmpty();
    assertThat(list.out()).contains("asked — ").contains("other — ");
  }

  private Result run(String... args) {
    String[] all = new String[args.length + 2];
    all[0] = "--plugins";
    all[1] = plugins.toString();
    System.arraycopy(args, 0, all, 2, args.length);
    return nimber.run(all);
  }

  /** Breaks a jar in place, keeping its size and, unless told otherwise, its time. */
  private void breakJar(Path jar, boolean keepTime) throws IOException {
    FileTime time = Files.getLastModifiedTime(jar);
    Files.write(jar, new byte[(int) Files.size(jar)]);
    Files.setLastModifiedTime(jar, keepTime ? time : FileTime.fromMillis(time.toMillis() + 60_000));
  }

  @Test
  void aCommandAboutOneGameLeavesOutAPluginTheIndexSaysProvidesAnother() throws IOException {
    breakJar(other, true);

    Result solved = run("solve", "asked", "n=8");

    assertThat(solved.err()).as("the other plugin was not opened").isEmpty();
    assertThat(solved.out()).isEqualTo("Second\n");
  }

  @Test
  void aConfigNamingItsGameLeavesOutAPluginTheIndexSaysProvidesAnother() throws IOException {
    breakJar(other, true);
    Path config = folder.resolve("asked.yaml");
    Files.writeString(config, "game: asked\ninstances:\n  - n: 8\n  - n: 3\n");

    Result ran = run("run", config.toString());

    assertThat(ran.err()).as("the other plugin was not opened").isEmpty();
    assertThat(ran.out()).isEqualTo("Second\n" + run("solve", "asked", "n=3").out());
  }

  @Test
  void aPluginChangedSinceTheIndexIsOpenedAgainAndItsWarningShown() throws IOException {
    breakJar(other, false);

    Result solved = run("solve", "asked", "n=8");

    assertThat(solved.out()).isEqualTo("Second\n");
    assertThat(solved.err()).contains("other.jar").contains("not a readable jar");
  }

  @Test
  void aGameTheIndexDoesNotKnowLoadsEveryPluginAndListsThemAll() {
    Result unknown = run("solve", "askd", "n=8");

    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err()).contains("No game 'askd'").contains("asked").contains("other");
  }

  @Test
  void aPluginAddedWithAnIdTheIndexGivesAnotherLoadsEveryPluginAndTheClashIsReported()
      throws IOException {
    PluginJars.subtractionPlugin(plugins.resolve("twin.jar"), "other");

    Result solved = run("solve", "asked", "n=8");
    Result clash = run("solve", "other", "n=8");

    assertThat(solved.out()).isEqualTo("Second\n");
    assertThat(clash.exitCode()).isEqualTo(2);
    assertThat(clash.err()).contains("other.jar").contains("twin.jar");
  }

  @Test
  void theIndexForgetsAPluginThatIsGone() throws IOException {
    Path index = Path.of(System.getProperty("nimber.cache"), "plugins.properties");
    String gone = other.toAbsolutePath().toString();
    assertThat(Files.readString(index)).contains(gone);

    Files.delete(other);
    PluginJars.subtractionPlugin(plugins.resolve("third.jar"), "third");
    assertThat(run("list").err()).isEmpty();

    assertThat(Files.readString(index))
        .contains(plugins.resolve("third.jar").toAbsolutePath().toString())
        .doesNotContain(gone);
  }
}
