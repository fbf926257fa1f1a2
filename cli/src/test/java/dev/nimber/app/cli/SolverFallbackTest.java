package dev.nimber.app.cli;

import static java.util.stream.Collectors.joining;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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
   * A batch of small instances of each library game, every question, with no solver named: every
   * instance answered, and each answer the search's, but for a winning move, where the theory may
   * name another: then the search values that move a win.
   */
  @ParameterizedTest
  @MethodSource("libraryBatches")
  void aBatchOfALibraryGameIsAnsweredWholeAsTheSearchAnswersIt(String game, List<String> instances)
      throws IOException {
    String listed =
        instances.stream().map(instance -> "  - {" + instance + "}\n").collect(joining());
    for (String question : List.of("outcome", "grundy", "remoteness", "move")) {
      Result answers = run(game, null, question, listed);
      Result searched = run(game, "search", question, listed);
      assertThat(answers.exitCode()).as("%s %s: %s", game, question, answers.err()).isZero();
      assertThat(searched.exitCode()).as(searched.err()).isZero();
      List<String> chosen = answers.out().lines().toList();
      List<String> bySearch = searched.out().lines().toList();
      assertThat(chosen).hasSize(instances.size());
      if (!question.equals("move")) {
        assertThat(chosen).as("%s %s", game, question).isEqualTo(bySearch);
        continue;
      }
      List<String> values = run(game, "search", "moves", listed).out().lines().toList();
      for (int i = 0; i < chosen.size(); i++) {
        String move = chosen.get(i);
        if (!move.equals(bySearch.get(i))) {
          assertThat(List.of(values.get(i).split("; ")))
              .as("%s %s: the theory's move %s", game, instances.get(i), move)
              .anyMatch(value -> value.startsWith(move + ": win"));
        }
      }
    }
  }

  static Stream<Arguments> libraryBatches() {
    List<String> chomp = new ArrayList<>();
    List<String> wythoff = new ArrayList<>();
    for (int a = 1; a <= 5; a++) {
      for (int b = 1; b <= 4; b++) {
        chomp.add("width: " + a + ", height: " + b);
      }
    }
    chomp.add("width: 4, height: 4, rows: [4, 2, 1]");
    chomp.add("width: 5, height: 3, rows: [5, 1, 1]");
    for (int a = 0; a <= 7; a++) {
      for (int b = 0; b <= 7; b++) {
        wythoff.add("a: " + a + ", b: " + b);
      }
    }
    List<String> kayles = new ArrayList<>();
    for (int n = 1; n <= 12; n++) {
      kayles.add("graph: 'path:" + n + "'");
    }
    for (int n = 3; n <= 10; n++) {
      kayles.add("graph: 'cycle:" + n + "'");
    }
    kayles.add("graph: '0-1,0-2,0-3'");
    kayles.add("graph: '0-1,1-2,2-0,2-3,3-4'");
    kayles.add("graph: '0-1,2-3,4-5,5-6'");
    List<String> hackenbush = new ArrayList<>();
    for (int n = 1; n <= 6; n++) {
      hackenbush.add("edges: 'stalk:" + n + "'");
    }
    for (int n = 3; n <= 6; n++) {
      hackenbush.add("edges: 'cycle:" + n + "'");
    }
    hackenbush.add("edges: '0-1,1-2,2-0,2-3'");
    hackenbush.add("edges: '0-1,1-2,1-3'");
    hackenbush.add("edges: '0-1,0-2,1-2,2-3,3-1'");
    hackenbush.add("edges: '0-1,0-2'");
    return Stream.of(
        Arguments.of("chomp", chomp),
        Arguments.of("wythoff", wythoff),
        Arguments.of("nodekayles", kayles),
        Arguments.of("hackenbush", hackenbush));
  }

  private Result run(String game, String solver, String question, String instances)
      throws IOException {
    Path batch =
        Files.writeString(
            folder.resolve(game + "-" + solver + "-" + question + ".yaml"),
            "game: "
                + game
                + "\n"
                + (solver == null ? "" : "solver: " + solver + "\n")
                + "question: "
                + question
                + "\ninstances:\n"
                + instances);
    return nimber.run("run", batch.toString());
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
