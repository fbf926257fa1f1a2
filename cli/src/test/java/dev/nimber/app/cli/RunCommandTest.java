package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void solvesEveryInstanceLaidOverTheSharedParameters() throws IOException {
    Path config =
        write(
            """
        game: thuemorse
        solver: search
        params: {m: 2}
        instances:
          - {n: 3}
          - {n: 3, m: 3}
        """);
    Result result = nimber.run("run", config.toString());
    assertThat(result.err()).isEmpty();
    assertThat(result.out()).isEqualTo("Bob\nAlice\n");
  }

  /**
   * Every position of chomp on a bar of 6 × 5 whose rows are all left (252 of them): the weak
   * searches soon cost more than one solve of the rules, and the rest are answered from it.
   */
  @Test
  void verboseSaysHowTheEngineAnsweredTheBatchAndHowLongItTook() throws IOException {
    List<String> instances = new ArrayList<>();
    for (int a = 6; a >= 1; a--) {
      for (int b = a; b >= 1; b--) {
        for (int c = b; c >= 1; c--) {
          for (int d = c; d >= 1; d--) {
            for (int e = d; e >= 1; e--) {
              instances.add("  - {rows: [" + a + "," + b + "," + c + "," + d + "," + e + "]}\n");
            }
          }
        }
      }
    }
    Path config =
        write(
            "game: chomp\nquestion: remoteness\nparams: {width: 6, height: 5}\ninstances:\n"
                + String.join("", instances));
    Result quiet = nimber.run("run", config.toString(), "--threads", "1");
    Result verbose = nimber.run("run", config.toString(), "--threads", "1", "--verbose");
    Result first =
        nimber.run(
            "solve",
            "chomp",
            "width=6",
            "height=5",
            "rows=6,6,6,6,6",
            "-q",
            "remoteness",
            "--verbose",
            "--threads",
            "1");

    assertThat(quiet.err()).isEmpty();
    assertThat(verbose.out()).isEqualTo(quiet.out());
    assertThat(verbose.out().lines()).hasSize(252);
    List<String> said = verbose.err().lines().toList();
    assertThat(said).hasSize(3);
    assertThat(said.get(0))
        .isEqualTo(
            first
                .err()
                .lines()
                .findFirst()
                .orElseThrow()
                .replace("nimber: method: ", "nimber: method (instance 1): "));
    Matcher rules =
        Pattern.compile(
                "nimber: rules chomp width=6 height=5: (\\d+) positions? searched alone \\((\\d+)"
                    + " visits in all; one ranked solve of the rules costs about (\\d+)\\), then the"
                    + " rules solved once and (\\d+) positions answered from that solve")
            .matcher(said.get(1));
    assertThat(rules.matches()).as(said.get(1)).isTrue();
    assertThat(Long.parseLong(rules.group(1)) + Long.parseLong(rules.group(4))).isEqualTo(252);
    assertThat(Long.parseLong(rules.group(2)))
        .isGreaterThanOrEqualTo(Long.parseLong(rules.group(3)));
    assertThat(said.get(2)).matches("nimber: 252 instances in \\d+\\.\\d\\d s on 1 thread");
  }

  @Test
  void acceptsRulesAsAStringAListOrMaps() throws IOException {
    for (String rules :
        new String[] {"'1:1,2:2'", "['1:1', '2:2']", "[{a: 1, b: 1}, {a: 2, b: 2}]"}) {
      Path config = write("game: rulestones\nparams:\n  m: 4\n  rules: " + rules + "\n");
      assertThat(nimber.run("run", config.toString()).out()).as(rules).isEqualTo("Win\n");
    }
  }

  @Test
  void jsonLinesGiveOneObjectPerInstance() throws IOException {
    Path config = write("game: thuemorse\nparams: {m: 3}\ninstances: [{n: 3}, {n: 4}]\n");
    Result result = nimber.run("run", config.toString(), "--format", "json");
    assertThat(result.out().lines())
        .hasSize(2)
        .allSatisfy(line -> assertThat(line).startsWith("{\"game\""));
  }

  @Test
  void anUnknownKeyIsNamedWithItsLine() throws IOException {
    Path config = write("game: thuemorse\nparms: {n: 3, m: 3}\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .contains("line 2")
        .contains("unknown key 'parms'")
        .contains("allowed keys: game");
  }

  @Test
  void aBadInstanceIsNamedByItsNumber() throws IOException {
    Path config = write("game: thuemorse\nparams: {m: 3}\ninstances: [{n: 3}, {n: -4}]\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEqualTo("Alice\n");
    assertThat(result.err())
        .isEqualTo(
            "nimber: config file '"
                + config
                + "', line 3: instance 2 of 2: parameter 'n':"
                + " got '-4'; allowed: an integer from 0 upward\n");
  }

  @Test
  void aMissingGameOrFileIsAUsageError() throws IOException {
    Result noGame = nimber.run("run", write("params: {n: 3}\n").toString());
    assertThat(noGame.exitCode()).isEqualTo(2);
    assertThat(noGame.err()).contains("missing key 'game'");
    Result noFile = nimber.run("run", folder.resolve("absent.yaml").toString());
    assertThat(noFile.exitCode()).isEqualTo(2);
    assertThat(noFile.err()).contains("absent.yaml").contains("does not exist");
  }

  @Test
  void malformedYamlIsAUsageErrorWithItsLine() throws IOException {
    Result result = nimber.run("run", write("game: thuemorse\nparams: {n: 3, m: [\n").toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).startsWith("nimber: config file").doesNotContain("Exception");
  }

  @Test
  void aPluginsEntryThatIsNotAFolderIsAUsageErrorNamingTheFileTheLineAndThePath()
      throws IOException {
    Path config = write("game: thuemorse\nplugins: [my-plugins]\nparams: {n: 3, m: 3}\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: config file '"
                + config
                + "', line 2: plugin folder 'my-plugins' ('"
                + folder.resolve("my-plugins")
                + "') does not exist; 'plugins' lists folders of plugins, plugin jars and one-file"
                + " games (.java), relative to the config file\n");
  }

  @Test
  void anInputOfRandomBytesNamesTheConfigLineTheInputFileAndItsLine() throws IOException {
    Path input =
        Files.write(
            folder.resolve("noise.txt"), new byte[] {(byte) 0x9c, 0x01, (byte) 0xf3, 0x2a, 0x0a});
    Path config = write("game: thuemorse\ninput: noise.txt\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .startsWith(
            "nimber: config file '"
                + config
                + "', line 2: input file '"
                + input
                + "', line 1: expected n m");
  }

  @Test
  void aMissingInputNamesTheConfigLineAndTheFile() throws IOException {
    Path config = write("game: thuemorse\n\ninput: 5\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .isEqualTo(
            "nimber: config file '"
                + config
                + "', line 3: input file '"
                + folder.resolve("5")
                + "' does not exist\n");
  }

  @Test
  void aConfigNestedTooDeepIsRefusedInWords() throws IOException {
    Path config =
        write("game: thuemorse\nparams: {n: " + "[".repeat(1000) + "]".repeat(1000) + "}\n");
    Result result = nimber.run("run", config.toString());
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .startsWith("nimber: config file '" + config + "'")
        .contains("lists and maps nested deeper than 64 levels; a config file needs at most five")
        .doesNotContain("Constraints")
        .doesNotContain("Exception");
  }

  private Path write(String text) throws IOException {
    Path file = Files.createTempFile(folder, "config", ".yaml");
    Files.writeString(file, text);
    return file;
  }
}
