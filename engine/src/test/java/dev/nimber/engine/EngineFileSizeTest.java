package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A class of the engine that grows past a page or two is split by what it does
 * (docs/architecture.md). The two still longer wait for their split and may not grow: the whole
 * search of positions as objects ({@code GameSearch}, whose public records {@code Options} and
 * {@code Evaluation} embedders name) and the weak search ({@code AlphaBetaValues}).
 */
class EngineFileSizeTest {

  private static final int MOST_LINES = 600;

  private static final Map<String, Integer> WAITING =
      Map.of("GameSearch.java", 665, "AlphaBetaValues.java", 632);

  @Test
  void noSourceFileOfTheEngineIsOver600LinesAndNoneWaitingGrows() throws IOException {
    List<String> tooLong = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
        int lines = Files.readAllLines(file).size();
        int most = WAITING.getOrDefault(file.getFileName().toString(), MOST_LINES);
        if (lines > most) {
          tooLong.add(file + ": " + lines + " lines, at most " + most);
        }
      }
    }
    assertThat(tooLong).isEmpty();
  }
}
