package dev.nimber.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Parameters;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.engine.StoppingArchive;
import dev.nimber.engine.tier.TierSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What the Spark solve is compared with: the database the single-machine engine writes, as nimber
 * db build does.
 */
final class EngineDatabases {

  private EngineDatabases() {}

  /** A connect-k instance, loaded from the plugin folder {@code plugins}. */
  static InstanceSpec connect(String plugins, int width, int height, int k, boolean gravity) {
    Map<String, String> parameters = new LinkedHashMap<>();
    parameters.put("width", String.valueOf(width));
    parameters.put("height", String.valueOf(height));
    parameters.put("k", String.valueOf(k));
    parameters.put("gravity", String.valueOf(gravity));
    return new InstanceSpec(List.of(plugins), "connect", parameters, false);
  }

  /**
   * Builds an instance's database with the engine into a folder; when {@code stopAfter} is 0 or
   * more, stops after that many tiers, as a build killed then: their files stay, with the marker
   * and no manifest.
   */
  static void build(InstanceSpec spec, Path into, int stopAfter) {
    GameEntry entry = spec.entry();
    Parameters instance = spec.instance();
    try (DatabaseBuild build =
        DatabaseBuild.start(
            into,
            SolvedDatabases.identity(entry, instance),
            note -> {},
            1,
            false,
            SolvedDatabases.symmetry(entry, instance))) {
      if (stopAfter >= 0) {
        SolvedDatabases.engine(entry)
            .rulesets()
            .solveInto(instance, new StoppingArchive(build, stopAfter));
        return;
      }
      TierSolver.Plan plan =
          SolvedDatabases.engine(entry).rulesets().solveInto(instance, build).orElseThrow();
      build.finish(Arrays.stream(plan.tiers()).boxed().toList());
    } catch (StoppingArchive.Stopped stopped) {
      // Stopped as asked.
    }
  }

  /** Asserts that two folders hold the same files, a manifest among them, byte for byte. */
  static void assertSameFiles(Path actual, Path expected) throws IOException {
    Map<String, byte[]> written = files(actual);
    Map<String, byte[]> built = files(expected);
    assertThat(written.keySet())
        .containsExactlyElementsOf(built.keySet())
        .contains("manifest.json");
    built.forEach((name, bytes) -> assertThat(written.get(name)).as(name).isEqualTo(bytes));
  }

  /** Every file of a folder, by name, with its bytes. */
  private static Map<String, byte[]> files(Path folder) throws IOException {
    Map<String, byte[]> files = new LinkedHashMap<>();
    try (Stream<Path> listed = Files.list(folder)) {
      for (Path file : listed.sorted().toList()) {
        files.put(file.getFileName().toString(), Files.readAllBytes(file));
      }
    }
    return files;
  }
}
