package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class CommandTreeTest {

  private static final String[] EVERY_COMMAND = {
    "list", "solve", "run", "judge", "verify", "play", "table", "plot", "show", "db", "serve",
    "pack"
  };

  private final NimberCli nimber = NimberCli.withBuiltInGames();
  private final CommandTree tree = nimber.commandTree();

  @Test
  void theCommandTheArgumentsNameIsTheOnlyOneInTheTree() {
    assertThat(tree.forArguments("solve", "thuemorse", "n=3").getSubcommands())
        .containsOnlyKeys("solve");
    assertThat(
            tree.forArguments("--plugins", "extra", "--verbose", "judge", "thuemorse")
                .getSubcommands())
        .containsOnlyKeys("judge");
    assertThat(
            tree.forArguments("--plugins=extra", "db", "info", "x")
                .getSubcommands()
                .get("db")
                .getSubcommands())
        .containsOnlyKeys("build", "book", "info", "verify");
  }

  @Test
  void withoutACommandEveryCommandIsInTheTreeUnderItsOwnName() {
    Map<String, CommandLine> all = tree.forArguments("--help").getSubcommands();

    assertThat(all).containsOnlyKeys(EVERY_COMMAND);
    all.forEach(
        (name, command) ->
            assertThat(
                    command
                        .getCommandSpec()
                        .userObject()
                        .getClass()
                        .getAnnotation(Command.class)
                        .name())
                .isEqualTo(name));
  }

  @Test
  void anUnknownCommandOrAnArgumentAfterADoubleDashGetsTheWholeTree() {
    assertThat(tree.forArguments("slove", "thuemorse").getSubcommands())
        .containsOnlyKeys(EVERY_COMMAND);
    assertThat(tree.forArguments("--", "solve").getSubcommands()).containsOnlyKeys(EVERY_COMMAND);
    assertThat(tree.forArguments("--plugins").getSubcommands()).containsOnlyKeys(EVERY_COMMAND);
  }

  @Test
  void aMistypedCommandIsAUsageErrorPointingToHelp() {
    Result result = nimber.run("slove", "thuemorse", "n=3", "m=2");

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: Unmatched arguments from index 0: 'slove', 'thuemorse', 'n=3', 'm=2' (see 'nimber --help')\n");
  }
}
