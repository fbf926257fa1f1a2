package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.Parameters;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OctalJudgeFormatTest {

  private final OctalGame game = new OctalGame();
  private final OctalJudgeFormat format = new OctalJudgeFormat();

  private List<String> answers(String text) throws IOException {
    JudgeInput input = JudgeInput.of(new StringReader(text));
    List<String> lines = new ArrayList<>();
    OctalSolver sparse = OctalSolver.sparse(game, SequenceCache.none());
    for (Optional<Map<String, Object>> raw = format.read(input);
        raw.isPresent();
        raw = format.read(input)) {
      Parameters instance = game.bind(raw.get());
      lines.add(format.write(sparse.solve(instance, format.question())));
    }
    return lines;
  }

  /**
   * Kayles 10, 3, 5: 2 ^ 3 ^ 4 = 5; Dawson's Kayles 10, 20, 30: 3 ^ 3 ^ 4 = 4; Kayles 1, 2, 3: 0;
   * no heap: lost.
   */
  @Test
  void eachLineIsACodeAndItsHeapsAndEachAnswerSaysWhoWins() throws IOException {
    assertThat(answers("0.77 10 3 5\n\n  0.07 10 20 30\n0.77 1 2 3\n0.6\n"))
        .containsExactly("First", "First", "Second", "Second");
  }

  @Test
  void aWrongHeapIsNamedWithItsPlace() {
    assertThatThrownBy(() -> answers("0.77 10 x\n"))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("heaps[2]");
  }
}
