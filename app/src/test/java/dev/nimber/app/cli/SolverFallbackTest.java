package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With no solver named, a game's solvers are asked in turn: the fast theory first, the next solver
 * (the engine's search last) when it refuses the instance; the answer names the solver that
 * answered. A solver the person names is asked alone.
 */
class SolverFallbackTest {

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @TempDir Path folder;

  @Test
  void whereTheTheoryRefusesTheSearchAnswersAndSaysSo() {
    Result bite =
        nimber.run("solve", "chomp", "width=5", "height=4", "-q", "move", "--format", "json");
    assertThat(bite.err()).isEmpty();
    assertThat(bite.out())
        .contains("\"solver\":\"search\"")
        .contains("\"answer\":\"bite at row 3, column 3\"");
    assertThat(nimber.run("solve", "cram", "width=4", "height=3", "-q", "grundy").out())
        .isEqualTo("1\n");
    Result named =
        nimber.run("solve", "chomp", "width=5", "height=4", "-q", "move", "--solver", "theory");
    assertThat(named.exitCode()).isEqualTo(2);
    assertThat(named.err())
        .contains("no winning bite is known")
        .contains("other solvers of game 'chomp' that answer 'move': search");
  }

  @Test
  void theTheoryStillAnswersWhatItProvesBeyondTheSearch() {
    Result answered =
        nimber.run(
            "solve", "chomp", "width=10^18", "height=10^18", "-q", "outcome", "--format", "json");
    assertThat(answered.err()).isEmpty();
    assertThat(answered.out()).contains("\"solver\":\"theory\"").contains("\"outcome\":\"win\"");
  }

  /**
   * A batch of every cram board up to 4 × 4, every question, with no solver named: every one
   * answered (the symmetry strategies where they prove it, the search otherwise), each as the
   * search answers it.
   */
  @Test
  void aBatchOfCramBoardsIsAnsweredWholeAsTheSearchAnswersIt() throws IOException {
    StringBuilder instances = new StringBuilder();
    int boards = 0;
    for (int width = 1; width <= 4; width++) {
      for (int height = 1; height <= 4; height++) {
        instances
            .append("  - {width: ")
            .append(width)
            .append(", height: ")
            .append(height)
            .append("}\n");
        boards++;
      }
    }
    for (String question : new String[] {"outcome", "grundy"}) {
      Path chosen =
          Files.writeString(
              folder.resolve(question + ".yaml"),
              "game: cram\nquestion: " + question + "\ninstances:\n" + instances);
      Path searched =
          Files.writeString(
              folder.resolve(question + "-search.yaml"),
              "game: cram\nsolver: search\nquestion: " + question + "\ninstances:\n" + instances);
      Result answers = nimber.run("run", chosen.toString());
      assertThat(answers.exitCode()).as(answers.err()).isZero();
      assertThat(answers.out().lines()).hasSize(boards);
      assertThat(answers.out()).isEqualTo(nimber.run("run", searched.toString()).out());
    }
  }
}
