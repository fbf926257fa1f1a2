package dev.nimber.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.nimber.api.API;
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
 * The rules of docs/architecture.md that the build checks. The application is three modules: the
 * service ({@code service}: the application service, the solving core, the catalog and plugins,
 * exploring, pictures, configuration), the command line ({@code cli}: {@code app.cli}, with its
 * wiring {@code app.ioc} and {@code Main}) and the server ({@code server}: {@code app.serve}). This
 * module's tests have all three on their class path; modules outside it (spark, the games) and the
 * modules' poms and file sizes are checked from their sources.
 */
class ArchitectureTest {

  /** The faces with the command line's wiring ({@code app.ioc}, {@code Main}). */
  private static final String[] FACES = {
    "dev.nimber.app", "dev.nimber.app.cli..", "dev.nimber.app.ioc..", "dev.nimber.app.serve.."
  };

  private static final String[] SERVICE = {
    "dev.nimber.app.service..",
    "dev.nimber.app.solve..",
    "dev.nimber.app.catalog..",
    "dev.nimber.app.plugin..",
    "dev.nimber.app.explore..",
    "dev.nimber.app.picture..",
    "dev.nimber.app.config.."
  };

  /** The service's packages behind its facade: the faces do not use them. */
  private static final String[] BEHIND_THE_SERVICE = {
    "dev.nimber.app.solve..",
    "dev.nimber.app.catalog..",
    "dev.nimber.app.plugin..",
    "dev.nimber.app.explore..",
    "dev.nimber.app.picture..",
    "dev.nimber.app.config..",
    "dev.nimber.engine..",
    "dev.nimber.db..",
    "dev.nimber.testkit.."
  };

  private static final Path ROOT = Path.of("..");

  /** The top-level class an import of the engine names, in any of its packages. */
  private static final Pattern ENGINE_IMPORT =
      Pattern.compile("^import (?:static )?(dev\\.nimber\\.engine(?:\\.[a-z]\\w*)*\\.[A-Z]\\w*)");

  /** A class of the engine whose top-level class is not marked as exported. */
  private static final DescribedPredicate<JavaClass> UNMARKED_ENGINE_CLASS =
      new DescribedPredicate<>("classes of the engine not marked @API") {
        @Override
        public boolean test(JavaClass type) {
          if (!type.getPackageName().startsWith("dev.nimber.engine")) {
            return false;
          }
          JavaClass top = type;
          while (top.getEnclosingClass().isPresent()) {
            top = top.getEnclosingClass().get();
          }
          return !top.isAnnotatedWith(API.class);
        }
      };

  /**
   * The host's classes on this class path: the service, both faces, the databases, the test kit.
   */
  private static JavaClasses host;

  @BeforeAll
  static void importTheHost() {
    host =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("dev.nimber.app", "dev.nimber.db", "dev.nimber.testkit");
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
        .check(host);
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
        .check(host);
  }

  @Test
  void theServerDoesNotUseTheCommandLine() {
    noClasses()
        .that()
        .resideInAPackage("dev.nimber.app.serve..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.nimber.app.cli..")
        .check(host);
  }

  /**
   * {@code nimber serve} finds the server on the class path, through the service's {@code
   * HttpFace}.
   */
  @Test
  void theCommandLineDoesNotUseTheServer() {
    noClasses()
        .that()
        .resideInAnyPackage("dev.nimber.app.cli..", "dev.nimber.app.ioc..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.nimber.app.serve..", "io.javalin..")
        .check(host);
  }

  /**
   * What each module may depend on at run time, read from its pom: a face the service alone of
   * nimber's modules, the service neither face nor a face's library.
   */
  @Test
  void eachFaceDependsOnTheServiceAlone() throws IOException {
    assertThat(nimberModulesUsedBy("cli")).containsExactly("nimber-service");
    assertThat(nimberModulesUsedBy("server")).containsExactly("nimber-service");
    assertThat(nimberModulesUsedBy("spark")).doesNotContain("nimber-cli", "nimber-server");
    assertThat(librariesUsedBy("service"))
        .doesNotContain("picocli", "progressbar", "javalin", "slf4j-simple", "compiler")
        .doesNotContain("nimber-cli", "nimber-server");
  }

  /**
   * The faces ask the service's package alone ({@code app.service}: the facade, its use cases,
   * requests and results), none of the packages behind it, nor the engine, the databases or the
   * test kit. Dagger's generated wiring ({@code DaggerNimberComponent} and the {@code _Factory}
   * classes) names every class it builds and is left out.
   */
  @Test
  void theFacesUseTheServicesPackageAlone() {
    noClasses()
        .that()
        .resideInAnyPackage(FACES)
        .and()
        .haveNameNotMatching(".*\\.Dagger[^.]*|.*_[^.]*")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(BEHIND_THE_SERVICE)
        .because("docs/architecture.md: a face asks the service's package, never what is behind it")
        .check(host);
  }

  /**
   * The engine exports only what it marks {@code @API}: the host's modules on this class path (the
   * service, the faces, the databases, the test kit) use no other class of it.
   */
  @Test
  void theHostUsesOnlyTheEnginesMarkedClasses() {
    noClasses()
        .should()
        .dependOnClassesThat(UNMARKED_ENGINE_CLASS)
        .because("the engine's package docs: what is used outside it is marked @API")
        .check(host);
  }

  /**
   * Spark's sources name only the engine's marked classes, and a game's (the built-in ones, the
   * archetype's, the one-file examples) only those marked for plugins ({@code EXPERIMENTAL}).
   */
  @Test
  void sparkAndTheGamesImportOnlyTheEnginesExportedClasses() throws IOException {
    List<String> sources =
        new ArrayList<>(List.of("spark/src/main/java", "archetype/src", "examples"));
    try (Stream<Path> modules = Files.list(ROOT)) {
      modules
          .filter(module -> module.getFileName().toString().startsWith("games-"))
          .sorted()
          .forEach(module -> sources.add(module.getFileName() + "/src/main/java"));
    }
    List<String> wrong = new ArrayList<>();
    for (String folder : sources) {
      boolean plugin = !folder.startsWith("spark");
      for (String line : importsIn(ROOT.resolve(folder))) {
        Matcher imported = ENGINE_IMPORT.matcher(line);
        if (imported.find()) {
          API marked = engineClass(imported.group(1)).getAnnotation(API.class);
          if (marked == null || (plugin && marked.status() == API.Status.INTERNAL)) {
            wrong.add(folder + ": " + line);
          }
        }
      }
    }
    assertThat(wrong).isEmpty();
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
    for (String module : List.of("service", "cli", "server", "engine")) {
      Path sources = ROOT.resolve(module).resolve("src/main/java");
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

  private static Class<?> engineClass(String name) {
    try {
      return Class.forName(name);
    } catch (ClassNotFoundException unknown) {
      throw new AssertionError("no class " + name, unknown);
    }
  }

  private static List<String> nimberModulesUsedBy(String module) throws IOException {
    return librariesUsedBy(module).stream().filter(name -> name.startsWith("nimber-")).toList();
  }

  /** The artifacts a module's pom depends on outside the test scope, in the pom's order. */
  private static List<String> librariesUsedBy(String module) throws IOException {
    String pom = Files.readString(ROOT.resolve(module).resolve("pom.xml"));
    String dependencies =
        pom.substring(pom.lastIndexOf("<dependencies>"), pom.lastIndexOf("</dependencies>"));
    Matcher dependency =
        Pattern.compile("<dependency>(.*?)</dependency>", Pattern.DOTALL).matcher(dependencies);
    List<String> artifacts = new ArrayList<>();
    while (dependency.find()) {
      String body = dependency.group(1);
      if (!body.contains("<scope>test</scope>") && !body.contains("<scope>provided</scope>")) {
        Matcher artifact = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(body);
        artifact.find();
        artifacts.add(artifact.group(1));
      }
    }
    return artifacts;
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
