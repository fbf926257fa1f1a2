package dev.nimber.games.digraph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Graphs read from an edge-list file ({@code edges=@FILE}): the same graph as typed, and bad lines
 * named.
 */
class EdgeListFileTest {

  private final DigraphGame game = new DigraphGame();

  @TempDir Path folder;

  private Path file(String text) throws IOException {
    return Files.writeString(folder.resolve("graph.edges"), text);
  }

  @Test
  void aFileWithCommentsBlankLinesAndBothSeparatorsIsTheGraphTyped() throws IOException {
    Path path = file("# a cycle with an exit\n0 1\n\n1\t0   # back\r\n  1>2\n1 2\n");
    Parameters instance = game.bind(Map.of("edges", "@" + path, "tokens", "0"));

    assertThat(instance.get(DigraphGame.EDGES)).isEqualTo(Digraph.parse("0>1,1>0,1>2"));
    assertThat(instance.get(DigraphGame.EDGES).toString()).isEqualTo("@" + path);
    assertThat(game.solvers().get(0).solve(instance, Question.REMOTENESS).text()).isEqualTo("2");
  }

  @Test
  void aLineThatIsNotAnEdgeIsNamedWithItsFileAndNumber() throws IOException {
    Path path = file("0 1\n1 x\n");
    assertThatThrownBy(() -> game.bind(Map.of("edges", "@" + path, "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining(
            "file '" + path + "', line 2 ('1 x') is not an edge: FROM TO or FROM>TO");

    Path tooLarge = file("0 1\n\n0 10000001\n");
    assertThatThrownBy(() -> game.bind(Map.of("edges", "@" + tooLarge, "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining(
            "line 3 ('0 10000001'): '10000001' is not a vertex, a whole number from 0 to 10000000");

    Path joined = file("12\n");
    assertThatThrownBy(() -> game.bind(Map.of("edges", "@" + joined, "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("line 1 ('12') is not an edge");
  }

  @Test
  void aMissingFileIsNamed() {
    assertThatThrownBy(
            () -> game.bind(Map.of("edges", "@" + folder.resolve("none.edges"), "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("'@" + folder.resolve("none.edges") + "': no such file");
  }

  @Test
  void aFolderOrAnEmptyGraphIsNamed() throws IOException {
    assertThatThrownBy(() -> game.bind(Map.of("edges", "@" + folder, "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("which cannot be read");
    Path empty = file("# no edges\n");
    assertThatThrownBy(() -> game.bind(Map.of("edges", "@" + empty, "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining(
            "parameter 'tokens[1]': got 0; allowed: none: the graph has no edges, so no vertices");
  }

  /**
   * A random graph of 2,000 vertices and 6,000 edges, written to a file: both solvers value tokens
   * alike.
   */
  @Test
  void aLargerRandomGraphFromAFileIsValuedAsTheSearchValuesIt() throws IOException {
    Random random = new Random(7);
    StringBuilder text = new StringBuilder();
    for (int edge = 0; edge < 6000; edge++) {
      text.append(random.nextInt(2000)).append(' ').append(random.nextInt(2000)).append('\n');
    }
    Path path = file(text.toString());
    GameSolver graph = game.solvers().get(0);
    GameSolver search = SearchSolver.forGame(game).orElseThrow();
    for (int trial = 0; trial < 20; trial++) {
      String tokens = random.nextInt(2000) + "," + random.nextInt(2000);
      Parameters instance = game.bind(Map.of("edges", "@" + path, "tokens", tokens));
      for (Question question : new Question[] {Question.OUTCOME, Question.GRUNDY}) {
        assertThat(graph.solve(instance, question).text())
            .as("tokens %s: %s", tokens, question)
            .isEqualTo(search.solve(instance, question).text());
      }
    }
  }
}
