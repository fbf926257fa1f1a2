package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.math.BigInteger;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The sample configs the README points to keep working, with exact answers: the original problems'
 * own where they have them, and otherwise answers checked here by a second solver or a second
 * method.
 */
class ExamplesTest {

  private static final Path EXAMPLES = Path.of("..", "examples");

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void thueMorseAnswersAsTheOriginalProblemDoes() {
    assertThat(run("thuemorse.yaml")).isEqualTo("Alice\nAlice\nBob\n");
    assertThat(run("thuemorse-batch.yaml")).isEqualTo("Alice\nBob\nAlice\nAlice\nBob\n");
  }

  @Test
  void staircaseGivesTheOriginalSamplesAndACountCheckedExactly() {
    assertThat(run("staircase.yaml")).isEqualTo("100\n981535230\n39178973\n657310493\n");
    // The fourth, n = 10^18 and m = 50, once more without the modulus (big integers, no Lucas
    // shortcut).
    String exact = solve("staircase", "n=10^18", "m=50", "modulus=exact");
    assertThat(new BigInteger(exact.strip()).mod(BigInteger.valueOf(1_000_000_009)))
        .isEqualTo(657_310_493);
  }

  @Test
  void ruleStonesAnswersAreCheckedByTheClassicSweepWhereItReaches() {
    assertThat(run("rulestones.yaml")).isEqualTo("Win\nLoss\nLoss\n");
    assertThat(solve("rulestones", "rules=5:5,2:2,10:3", "m=30", "--solver", "classic"))
        .isEqualTo("Win\n");
    assertThat(solve("rulestones", "rules=5:5,2:2,10:3", "m=30", "--solver", "search"))
        .isEqualTo("Win\n");
    assertThat(solve("rulestones", "rules=5:5,2:2,10:3", "m=1000000", "--solver", "classic"))
        .isEqualTo("Loss\n");
  }

  /**
   * Octal games, each answer checked by a second method: the plain recurrence for the small heaps,
   * and the value of a huge heap by its place in the proven period.
   */
  @Test
  void octalGamesAnswerFromTheirProvenPeriodsAsThePlainRecurrenceDoesWhereItReaches() {
    String answers = run("octal.yaml");
    assertThat(answers)
        .isEqualTo(
            solve("octal", "code=0.77", "heaps=10^18,3,5")
                + solve("octal", "code=0.07", "heaps=10,20,30", "--solver", "mex")
                + solve("octal", "code=0.16", "heaps=10^18"));
    // Kayles: 10^18 = 71 + 12·k + 5, so G(10^18) = G(76) = 1; G(3) ^ G(5) = 3 ^ 4; the XOR 1 ^ 3 ^
    // 4 = 6 wins.
    assertThat(solve("octal", "code=0.77", "heaps=76,3,5", "--solver", "mex", "-q", "grundy"))
        .isEqualTo("6\n");
    assertThat(answers).startsWith("First\n");
    assertThat(solve("octal", "code=0.16", "-q", "period"))
        .isEqualTo(
            "period 149459 from heap 105351, proven (values"
                + " checked up to heap 524287, as the periodicity theorem asks)\n");
  }

  /**
   * The token game's answers, worked out by hand in the example's comment and in the game's own
   * tests.
   */
  @Test
  void digraphTokensDrawWinAndAddUpAsWorkedOutByHand() {
    assertThat(run("digraph.yaml")).isEqualTo("Draw\nFirst\nFirst\nFirst\nDraw\n");
    assertThat(solve("digraph", "edges=0>1,1>0,1>2", "tokens=0")).isEqualTo("Second\n");
  }

  /**
   * k in a row: tic-tac-toe's tie and the 4×4 results from the literature ((4,4,3) a first-player
   * win, (4,4,4) a draw); the Connect Four style board is checked against the search of its boards
   * in the game's own tests.
   */
  @Test
  void connectBoardsTieOrWinAsTheLiteratureSays() {
    assertThat(run("connect.yaml")).isEqualTo("Tie\nFirst\nTie\nFirst\n");
  }

  private String run(String config) {
    Result result = nimber.run("run", EXAMPLES.resolve(config).toString());
    assertThat(result.err()).as(config).isEmpty();
    assertThat(result.exitCode()).as(config).isZero();
    return result.out();
  }

  private String solve(String... args) {
    Result result =
        nimber.run(
            java.util.stream.Stream.concat(
                    java.util.stream.Stream.of("solve"), java.util.stream.Stream.of(args))
                .toArray(String[]::new));
    assertThat(result.err()).isEmpty();
    return result.out();
  }
}
