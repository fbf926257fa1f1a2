package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Play on rules too large to solve first within a second's work (Connect Four 5 × 4 on one thread:
 * its 5.6 million positions) values each move by the weak search as it comes, with the engine's
 * choice of method: the game starts at once, and the computer plays a move the ranked solve rates
 * best, on one thread and on two (where each move's positions are valued by two searches at once).
 */
class PlayLargeRulesetTest {

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  private static final List<String> RULES =
      List.of("connect", "width=5", "height=4", "k=4", "gravity=true");

  @ParameterizedTest(name = "on {0} threads")
  @ValueSource(ints = {1, 2})
  void theWeakSearchPlaysAMoveTheRankedSolveRatesBest(int threads) {
    assertThat(nimber.run(args("--verbose", "solve", "--threads", "" + threads)).err())
        .contains("past " + 5621939 / threads / 2 + " visits");
    Result played =
        nimber.runWithInput(
            "hint\nquit\n", args("play", "--first", "computer", "--threads", "" + threads));
    assertThat(played.exitCode()).as(played.err()).isZero();
    String reply =
        played
            .out()
            .lines()
            .filter(line -> line.startsWith("computer: "))
            .findFirst()
            .orElseThrow();
    // The ranked solve's value of every first move: "column 1: tie in 20; column 2: loss in 19; …".
    List<String> values =
        Arrays.asList(
            nimber
                .run(args("--method", "strong", "solve", "-q", "moves", "--threads", "1"))
                .out()
                .strip()
                .split("; "));
    String best =
        values.stream()
            .map(move -> move.split(": ")[1])
            .filter(v -> v.startsWith("tie"))
            .findFirst()
            .orElseThrow();
    List<String> bestMoves =
        values.stream()
            .filter(move -> move.endsWith(": " + best))
            .map(move -> move.split(": ")[0])
            .toList();
    assertThat(bestMoves).contains(reply.substring("computer: ".length()));
    assertThat(played.out())
        .contains(
            "hint: neither of you can win: with perfect play the game ends in a tie in 19 moves");
  }

  private static String[] args(String... around) {
    int at =
        Arrays.asList(around).indexOf("solve") >= 0
            ? Arrays.asList(around).indexOf("solve")
            : Arrays.asList(around).indexOf("play");
    String[] all = new String[around.length + RULES.size()];
    System.arraycopy(around, 0, all, 0, at + 1);
    for (int i = 0; i < RULES.size(); i++) {
      all[at + 1 + i] = RULES.get(i);
    }
    System.arraycopy(around, at + 1, all, at + 1 + RULES.size(), around.length - at - 1);
    return all;
  }
}
