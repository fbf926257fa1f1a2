package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.ComponentValues;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.engine.SumGames.Row;
import dev.nimber.engine.SumGames.SealedRow;
import dev.nimber.engine.SumGames.Sum;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A game's own values of its components ({@link GameSearch#valuesComponentsBy}): taken in place of
 * searching a component, and giving the values and remoteness the search finds without them.
 */
class ComponentValuesTest {

  private static final int[] KAYLES = SumGames.kaylesValues(200);

  /** Kayles rows' values by the plain recurrence, counting the components asked. */
  private static final class RowValues implements ComponentValues {
    int asked;

    @Override
    public long grundyOf(Position component) {
      asked++;
      return component instanceof Row row ? KAYLES[row.pins()] : -1;
    }
  }

  /**
   * A sum of rows whose moves cannot be listed is valued from the game's values alone, each row
   * asked once; the same rows as Kayles rows, searched, give the same value.
   */
  @Test
  void aComponentIsValuedByTheGamesValuesWithoutItsMovesListed() {
    List<Position> sealed = new ArrayList<>();
    List<Position> rows = new ArrayList<>();
    for (int pins : new int[] {150, 71, 71, 33, 190}) {
      sealed.add(new SealedRow(pins));
      rows.add(new Row(pins, true));
    }
    GameSearch search = new GameSearch();
    search.valuesComponentsBy(
        component -> component instanceof SealedRow row ? KAYLES[row.pins()] : -1);
    int expected = KAYLES[150] ^ KAYLES[33] ^ KAYLES[190];
    assertThat(search.nimber(Sum.of(true, sealed))).hasValue(expected);
    assertThat(new GameSearch().nimber(Sum.of(true, rows))).hasValue(expected);
  }

  /**
   * The remoteness of sums of Kayles rows (up to three, of up to 12 pins each) with the rows'
   * values from the game: the same as the search finds valuing every row itself, and the game's
   * values asked for the rows it needed.
   */
  @Test
  void theRemotenessOfSumsIsTheSameWithTheGamesValues() {
    RowValues values = new RowValues();
    GameSearch byTheory = new GameSearch();
    byTheory.valuesComponentsBy(values);
    GameSearch bySearch = new GameSearch();
    int compared = 0;
    for (int a = 1; a <= 12; a++) {
      for (int b = 0; b <= a; b += 3) {
        for (int c = 0; c <= b; c += 4) {
          Position sum = Sum.unpack(Sum.of(true, List.of(row(a), row(b), row(c))));
          Optional<GameSearch.Evaluation> expected = SumRemoteness.nearASum(bySearch, sum);
          assertThat(SumRemoteness.nearASum(byTheory, sum))
              .as("rows %d %d %d", a, b, c)
              .isEqualTo(expected);
          compared += expected.isPresent() ? 1 : 0;
        }
      }
    }
    assertThat(compared).isGreaterThan(30);
    assertThat(values.asked).isGreaterThan(12);
  }

  /**
   * A position that is no sum, asked its outcome or Grundy value, is answered from the game's value
   * of it, its moves never listed.
   */
  @Test
  void aPositionThatIsNoSumIsAnsweredByTheGamesValue() {
    GameSearch search = new GameSearch();
    search.valuesComponentsBy(
        component -> component instanceof SealedRow row ? KAYLES[row.pins()] : -1);
    assertThat(search.grundy(new SealedRow(190))).hasValue(KAYLES[190]);
    assertThat(search.outcome(new SealedRow(34)))
        .isEqualTo(KAYLES[34] == 0 ? Outcome.LOSS : Outcome.WIN);
  }

  private static Row row(int pins) {
    return new Row(pins, true);
  }
}
