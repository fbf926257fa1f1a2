package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import java.util.AbstractList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A component's many moves looked up on several threads give the values, answers and failures of
 * one thread: checked against the plain recurrence, and on components whose moves stop a sweep
 * part-way (an undefined value, a loop, a failing plugin) in a part that a helper thread takes.
 */
class GameSearchThreadsTest {

  private static GameSearch search(int threads) {
    return new GameSearch(new GameSearch.Options(false, 10_000_000, threads));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3})
  void kaylesRowsOfThousandsOfPinsHaveTheValuesOfThePlainRecurrence(int threads) {
    int[] plain = SumGames.kaylesValues(2601);
    GameSearch search = search(threads);
    assertThat(search.nimber(new LeanRow(2600))).hasValue(plain[2600]);
    for (int pins = 0; pins <= 2600; pins += 37) {
      assertThat(search.nimber(new LeanRow(pins))).as("row of %d", pins).hasValue(plain[pins]);
    }
    assertThat(search.outcome(new LeanRow(2599)))
        .isEqualTo(plain[2599] == 0 ? Outcome.LOSS : Outcome.WIN);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3})
  void aMoveDecidedByRuleAsAWinFarAlongAComponentLeavesItsValueUndefined(int threads) {
    GameSearch search = search(threads);
    Fan fan = new Fan(6000, 5500, Fan.Special.DECIDED_WIN);
    valueEveryLeaf(search, fan);
    assertThat(search.nimber(fan)).isEmpty();
    // The same fan without its special move: the mex of the leaves' values 0..9.
    assertThat(search.nimber(new Fan(6000, -1, Fan.Special.NONE))).hasValue(10);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3})
  void aMoveBackToTheComponentFarAlongItIsReportedAsALoop(int threads) {
    GameSearch search = search(threads);
    Fan fan = new Fan(6000, 5500, Fan.Special.LOOP);
    valueEveryLeaf(search, fan);
    assertThatThrownBy(() -> search.nimber(fan))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("loopy");
    assertThat(search.nimber(new Fan(6000, -1, Fan.Special.NONE))).hasValue(10);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3})
  void aPluginThatFailsOnAMoveFarAlongAComponentFailsTheSameWayAndTheSearchStaysUsable(
      int threads) {
    GameSearch search = search(threads);
    Fan fan = new Fan(6000, 5500, Fan.Special.FAILS);
    valueEveryLeaf(search, new Fan(6000, -1, Fan.Special.NONE));
    assertThatThrownBy(() -> search.nimber(fan))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("move 5500 cannot be made");
    assertThat(search.nimber(new Fan(6000, -1, Fan.Special.NONE))).hasValue(10);
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3})
  void anInterruptedSearchOnSeveralThreadsStops(int threads) {
    GameSearch search = search(threads);
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> search.nimber(new LeanRow(3000)))
          .isInstanceOf(SolverFailureException.class)
          .hasMessageContaining("interrupted");
    } finally {
      Thread.interrupted();
    }
    assertThat(search.nimber(new LeanRow(100)))
        .isEqualTo(OptionalInt.of(SumGames.kaylesValues(101)[100]));
  }

  /**
   * Values every position the fan's moves lead to but the fan itself, so that a sweep finds them
   * all valued.
   */
  private static void valueEveryLeaf(GameSearch search, Fan fan) {
    for (Move move : fan.moves()) {
      if (!move.to().equals(fan)) {
        search.nimber(move.to());
      }
    }
  }

  /**
   * A row of Kayles written lean, as a plugin author would for speed: its moves computed when
   * asked, and what a move leaves, two rows, a sum with the rows as components.
   */
  record LeanRow(int pins) implements Position {
    @Override
    public List<Move> moves() {
      return new AbstractList<>() {
        @Override
        public Move get(int index) {
          int knocked = index < pins ? 1 : 2;
          int before = index < pins ? index : index - pins;
          int after = pins - knocked - before;
          Position left =
              before == 0
                  ? new LeanRow(after)
                  : after == 0
                      ? new LeanRow(before)
                      : new LeanRows(new LeanRow(before), new LeanRow(after));
          return new Move("knock " + knocked + " after " + before, left);
        }

        @Override
        public int size() {
          return Math.max(0, 2 * pins - 1);
        }
      };
    }
  }

  /** Two rows side by side. */
  record LeanRows(LeanRow left, LeanRow right) implements Position {
    @Override
    public List<Position> components() {
      return List.of(left, right);
    }

    @Override
    public List<Move> moves() {
      throw new UnsupportedOperationException("valued by its rows");
    }
  }

  /**
   * A component with many moves: move i leads to a Nim heap of i mod 10 stones, except the special
   * one.
   *
   * @param size how many moves
   * @param special the index of the special move, or −1
   * @param kind what the special move does
   */
  record Fan(int size, int special, Special kind) implements Position {

    enum Special {
      NONE,
      DECIDED_WIN,
      LOOP,
      FAILS
    }

    @Override
    public List<Move> moves() {
      return new AbstractList<>() {
        @Override
        public Move get(int index) {
          if (index != special) {
            return new Move("to " + index, new SumGames.Heap(index % 10));
          }
          return switch (kind) {
            case DECIDED_WIN -> new Move("to a win", new WonByRule());
            case LOOP -> new Move("back", Fan.this);
            case FAILS -> throw new IllegalStateException("move " + index + " cannot be made");
            case NONE -> throw new AssertionError();
          };
        }

        @Override
        public int size() {
          return size;
        }
      };
    }
  }

  /** A position the rules decide as a win for the player to move: it has no Grundy value. */
  record WonByRule() implements Position {
    @Override
    public Optional<Outcome> verdict() {
      return Optional.of(Outcome.WIN);
    }

    @Override
    public List<Move> moves() {
      return List.of();
    }
  }
}
