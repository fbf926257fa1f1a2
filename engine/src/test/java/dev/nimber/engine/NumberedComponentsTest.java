package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.SumGames.Row;
import dev.nimber.engine.SumGames.Sum;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Components the game numbers, valued in an array, checked against the same components searched as
 * objects (which never consult the numbering) and against the plain recurrence.
 */
class NumberedComponentsTest {

  /**
   * Rows of Kayles numbered by their pins; each unordered pair of rows a move leaves is listed
   * once.
   */
  private static final NumberedComponents KAYLES_ROWS =
      new NumberedComponents() {
        @Override
        public long numberOf(Position component) {
          return component instanceof Row row ? row.pins() : -1;
        }

        @Override
        public void options(long pins, OptionSink into) {
          for (long left = 0; 2 * left <= pins - 1; left++) {
            into.option(left, pins - 1 - left);
          }
          for (long left = 0; 2 * left <= pins - 2; left++) {
            into.option(left, pins - 2 - left);
          }
        }
      };

  @Test
  void numberedKaylesRowsAreWorthThePlainRecurrenceUpTo2000Pins() {
    int[] plain = SumGames.kaylesValues(2001);
    GameSearch search = new GameSearch(GameSearch.Options.defaults(), KAYLES_ROWS);
    assertThat(search.nimber(new Row(2000, true))).hasValue(plain[2000]);
    for (int n = 0; n <= 2000; n++) {
      assertThat(search.nimber(new Row(n, true))).as("row of %d", n).hasValue(plain[n]);
    }
    assertThat(search.positionsEvaluated()).isEqualTo(2001);
  }

  @Test
  void aSumOfNumberedRowsHasTheOutcomeAndAWinningMoveOfTheSearchOfObjects() {
    int[] plain = SumGames.kaylesValues(200);
    GameSearch numbered = new GameSearch(GameSearch.Options.defaults(), KAYLES_ROWS);
    GameSearch objects = new GameSearch();
    Random random = new Random(12);
    for (int trial = 0; trial < 50; trial++) {
      List<Row> rows = new ArrayList<>();
      int value = 0;
      for (int i = random.nextInt(4) + 1; i > 0; i--) {
        int pins = 1 + random.nextInt(199);
        rows.add(new Row(pins, true));
        value ^= plain[pins];
      }
      Position sum = Sum.unpack(Sum.of(true, rows));
      assertThat(numbered.outcome(sum))
          .as("%s", rows)
          .isEqualTo(objects.outcome(sum))
          .isEqualTo(value == 0 ? Outcome.LOSS : Outcome.WIN);
      assertThat(numbered.winningMove(sum)).isEqualTo(objects.winningMove(sum));
    }
  }

  /**
   * Random games of numbered parts, each with random options that are sums of zero to three lower
   * parts (the options listed one at a time, in twos, or as arrays), against the same parts
   * searched as objects.
   */
  @Test
  void randomNumberedGamesAreWorthWhatTheSearchOfObjectsFinds() {
    Random random = new Random(2026);
    for (int trial = 0; trial < 100; trial++) {
      Table table = Table.random(trial, 1 + random.nextInt(60), random);
      GameSearch numbered = new GameSearch(GameSearch.Options.defaults(), table);
      GameSearch objects = new GameSearch();
      for (int part = table.options().length - 1; part >= 0; part--) {
        assertThat(numbered.nimber(new Part(table, part)))
            .as("table %d part %d", trial, part)
            .isEqualTo(objects.nimber(new Part(table, part)));
      }
    }
  }

  @Test
  void anOptionNotNumberedBelowItsComponentIsNamed() {
    NumberedComponents upwards =
        new NumberedComponents() {
          @Override
          public long numberOf(Position component) {
            return component instanceof Row row ? row.pins() : -1;
          }

          @Override
          public void options(long pins, OptionSink into) {
            if (pins > 0) {
              into.option(pins == 5 ? 5 : 0);
            }
          }
        };
    assertThatThrownBy(
            () -> new GameSearch(GameSearch.Options.defaults(), upwards).nimber(new Row(9, true)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "the numbered components list an option of component 5 with component 5, which is not numbered"
                + " below it (from 0 to 4)");
  }

  @Test
  void numberedComponentsCountAgainstTheBudgetBeforeAnyIsValued() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 100), KAYLES_ROWS);
    assertThatThrownBy(() -> search.nimber(new Row(100, true)))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("budget of 100 positions");
    assertThat(search.positionsEvaluated()).isZero();
    assertThat(search.nimber(new Row(99, true))).hasValue(SumGames.kaylesValues(100)[99]);
  }

  @Test
  void anInterruptedValuingStopsAndTheSearchStaysUsable() {
    GameSearch search = new GameSearch(GameSearch.Options.defaults(), KAYLES_ROWS);
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> search.nimber(new Row(3000, true)))
          .isInstanceOf(SolverFailureException.class)
          .hasMessageContaining("interrupted");
    } finally {
      Thread.interrupted();
    }
    assertThat(search.nimber(new Row(300, true))).hasValue(SumGames.kaylesValues(301)[300]);
  }

  /**
   * Parts and their options: part n's options are sums of lower parts.
   *
   * @param id names the table in a test
   * @param options for each part, its options, each the parts of a sum
   */
  record Table(int id, int[][][] options) implements NumberedComponents {

    static Table random(int id, int size, Random random) {
      int[][][] options = new int[size][][];
      for (int part = 0; part < size; part++) {
        int count = part == 0 ? 0 : random.nextInt(5);
        options[part] = new int[count][];
        for (int i = 0; i < count; i++) {
          options[part][i] = random.ints(random.nextInt(4), 0, part).toArray();
        }
      }
      return new Table(id, options);
    }

    @Override
    public long numberOf(Position component) {
      return component instanceof Part part && part.table() == this ? part.number() : -1;
    }

    @Override
    public void options(long component, OptionSink into) {
      for (int[] sum : options[(int) component]) {
        switch (sum.length) {
          case 1 -> into.option(sum[0]);
          case 2 -> into.option(sum[0], sum[1]);
          default -> into.option(Arrays.stream(sum).asLongStream().toArray(), sum.length);
        }
      }
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Table that
          && id == that.id
          && Arrays.deepEquals(options, that.options);
    }

    @Override
    public int hashCode() {
      return 31 * id + Arrays.deepHashCode(options);
    }
  }

  /**
   * A part of a {@link Table}'s game, as a position: its moves lead to the sums its options list.
   */
  record Part(Table table, int number) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int[] sum : table.options()[number]) {
        List<Position> parts =
            Arrays.stream(sum).<Position>mapToObj(n -> new Part(table, n)).toList();
        moves.add(
            new Move(Arrays.toString(sum), parts.size() == 1 ? parts.get(0) : Sum.of(true, parts)));
      }
      return moves;
    }

    @Override
    public String toString() {
      return "Part[" + table.id() + ":" + number + "]";
    }
  }
}
