package dev.nimber.games.wythoff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.api.Question;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The golden-ratio solver against the plain recurrence over every pair of heaps below 200, and
 * against the published sequences of the losing positions.
 */
class GoldenSolverTest {

  private static final WythoffGame GAME = new WythoffGame();
  private static final GoldenSolver GOLDEN = new GoldenSolver(GAME);
  private static final int SIZE = 200;

  /**
   * Whether the player to move loses, from the rules alone: a position loses when every move leaves
   * one that wins. O(n³) over every pair of heaps below n.
   */
  private static boolean[][] losingByTheRules(int size) {
    boolean[][] losing = new boolean[size][size];
    for (int a = 0; a < size; a++) {
      for (int b = 0; b < size; b++) {
        boolean wins = false;
        for (int k = 1; k <= a && !wins; k++) {
          wins = losing[a - k][b];
        }
        for (int k = 1; k <= b && !wins; k++) {
          wins = losing[a][b - k];
        }
        for (int k = 1; k <= Math.min(a, b) && !wins; k++) {
          wins = losing[a - k][b - k];
        }
        losing[a][b] = !wins;
      }
    }
    return losing;
  }

  @Test
  void everyOutcomeAndWinningMoveAgreesWithTheRulesBelow200() {
    boolean[][] losing = losingByTheRules(SIZE);
    for (int a = 0; a < SIZE; a++) {
      for (int b = 0; b < SIZE; b++) {
        Answer outcome = GOLDEN.solve(GAME.instance(a, b), Question.OUTCOME);
        assertThat(outcome.outcome())
            .as("(%d, %d)", a, b)
            .contains(losing[a][b] ? Outcome.LOSS : Outcome.WIN);
        Answer move = GOLDEN.solve(GAME.instance(a, b), Question.MOVE);
        Heaps heaps = Heaps.of(a, b);
        if (losing[a][b]) {
          // The move that loses slowest, checked against the plain recurrence in RemotenessTest.
          assertThat(move.firstPlayerWins()).as("(%d, %d)", a, b).contains(false);
          assertThat(move.namedMove().isPresent()).as("(%d, %d)", a, b).isEqualTo(a + b > 0);
          continue;
        }
        Optional<WythoffMove> parsed = WythoffMove.parse(move.moveLabel(), heaps);
        assertThat(parsed).as(move.moveLabel()).isPresent();
        assertThat(parsed.get().fits(heaps)).isTrue();
        Heaps after = parsed.get().applyTo(heaps);
        assertThat(losing[(int) after.small()][(int) after.large()])
            .as("(%d, %d) by %s", a, b, move.moveLabel())
            .isTrue();
      }
    }
  }

  /**
   * The smaller heaps of the losing positions are the lower Wythoff sequence ⌊kφ⌋ (OEIS A000201),
   * the larger the upper one ⌊kφ²⌋ (A001950).
   */
  @Test
  void theLosingPositionsAreThePublishedWythoffPairs() {
    boolean[][] losing = losingByTheRules(60);
    List<Integer> lower = new ArrayList<>();
    List<Integer> upper = new ArrayList<>();
    for (int a = 0; a < 60; a++) {
      for (int b = a; b < 60; b++) {
        if (losing[a][b] && a > 0) {
          lower.add(a);
          upper.add(b);
        }
      }
    }
    assertThat(lower.subList(0, 12)).containsExactly(1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19);
    assertThat(upper.subList(0, 12)).containsExactly(2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31);
    for (int k = 1; k <= 12; k++) {
      assertThat(Golden.lower(k)).isEqualTo((long) lower.get(k - 1));
      assertThat(Golden.lower(k) + k).isEqualTo((long) upper.get(k - 1));
    }
  }

  /**
   * Heaps near 10^18: the k-th losing pair loses, and from each of its neighbours the winning move
   * leaves a losing pair (checked by the golden ratio's rule, which the test above checks small).
   */
  @Test
  void heapsOfAQuintillionAreAnsweredWithAMoveToALosingPair() {
    for (long k : new long[] {300_000_000_000_000_000L, 381_966_011_250_000_000L}) {
      long small = Golden.lower(k);
      long large = small + k;
      assertThat(large).isLessThanOrEqualTo(WythoffGame.MAX_HEAP);
      assertThat(GOLDEN.solve(GAME.instance(small, large), Question.OUTCOME).outcome())
          .contains(Outcome.LOSS);
      for (long[] near :
          new long[][] {
            {small, large - 1}, {small + 1, large}, {small - 1, large}, {large, large}
          }) {
        Answer move = GOLDEN.solve(GAME.instance(near[0], near[1]), Question.MOVE);
        assertThat(GAME.checkMove(GAME.instance(near[0], near[1]), move))
            .as("%d, %d: %s", near[0], near[1], move.moveLabel())
            .isEmpty();
      }
    }
  }
}
