package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An integer means the same on every path: the command line, a config file, judge input and the
 * ends of a range all accept digits with underscores and powers such as 10^18, and all refuse the
 * same things.
 */
class OneNumberRuleTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void aThousandAndOneDigitNumberIsReadAlikeFromTheCommandLineAConfigAndJudgeInput()
      throws IOException {
    String n = "9".repeat(1001);
    String fromCommandLine = answer(nimber.run("solve", "thuemorse", "n=" + n, "m=22"));
    Path config =
        Files.writeString(
            folder.resolve("c.yaml"), "game: thuemorse\nparams:\n  m: 22\n  n: " + n + "\n");
    assertThat(answer(nimber.run("run", config.toString()))).isEqualTo(fromCommandLine);
    assertThat(answer(nimber.runWithInput(n + " 22\n", "judge", "thuemorse")))
        .isEqualTo(fromCommandLine);
  }

  @Test
  void powersAndUnderscoresWorkInRulesConfigsJudgeLinesAndRanges() throws IOException {
    String expected =
        answer(
            nimber.run(
                "solve", "rulestones", "rules=1000000000000000000:1,1000:1,1024:3", "m=5000"));
    assertThat(answer(nimber.run("solve", "rulestones", "rules=10^18:1,1_000:1,2^10:3", "m=5_000")))
        .isEqualTo(expected);
    Path config =
        Files.writeString(
            folder.resolve("c.yaml"),
            "game: rulestones\nparams:\n  m: 5_000\n  rules: [10^18:1, {a: 1_000, b: 1}, '2^10:3']\n");
    assertThat(answer(nimber.run("run", config.toString()))).isEqualTo(expected);
    assertThat(
            answer(
                nimber.runWithInput("3 5_000\n10^18 1\n1_000 1\n2^10 3\n", "judge", "rulestones")))
        .isEqualTo(expected);
    assertThat(
            nimber
                .run("table", "thuemorse", "--over", "n=0..2^4", "m=3", "--format", "csv")
                .out()
                .lines())
        .hasSize(18);
  }

  @Test
  void optionsTakeNumbersByTheSameRule() {
    Result verify =
        nimber.run(
            "verify",
            "staircase",
            "--solver",
            "digits",
            "--solver",
            "classic",
            "--max",
            "1_0",
            "--random",
            "2^3",
            "--random-size",
            "10^6");
    assertThat(verify.exitCode()).isZero();
    assertThat(verify.out())
        .contains("all solvers agree on")
        .contains(" and 8 random ones (seed 1)");
  }

  @Test
  void aLeadingZeroIsDecimalInAConfigAsOnTheCommandLine() throws IOException {
    Path config =
        Files.writeString(folder.resolve("c.yaml"), "game: thuemorse\nparams: {n: 010, m: 3}\n");
    assertThat(nimber.run("run", config.toString(), "--format", "json").out())
        .contains("\"params\":{\"n\":10,\"m\":3");
  }

  private static String answer(Result result) {
    assertThat(result.err()).isEmpty();
    assertThat(result.exitCode()).isZero();
    return result.out();
  }
}
