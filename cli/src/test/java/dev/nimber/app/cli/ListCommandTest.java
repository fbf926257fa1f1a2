package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListCommandTest {

  @Test
  void listsTheBuiltInGamesWithParametersAndSolvers() {
    Result result = NimberCli.withBuiltInGames().run("list");
    assertThat(result.exitCode()).isZero();
    assertThat(result.err()).isEmpty();
    assertThat(result.out())
        .contains("rulestones — ")
        .contains("staircase — ")
        .contains("thuemorse — ")
        .contains(
            "    m: the most stones one move may take; an integer from 1 to 1000000 (required)")
        .contains("    search");
  }

  @Test
  void withoutAnyPluginSaysWhereGamesComeFrom() {
    Result result = NimberCli.withPluginFolders(List.of()).run("list");
    assertThat(result.exitCode()).isZero();
    assertThat(result.out()).isEmpty();
    assertThat(result.err()).contains("no game found; add plugin folders with --plugins DIR");
  }

  @Test
  void helpIsAvailableForEveryCommand() {
    for (String command : List.of("list", "solve", "run", "judge")) {
      Result result = NimberCli.withBuiltInGames().run(command, "--help");
      assertThat(result.exitCode()).as(command).isZero();
      assertThat(result.out()).as(command).startsWith("Usage: nimber " + command);
    }
  }
}
