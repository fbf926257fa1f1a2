package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The sample configs the README points to keep working, with the answers the original problems give. */
class ExamplesTest {

  private static final Path EXAMPLES = Path.of("..", "examples");

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void everyExampleAnswersAsTheOriginalProblemsDo() {
    assertThat(run("thuemorse.yaml")).isEqualTo("Alice\nAlice\nBob\n");
    assertThat(run("thuemorse-batch.yaml")).isEqualTo("Alice\nBob\nAlice\nAlice\nBob\n");
    assertThat(run("staircase.yaml")).startsWith("100\n981535230\n39178973\n");
    assertThat(run("rulestones.yaml").lines()).hasSize(3).allMatch(line -> line.equals("Win") || line.equals("Loss"));
  }

  private String run(String config) {
    Result result = nimber.run("run", EXAMPLES.resolve(config).toString());
    assertThat(result.err()).as(config).isEmpty();
    assertThat(result.exitCode()).as(config).isZero();
    return result.out();
  }
}
