package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
