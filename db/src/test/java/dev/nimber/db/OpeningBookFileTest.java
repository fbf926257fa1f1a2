package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A book written, read back whole, and read as far as its heading. */
class OpeningBookFileTest {

  @TempDir Path folder;

  private static OpeningBookFile book() {
    Map<String, String> parameters = new LinkedHashMap<>();
    parameters.put("width", "4");
    parameters.put("height", "3");
    return new OpeningBookFile(
        OpeningBookFile.FORMAT,
        "connect",
        parameters,
        "misere",
        1,
        List.of(
            new OpeningBookFile.Line(List.of(), "win", 7),
            new OpeningBookFile.Line(List.of(2), "loss", 6)));
  }

  @Test
  void aBookWrittenIsReadBackWithItsHeading() {
    Path file = folder.resolve("b.nimberbook");
    book().write(file);
    OpeningBookFile read = OpeningBookFile.read(file);
    assertThat(read).isEqualTo(book());
    assertThat(OpeningBookFile.readHeading(file))
        .isEqualTo(read.heading())
        .isEqualTo(
            new OpeningBookFile.Heading(
                "connect", Map.of("width", "4", "height", "3"), "misere", 1));
    assertThat(read.heading().misere()).isTrue();
  }

  @Test
  void theHeadingIsReadWithoutThePositionsThatFollowIt() throws IOException {
    Path file = folder.resolve("b.nimberbook");
    book().write(file);
    String text = Files.readString(file);
    Files.writeString(file, text.substring(0, text.indexOf("\"positions\"") + 11) + " : [ {\"li");
    assertThat(OpeningBookFile.readHeading(file)).isEqualTo(book().heading());
    assertThatThrownBy(() -> OpeningBookFile.read(file))
        .isInstanceOf(DatabaseException.class)
        .hasMessageStartingWith(file + ": not an opening book (");
  }

  @Test
  void aHeadingIsCheckedAsTheWholeBookIs() throws IOException {
    Path file = folder.resolve("b.nimberbook");
    book().write(file);
    String text = Files.readString(file);
    Files.writeString(file, text.replace("\"misere\"", "\"loopy\""));
    assertThatThrownBy(() -> OpeningBookFile.readHeading(file))
        .isInstanceOf(DatabaseException.class)
        .hasMessage(file + ": field 'play': got 'loopy'; allowed: 'normal' or 'misere'");
    Files.writeString(file, "[]");
    assertThatThrownBy(() -> OpeningBookFile.readHeading(file))
        .hasMessage(
            file + ": not an opening book (not an object); build it again with nimber db book");
    assertThatThrownBy(() -> OpeningBookFile.readHeading(folder.resolve("none.nimberbook")))
        .hasMessage(folder.resolve("none.nimberbook") + ": no such opening book");
  }

  @Test
  void headingsAreEqualExactlyWhenTheirGameParametersPlayAndPliesAre() {
    OpeningBookFile.Heading heading = book().heading();
    Map<String, String> reordered = new LinkedHashMap<>();
    reordered.put("height", "3");
    reordered.put("width", "4");
    OpeningBookFile.Heading same = new OpeningBookFile.Heading("connect", reordered, "misere", 1);
    assertThat(same).isEqualTo(heading).hasSameHashCodeAs(heading);
    assertThat(
            List.of(
                new OpeningBookFile.Heading("octal", reordered, "misere", 1),
                new OpeningBookFile.Heading("connect", Map.of("width", "4"), "misere", 1),
                new OpeningBookFile.Heading("connect", reordered, "normal", 1),
                new OpeningBookFile.Heading("connect", reordered, "misere", 2)))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(heading));
  }
}
