package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import org.junit.jupiter.api.Test;

class SolveCommandTest {

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void printsTheAnswerInTheOriginalProblemsWords() {
    Result result = nimber.run("solve", "thuemorse", "n=387", "m=22");
    assertThat(result.err()).isEmpty();
    assertThat(result.out()).isEqualTo("Alice\n");
    assertThat(result.exitCode()).isZero();
  }

  @Test
  void jsonCarriesTheInstanceTheAnswerAndItsTypedFields() throws Exception {
    Result result =
        nimber.run("solve", "thuemorse", "n=3", "m=2", "--solver", "search", "--format", "json");
    JsonNode json = new ObjectMapper().readTree(result.out());
    assertThat(json.get("game").asText()).isEqualTo("thuemorse");
    assertThat(json.get("solver").asText()).isEqualTo("search");
    assertThat(json.get("question").asText()).isEqualTo("outcome");
    assertThat(json.get("params").get("n").asInt()).isEqualTo(3);
    assertThat(json.get("answer").asText()).isEqualTo("Bob");
    assertThat(json.get("firstPlayerWins").asBoolean()).isFalse();
    assertThat(json.has("solveNanos")).isTrue();
  }

  @Test
  void answersTheGenericQuestionsThroughTheSearch() {
    assertThat(nimber.run("solve", "rulestones", "rules=1:1,2:2", "m=4", "-q", "move").out())
        .isEqualTo("take 1 stone by rule 1:1, leaving 3\n");
    assertThat(nimber.run("solve", "staircase", "n=5", "m=2", "coins=2,4", "-q", "grundy").out())
        .isEqualTo("1\n");
  }

  @Test
  void anOutOfRangeParameterIsAUsageErrorNamingIt() {
    Result result = nimber.run("solve", "thuemorse", "n=3", "m=0");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo("nimber: parameter 'm': got '0'; allowed: an integer from 1 to 1000000\n");
  }

  @Test
  void aMalformedArgumentIsAUsageError() {
    Result result = nimber.run("solve", "thuemorse", "n", "m=3");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).contains("argument 'n' is not NAME=VALUE");
  }

  @Test
  void anUnknownGameListsTheGamesThatExist() {
    Result result = nimber.run("solve", "thuemorze", "n=3", "m=3");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .isEqualTo(
            "nimber: No game 'thuemorze'. Available: chomp, connect, cram, digraph, hackenbush, nodekayles,"
                + " octal, rulestones, staircase, thuemorse, wythoff\n");
  }

  @Test
  void anUnknownOptionIsOneLineThatPointsToTheHelp() {
    Result result = nimber.run("solve", "thuemorse", "--fast");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo("nimber: Unknown option: '--fast' (see 'nimber solve --help')\n");
  }
}
