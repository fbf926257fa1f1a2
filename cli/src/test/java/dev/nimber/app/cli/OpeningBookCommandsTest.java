package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nimber db book} and the books in plugin folders: a book of Connect Three on a 4 × 3 board
 * with gravity, built by the weak search, answers every position it holds as the strong solve does,
 * and is refused, naming the file and what is wrong, when it is not the game's.
 */
class OpeningBookCommandsTest {

  private static final String[] BOARD = {"connect", "width=4", "height=3", "k=3", "gravity=true"};

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @TempDir Path temporary;

  private Path plugins;
  private Path book;

  private static String[] args(String[] first, String... rest) {
    return Stream.concat(Stream.of(first), Stream.of(rest)).toArray(String[]::new);
  }

  /** {@code solve} of the board with more arguments, the plugin folder holding the book added. */
  private Result solveWithBook(String... more) {
    return nimber.run(
        args(args(args(new String[] {"solve"}, BOARD), more), "--plugins", plugins.toString()));
  }

  @BeforeEach
  void build() throws IOException {
    plugins = Files.createDirectories(temporary.resolve("plugins"));
    book = plugins.resolve("c43.nimberbook");
    Result built =
        nimber.run(
            args(
                new String[] {"db", "book"},
                args(BOARD, "--plies", "3", "--book", book.toString())));
    assertThat(built.exitCode()).as(built.err()).isZero();
    assertThat(built.err()).contains("nimber: valued 1 of ").endsWith("(the moves [])\n");
    assertThat(built.out()).matches(book + ": \\d+ positions within 3 moves of the start\n");
  }

  /** The lines of the book, as {@code moves} parameters (no column is full within 3 moves). */
  private List<String> positionsInBook() throws IOException {
    List<String> positions = new ArrayList<>();
    for (JsonNode position : new ObjectMapper().readTree(book.toFile()).get("positions")) {
      List<String> columns = new ArrayList<>();
      position.get("line").forEach(index -> columns.add(String.valueOf(index.asInt() + 1)));
      positions.add("moves=" + String.join(",", columns));
    }
    return positions;
  }

  @Test
  void everyPositionTheBookHoldsIsAnsweredFromItAsTheStrongSolveAnswersIt() throws IOException {
    List<String> positions = positionsInBook();
    // 1 empty board, 4 after one move, 16 after two and every board after three (64 lines, fewer
    // boards: a line and its two first moves swapped reach the same board).
    assertThat(positions).hasSizeBetween(1 + 4 + 16 + 20, 1 + 4 + 16 + 64);
    for (String position : positions) {
      for (String question : List.of("remoteness", "moves")) {
        Result booked = solveWithBook(position, "-q", question, "--method", "weak", "--verbose");
        Result expected =
            nimber.run(
                args(
                    args(new String[] {"solve"}, BOARD),
                    position,
                    "-q",
                    question,
                    "--method",
                    "strong"));
        assertThat(booked.exitCode()).as(booked.err()).isZero();
        assertThat(booked.out()).as("%s %s", position, question).isEqualTo(expected.out());
        assertThat(booked.err()).contains("the weak method answering from " + book);
      }
    }
  }

  @Test
  void aBookOfOtherRulesIsNotUsed() {
    Result other =
        nimber.run(
            "solve",
            "connect",
            "width=4",
            "height=4",
            "k=3",
            "gravity=true",
            "--method",
            "weak",
            "--plugins",
            plugins.toString(),
            "--verbose",
            "-q",
            "moves");
    Result without =
        nimber.run(
            "solve",
            "connect",
            "width=4",
            "height=4",
            "k=3",
            "gravity=true",
            "--method",
            "strong",
            "-q",
            "moves");
    assertThat(other.exitCode()).as(other.err()).isZero();
    assertThat(other.out()).isEqualTo(without.out());
    assertThat(other.err()).doesNotContain("answering from");
  }

  @Test
  void noBookIsReadWhenTheSettingTurnsThemOff() throws IOException {
    Files.writeString(book, "not a book");
    System.setProperty(dev.nimber.app.solve.OpeningBooks.USED_PROPERTY, "false");
    try {
      Result unread = solveWithBook("--method", "weak", "--verbose");
      assertThat(unread.exitCode()).as(unread.err()).isZero();
      assertThat(unread.out()).isEqualTo("First\n");
      assertThat(unread.err()).doesNotContain("answering from");
    } finally {
      System.clearProperty(dev.nimber.app.solve.OpeningBooks.USED_PROPERTY);
    }
  }

  @Test
  void aBookWithAWrongValueIsRefusedNamingTheFileAndThePosition() throws IOException {
    ObjectMapper json = new ObjectMapper();
    ObjectNode read = (ObjectNode) json.readTree(book.toFile());
    ObjectNode second = (ObjectNode) read.get("positions").get(1);
    assertThat(second.get("line").toString()).isEqualTo("[0]");
    second.put("remoteness", second.get("remoteness").asLong() + 2);
    json.writeValue(book.toFile(), read);
    Result refused = solveWithBook("--method", "weak");
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.out()).isEmpty();
    assertThat(refused.err())
        .startsWith(
            "nimber: "
                + book
                + ": not an opening book of the game as it plays now (the position after the moves"
                + " [0] is stored as ")
        .endsWith("; build it again with nimber db book, or remove it\n");
  }

  /**
   * A book is read only for a board within its moves: past them a board is searched, so a broken
   * book costs its questions nothing and is refused for the first board it may hold.
   */
  @Test
  void aBookIsReadOnlyForABoardWithinItsMoves() throws IOException {
    breakTheBook();
    Result past =
        solveWithBook("moves=1,2,3,4", "-q", "remoteness", "--method", "weak", "--verbose");
    Result strong =
        nimber.run(
            args(
                args(new String[] {"solve"}, BOARD),
                "moves=1,2,3,4",
                "-q",
                "remoteness",
                "--method",
                "strong"));
    assertThat(past.exitCode()).as(past.err()).isZero();
    assertThat(past.out()).isEqualTo(strong.out());
    assertThat(past.err()).contains("the weak method answering from " + book);
    Result within = solveWithBook("moves=1,2,3", "-q", "remoteness", "--method", "weak");
    assertThat(within.exitCode()).isEqualTo(2);
    assertThat(within.out()).isEmpty();
    assertThat(within.err())
        .startsWith("nimber: " + book + ": not an opening book of the game as it plays now");
  }

  /**
   * A batch of one run asks its boards of one search, the book's lowest board found once: every
   * board within the book's moves is answered from it and every board past them searched, as the
   * strong solve answers them.
   */
  @Test
  void aBatchAnswersItsBoardsWithinTheBookFromItAndSearchesThoseBeyond() throws IOException {
    List<String> boards = new ArrayList<>(BEYOND_THE_BOOK);
    positionsInBook().forEach(position -> boards.add(position.substring("moves=".length())));
    boards.addAll(BEYOND_THE_BOOK);
    Path config = batchOf(boards);
    Result booked = runWithBook(config);
    Result strong = nimber.run("run", config.toString(), "--method", "strong");
    assertThat(booked.exitCode()).as(booked.err()).isZero();
    assertThat(strong.exitCode()).as(strong.err()).isZero();
    assertThat(booked.out()).isEqualTo(strong.out());
    assertThat(booked.out().lines()).hasSize(boards.size());
    assertThat(booked.err()).contains("the weak method answering from " + book);
  }

  /**
   * A batch reads the book only at its first board within the book's moves: a broken book costs the
   * boards past them nothing, and fails the first board it may hold, naming the file.
   */
  @Test
  void aBatchReadsTheBookOnlyForABoardWithinItsMoves() throws IOException {
    breakTheBook();
    Path config = batchOf(BEYOND_THE_BOOK);
    Result past = runWithBook(config);
    Result strong = nimber.run("run", config.toString(), "--method", "strong");
    assertThat(past.exitCode()).as(past.err()).isZero();
    assertThat(past.out()).isEqualTo(strong.out());
    Result within = runWithBook(batchOf(List.of("1,2,3,4", "1,2,3")));
    assertThat(within.exitCode()).isEqualTo(1);
    assertThat(within.out().lines())
        .containsExactly(strong.out().lines().findFirst().get(), "error");
    assertThat(within.err())
        .contains(
            "nimber: instance 2 of 2: "
                + book
                + ": not an opening book of the game as it plays now");
  }

  /** Gives the book's second position a remoteness 2 more than its own. */
  private void breakTheBook() throws IOException {
    ObjectMapper json = new ObjectMapper();
    ObjectNode read = (ObjectNode) json.readTree(book.toFile());
    ObjectNode second = (ObjectNode) read.get("positions").get(1);
    second.put("remoteness", second.get("remoteness").asLong() + 2);
    json.writeValue(book.toFile(), read);
  }

  /** Boards of four and five moves, past the book's three. */
  private static final List<String> BEYOND_THE_BOOK =
      List.of("1,2,3,4", "2,2,3,3,1", "4,1,1,2", "3,3,3,2,2");

  /** A run config asking the remoteness of each board (its columns played, from 1). */
  private Path batchOf(List<String> boards) throws IOException {
    StringBuilder yaml = new StringBuilder("game: connect\nquestion: remoteness\n");
    yaml.append("params: {width: 4, height: 3, k: 3, gravity: true}\ninstances:\n");
    boards.forEach(board -> yaml.append("  - moves: \"").append(board).append("\"\n"));
    return Files.writeString(temporary.resolve("batch.yaml"), yaml);
  }

  private Result runWithBook(Path config) {
    return nimber.run(
        "run",
        config.toString(),
        "--method",
        "weak",
        "--threads",
        "1",
        "--plugins",
        plugins.toString(),
        "--verbose");
  }

  @Test
  void aBookMissingAPositionOrWithAMoveTheGameDoesNotHaveIsRefused() throws IOException {
    ObjectMapper json = new ObjectMapper();
    ObjectNode read = (ObjectNode) json.readTree(book.toFile());
    ((com.fasterxml.jackson.databind.node.ArrayNode) read.get("positions")).remove(2);
    json.writeValue(book.toFile(), read);
    Result missing = solveWithBook();
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err())
        .contains(": not an opening book of the game as it plays now (the position after the moves")
        .contains(", which the book does not hold)");
    ((ObjectNode) read.get("positions").get(1)).putArray("line").add(2);
    json.writeValue(book.toFile(), read);
    Result twice = solveWithBook();
    assertThat(twice.exitCode()).isEqualTo(2);
    assertThat(twice.err()).contains("(it holds the position after the moves [2] twice)");
    ((ObjectNode) read.get("positions").get(1)).putArray("line").add(7);
    json.writeValue(book.toFile(), read);
    Result noSuchMove = solveWithBook();
    assertThat(noSuchMove.exitCode()).isEqualTo(2);
    assertThat(noSuchMove.err())
        .contains(
            "(the moves [7] are not moves of the game: move 1 is index 7, and that position has 4"
                + " moves)");
  }

  @Test
  void aFileThatIsNoBookIsRefusedNamingTheField() throws IOException {
    String built = Files.readString(book);
    Files.writeString(book, "{\"format\": \"nimber opening book 1\", \"game\": \"connect\"}");
    Result refused = solveWithBook();
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err())
        .isEqualTo(
            "nimber: "
                + book
                + ": not an opening book (the field 'parameters' is missing); build it again with"
                + " nimber db book\n");
    Files.writeString(
        book,
        Files.readString(book)
            .replace(
                "}",
                ", \"parameters\": {}, \"play\": \"normal\","
                    + " \"plies\": -1, \"positions\": []}"));
    Result negative = solveWithBook();
    assertThat(negative.err())
        .isEqualTo("nimber: " + book + ": field 'plies': got -1; allowed: a whole number from 0\n");
    ObjectMapper json = new ObjectMapper();
    ObjectNode malformed = (ObjectNode) json.readTree(built);
    ((ObjectNode) malformed.get("positions").get(0)).put("line", 5);
    json.writeValue(book.toFile(), malformed);
    Result notAnArray = solveWithBook();
    assertThat(notAnArray.err())
        .isEqualTo("nimber: " + book + ": field 'positions[1].line': got 5; allowed: an array\n");
  }

  /**
   * A book is read as far as its heading until its rules are asked about: a book of other rules
   * whose positions are broken costs a search nothing, and is refused once its own rules are asked.
   */
  @Test
  void aBrokenBookOfOtherRulesIsReadOnlyWhenItsRulesAreAsked() throws IOException {
    ObjectMapper json = new ObjectMapper();
    ObjectNode other = (ObjectNode) json.readTree(book.toFile());
    ((ObjectNode) other.get("parameters")).put("k", "4");
    ((ObjectNode) other.get("positions").get(0)).put("line", 5);
    Path broken = plugins.resolve("c43k4.nimberbook");
    json.writeValue(broken.toFile(), other);
    Result answered = solveWithBook("--method", "weak", "--verbose");
    assertThat(answered.exitCode()).as(answered.err()).isZero();
    assertThat(answered.out()).isEqualTo("First\n");
    assertThat(answered.err()).contains("the weak method answering from " + book);
    Result refused =
        nimber.run(
            "solve",
            "connect",
            "width=4",
            "height=3",
            "k=4",
            "gravity=true",
            "--method",
            "weak",
            "--plugins",
            plugins.toString());
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.out()).isEmpty();
    assertThat(refused.err())
        .isEqualTo("nimber: " + broken + ": field 'positions[1].line': got 5; allowed: an array\n");
  }

  /**
   * Two threads write the book one thread writes, byte for byte, with the same notes in the same
   * order; and a number of threads out of range is refused, naming the option.
   */
  @Test
  void aBookBuiltOnTwoThreadsIsTheBookOfOneWithTheSameNotes() throws IOException {
    List<Result> built = new ArrayList<>();
    List<byte[]> files = new ArrayList<>();
    for (String threads : List.of("1", "2")) {
      Path file = temporary.resolve("c43-" + threads + ".nimberbook");
      built.add(
          nimber.run(
              args(
                  new String[] {"db", "book"},
                  args(BOARD, "--plies", "4", "--book", file.toString(), "--threads", threads))));
      files.add(Files.readAllBytes(file));
    }
    assertThat(built.get(0).exitCode()).as(built.get(0).err()).isZero();
    assertThat(built.get(1).exitCode()).as(built.get(1).err()).isZero();
    assertThat(built.get(1).err()).isEqualTo(built.get(0).err()).contains("valued 1 of ");
    assertThat(files.get(1)).isEqualTo(files.get(0));
    Result none =
        nimber.run(
            args(
                new String[] {"db", "book"},
                args(BOARD, "--plies", "1", "--book", book.toString(), "--threads", "0")));
    assertThat(none.exitCode()).isEqualTo(2);
    assertThat(none.err()).isEqualTo("nimber: --threads must be from 1 to 256, got 0\n");
  }

  @Test
  void pliesOutOfRangeAndAGameTheWeakSearchCannotBookAreRefused() {
    Result tooMany =
        nimber.run(
            args(
                new String[] {"db", "book"},
                args(BOARD, "--plies", "17", "--book", book.toString())));
    assertThat(tooMany.exitCode()).isEqualTo(2);
    assertThat(tooMany.err())
        .isEqualTo("nimber: option '--plies': got 17; allowed: a whole number from 0 to 16\n");
    Result unnumbered =
        nimber.run(
            "db",
            "book",
            "thuemorse",
            "n=10",
            "m=3",
            "--plies",
            "1",
            "--book",
            temporary.resolve("t.nimberbook").toString());
    assertThat(unnumbered.exitCode()).isEqualTo(2);
    assertThat(unnumbered.err())
        .isEqualTo(
            "nimber: game 'thuemorse' does not number the positions of n=10 m=3, so the weak"
                + " search cannot build its opening book\n");
    assertThat(Stream.of(temporary.toFile().list()).collect(Collectors.toList()))
        .containsExactly("plugins");
  }
}
