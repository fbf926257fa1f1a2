package dev.nimber.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nimber-spark's bad input: one line each on standard error, exit code 2, nothing left looking
 * complete.
 */
class SparkMainTest {

  private static final String PLUGINS =
      Path.of("target", "test-plugins").toAbsolutePath().toString();

  @TempDir Path folder;

  private record Ran(int exitCode, String err) {}

  private static Ran run(String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SparkMain.run(new PrintStream(err, true, StandardCharsets.UTF_8), args);
    return new Ran(code, err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anUnknownGameOrABadParameterIsNamedBeforeSparkStarts() {
    Ran unknown =
        run("solve", "chess", "--db", folder.resolve("db").toString(), "--plugins", PLUGINS);
    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err())
        .startsWith("nimber-spark: No game 'chess' in the plugin folders " + PLUGINS + " as ")
        .contains("(available: connect)")
        .endsWith("the same path by the driver and every executor\n");
    Ran bad =
        run(
            "solve",
            "connect",
            "width=0",
            "height=3",
            "k=3",
            "--db",
            folder.resolve("db").toString(),
            "--plugins",
            PLUGINS);
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.err()).startsWith("nimber-spark: parameter 'width': got '0'");
    assertThat(folder.resolve("db")).doesNotExist();
  }

  @Test
  void aDatabaseFolderThatIsAFileIsRefusedByName() throws Exception {
    Path file = Files.writeString(folder.resolve("taken"), "not a folder");
    Ran refused =
        run(
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "--db",
            file.toString(),
            "--plugins",
            PLUGINS,
            "--master",
            "local[1]");
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err())
        .endsWith(
            "nimber-spark: "
                + file
                + " is a file, not a folder; choose a folder for the"
                + " database\n");
  }

  @Test
  void aDatabaseFolderThatCannotBeWrittenIsRefusedByName() {
    // /proc refuses new folders even to root, whom no permission stops.
    Path unwritable = Path.of("/proc", "nimber-database");
    Ran refused =
        run(
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "--db",
            unwritable.toString(),
            "--plugins",
            PLUGINS,
            "--master",
            "local[1]");
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err())
        .endsWith(
            "nimber-spark: cannot write "
                + unwritable
                + " (no such file or folder);"
                + " choose a folder you can write, with room for the database\n");
  }

  @Test
  void slicesOutOfRangeAreRefused() {
    Ran refused =
        run(
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "--db",
            folder.toString(),
            "--plugins",
            PLUGINS,
            "--slices",
            "0");
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err()).isEqualTo("nimber-spark: --slices: got 0; allowed: 1 to 100000\n");
  }

  @Test
  void aShortageIsWordedInSparksTerms() {
    assertThat(
            SparkMain.remedy(
                new SolverFailureException(
                    SolverFailureException.Reason.BUDGET, "budget", Shortage.setting("b"))))
        .isEqualTo(
            "; raise it with --conf spark.driver.extraJavaOptions=-Db=N and the same in"
                + " spark.executor.extraJavaOptions");
    assertThat(SparkMain.remedy(new UnsupportedInstanceException("big", Shortage.heap(3000))))
        .isEqualTo(
            "; give the driver and the executors more memory (--driver-memory, --executor-memory,"
                + " at least 3000 MiB)");
    assertThat(SparkMain.remedy(new IllegalStateException("other"))).isEmpty();
  }
}
