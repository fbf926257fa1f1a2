package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A game's keys of its positions, which a solved database trusts, checked against the positions.
 */
class KeyCheckTest {

  /** The subtraction game with its piles written as keys, rightly or in one of two wrong ways. */
  static final class KeyedSubtraction extends SubtractionGame {
    private final Fault fault;

    KeyedSubtraction(Fault fault) {
      this.fault = fault;
    }

    @Override
    public Optional<PositionKeys> keys(Parameters instance) {
      return Optional.of(
          new PositionKeys() {
            @Override
            public byte[] key(Position position) {
              int stones = ((Pile) position).stones();
              return ByteBuffer.allocate(4)
                  .putInt(fault == Fault.SHARED && stones >= 5 ? 5 : stones)
                  .array();
            }

            @Override
            public Position position(byte[] key) {
              int stones = ByteBuffer.wrap(key).getInt();
              return new Pile(fault == Fault.READ_WRONG && stones == 3 ? 2 : stones);
            }
          });
    }
  }

  /** A wrong way to write keys. */
  enum Fault {
    NONE,
    SHARED,
    READ_WRONG
  }

  @Test
  void keysThatAreReadBackAndDistinctPass() {
    KeyedSubtraction game = new KeyedSubtraction(Fault.NONE);
    for (int n = 0; n <= 20; n++) {
      assertThat(KeyCheck.problem(game, game.pile(n), 1000)).isEmpty();
    }
    assertThat(
            new Verifier(game, SearchSolver.solversOf(game), true)
                .check(game.smallInstances(20), false, () -> {})
                .finding())
        .isEmpty();
  }

  @Test
  void twoPositionsWithOneKeyAreFoundAndShrunk() {
    KeyedSubtraction game = new KeyedSubtraction(Fault.SHARED);
    assertThat(KeyCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "write position Pile[stones=9] as key 00000005, which they read back as Pile[stones=5]");
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(List.of(game.pile(20)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found.instance()).isEqualTo(game.pile(6));
              assertThat(found.describe())
                  .isEqualTo(
                      "n=6: the game's keys write position Pile[stones=6] as key 00000005,"
                          + " which they read back as Pile[stones=5]");
            });
  }

  @Test
  void aKeyReadBackAsAnotherPositionIsFound() {
    KeyedSubtraction game = new KeyedSubtraction(Fault.READ_WRONG);
    assertThat(KeyCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "write position Pile[stones=3] as key 00000003, which they read back as Pile[stones=2]");
  }
}
