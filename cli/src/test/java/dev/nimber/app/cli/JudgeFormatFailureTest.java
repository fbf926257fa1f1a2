package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;
import org.mockito.junit.jupiter.MockitoSettings;
import org.mockito.quality.Strictness;

/**
 * A judge format that breaks while writing one answer fails that instance alone, as a failing
 * solver does: its line says {@code error}, the reason names the plugin and the line, the answers
 * around it are printed, and the exit code is 1; on one thread or several alike.
 */
@ExtendWith(MockitoExtension.class)
@MockitoSettings(strictness = Strictness.LENIENT)
class JudgeFormatFailureTest {

  @Mock GameDescriptor game;

  @Mock GameSolver solver;

  private NimberCli nimber;

  @BeforeEach
  void aFormatThatCannotWriteTheAnswerForSeven() {
    when(solver.solve(any(), any()))
        .thenAnswer(
            call ->
                new Answer(
                    Integer.toString(call.getArgument(0, Parameters.class).intValue(MockedNim.N)),
                    Map.of()));
    nimber = MockedNim.commandLine(game, solver, "mocked");
    when(game.judgeFormat())
        .thenReturn(
            Optional.of(
                new JudgeFormat() {
                  @Override
                  public Optional<Map<String, Object>> read(JudgeInput input) throws IOException {
                    return input.nextIntegers(1, "n").map(n -> Map.of("n", n.get(0)));
                  }

                  @Override
                  public String write(Answer answer) {
                    if (answer.text().equals("7")) {
                      throw new IllegalStateException("no words for seven");
                    }
                    return "heap " + answer.text();
                  }
                }));
    when(solver.questions()).thenReturn(List.of(Question.OUTCOME));
  }

  @ParameterizedTest(name = "--threads {0}")
  @ValueSource(strings = {"1", "2"})
  void theInstanceFailsAndTheBatchGoesOn(String threads) {
    Result result = nimber.runWithInput("6\n7\n8\n", "judge", "nim", "--threads", threads);

    assertThat(result.out()).isEqualTo("heap 6\nerror\nheap 8\n");
    assertThat(result.err())
        .isEqualTo(
            "nimber: line 2: the judge format of game 'nim' (from nim.jar), writing an"
                + " answer failed: IllegalStateException: no words for seven\n");
    assertThat(result.exitCode()).isEqualTo(1);
  }
}
