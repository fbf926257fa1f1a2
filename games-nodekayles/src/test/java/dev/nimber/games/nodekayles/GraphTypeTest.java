package dev.nimber.games.nodekayles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidParameterException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A graph typed, or read from an edge-list file, and the messages of those that are not graphs. */
class GraphTypeTest {

  private static final GraphType TYPE = new GraphType();

  @Test
  void aFileOfEdgesIsTheGraphTheSameEdgesTypedMake(@TempDir Path folder) throws IOException {
    Path file = folder.resolve("triangle.txt");
    Files.writeString(
        file, "# a triangle with a tail\n0 1\n1-2   # the second side\n\n2\t0\n2 - 3\n");
    assertThat(TYPE.parse("graph", "@" + file)).isEqualTo(Graph.parse("0-1,1-2,2-0,2-3"));
  }

  @Test
  void aLineThatIsNotAnEdgeIsNamedWithItsNumber(@TempDir Path folder) throws IOException {
    Path file = folder.resolve("bad.txt");
    Files.writeString(file, "0 1\n1 2 3\n");
    assertThatThrownBy(() -> TYPE.parse("graph", "@" + file))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("file '" + file + "', line 2 ('1 2 3') is not an edge A B or A-B");
  }

  @Test
  void aMissingFileIsSaidToBeMissing(@TempDir Path folder) {
    Path file = folder.resolve("none.txt");
    assertThatThrownBy(() -> TYPE.parse("graph", "@" + file))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("'@" + file + "': no such file");
  }

  @Test
  void pathsAndCyclesAreWrittenOutOrAsPowersOfTen() {
    assertThat(TYPE.parse("graph", "path:10^18").vertices()).isEqualTo(1_000_000_000_000_000_000L);
    assertThat(TYPE.parse("graph", "cycle:7")).isEqualTo(Graph.parse("cycle:7"));
    assertThatThrownBy(() -> TYPE.parse("graph", "cycle:2"))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("'2' is not a count of vertices from 3 to 10^18");
    assertThatThrownBy(() -> TYPE.parse("graph", "path:10^19"))
        .isInstanceOf(InvalidParameterException.class);
  }
}
