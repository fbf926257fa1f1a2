package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.service.SolvingPools;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * serve's play requests of Connect Four 7 × 6 near the empty board, answered from the
 * distribution's opening book: without it the search takes minutes, past the server's time limit.
 */
class ServeOpeningBookTest {

  /** The book the distribution ships in its plugins folder. */
  private static final Path BOOK = Path.of("../distribution/src/plugins/connect-7x6.nimberbook");

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Connect Four 7 × 6 from the empty board: every move's value for the first player, as Pascal
   * Pons' solver scores the boards of one stone (run here beside nimber, {@code
   * benchmarks/scripts/connect4-book-vs-pons.sh}).
   */
  static final String SEVEN_BY_SIX_FIRST_MOVES =
      "column 1: loss in 40; column 2: loss in 42; column 3: tie in 42; column 4: win in 41;"
          + " column 5: tie in 42; column 6: loss in 42; column 7: loss in 40\n";

  /**
   * Every move's value after two stones in the centre column, the first player to move, as Pascal
   * Pons' solver scores the boards of three stones (run here beside nimber: after 4, 4 and 1, 2, 3
   * or 4, scores 3, 3, 2 and -1; the other three are mirror images).
   */
  static final String SEVEN_BY_SIX_MOVES_AFTER_FOUR_FOUR =
      "column 1: loss in 36; column 2: loss in 36; column 3: loss in 38; column 4: win in 39;"
          + " column 5: loss in 38; column 6: loss in 36; column 7: loss in 36\n";

  /**
   * Every move's value after three stones in the centre column, the second player to move, as
   * Pascal Pons' solver scores the boards of four stones (run here beside nimber: after 4, 4, 4 and
   * 1, 2, 3 or 4, scores 4, 4, 3 and 1; the other three are mirror images).
   */
  static final String SEVEN_BY_SIX_MOVES_AFTER_FOUR_FOUR_FOUR =
      "column 1: loss in 32; column 2: loss in 32; column 3: loss in 34; column 4: loss in 38;"
          + " column 5: loss in 34; column 6: loss in 32; column 7: loss in 32\n";

  private static SolvingPools pools;
  private static NimberServer server;
  private static String base;

  @BeforeAll
  static void start() {
    Catalog catalog = ServeApiTest.builtInGames().withBooks(List.of(BOOK));
    pools = new SolvingPools(2, 16, Duration.ofSeconds(30));
    server = ServeApiTest.serverOf(catalog, pools, line -> {});
    base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
  }

  @AfterAll
  static void stop() {
    server.close();
    pools.close();
  }

  /**
   * The empty board's value and every move's, as Pascal Pons' solver scores the boards of one stone
   * ({@code benchmarks/scripts/connect4-book-vs-pons.sh}): a first-player win in 41 by the centre.
   */
  @Test
  void theFirstPlayRequestOfSevenBySixIsAnsweredFromTheOpeningBook() throws Exception {
    assertPlayedFromBook("", "win", 41, SEVEN_BY_SIX_FIRST_MOVES);
  }

  /**
   * After two stones in the centre column the computer's move comes from the book too: the boards
   * of three stones it weighs are in it (without it, searching them takes about a minute, past the
   * server's time limit).
   */
  @Test
  void thePlayRequestAfterTwoMovesOfSevenBySixIsAnsweredFromTheOpeningBook() throws Exception {
    assertPlayedFromBook("&moves=3,3", "win", 39, SEVEN_BY_SIX_MOVES_AFTER_FOUR_FOUR);
  }

  /**
   * After three stones in the centre column the computer, second to move, loses whatever it plays;
   * its move, the longest loss, comes from the book too: the boards of four stones it weighs are in
   * it (without it, searching them takes about a minute).
   */
  @Test
  void thePlayRequestAfterThreeMovesOfSevenBySixIsAnsweredFromTheOpeningBook() throws Exception {
    assertPlayedFromBook("&moves=3,3,3", "loss", 38, SEVEN_BY_SIX_MOVES_AFTER_FOUR_FOUR_FOUR);
  }

  /**
   * Asserts that a play request of 7 × 6 is answered at once (within the server's limit), an
   * outcome in so many moves for the player to move with these moves' values, the centre column the
   * perfect move.
   */
  private static void assertPlayedFromBook(
      String moves, String outcome, int remoteness, String movesValues) throws Exception {
    HttpResponse<String> response =
        ServeApiTest.get(base, "/api/games/connect/play?width=7&height=6&k=4&gravity=true" + moves);
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    JsonNode play = JSON.readTree(response.body());
    assertThat(play.get("value").toString())
        .isEqualTo(
            "{\"outcome\":\"" + outcome + "\",\"remoteness\":" + remoteness + ",\"over\":false}");
    assertThat(String.join("; ", ServeApiTest.movesOf(play)) + "\n").isEqualTo(movesValues);
    assertThat(play.get("perfectMove").asInt()).as("the centre column's index").isEqualTo(3);
  }
}
