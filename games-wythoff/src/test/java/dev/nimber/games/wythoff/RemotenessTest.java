package dev.nimber.games.wythoff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The remoteness from the losing pairs against the plain recurrence over every move of every pair
 * of heaps below 160, and the move that loses slowest against it.
 */
class RemotenessTest {

  private static final int SIZE = 160;
  private static final WythoffGame GAME = new WythoffGame();

  /**
   * The remoteness of every pair of heaps below n from the rules alone: 0 with no move; a position
   * with a move to one of even remoteness (a loss) wins, in 1 + the least such; else it loses, in 1
   * + the most of its moves'. O(n³).
   */
  private static int[][] remotenessByTheRules(int size) {
    int[][] remote = new int[size][size];
    for (int a = 0; a < size; a++) {
      for (int b = 0; b < size; b++) {
        int leastLoss = Integer.MAX_VALUE;
        int most = -1;
        for (int[] after : children(a, b)) {
          int r = remote[after[0]][after[1]];
          most = Math.max(most, r);
          if (r % 2 == 0) {
            leastLoss = Math.min(leastLoss, r);
          }
        }
        remote[a][b] = most < 0 ? 0 : leastLoss != Integer.MAX_VALUE ? 1 + leastLoss : 1 + most;
      }
    }
    return remote;
  }

  private static int[][] children(int a, int b) {
    int[][] after = new int[a + b + Math.min(a, b)][];
    int n = 0;
    for (int k = 1; k <= a; k++) {
      after[n++] = new int[] {a - k, b};
    }
    for (int k = 1; k <= b; k++) {
      after[n++] = new int[] {a, b - k};
    }
    for (int k = 1; k <= Math.min(a, b); k++) {
      after[n++] = new int[] {a - k, b - k};
    }
    return after;
  }

  @Test
  void everyRemotenessBelow160IsThatOfThePlainRecurrence() {
    int[][] expected = remotenessByTheRules(SIZE);
    GoldenSolver golden = new GoldenSolver(GAME);
    for (int a = 0; a < SIZE; a++) {
      for (int b = 0; b < SIZE; b++) {
        Answer answer = golden.solve(GAME.instance(a, b), Question.REMOTENESS);
        assertThat(answer.number())
            .as("(%d, %d)", a, b)
            .hasValue(BigInteger.valueOf(expected[a][b]));
        assertThat(answer.outcome())
            .as("(%d, %d)", a, b)
            .contains(expected[a][b] % 2 == 0 ? Outcome.LOSS : Outcome.WIN);
      }
    }
  }

  @Test
  void asLargeAPositionFirstValuesThePairsBelowItTheSame() {
    int[][] expected = remotenessByTheRules(SIZE);
    Remoteness fresh = new Remoteness();
    assertThat(fresh.of(Heaps.of(SIZE - 1, SIZE - 2))).isEqualTo(expected[SIZE - 1][SIZE - 2]);
    for (int a = 0; a < SIZE; a += 7) {
      for (int b = a; b < SIZE; b += 3) {
        assertThat(fresh.of(Heaps.of(a, b))).as("(%d, %d)", a, b).isEqualTo(expected[a][b]);
      }
    }
  }

  @Test
  void fromEveryLosingPairBelow160TheMoveNamedLosesSlowest() {
    int[][] expected = remotenessByTheRules(SIZE);
    GoldenSolver golden = new GoldenSolver(GAME);
    int losingPairs = 0;
    for (int a = 1; a < SIZE; a++) {
      for (int b = a; b < SIZE; b++) {
        if (expected[a][b] % 2 != 0) {
          continue;
        }
        losingPairs++;
        Heaps heaps = Heaps.of(a, b);
        Answer answer = golden.solve(GAME.instance(a, b), Question.MOVE);
        assertThat(answer.outcome()).contains(Outcome.LOSS);
        WythoffMove move = WythoffMove.parse(answer.moveLabel(), heaps).orElseThrow();
        assertThat(move.fits(heaps)).isTrue();
        Heaps after = move.applyTo(heaps);
        assertThat(expected[(int) after.small()][(int) after.large()])
            .as("(%d, %d) by %s", a, b, answer.moveLabel())
            .isEqualTo(expected[a][b] - 1);
        assertThat(answer.text()).endsWith("(loses slowest, in " + expected[a][b] + ")");
      }
    }
    assertThat(losingPairs).isEqualTo(61);
  }

  @Test
  void everyMovesValueBelow60IsThatOfThePlainRecurrence() {
    int[][] expected = remotenessByTheRules(60);
    GoldenSolver golden = new GoldenSolver(GAME);
    for (int a = 0; a < 60; a++) {
      for (int b = 0; b < 60; b++) {
        List<Move> moves = new WythoffPosition(Heaps.of(a, b)).moves();
        List<Answer.MoveValue> values = golden.solve(GAME.instance(a, b), Question.MOVES).moves();
        assertThat(values).hasSameSizeAs(moves);
        for (int i = 0; i < moves.size(); i++) {
          Heaps after = ((WythoffPosition) moves.get(i).to()).heaps();
          int remote = expected[(int) after.small()][(int) after.large()];
          assertThat(values.get(i))
              .as("(%d, %d) by %s", a, b, moves.get(i).label())
              .isEqualTo(
                  new Answer.MoveValue(
                      moves.get(i).label(),
                      remote % 2 == 0 ? Outcome.WIN : Outcome.LOSS,
                      Optional.of(remote + 1L)));
        }
      }
    }
  }

  @Test
  void heapsBeyondTheLimitAreRefusedNamingIt() {
    GoldenSolver golden = new GoldenSolver(GAME);
    Assertions.assertThatThrownBy(
            () -> golden.checkSupports(GAME.instance(3, 100_001), Question.REMOTENESS))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("heaps up to 100,000")
        .hasMessageContaining("100001");
    long lower = Golden.lower(38_200);
    assertThat(lower + 38_200).isGreaterThan(Remoteness.MAX_HEAP);
    Answer move = golden.solve(GAME.instance(lower, lower + 38_200), Question.MOVE);
    assertThat(move.namedMove()).isEmpty();
    assertThat(move.firstPlayerWins()).contains(false);
  }
}
