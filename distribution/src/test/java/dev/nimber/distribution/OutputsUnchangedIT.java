package dev.nimber.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the installed command prints, byte for byte, is what it printed before the app was split
 * into the service, the command line and the server: each line of {@code outputs/commands.sh} (the
 * README's tour, every built-in game, one-file games, databases, play and judge with their input,
 * and refusals of bad input) is run by {@code outputs/record.sh}, and its standard output, standard
 * error and exit code compared with those recorded from the distribution built before the split, in
 * {@code outputs/expected}. An output changed on purpose is recorded again with the script.
 */
class OutputsUnchangedIT {

  private static final Path OUTPUTS = Path.of("src/test/resources/outputs");

  @TempDir static Path recorded;

  private static List<String> commands;

  @BeforeAll
  static void recordEveryCommand() throws Exception {
    commands = Files.readAllLines(OUTPUTS.resolve("commands.sh"));
    Path log = recorded.resolve("record.log");
    Process record =
        new ProcessBuilder(
                "bash",
                OUTPUTS.resolve("record.sh").toString(),
                Processes.HOME.toString(),
                Path.of("..", "examples").toString(),
                recorded.resolve("actual").toString())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    assertThat(record.waitFor(10, TimeUnit.MINUTES)).as("record.sh finishes").isTrue();
    assertThat(record.exitValue()).as(Files.readString(log)).isZero();
  }

  @TestFactory
  Stream<DynamicTest> everyCommandPrintsWhatItPrintedBefore() {
    assertThat(commands).hasSizeGreaterThanOrEqualTo(40);
    return IntStream.rangeClosed(1, commands.size())
        .mapToObj(
            n ->
                DynamicTest.dynamicTest(
                    n + ": " + commands.get(n - 1),
                    () -> assertSameOutputs(String.format("%02d", n))));
  }

  private static void assertSameOutputs(String name) throws IOException {
    for (String stream : List.of(".out", ".err", ".code")) {
      assertThat(Files.readString(recorded.resolve("actual").resolve(name + stream)))
          .as(name + stream)
          .isEqualTo(Files.readString(OUTPUTS.resolve("expected").resolve(name + stream)));
    }
  }
}
