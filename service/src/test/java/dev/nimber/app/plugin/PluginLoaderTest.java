package dev.nimber.app.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameDescriptor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PluginLoaderTest {

  @TempDir Path folder;

  private final PluginLoader loader = new PluginLoader(GameDescriptor.class.getClassLoader());

  @Test
  void loadsTheGameAndSolverOfAJarDroppedIntoAFolder() throws IOException {
    PluginJars.subtractionPlugin(folder.resolve("subtraction.jar"), "subtraction");

    PluginContents contents = loader.load(List.of(folder));

    assertThat(contents.warnings()).isEmpty();
    assertThat(contents.games())
        .singleElement()
        .satisfies(
            game -> {
              assertThat(game.provider().id()).isEqualTo("subtraction");
              assertThat(game.source()).endsWith("subtraction.jar");
            });
    assertThat(contents.solverProviders()).isEmpty();
  }

  @Test
  void pluginsShareTheApiWithTheHostButSeeNothingElseOfIt() throws IOException {
    PluginJars.subtractionPlugin(folder.resolve("subtraction.jar"), "subtraction");

    GameDescriptor game = loader.load(List.of(folder)).games().get(0).provider();
    ClassLoader pluginLoader = game.getClass().getClassLoader();

    assertThat(pluginLoader).isInstanceOf(PluginClassLoader.class);
    assertThat(classVisible(pluginLoader, GameDescriptor.class.getName())).isTrue();
    assertThat(classVisible(pluginLoader, "dev.nimber.engine.GameSearch")).isTrue();
    assertThat(classVisible(pluginLoader, "dev.nimber.testkit.Verifier")).isFalse();
    assertThat(classVisible(pluginLoader, "picocli.CommandLine")).isFalse();
    assertThat(classVisible(pluginLoader, PluginLoader.class.getName())).isFalse();
  }

  @Test
  void eachPluginGetsItsOwnClassLoaderSoSameNamedClassesDoNotClash() throws IOException {
    Path a = Files.createDirectories(folder.resolve("a"));
    Path b = Files.createDirectories(folder.resolve("b"));
    // Both plugins define example.same.Game; each must load its own.
    PluginJars.build(
        a.resolve("first.jar"),
        renamedId(PluginJars.subtractionGame("same"), "first"),
        PluginJars.subtractionServices("same"));
    PluginJars.build(
        b.resolve("second.jar"),
        renamedId(PluginJars.subtractionGame("same"), "second"),
        PluginJars.subtractionServices("same"));

    PluginContents contents = loader.load(List.of(folder));

    assertThat(contents.warnings()).isEmpty();
    assertThat(contents.games())
        .extracting(game -> game.provider().id())
        .containsExactly("first", "second");
    assertThat(contents.games().get(0).provider().getClass())
        .isNotSameAs(contents.games().get(1).provider().getClass());
    assertThat(contents.games())
        .extracting(Provided::source)
        .containsExactly(a.toString(), b.toString());
  }

  @Test
  void aJarWithoutProvidersIsReportedAsNotAPlugin() throws IOException {
    PluginJars.build(
        folder.resolve("library.jar"),
        Map.of("lib.Util", "package lib; public class Util {}"),
        Map.of());

    PluginContents contents = loader.load(List.of(folder));

    assertThat(contents.games()).isEmpty();
    assertThat(contents.warnings())
        .singleElement()
        .asString()
        .contains("library.jar")
        .contains("is it a nimber plugin?");
  }

  @Test
  void anUnreadableJarIsReportedAndTheOthersStillLoad() throws IOException {
    Files.writeString(folder.resolve("broken.jar"), "not a zip file");
    PluginJars.subtractionPlugin(folder.resolve("good.jar"), "subtraction");

    PluginContents contents = loader.load(List.of(folder));

    assertThat(contents.warnings())
        .singleElement()
        .asString()
        .contains("broken.jar")
        .contains("not a readable jar");
    assertThat(contents.games()).hasSize(1);
  }

  @Test
  void aProviderThatThrowsWhileLoadingIsReportedWithItsJarAndTheRestLoads() throws IOException {
    Map<String, String> sources = new java.util.HashMap<>(PluginJars.subtractionGame("flaky"));
    sources.put(
        "example.flaky.Broken",
        """
        package example.flaky;
        public final class Broken implements dev.nimber.api.SolverProvider {
          public Broken() { throw new IllegalStateException("cannot start: no licence"); }
          public String gameId() { return "flaky"; }
          public java.util.List<dev.nimber.api.GameSolver> solvers(dev.nimber.api.GameDescriptor game) {
            return java.util.List.of();
          }
        }
        """);
    sources.put(
        "example.flaky.Extra",
        """
        package example.flaky;
        public final class Extra implements dev.nimber.api.SolverProvider {
          public String gameId() { return "flaky"; }
          public java.util.List<dev.nimber.api.GameSolver> solvers(dev.nimber.api.GameDescriptor game) {
            return java.util.List.of();
          }
        }
        """);
    PluginJars.build(
        folder.resolve("flaky.jar"),
        sources,
        Map.of(
            "dev.nimber.api.GameDescriptor", List.of("example.flaky.Game"),
            "dev.nimber.api.SolverProvider",
                List.of("example.flaky.Broken", "example.flaky.Extra", "example.flaky.Missing")));

    PluginContents contents = loader.load(List.of(folder));

    assertThat(contents.games()).hasSize(1);
    assertThat(contents.solverProviders())
        .extracting(provider -> provider.provider().gameId())
        .containsExactly("flaky");
    assertThat(contents.warnings()).hasSize(2);
    assertThat(contents.warnings().get(0))
        .contains("flaky.jar")
        .contains("cannot start: no licence");
    assertThat(contents.warnings().get(1)).contains("flaky.jar").contains("example.flaky.Missing");
  }

  @Test
  void aMissingFolderIsAWarning() {
    PluginContents contents = loader.load(List.of(folder.resolve("nowhere")));
    assertThat(contents.warnings())
        .singleElement()
        .asString()
        .contains("nowhere")
        .contains("not a plugin folder");
  }

  @Test
  void providersAreCreatedWithThePluginAsContextClassLoader() throws IOException {
    Map<String, String> sources = new java.util.HashMap<>(PluginJars.subtractionGame("ctx"));
    sources.put(
        "example.ctx.Checking",
        """
        package example.ctx;
        public final class Checking implements dev.nimber.api.SolverProvider {
          public Checking() {
            if (Thread.currentThread().getContextClassLoader() != getClass().getClassLoader()) {
              throw new IllegalStateException("wrong context class loader");
            }
          }
          public String gameId() { return "checking"; }
          public java.util.List<dev.nimber.api.GameSolver> solvers(dev.nimber.api.GameDescriptor game) {
            return java.util.List.of();
          }
        }
        """);
    PluginJars.build(
        folder.resolve("ctx.jar"),
        sources,
        Map.of(
            "dev.nimber.api.GameDescriptor", List.of("example.ctx.Game"),
            "dev.nimber.api.SolverProvider", List.of("example.ctx.Checking")));

    PluginContents contents = loader.load(List.of(folder));

    assertThat(contents.warnings()).isEmpty();
    assertThat(contents.solverProviders())
        .extracting(provider -> provider.provider().gameId())
        .containsExactly("checking");
  }

  private static Map<String, String> renamedId(Map<String, String> sources, String id) {
    Map<String, String> renamed = new java.util.HashMap<>(sources);
    renamed.computeIfPresent(
        "example.same.Game",
        (name, text) -> text.replace("return \"same\"", "return \"" + id + "\""));
    return renamed;
  }

  private static boolean classVisible(ClassLoader loader, String name) {
    try {
      Class.forName(name, false, loader);
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
