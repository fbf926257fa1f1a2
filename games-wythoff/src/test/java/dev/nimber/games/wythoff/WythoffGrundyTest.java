package dev.nimber.games.wythoff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import org.junit.jupiter.api.Test;

/** The engine's Grundy values of Wythoff's game, against the mex recurrence and the literature. */
class WythoffGrundyTest {

  private static final WythoffGame GAME = new WythoffGame();
  private static final SearchSolver SEARCH = SearchSolver.forGame(GAME).orElseThrow();

  /** G(a, b) = mex of the values a move leaves, from the rules: O(n³). */
  private static int[][] grundyByTheRules(int size) {
    int[][] values = new int[size][size];
    for (int a = 0; a < size; a++) {
      for (int b = 0; b < size; b++) {
        boolean[] seen = new boolean[3 * size + 1];
        for (int k = 1; k <= a; k++) {
          seen[values[a - k][b]] = true;
        }
        for (int k = 1; k <= b; k++) {
          seen[values[a][b - k]] = true;
        }
        for (int k = 1; k <= Math.min(a, b); k++) {
          seen[values[a - k][b - k]] = true;
        }
        int mex = 0;
        while (seen[mex]) {
          mex++;
        }
        values[a][b] = mex;
      }
    }
    return values;
  }

  /**
   * The first rows of the table of Wythoff's nim-values (OEIS A004481; Berlekamp, Conway and Guy,
   * Winning Ways, chapter 3).
   */
  @Test
  void theFirstRowsAreThePublishedNimValues() {
    int[][] published = {
      {0, 1, 2, 3, 4, 5},
      {1, 2, 0, 4, 5, 3},
      {2, 0, 1, 5, 3, 4},
      {3, 4, 5, 6, 2, 0},
      {4, 5, 3, 2, 7, 6},
      {5, 3, 4, 0, 6, 8},
    };
    int[][] rules = grundyByTheRules(6);
    for (int a = 0; a < 6; a++) {
      assertThat(rules[a]).as("row %d", a).containsExactly(published[a]);
    }
  }

  @Test
  void theEnginesGrundyValuesAreTheRecurrencesBelow40() {
    int size = 40;
    int[][] rules = grundyByTheRules(size);
    for (int a = 0; a < size; a++) {
      for (int b = 0; b < size; b++) {
        int expected = rules[a][b];
        assertThat(SEARCH.solve(GAME.instance(a, b), Question.GRUNDY).number())
            .as("(%d, %d)", a, b)
            .hasValueSatisfying(value -> assertThat(value.intValue()).isEqualTo(expected));
      }
    }
  }
}
