package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginJars;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nimber show}: a position drawn, its moves coloured by their values. */
class ShowCommandTest {

  private static final Pattern MOVE =
      Pattern.compile("<g class=\"move (win|loss|tie|draw)\" data-move=\"([^\"]*)\">");

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  /** The moves an SVG's elements make and their values, in the order drawn. */
  private static List<String> clicks(String svg) {
    List<String> clicks = new ArrayList<>();
    Matcher matcher = MOVE.matcher(svg);
    while (matcher.find()) {
      clicks.add(matcher.group(2) + " = " + matcher.group(1));
    }
    return clicks;
  }

  /**
   * A row of three Kayles pins (G(3) = 3): knocking the middle pin leaves 1 + 1, a loss for the
   * opponent, so it wins; an end pin leaves 2 and two pins leave 1, both wins for the opponent.
   */
  @Test
  void kaylesPinsAndTheGapsBetweenThemAreColouredByTheirMovesValues() {
    Result result = nimber.run("show", "octal", "code=0.77", "heaps=3");
    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out()).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ");
    assertThat(clicks(result.out()))
        .containsExactly(
            "heap 1: take 1, leave 2 = loss",
            "heap 1: take 1, leave 1 and 1 = win",
            "heap 1: take 1, leave 2 = loss",
            "heap 1: take 2, leave 1 = loss",
            "heap 1: take 2, leave 1 = loss");
    assertThat(result.err()).isEmpty();
  }

  /** Every opening move of tic-tac-toe ties with perfect play: nine yellow dots. */
  @Test
  void aPngOfTheEmptyTicTacToeBoardHasATieDotInEveryCell() throws IOException {
    Path png = folder.resolve("ttt.png");
    Result result =
        nimber.run(
            "show",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "gravity=false",
            "--out",
            png.toString());
    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out()).isEqualTo(png + ": 192 × 192 pixels\n");
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(192);
    for (int row = 0; row < 3; row++) {
      for (int column = 0; column < 3; column++) {
        assertThat(new Color(image.getRGB(12 + 56 * column + 28, 12 + 56 * row + 28)))
            .as("cell %d, %d", row, column)
            .isEqualTo(new Color(0xd4ac0d));
      }
    }
  }

  /**
   * After X takes the centre and O the edge cell 2 (moves 4 and 1 of the lists), each of X's seven
   * cells is coloured by the value {@code solve} gives the position after it: "Second" (O, to move,
   * loses) is a win for X.
   */
  @Test
  void showDrawsThePositionAfterTheMovesGivenWithTheValuesSolveGives() {
    Result result =
        nimber.run(
            "show", "connect", "width=3", "height=3", "k=3", "gravity=false", "--moves", "4,1");
    assertThat(result.exitCode()).as(result.err()).isZero();
    List<String> expected = new ArrayList<>();
    for (int cell : new int[] {1, 3, 4, 6, 7, 8, 9}) {
      String after =
          nimber
              .run(
                  "solve",
                  "connect",
                  "width=3",
                  "height=3",
                  "k=3",
                  "moves=5,2," + cell,
                  "-q",
                  "outcome")
              .out();
      String value =
          switch (after) {
            case "Second\n" -> "win";
            case "First\n" -> "loss";
            case "Tie\n" -> "tie";
            default -> throw new AssertionError(after);
          };
      expected.add("cell " + cell + " = " + value);
    }
    assertThat(clicks(result.out())).containsExactlyElementsOf(expected);
    assertThat(expected).contains("cell 1 = win");
  }

  @Test
  void showRefusesAFormatBadMovesAndAPositionTooLargeToDrawWithExitTwo() {
    Result format = nimber.run("show", "octal", "code=0.77", "heaps=3", "--out", "kayles.gif");
    assertThat(format.exitCode()).isEqualTo(2);
    assertThat(format.err()).contains("--out 'kayles.gif' must end in .png or .svg");
    Result moves = nimber.run("show", "octal", "code=0.77", "heaps=3", "--moves", "1,x");
    assertThat(moves.exitCode()).isEqualTo(2);
    assertThat(moves.err())
        .contains(
            "--moves: got '1,x'; allowed: move numbers from 0 separated by commas, such as 4,0,2");
    Result past = nimber.run("show", "octal", "code=0.77", "heaps=3", "--moves", "9");
    assertThat(past.exitCode()).isEqualTo(2);
    assertThat(past.err()).contains("move 1 is number 9, but that position has moves 0 to 2");
    Result large = nimber.run("show", "octal", "code=0.77", "heaps=101");
    assertThat(large.exitCode()).isEqualTo(2);
    assertThat(large.err())
        .contains("game 'octal' draws no picture of this position")
        .contains("heaps: 101 (0.77)");
    assertThat(format.out() + moves.out() + past.out() + large.out()).isEmpty();
  }

  /**
   * A plugin whose picture names a move its position does not have is not drawn: the host checks
   * every click, and names the plugin and the problem (exit 1).
   */
  @Test
  void aPictureThatNamesNoLegalMoveIsThePluginsFailureNamed() throws IOException {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    Map<String, String> sources = new java.util.HashMap<>(PluginJars.subtractionGame("drawn"));
    String game = sources.get("example.drawn.Game");
    sources.put(
        "example.drawn.Game",
        game.replace(
            "record Pile(int n, int k) implements Position {",
            """
            record Pile(int n, int k) implements Position {
              public Optional<Picture> picture() {
                return Optional.of(new Picture.Grid(1, 1, List.of(new Picture.Cell(
                    0, 0, true, Optional.empty(), Optional.of("take " + (k + 1))))));
              }
            """));
    Path jar =
        PluginJars.build(
            plugins.resolve("drawn.jar"), sources, PluginJars.subtractionServices("drawn"));
    Result result =
        NimberCli.withPluginFolders(List.of(plugins)).run("show", "drawn", "n=5", "k=3");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .isEqualTo(
            "nimber: game 'drawn' (from "
                + jar
                + ") drew the position Pile[n=5, k=3] wrongly: a click names the move 'take 4',"
                + " which is not a legal move\n");
  }
}
