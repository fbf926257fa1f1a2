package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one-file games in examples/games, loaded as a user loads them (the file compiled by the host)
 * and solved by the engine's search, give the values a plain recurrence written here gives, or the
 * literature's; the files stay short.
 */
class ExampleGamesTest {

  private static final Path GAMES = Path.of("..", "examples", "games");

  /** The archetype's Kayles, a full plugin, for the size of the one-file games. */
  private static final Path ARCHETYPE_SOURCES =
      Path.of(
          "..",
          "archetype",
          "src",
          "main",
          "resources",
          "archetype-resources",
          "src",
          "main",
          "java");

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @TempDir Path folder;

  /** The values of a table's one column, in order of its rows. */
  private List<Integer> column(String game, String over, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "--plugins",
                GAMES.resolve(game + ".java").toString(),
                "table",
                game,
                "--over",
                over,
                "-q",
                "grundy",
                "--solver",
                "search"));
    args.addAll(List.of(more));
    Result result = nimber.run(args.toArray(String[]::new));
    assertThat(result.err()).isEmpty();
    return result
        .out()
        .lines()
        .skip(1)
        .takeWhile(line -> !line.isBlank())
        .map(line -> Integer.parseInt(line.strip().split("\\s+")[1]))
        .toList();
  }

  private static int mex(Set<Integer> values) {
    int mex = 0;
    while (values.contains(mex)) {
      mex++;
    }
    return mex;
  }

  /** G(0..last) of a game on one heap whose moves leave heaps {@code a} and {@code b} as given. */
  private static int[] heapValues(
      int last,
      java.util.function.BiConsumer<Integer, java.util.function.BiConsumer<Integer, Integer>>
          options) {
    int[] values = new int[last + 1];
    for (int n = 0; n <= last; n++) {
      Set<Integer> seen = new HashSet<>();
      int[] known = values;
      options.accept(n, (a, b) -> seen.add(known[a] ^ known[b]));
      values[n] = mex(seen);
    }
    return values;
  }

  private static List<Integer> list(int[] values) {
    return IntStream.of(values).boxed().toList();
  }

  @Test
  void subtractionValuesAreThePlainRecurrencesForEachSet() {
    for (List<Integer> set : List.of(List.of(1, 3, 4), List.of(2, 5), List.of(1, 2, 6))) {
      int[] expected =
          heapValues(
              70,
              (n, option) ->
                  set.stream()
                      .filter(take -> take <= n)
                      .forEach(take -> option.accept(n - take, 0)));
      String written = set.stream().map(String::valueOf).collect(Collectors.joining(","));
      assertThat(column("subtraction", "n=0..70", "set=" + written))
          .as(written)
          .isEqualTo(list(expected));
    }
    // The literature's: with the set {1, 3, 4}, the second player wins exactly when n mod 7 is 0 or
    // 2.
    List<Integer> values = column("subtraction", "n=0..70");
    for (int n = 0; n <= 70; n++) {
      assertThat(values.get(n) == 0).as("n=" + n).isEqualTo(n % 7 == 0 || n % 7 == 2);
    }
  }

  @Test
  void kaylesValuesAreThePlainRecurrenceAndPeriodicWithPeriod12From71() {
    int[] expected =
        heapValues(
            100,
            (n, option) -> {
              for (int taken = 1; taken <= Math.min(2, n); taken++) {
                for (int left = 0; left + taken <= n; left++) {
                  option.accept(left, n - left - taken);
                }
              }
            });
    assertThat(column("kayles", "rows=0..100")).isEqualTo(list(expected));
    for (int n = 71; n + 12 <= 100; n++) {
      assertThat(expected[n + 12]).isEqualTo(expected[n]);
    }
    assertThat(solve("kayles", "rows=17,30,4"))
        .isEqualTo(String.valueOf(expected[17] ^ expected[30] ^ expected[4]));
  }

  @Test
  void dawsonsChessValuesAreThoseOfTheOctalGame0137() {
    // A path of n vertices: taking vertex i with its neighbours leaves paths of i − 1 and n − i − 2
    // vertices.
    int[] expected =
        heapValues(
            80,
            (n, option) -> {
              for (int i = 0; i < n; i++) {
                option.accept(Math.max(i - 1, 0), Math.max(n - i - 2, 0));
              }
            });
    assertThat(column("dawson", "n=0..80")).isEqualTo(list(expected));
    // The literature's losing positions of Dawson's chess up to 60 (Berlekamp, Conway and Guy).
    assertThat(IntStream.rangeClosed(0, 60).filter(n -> expected[n] == 0).boxed().toList())
        .containsExactly(0, 4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58);
  }

  @Test
  void laskersNimValuesAreTheClosedFormOfWinningWays() {
    IntUnaryOperator closedForm = n -> n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
    assertThat(column("lasker", "heaps=0..60"))
        .isEqualTo(IntStream.rangeClosed(0, 60).map(closedForm).boxed().toList());
    assertThat(solve("lasker", "heaps=7,3,12"))
        .isEqualTo(
            String.valueOf(
                closedForm.applyAsInt(7) ^ closedForm.applyAsInt(3) ^ closedForm.applyAsInt(12)));
  }

  @Test
  void turningTurtlesIsNimOnTheHeadsPlacesForEveryRowOfUpToEightCoins() throws IOException {
    List<String> rows = new ArrayList<>();
    for (int length = 1; length <= 8; length++) {
      for (int heads = 0; heads < 1 << length; heads++) {
        StringBuilder row = new StringBuilder();
        for (int place = 0; place < length; place++) {
          row.append((heads >> place & 1) == 1 ? 'H' : 'T');
        }
        rows.add(row.toString());
      }
    }
    Path config =
        Files.writeString(
            folder.resolve("turtles.yaml"),
            "game-file: "
                + GAMES.toAbsolutePath().resolve("turningturtles.java")
                + "\nsolver: search\nquestion: grundy\ninstances:\n"
                + rows.stream()
                    .map(row -> "  - coins: " + row + "\n")
                    .collect(Collectors.joining()));
    Result result = nimber.run("run", config.toString());
    assertThat(result.err()).isEmpty();
    List<String> expected = new ArrayList<>();
    for (String row : rows) {
      int value = 0;
      for (int place = 1; place <= row.length(); place++) {
        value ^= row.charAt(place - 1) == 'H' ? place : 0;
      }
      expected.add(String.valueOf(value));
    }
    assertThat(result.out().lines().toList()).hasSize(510).isEqualTo(expected);
    Result verified =
        nimber.run(
            "--plugins",
            GAMES.resolve("turningturtles.java").toString(),
            "verify",
            "turningturtles");
    assertThat(verified.exitCode()).isZero();
    assertThat(verified.out())
        .contains("all solvers agree on 41 small instances and 100 random ones");
  }

  @Test
  void northcottsGameIsWonExactlyWhenTheGapsNimSumIsNotZero() throws IOException {
    List<String> rows = new ArrayList<>();
    for (int width = 2; width <= 5; width++) {
      for (int white = 0; white < width; white++) {
        for (int black = white + 1; black < width; black++) {
          rows.add(
              ".".repeat(white)
                  + "W"
                  + ".".repeat(black - white - 1)
                  + "B"
                  + ".".repeat(width - black - 1));
        }
      }
    }
    List<String> boards = new ArrayList<>(rows);
    for (String first : rows) {
      for (String second : rows) {
        if (first.length() == second.length()) {
          boards.add(first + "/" + second);
        }
      }
    }
    boards.add("W...B/.W.B./W.B..");
    boards.add("W..B./..WB./..W.B");
    StringBuilder instances = new StringBuilder();
    for (String board : boards) {
      String[] each = board.split("/");
      instances
          .append("  - {board: '")
          .append(board)
          .append("', width: ")
          .append(each[0].length())
          .append(", rows: ")
          .append(each.length)
          .append("}\n");
    }
    Path config =
        Files.writeString(
            folder.resolve("northcott.yaml"),
            "game-file: "
                + GAMES.toAbsolutePath().resolve("northcott.java")
                + "\ninstances:\n"
                + instances);
    Result result = nimber.run("run", config.toString());
    assertThat(result.err()).isEmpty();
    List<String> expected = new ArrayList<>();
    for (String board : boards) {
      int nimSum = 0;
      for (String row : board.split("/")) {
        nimSum ^= row.indexOf('B') - row.indexOf('W') - 1;
      }
      expected.add(nimSum != 0 ? "First" : "Second");
    }
    assertThat(result.out().lines().toList()).hasSize(boards.size()).isEqualTo(expected);
  }

  @Test
  void eachOneFileGameIsAFifthOfTheArchetypesLinesAndKaylesAndTheSubtractionGameAreShorter()
      throws IOException {
    long archetype = 0;
    try (var files = Files.list(ARCHETYPE_SOURCES)) {
      for (Path file : files.toList()) {
        archetype += Files.readAllLines(file).size();
      }
    }
    List<String> examples =
        List.of("kayles", "subtraction", "northcott", "dawson", "lasker", "turningturtles");
    for (String example : examples) {
      assertThat((long) Files.readAllLines(GAMES.resolve(example + ".java")).size() * 5)
          .as(example)
          .isLessThanOrEqualTo(archetype);
    }
    assertThat(Files.readAllLines(GAMES.resolve("kayles.java"))).hasSizeLessThanOrEqualTo(40);
    assertThat(Files.readAllLines(GAMES.resolve("subtraction.java"))).hasSizeLessThanOrEqualTo(30);
  }

  private String solve(String game, String... args) {
    List<String> all =
        new ArrayList<>(
            List.of("--plugins", GAMES.resolve(game + ".java").toString(), "solve", game));
    all.addAll(List.of(args));
    all.addAll(List.of("-q", "grundy", "--solver", "search"));
    Result result = nimber.run(all.toArray(String[]::new));
    assertThat(result.err()).isEmpty();
    return result.out().strip();
  }
}
