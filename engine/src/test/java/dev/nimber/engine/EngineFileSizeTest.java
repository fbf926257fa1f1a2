package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A class of the engine that grows past a page or two is split by what it does
 * (docs/architecture.md), as the app's are ({@code ArchitectureTest}).
 */
class EngineFileSizeTest {

  @Test
  void noSourceFileOfTheEngineIsOver600Lines() throws IOException {
    List<String> tooLong = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
        int lines = Files.readAllLines(file).size();
        if (lines > 600) {
          tooLong.add(file + ": " + lines);
        }
      }
    }
    assertThat(tooLong).isEmpty();
  }
}
