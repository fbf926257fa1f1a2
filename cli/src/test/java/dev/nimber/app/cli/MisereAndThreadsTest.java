package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import org.junit.jupiter.api.Test;

class MisereAndThreadsTest {

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void misereTurnsTheSubtractionGameAroundAndJsonSaysSo() throws Exception {
    // Take 1 or 2: under normal play the multiples of 3 are lost; under misère play the piles of
    // the form 3k + 1.
    assertThat(nimber.run("solve", "rulestones", "rules=1:1,2:2", "m=4").out()).isEqualTo("Win\n");
    Result misere = nimber.run("solve", "rulestones", "rules=1:1,2:2", "m=4", "--misere");
    assertThat(misere.err()).isEmpty();
    assertThat(misere.out()).isEqualTo("Loss\n");
    assertThat(
            nimber
                .run("--misere", "solve", "rulestones", "rules=1:1,2:2", "m=3", "-q", "move")
                .out())
        .isEqualTo("take 2 stones by rule 2:2, leaving 1\n");
    JsonNode json =
        new ObjectMapper()
            .readTree(
                nimber
                    .run(
                        "solve",
                        "rulestones",
                        "rules=1:1,2:2",
                        "m=4",
                        "--misere",
                        "--format",
                        "json")
                    .out());
    assertThat(json.get("solver").asText()).isEqualTo("search");
    assertThat(json.get("play").asText()).isEqualTo("misere");
    JsonNode normal =
        new ObjectMapper()
            .readTree(
                nimber
                    .run("solve", "rulestones", "rules=1:1,2:2", "m=4", "--format", "json")
                    .out());
    assertThat(normal.has("play")).isFalse();
  }

  @Test
  void aTableUnderMisereHasNoGrundyColumn() {
    Result table =
        nimber.run("table", "rulestones", "--over", "m=0..5", "rules=1:1,2:2", "--misere");
    assertThat(table.exitCode()).isZero();
    assertThat(table.out())
        .startsWith("m  outcome  remoteness\n0  Win               0\n1  Loss              1\n");
  }

  @Test
  void aGamesOwnSolverIsRefusedUnderMisereNamingTheSearch() {
    Result result =
        nimber.run("solve", "rulestones", "rules=1:1", "m=4", "--misere", "--solver", "periodic");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: No solver 'periodic' for game 'rulestones' plays misère (--misere):"
                + " only the engine's search does. Available: search\n");
  }

  @Test
  void theGrundyValueIsRefusedUnderMisere() {
    Result result =
        nimber.run("solve", "rulestones", "rules=1:1", "m=4", "--misere", "-q", "grundy");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .startsWith("nimber: No question 'grundy' for game 'rulestones' under misère play");
  }

  @Test
  void verifyRefusesMisere() {
    Result result = nimber.run("verify", "rulestones", "--misere");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).contains("verify checks solvers under normal play");
  }

  @Test
  void threadsOutsideTheirRangeAreAUsageError() {
    Result result = nimber.run("solve", "rulestones", "rules=1:1", "m=4", "--threads", "0");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err()).isEqualTo("nimber: --threads must be from 1 to 1024, got 0\n");
    assertThat(nimber.run("solve", "rulestones", "rules=1:1", "m=4", "--threads", "1").out())
        .isEqualTo("Loss\n");
  }

  @Test
  void verboseNamesTheEnginesMethod() {
    Result result =
        nimber.run("solve", "rulestones", "rules=1:1", "m=4", "--solver", "search", "--verbose");
    assertThat(result.out()).isEqualTo("Loss\n");
    assertThat(result.err())
        .isEqualTo(
            "nimber: method: search of positions as objects (normal play), valued whole until it meets"
                + " a sum, which it then values by its components (Sprague-Grundy); should a line of"
                + " play repeat, retrograde analysis of the whole reachable graph (loopy)\n");
  }

  @Test
  void solveStopsAtItsTimeout() {
    Result result =
        nimber.run(
            "solve",
            "thuemorse",
            "n=3_000_000_000",
            "m=3",
            "--solver",
            "classic",
            "--timeout",
            "50ms");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .startsWith("nimber: solver 'classic' of game 'thuemorse'")
        .contains("within --timeout 50ms");
  }
}
