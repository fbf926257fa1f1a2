package dev.nimber.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules of docs/architecture.md that the build checks. The app's packages are its faces (the
 * command line, {@code app.cli}; the server, {@code app.serve}) and its service (every other
 * package: the application service, the solving core, the catalog and plugins, exploring, pictures,
 * configuration); {@code app.ioc} and {@code Main} wire them together. Modules outside the app's
 * class path (spark, the games) and the engine's file sizes are checked from their sources and
 * poms.
 */
class ArchitectureTest {

  private static final String[] FACES = {"dev.nimber.app.cli..", "dev.nimber.app.serve.."};
  private static final String[] SERVICE = {
    "dev.nimber.app.service..",
    "dev.nimber.app.solve..",
    "dev.nimber.app.catalog..",
    "dev.nimber.app.plugin..",
    "dev.nimber.app.explore..",
    "dev.nimber.app.picture..",
    "dev.nimber.app.config.."
  };
  private static final Path ROOT = Path.of("..");

  private static JavaClasses app;

  @BeforeAll
  static void importApp() {
    app =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.nimber.app");
  }

  @Test
  void theFacesDoNotUseTheEngine() {
    noClasses()
        .that()
        .resideInAnyPackage(FACES)
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.nimber.engine..")
        .because("a face asks the service, which asks the engine")
        .check(app);
  }

  @Test
  void theServiceKnowsNoFaceNoWiringAndNoFacesLibrary() {
    noClasses()
        .that()
        .resideInAnyPackage(SERVICE)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.nimber.app.cli..",
            "dev.nimber.app.serve..",
            "dev.nimber.app.ioc..",
            "picocli..",
            "io.javalin..",
            "com.github.mustachejava..")
        .because("the command line, the server and an embedding program share the service")
        .check(app);
  }

  @Test
  void theServerDoesNotUseTheCommandLine() {
    noClasses()
        .that()
        .resideInAPackage("dev.nimber.app.serve..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.nimber.app.cli..")
        .check(app);
  }

  /** {@code nimber serve} is the one command that starts the other face. */
  @Test
  void theCommandLineStartsTheServerFromServeAlone() {
    noClasses()
        .that()
        .resideInAPackage("dev.nimber.app.cli..")
        .and()
        .doNotHaveSimpleName("ServeCommand")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.nimber.app.serve..")
        .check(app);
  }

  @Test
  void sparkUsesTheServiceNotTheCommandLine() throws IOException {
    assertThat(importsIn(ROOT.resolve("spark/src/main/java")))
        .noneMatch(
            line -> line.contains("dev.nimber.app.cli.") || line.contains("dev.nimber.app.serve."));
  }

  /**
   * A game that imports the engine says why in its pom, in a comment just above the dependency on
   * it: the api is a game's contract, and the engine the host's, which a game uses only for a
   * reason.
   */
  @Test
  void aGameThatUsesTheEngineSaysWhyInItsPom() throws IOException {
    Pattern explained =
        Pattern.compile(
            "<!--[^>]*-->\\s*<dependency>\\s*<groupId>dev\\.nimber</groupId>\\s*"
                + "<artifactId>nimber-engine</artifactId>");
    List<String> games = new ArrayList<>();
    try (Stream<Path> modules = Files.list(ROOT)) {
      modules
          .filter(module -> module.getFileName().toString().startsWith("games-"))
          .sorted()
          .forEach(module -> games.add(module.getFileName().toString()));
    }
    assertThat(games).hasSizeGreaterThanOrEqualTo(11);
    for (String game : games) {
      boolean uses =
          importsIn(ROOT.resolve(game).resolve("src/main/java")).stream()
              .anyMatch(line -> line.startsWith("import dev.nimber.engine."));
      if (uses) {
        Matcher pom = explained.matcher(Files.readString(ROOT.resolve(game).resolve("pom.xml")));
        assertThat(pom.find()).as("%s imports the engine: its pom says why", game).isTrue();
      }
    }
  }

  /**
   * A class of the service, the faces or the engine that grows past a page or two is split by what
   * it does.
   */
  @Test
  void noSourceFileOfTheAppOrTheEngineIsOver600Lines() throws IOException {
    List<String> tooLong = new ArrayList<>();
    for (Path sources : List.of(Path.of("src/main/java"), ROOT.resolve("engine/src/main/java"))) {
      try (Stream<Path> files = Files.walk(sources)) {
        for (Path file :
            files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
          int lines = Files.readAllLines(file).size();
          if (lines > 600) {
            tooLong.add(file + ": " + lines);
          }
        }
      }
    }
    assertThat(tooLong).isEmpty();
  }

  private static List<String> importsIn(Path sources) throws IOException {
    List<String> imports = new ArrayList<>();
    try (Stream<Path> files = Files.walk(sources)) {
      for (Path file : files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
        Files.readAllLines(file).stream()
            .filter(line -> line.startsWith("import "))
            .forEach(imports::add);
      }
    }
    return imports;
  }
}
