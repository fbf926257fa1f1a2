package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import org.junit.jupiter.api.Test;

class JudgeCommandTest {

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void printsOneLinePerInstanceIgnoringBlankLines() {
    Result result = nimber.runWithInput("3 3\n\n3 2\n  387 22  \n", "judge", "thuemorse");
    assertThat(result.err()).isEmpty();
    assertThat(result.out()).isEqualTo("Alice\nBob\nAlice\n");
  }

  @Test
  void verboseSaysHowManyInstancesTookHowLongOnHowManyThreads() {
    for (String threads : new String[] {"1", "2"}) {
      Result result =
          nimber.runWithInput(
              "3 3\n\n3 2\n  387 22  \n", "judge", "thuemorse", "--threads", threads, "--verbose");
      assertThat(result.out()).as(threads).isEqualTo("Alice\nBob\nAlice\n");
      assertThat(result.err())
          .as(threads)
          .matches(
              "nimber: 3 instances in \\d+\\.\\d\\d s on "
                  + threads
                  + (threads.equals("1") ? " thread\n" : " threads\n"));
    }
  }

  @Test
  void readsMultiLineInstances() {
    Result result = nimber.runWithInput("2 4\n1 1\n2 2\n1 4\n1 1\n", "judge", "rulestones");
    assertThat(result.out()).isEqualTo("Win\nLoss\n");
  }

  @Test
  void aMalformedLineIsNamedAndTheLinesBeforeItAreAnswered() {
    Result result = nimber.runWithInput("3 3\n3 x\n3 2\n", "judge", "thuemorse");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEqualTo("Alice\n");
    assertThat(result.err()).isEqualTo("nimber: line 2: expected n m as integers, got 'x'\n");
  }

  @Test
  void anOutOfRangeValueIsNamedWithItsLine() {
    Result result = nimber.runWithInput("3 3\n\n5 0\n", "judge", "thuemorse");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.err())
        .isEqualTo("nimber: line 3: parameter 'm': got 0; allowed: an integer from 1 to 1000000\n");
  }

  @Test
  void aTruncatedInstanceIsNamed() {
    Result result = nimber.runWithInput("2 3\n1 1\n", "judge", "rulestones");
    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: line 2: the input ends after this line, before rule 2 of 2 of the instance on line 1\n");
  }
}
