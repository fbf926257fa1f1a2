package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.app.explore.GridPlotter;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** play, table and plot, end to end. */
class ExploreCommandsTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void playIsScriptedEndToEndWithHintUndoAndBadInput() {
    // Thue–Morse, 6 stones, take 1 to 2: the P piles are 0, 3 and 6, so whoever moves first loses.
    Result result =
        nimber.runWithInput("hint\nseven\n9\n1\nundo\n2\n1\n", "play", "thuemorse", "n=6", "m=2");
    assertThat(result.exitCode()).isZero();
    assertThat(result.out())
        .contains("You play first.")
        .contains("  1) take 1 stone, leaving 5")
        .contains("hint: with perfect play the computer wins")
        .contains(
            "not a move: 'seven'; type a number from 1 to 2, a move's name, 'hint', 'undo' or 'quit'")
        .contains("not a move: '9'")
        .contains("computer: take 2 stones, leaving 3")
        .contains("The computer wins.");
    assertThat(result.err()).isEmpty();
  }

  @Test
  void playEndsQuietlyAtTheEndOfTheInputOrOnQuit() {
    assertThat(nimber.runWithInput("", "play", "thuemorse", "n=10", "m=3").exitCode()).isZero();
    Result quit = nimber.runWithInput("quit\n", "play", "rulestones", "rules=1:1,3:3", "m=10");
    assertThat(quit.exitCode()).isZero();
    assertThat(quit.out()).doesNotContain("wins.");
  }

  @Test
  void theComputerNeverLosesAPositionItCanWin() {
    for (String[] game :
        List.of(
            new String[] {"thuemorse", "n", "m=3"},
            new String[] {"rulestones", "m", "rules=1:1,3:3,4:4"})) {
      for (int start = 0; start <= 40; start++) {
        String position = game[1] + "=" + start;
        boolean computerCanWin =
            nimber.run("solve", game[0], position, game[2]).out().matches("(Alice|Win)\\n");
        Result played =
            nimber.runWithInput(
                "1\n".repeat(200), "play", game[0], position, game[2], "--first", "computer");
        if (computerCanWin) {
          assertThat(played.out()).as("%s %s", game[0], position).contains("The computer wins.");
        }
        assertThat(played.exitCode()).isZero();
      }
    }
  }

  @Test
  void tableFindsThePeriodOfTheSubtractionGameOneTwoThree() {
    Result result = nimber.run("table", "rulestones", "--over", "m=0..60", "rules=1:1,2:2,3:3");
    assertThat(result.exitCode()).isZero();
    assertThat(result.out())
        .contains(" m  outcome  grundy  remoteness")
        .contains(
            "outcome: ultimately periodic from m = 0 with period 4 (15 full periods seen in m = 0..60);"
                + " lost when m ≡ 0 (mod 4)")
        .contains("grundy: ultimately periodic from m = 0 with period 4");
  }

  @Test
  void tableSaysWhenItFindsNoPeriod() {
    Result result = nimber.run("table", "thuemorse", "--over", "n=0..60", "m=7");
    assertThat(result.out()).contains("outcome: no period found in n = 0..60");
  }

  @Test
  void aTableOfAHundredThousandPilesSharesOneSearchAndAgreesWithFreshSearches() {
    Result table =
        nimber.run("table", "thuemorse", "--over", "n=0..99999", "m=3", "--format", "csv");
    assertThat(table.exitCode()).isZero();
    List<String> rows = table.out().lines().toList();
    assertThat(rows).hasSize(100_001);
    for (int n : new int[] {0, 1, 2, 17, 4_999, 65_536, 99_999}) {
      String remoteness =
          nimber.run("solve", "thuemorse", "n=" + n, "m=3", "-q", "remoteness").out().strip();
      String outcome = nimber.run("solve", "thuemorse", "n=" + n, "m=3").out().strip();
      assertThat(rows.get(n + 1))
          .as("n = %d", n)
          .startsWith(n + "," + outcome + ",")
          .endsWith("," + remoteness);
    }
  }

  @Test
  void aGameLostNowhereIsSaidToBeNeverLost() {
    GameDescriptor game = mock(GameDescriptor.class);
    GameSolver solver = mock(GameSolver.class);
    when(solver.solve(any(), any())).thenReturn(Answer.outcome(Outcome.WIN, OutcomeWords.DEFAULT));
    Result result =
        MockedNim.commandLine(game, solver, "always").run("table", "nim", "--over", "n=1..30");
    assertThat(result.exitCode()).isZero();
    assertThat(result.out())
        .contains(
            "outcome: ultimately periodic from n = 1 with period 1 (30 full periods seen in"
                + " n = 1..30); never lost from n = 1 on\n");
  }

  @Test
  void aTieIsNotALossInAPeriod() throws IOException {
    Result text =
        nimber.run("table", "connect", "--over", "height=1..4", "width=5", "k=4", "-q", "outcome");
    assertThat(text.exitCode()).as(text.err()).isZero();
    assertThat(text.out())
        .endsWith(
            "outcome: ultimately periodic from height = 1 with period 1 (4 full periods seen in"
                + " height = 1..4); always tied from height = 1 on\n");
    Result json =
        nimber.run(
            "table",
            "connect",
            "--over",
            "height=1..4",
            "width=5",
            "k=4",
            "-q",
            "outcome",
            "--format",
            "json");
    JsonNode period = new ObjectMapper().readTree(json.out()).get("outcomePeriod");
    assertThat(period.get("losingResidues")).isEmpty();
    assertThat(period.get("tiedResidues").toString()).isEqualTo("[0]");
  }

  @Test
  void tableWritesCsvAndJson() throws IOException {
    Result csv =
        nimber.run(
            "table", "rulestones", "--over", "m=0..12", "rules=1:1,2:2,3:3", "--format", "csv");
    assertThat(csv.out().lines().toList())
        .hasSize(14)
        .startsWith("m,outcome,grundy,remoteness", "0,Loss,0,0");
    Result json =
        nimber.run(
            "table", "rulestones", "--over", "m=0..40", "rules=1:1,2:2,3:3", "--format", "json");
    JsonNode table = new ObjectMapper().readTree(json.out());
    assertThat(table.get("rows")).hasSize(41);
    assertThat(table.get("outcomePeriod").get("period").asInt()).isEqualTo(4);
  }

  @Test
  void plotWritesAPngWhosePixelsAreTheGrid() throws IOException {
    Path png = folder.resolve("thuemorse.png");
    Result result =
        nimber.run("plot", "thuemorse", "--x", "n=0..30", "--y", "m=1..5", "--out", png.toString());
    assertThat(result.exitCode()).as(result.err()).isZero();
    BufferedImage image = ImageIO.read(png.toFile());
    int cell = 720 / 31;
    assertThat(image.getWidth()).isEqualTo(70 + 31 * cell + 170);
    assertThat(image.getHeight()).isEqualTo(56 + 5 * cell + 52);
    for (int m = 1; m <= 5; m++) {
      for (int n = 0; n <= 30; n++) {
        boolean aliceWins =
            nimber.run("solve", "thuemorse", "n=" + n, "m=" + m).out().equals("Alice\n");
        int x = 70 + n * cell + cell / 2;
        int y = 56 + (5 - m) * cell + cell / 2;
        assertThat(new Color(image.getRGB(x, y)))
            .as("n=%d m=%d", n, m)
            .isEqualTo(aliceWins ? GridPlotter.WIN : GridPlotter.LOSS);
      }
    }
  }

  @Test
  void plotReplacesTheFileALinkNamesAndKeepsTheLink() throws IOException {
    Path picture = java.nio.file.Files.writeString(folder.resolve("picture.svg"), "old");
    Path link = java.nio.file.Files.createSymbolicLink(folder.resolve("link.svg"), picture);
    Result result =
        nimber.run("plot", "thuemorse", "--x", "n=0..5", "m=3", "--out", link.toString());
    assertThat(result.exitCode()).isZero();
    assertThat(java.nio.file.Files.isSymbolicLink(link)).isTrue();
    assertThat(java.nio.file.Files.readString(picture)).startsWith("<?xml");
    try (var left = java.nio.file.Files.list(folder)) {
      assertThat(left.map(path -> path.getFileName().toString()).sorted().toList())
          .as("no temporary file left behind")
          .containsExactly("link.svg", "picture.svg");
    }
  }

  @Test
  void plotWritesAnSvgWithOneCellPerInstance() throws Exception {
    Path svg = folder.resolve("rulestones.svg");
    nimber.run(
        "plot", "rulestones", "--x", "m=0..19", "rules=1:1,2:2,3:3", "--out", svg.toString());
    Document document =
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
    NodeList rects = document.getElementsByTagName("rect");
    List<String> fills = new ArrayList<>();
    for (int i = 0; i < rects.getLength(); i++) {
      Element rect = (Element) rects.item(i);
      if (rect.getAttribute("class").equals("cell")) {
        fills.add(rect.getAttribute("fill"));
      }
    }
    assertThat(fills).hasSize(20);
    for (int m = 0; m < 20; m++) {
      assertThat(fills.get(m)).as("m=%d", m).isEqualTo(m % 4 == 0 ? "#1f2a44" : "#e8eef7");
    }
    assertThat(document.getDocumentElement().getAttribute("width"))
        .isEqualTo(String.valueOf(70 + 20 * 24 + 170));
  }

  @Test
  void plotRefusesAnUnknownFormatAndAMalformedRange() {
    Result format = nimber.run("plot", "thuemorse", "--x", "n=0..3", "m=2", "--out", "picture.gif");
    assertThat(format.exitCode()).isEqualTo(2);
    assertThat(format.err()).contains("must end in .png or .svg");
    Result range = nimber.run("plot", "thuemorse", "--x", "n=3-9", "m=2", "--out", "p.png");
    assertThat(range.exitCode()).isEqualTo(2);
    assertThat(range.err()).contains("--x 'n=3-9' is not NAME=A..B");
  }
}
