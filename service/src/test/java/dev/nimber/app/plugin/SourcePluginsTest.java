package dev.nimber.app.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games in one Java file made into plugin jars: compiled in memory, cached by their bytes. */
class SourcePluginsTest {

  @TempDir Path folder;

  /** A one-file game: take 1 or 2 stones. */
  static String takeaway(String id, String className) {
    return OneFileGames.takeaway(id, className, "");
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
  }

  private SourcePlugins cachedIn(Path cache) {
    return new SourcePlugins(Optional.of(cache), SourcePlugins.hostClassPath());
  }

  @Test
  void aOneFileGameBecomesAJarWithItsServiceRegistrationItsSourceAndItsClasses() throws Exception {
    Path source = write("take-away.java", takeaway("takeaway", "TakeAway"));
    List<String> warnings = new ArrayList<>();
    Path jar = cachedIn(folder.resolve("cache")).jarOf(source, warnings);
    assertThat(warnings).isEmpty();
    assertThat(jar.getFileName().toString()).startsWith("take-away-").endsWith(".jar");
    try (JarFile file = new JarFile(jar.toFile())) {
      assertThat(Collections.list(file.entries()))
          .extracting(entry -> entry.getName())
          .containsExactly(
              "META-INF/MANIFEST.MF",
              "META-INF/services/dev.nimber.api.GameDescriptor",
              "META-INF/nimber/source/take-away.java",
              "TakeAway.class",
              "TakeAway$Pile.class");
      assertThat(
              new String(
                  file.getInputStream(
                          file.getEntry("META-INF/services/dev.nimber.api.GameDescriptor"))
                      .readAllBytes(),
                  StandardCharsets.UTF_8))
          .isEqualTo("TakeAway\n");
      assertThat(file.getManifest().getMainAttributes().getValue("Implementation-Version"))
          .startsWith("source-")
          .hasSize("source-".length() + 16);
    }
    PluginContents loaded =
        new PluginLoader(getClass().getClassLoader(), cachedIn(folder.resolve("cache")))
            .load(List.of(source));
    assertThat(loaded.games())
        .singleElement()
        .satisfies(
            game -> {
              assertThat(game.provider().id()).isEqualTo("takeaway");
              assertThat(game.source()).isEqualTo(source.toString());
            });
  }

  @Test
  void aSecondLoadTakesTheCachedJarAndAnEditedFileCompilesIntoAnother() throws Exception {
    Path source = write("takeaway.java", takeaway("takeaway", "Takeaway"));
    SourcePlugins plugins = cachedIn(folder.resolve("cache"));
    Path first = plugins.jarOf(source, new ArrayList<>());
    FileTime marked = FileTime.fromMillis(0);
    Files.setLastModifiedTime(first, marked);
    assertThat(plugins.jarOf(source, new ArrayList<>())).isEqualTo(first);
    assertThat(Files.getLastModifiedTime(first)).isEqualTo(marked);
    write(
        "takeaway.java",
        takeaway("takeaway", "Takeaway").replace("take 1 or 2", "take one or two"));
    Path edited = plugins.jarOf(source, new ArrayList<>());
    assertThat(edited).isNotEqualTo(first).isRegularFile();
    try (var listing = Files.list(folder.resolve("cache"))) {
      assertThat(listing.filter(path -> path.toString().endsWith(".partial"))).isEmpty();
    }
  }

  @Test
  void theSameSourcePacksIntoTheSameBytes() throws Exception {
    Path source = write("takeaway.java", takeaway("takeaway", "Takeaway"));
    SourcePlugins plugins = new SourcePlugins(Optional.empty(), SourcePlugins.hostClassPath());
    assertThat(plugins.pack(source, new ArrayList<>()))
        .isEqualTo(plugins.pack(source, new ArrayList<>()));
  }

  @Test
  void withoutACacheTheJarIsATemporaryFile() throws Exception {
    Path source = write("takeaway.java", takeaway("takeaway", "Takeaway"));
    Path jar =
        new SourcePlugins(Optional.empty(), SourcePlugins.hostClassPath())
            .jarOf(source, new ArrayList<>());
    assertThat(jar.getParent()).isEqualTo(Path.of(System.getProperty("java.io.tmpdir")));
    assertThat(jar).isRegularFile();
  }

  @Test
  void aFileThatDoesNotCompileIsRefusedWithEachErrorAsFileLineMessageAndTheCode()
      throws IOException {
    Path source =
        write(
            "typo.java",
            takeaway("typo", "Typo").replace("List.of(new Pile(0))", "Lsit.of(new Pile(0))"));
    assertThatThrownBy(() -> cachedIn(folder.resolve("cache")).jarOf(source, new ArrayList<>()))
        .isInstanceOf(SourcePlugins.Refused.class)
        .hasMessage(
            source
                + " does not compile:\n"
                + source
                + ":15: cannot find symbol\n"
                + "  symbol:   variable Lsit\n"
                + "  location: class Typo.Pile\n"
                + "      return n == 0 ? List.of() : n == 1 ? Lsit.of(new Pile(0)) : List.of(new Pile(n - 1), new Pile(n - 2));\n"
                + "                                           ^");
    assertThat(folder.resolve("cache")).doesNotExist();
  }

  @Test
  void aFileWithTwoGamesOrNoneIsRefusedNamingWhatItHolds() throws IOException {
    String two =
        takeaway("first", "First")
            .replace(
                "  record Pile",
                "  public static final class Second extends CompactGame {\n"
                    + "    public Second() { super(\"second\", \"x\", List.of(), instance -> new Pile(0)); }\n"
                    + "  }\n\n  record Pile");
    Path both = write("two.java", two);
    assertThatThrownBy(() -> cachedIn(folder.resolve("cache")).jarOf(both, new ArrayList<>()))
        .isInstanceOf(SourcePlugins.Refused.class)
        .hasMessage(
            both
                + " holds 2 games (First, First$Second): a one-file game holds one; put each in a file of its own");
    Path none = write("none.java", "public final class None {}\n");
    assertThatThrownBy(() -> cachedIn(folder.resolve("cache")).jarOf(none, new ArrayList<>()))
        .isInstanceOf(SourcePlugins.Refused.class)
        .hasMessage(
            none
                + " holds no game: a one-file game is a public class with a public no-argument constructor that extends CompactGame (or implements GameDescriptor)");
  }

  @Test
  void theCompilersWarningsAreGivenBack() throws Exception {
    Path source =
        write(
            "old.java",
            takeaway("old", "Old")
                .replace(
                    "  record Pile",
                    "  static Answer grundy() { return Answer.number(\"grundy\", 1); }\n\n  record Pile"));
    List<String> warnings = new ArrayList<>();
    cachedIn(folder.resolve("cache")).jarOf(source, warnings);
    assertThat(warnings)
        .singleElement()
        .asString()
        .startsWith(
            source
                + ":13: number(java.lang.String,long) in dev.nimber.api.Answer has been deprecated and marked for removal");
  }

  @Test
  void aFileThatIsMissingOrNotTextIsRefusedNamingIt() throws IOException {
    Path missing = folder.resolve("missing.java");
    assertThatThrownBy(() -> cachedIn(folder.resolve("cache")).jarOf(missing, new ArrayList<>()))
        .hasMessage(missing + ": no such file");
    Path binary =
        Files.write(folder.resolve("binary.java"), new byte[] {(byte) 0xff, (byte) 0xfe, 0});
    assertThatThrownBy(() -> cachedIn(folder.resolve("cache")).jarOf(binary, new ArrayList<>()))
        .hasMessage(binary + ": not UTF-8 text");
  }
}
