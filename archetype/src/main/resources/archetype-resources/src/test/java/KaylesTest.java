package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.GameSearch;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class KaylesTest {

  private final KaylesGame game = new KaylesGame();

  @Test
  void everyMoveOfTwoRowsCanBeClickedOnTheirPicture() {
    KaylesRows rows = new KaylesRows(List.of(2L, 3L));
    List<String> clicks = rows.picture().orElseThrow().clicks();
    assertEquals(List.of("knock down pin 1 of a row of 2", "knock down pin 2 of a row of 2",
        "knock down pins 1 and 2 of a row of 2", "knock down pin 1 of a row of 3", "knock down pin 2 of a row of 3",
        "knock down pin 3 of a row of 3", "knock down pins 1 and 2 of a row of 3",
        "knock down pins 2 and 3 of a row of 3"), clicks);
    assertEquals(rows.moves().stream().map(Move::label).sorted().toList(), clicks.stream().sorted().toList());
    assertFalse(new KaylesRows(List.of(101L)).picture().isPresent());
  }

  @Test
  void thePeriodicValuesAreTheRecurrenceUpTo3000Pins() {
    int[] plain = KaylesSolver.recurrence(3000);
    for (int pins = 0; pins < plain.length; pins++) {
      assertEquals(plain[pins], KaylesSolver.grundy(pins), "g(" + pins + ")");
    }
  }

  @Test
  void theFirstValuesAreTheKnownOnes() {
    // Guy and Smith (1956): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7.
    long[] known = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7};
    for (int pins = 0; pins < known.length; pins++) {
      assertEquals(known[pins], KaylesSolver.grundy(pins), "g(" + pins + ")");
    }
  }

  @Test
  void theSearchOfRowsAsObjectsValuesEveryRowUpTo1000PinsAsThePeriodicSolverDoes() {
    GameSearch search = new GameSearch();
    for (long pins = 0; pins <= 1000; pins++) {
      OptionalInt searched = search.nimber(new KaylesRows(List.of(pins)));
      assertEquals(OptionalInt.of((int) KaylesSolver.grundy(pins)), searched, "row of " + pins);
    }
  }

  @Test
  void theSearchWithRowsNumberedValuesEveryRowUpTo3000PinsAsThePeriodicSolverDoes() {
    GameSearch search = new GameSearch(GameSearch.Options.defaults(), new KaylesRowLengths());
    assertEquals(OptionalInt.of((int) KaylesSolver.grundy(3000)), search.nimber(new KaylesRows(List.of(3000L))));
    for (long pins = 0; pins <= 3000; pins++) {
      OptionalInt searched = search.nimber(new KaylesRows(List.of(pins)));
      assertEquals(OptionalInt.of((int) KaylesSolver.grundy(pins)), searched, "row of " + pins);
    }
  }

  @Test
  void theBoundOnARemotenessSearchIsExactlyThePositionsTheSearchVisitsUpTo16Pins() {
    for (long pins = 0; pins <= 16; pins++) {
      GameSearch search = new GameSearch();
      search.evaluate(new KaylesRows(List.of(pins)));
      Parameters row = game.instance(List.of(BigInteger.valueOf(pins)));
      assertEquals(Optional.of(BigInteger.valueOf(search.positionsEvaluated())),
          new KaylesPositions(game).positionsAtLeast(row, Question.REMOTENESS), "row of " + pins);
    }
  }

  @Test
  void everyListedMoveIsFoundByItsLabel() {
    KaylesRows rows = new KaylesRows(List.of(5L, 3L, 5L, 1L));
    List<Move> moves = rows.moves();
    assertEquals((2 * 1 - 1) + (2 * 3 - 1) + (2 * 5 - 1), moves.size());
    for (Move move : moves) {
      assertEquals(Optional.of(move), rows.move(move.label()));
    }
    assertFalse(rows.move("knock down pin 6 of a row of 5").isPresent());
    assertFalse(rows.move("knock down pins 5 and 6 of a row of 5").isPresent());
    assertFalse(rows.move("knock down pin 1 of a row of 4").isPresent());
    assertFalse(rows.move("knock down pins 2 and 4 of a row of 5").isPresent());
  }

  @Test
  void aWinningMoveOnHugeRowsPassesTheGamesCheckAndAPlantedOneDoesNot() {
    Parameters huge = game.instance(List.of(BigInteger.TEN.pow(18), BigInteger.valueOf(999_999_999_999L)));
    Answer move = new KaylesSolver(game).solve(huge, Question.MOVE);
    assertTrue(move.firstPlayerWins().orElseThrow());
    assertEquals(Optional.empty(), game.checkMove(huge, move));
    Answer planted = Answer.winningMove("knock down pin 999 of a row of 3", Map.of());
    assertEquals(Optional.of("which is not a legal move here"), game.checkMove(huge, planted));
    Answer losing = Answer.winningMove("knock down pin 1 of a row of 999999999999", Map.of());
    assertEquals(Optional.of("but it leaves a position the opponent wins"), game.checkMove(huge, losing));
  }
}
