package dev.nimber.distribution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.nimber.distribution.Processes.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands the README and the pages in {@code docs/} mark as runnable still run. A block of
 * them is fenced with {@code ```sh runnable}; each of its lines is a shell command, run by {@code
 * sh} in a fresh folder where {@code ./nimber} starts the distribution's launcher and {@code
 * examples/} is the repository's (so files a command writes land in that folder). Each must exit
 * with 0; the blocks are run in order, so a command may use what one before it wrote.
 */
class DocsCommandsIT {

  private static final Path REPOSITORY = Path.of("..");

  private static final String RUNNABLE_FENCE = "```sh runnable";

  @TempDir Path folder;

  /** A command of a runnable block, and where it is written. */
  record DocumentedCommand(Path page, int line, String command) {

    @Override
    public String toString() {
      return REPOSITORY.relativize(page) + ":" + line + ": " + command;
    }
  }

  @Test
  void theReadmesRunCommandIsAmongTheRunnableOnes() throws IOException {
    assertThat(documentedCommands())
        .extracting(DocumentedCommand::command)
        .contains("./nimber run examples/thuemorse.yaml");
  }

  @TestFactory
  Stream<DynamicTest> everyRunnableCommandInTheDocsRuns() throws IOException {
    Path nimber = folder.resolve("nimber");
    Files.writeString(
        nimber,
        "#!/bin/sh\nexec '" + Processes.HOME.resolve("bin/nimber").toAbsolutePath() + "' \"$@\"\n");
    Files.setPosixFilePermissions(nimber, PosixFilePermissions.fromString("rwxr-xr-x"));
    Files.createSymbolicLink(
        folder.resolve("examples"), REPOSITORY.resolve("examples").toAbsolutePath());
    Path output = Files.createDirectory(folder.resolve("output"));
    return documentedCommands().stream()
        .map(
            documented ->
                dynamicTest(
                    documented.toString(),
                    () -> {
                      ProcessBuilder shell =
                          new ProcessBuilder("sh", "-c", documented.command())
                              .directory(folder.toFile());
                      shell.environment().remove("NIMBER_OPTS");
                      shell
                          .environment()
                          .put("NIMBER_CACHE", Processes.CACHE.toAbsolutePath().toString());
                      Run run = Processes.run(shell, output, null);
                      assertThat(run.exitCode()).as(run.both()).isZero();
                    }));
  }

  /** Every line of every runnable block in the README and in docs/, in the pages' order. */
  static List<DocumentedCommand> documentedCommands() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(REPOSITORY.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(REPOSITORY.resolve("docs"))) {
      docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    List<DocumentedCommand> commands = new ArrayList<>();
    for (Path page : pages) {
      List<String> lines = Files.readAllLines(page);
      boolean runnable = false;
      for (int index = 0; index < lines.size(); index++) {
        String line = lines.get(index);
        if (line.startsWith("```")) {
          runnable = !runnable && line.strip().equals(RUNNABLE_FENCE);
        } else if (runnable && !line.isBlank()) {
          commands.add(new DocumentedCommand(page, index + 1, line.strip()));
        }
      }
    }
    return commands;
  }
}
