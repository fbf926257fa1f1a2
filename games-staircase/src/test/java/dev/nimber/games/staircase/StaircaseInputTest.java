package dev.nimber.games.staircase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Bad input is refused with messages naming the field; limits name the solver that can. */
class StaircaseInputTest {

  private final StaircaseGame game = new StaircaseGame();

  @Test
  void moreCoinsThanCellsIsRefused() {
    assertThatThrownBy(() -> game.bind(Map.of("n", 3, "m", 4)))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessage("parameter 'm': got 4; allowed: at most n = 3 coins, one per cell");
  }

  @Test
  void negativeValuesAndSmallModuliAreRefused() {
    assertThatThrownBy(() -> game.bind(Map.of("n", -3, "m", 0)))
        .hasMessage("parameter 'n': got -3; allowed: an integer from 0 upward");
    assertThatThrownBy(() -> game.bind(Map.of("n", 3, "m", -1)))
        .hasMessage("parameter 'm': got -1; allowed: an integer from 0 to 2000");
    assertThatThrownBy(() -> game.bind(Map.of("n", 3, "m", 1, "modulus", 1)))
        .hasMessage(
            "parameter 'modulus': got 1; allowed: an integer from 2 upward, or 'exact' for the exact count");
  }

  @Test
  void coinsMustBeMDistinctCellsOfTheRow() {
    assertThatThrownBy(() -> game.bind(Map.of("n", 9, "m", 3, "coins", "2,2,9")))
        .hasMessage("parameter 'coins': got cell 2 twice; allowed: distinct cells, one coin each");
    assertThatThrownBy(() -> game.bind(Map.of("n", 9, "m", 3, "coins", "2,5,10")))
        .hasMessage("parameter 'coins': got cell 10; allowed: cells from 1 to n = 9");
    assertThatThrownBy(() -> game.bind(Map.of("n", 9, "m", 3, "coins", "0,5,9")))
        .hasMessage("parameter 'coins[1]': got '0'; allowed: an integer from 1 upward");
    assertThatThrownBy(() -> game.bind(Map.of("n", 9, "m", 3, "coins", "2,5")))
        .hasMessage("parameter 'coins': got 2 cells; allowed: exactly m = 3 cells, one per coin");
  }

  @Test
  void classicRefusesBeyondItsLimitsNamingDigits() {
    StaircaseClassicSolver classic = new StaircaseClassicSolver(game);
    assertThatThrownBy(
            () ->
                classic.checkSupports(
                    game.bind(Map.of("n", "10^7", "m", 3)), StaircaseQuestions.COUNT))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("n <= 1000000")
        .hasMessageContaining("digits");
    assertThatThrownBy(
            () ->
                classic.checkSupports(
                    game.bind(Map.of("n", 1000, "m", 201)), StaircaseQuestions.COUNT))
        .hasMessageContaining("m <= 200")
        .hasMessageContaining("digits");
    assertThatThrownBy(
            () ->
                classic.checkSupports(
                    game.bind(Map.of("n", 10, "m", 3, "modulus", "exact")),
                    StaircaseQuestions.COUNT))
        .hasMessageContaining("exact counts");
  }

  @Test
  void positionQuestionsNeedAPlacement() {
    assertThatThrownBy(
            () ->
                new StaircaseDigitsSolver(game)
                    .solve(game.bind(Map.of("n", 9, "m", 3)), Question.MOVE))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("coins=");
  }

  @Test
  void countsRowsOf10To18CellsWithAThousandCoins() {
    String count =
        new StaircaseDigitsSolver(game)
            .solve(game.bind(Map.of("n", "10^18", "m", 1000)), StaircaseQuestions.COUNT)
            .text();
    assertThat(Long.parseLong(count)).isBetween(0L, 1_000_000_008L);
  }

  @Test
  void digitsRefusesCountsBeyondItsLimitBeforeStarting() {
    StaircaseDigitsSolver digits = new StaircaseDigitsSolver(game);
    assertThatThrownBy(
            () ->
                digits.solve(
                    game.bind(Map.of("n", "2^100000", "m", 2000)), StaircaseQuestions.COUNT))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "solver 'digits' would take 4.0e+11 steps for this count, at most 2^33 (8589934592); use a smaller"
                + " n or m");
    assertThatThrownBy(
            () ->
                digits.solve(
                    game.bind(Map.of("n", "10^18", "m", 500, "modulus", "exact")),
                    StaircaseQuestions.COUNT))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageEndingWith(
            "use a smaller n or m, or a modulus up to 2^30, which keeps the numbers in machine words");
  }

  @Test
  void aPositionNeedsTheCoinsAndSaysSo() {
    assertThatThrownBy(
            () -> game.positions().orElseThrow().start(game.bind(Map.of("n", 9, "m", 3))))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "a position needs the parameter 'coins', the occupied cells (for example coins=2,5,9); n and m"
                + " alone define only the count of placements");
  }
}
