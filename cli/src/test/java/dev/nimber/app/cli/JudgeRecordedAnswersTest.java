package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code nimber judge} answers as it did before its reading, solving and printing were made fast:
 * on the public vectors (checked by independent implementations) and on 10^5 random lines per game
 * ({@link RandomJudgeInput}, seed 15), whose output was recorded from the judge as it was then, on
 * one thread and on three.
 */
class JudgeRecordedAnswersTest {

  private static final int RANDOM_LINES = 100_000;
  private static final long SEED = 15;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @ParameterizedTest(name = "{0} on {1} threads")
  @CsvSource({
    "thuemorse, 1",
    "thuemorse, 3",
    "rulestones, 1",
    "rulestones, 3",
    "staircase, 1",
    "staircase, 3"
  })
  void randomLinesGetTheRecordedAnswers(String game, int threads) {
    String input = RandomJudgeInput.of(game, RANDOM_LINES, SEED);

    Result result =
        nimber.runWithInput(input, "judge", game, "--threads", Integer.toString(threads));

    assertThat(result.err()).isEmpty();
    assertThat(result.exitCode()).isZero();
    assertSameLines(result.out(), gunzip("judge/" + game + "-random-" + SEED + ".out.gz"));
  }

  @ParameterizedTest(name = "{0} on {1} threads")
  @CsvSource({
    "thuemorse, 1",
    "thuemorse, 2",
    "rulestones, 1",
    "rulestones, 2",
    "staircase, 1",
    "staircase, 2"
  })
  void publicVectorsGetTheirCheckedAnswers(String game, int threads) {
    List<String[]> rows = vectors(game);
    StringBuilder input = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (String[] row : rows) {
      if (game.equals("rulestones")) {
        String[] rules = row[0].split(",");
        input.append(rules.length).append(' ').append(row[1]).append('\n');
        for (String rule : rules) {
          input.append(rule.replace(':', ' ')).append('\n');
        }
      } else {
        input.append(row[0]).append(' ').append(row[1]).append('\n');
      }
      expected.append(row[2]).append('\n');
    }

    Result result =
        nimber.runWithInput(
            input.toString(), "judge", game, "--threads", Integer.toString(threads));

    assertThat(result.err()).isEmpty();
    assertThat(rows).hasSizeGreaterThan(30);
    assertSameLines(result.out(), expected.toString());
  }

  /**
   * Compares line by line, so that a difference is reported by its line rather than as two huge
   * strings.
   */
  private static void assertSameLines(String actual, String expected) {
    List<String> actualLines = List.of(actual.split("\n", -1));
    List<String> expectedLines = List.of(expected.split("\n", -1));
    for (int i = 0; i < Math.min(actualLines.size(), expectedLines.size()); i++) {
      assertThat(actualLines.get(i)).as("answer %d", i + 1).isEqualTo(expectedLines.get(i));
    }
    assertThat(actualLines).as("answers").hasSameSizeAs(expectedLines);
  }

  private static List<String[]> vectors(String game) {
    String[] lines = resource("judge/" + game + "-public.tsv", false).split("\n");
    List<String[]> rows = new ArrayList<>();
    for (String line : Arrays.asList(lines).subList(1, lines.length)) {
      rows.add(line.split("\t"));
    }
    return rows;
  }

  private static String gunzip(String name) {
    return resource(name, true);
  }

  private static String resource(String name, boolean gzipped) {
    try (InputStream stored =
        JudgeRecordedAnswersTest.class.getClassLoader().getResourceAsStream(name)) {
      assertThat(stored).as(name).isNotNull();
      InputStream text = gzipped ? new GZIPInputStream(stored) : stored;
      return new String(text.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
