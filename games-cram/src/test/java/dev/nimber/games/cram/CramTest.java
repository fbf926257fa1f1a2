package dev.nimber.games.cram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.GameSearch;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Cram against a plain recursion over the free cells of a board (mex over every domino, no regions
 * and no symmetry: no code shared with the positions' sums or the solver's strategies), strips
 * against Dawson's Kayles in the literature, and the regions' least images.
 */
class CramTest {

  /** Dawson's Kayles, octal 0.07 (OEIS A002187; Winning Ways, chapter 4): a strip of n cells. */
  private static final int[] DAWSONS_KAYLES = {
    0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
    2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2
  };

  private final CramGame game = new CramGame();
  private final SymmetrySolver symmetry = new SymmetrySolver(game);

  /** The Grundy value of the free cells of a width × height board, by mex over every domino. */
  private static int byRecursion(int width, int height, long free, Map<Long, Integer> memo) {
    Integer known = memo.get(free);
    if (known != null) {
      return known;
    }
    long seen = 0;
    for (int at = 0; at < width * height; at++) {
      if ((free >>> at & 1) == 0) {
        continue;
      }
      if (at % width + 1 < width && (free >>> (at + 1) & 1) != 0) {
        seen |= 1L << byRecursion(width, height, free & ~(3L << at), memo);
      }
      if (at + width < width * height && (free >>> (at + width) & 1) != 0) {
        seen |= 1L << byRecursion(width, height, free & ~(1L << at) & ~(1L << (at + width)), memo);
      }
    }
    int mex = Long.numberOfTrailingZeros(~seen);
    memo.put(free, mex);
    return mex;
  }

  @Test
  void stripsAreDawsonsKaylesAsTheLiteratureGivesItAndPeriodicBeyond() {
    for (int n = 0; n < DAWSONS_KAYLES.length; n++) {
      assertThat(DawsonsKayles.value(n)).as("strip of %d", n).isEqualTo(DAWSONS_KAYLES[n]);
    }
    int[] plain = DawsonsKayles.recurrence(3000);
    for (int n = 0; n <= 3000; n++) {
      assertThat(DawsonsKayles.value(n)).as("strip of %d", n).isEqualTo(plain[n]);
    }
    for (int n = 1; n <= 16; n++) {
      assertThat(byRecursion(n, 1, (1L << n) - 1, new HashMap<>())).isEqualTo(DAWSONS_KAYLES[n]);
    }
  }

  /**
   * Every empty board of up to 20 cells: the search's value is the plain recursion's, even × even
   * boards are lost and even × odd ones won (with the centre domino winning), as the symmetry
   * strategies say.
   */
  @Test
  void everySmallBoardHasTheRecursionsValueAndTheSymmetryStrategiesOutcome() {
    GameSearch search = new GameSearch();
    for (int height = 1; height <= 20; height++) {
      for (int width = 1; width * height <= 20; width++) {
        long all = (1L << (width * height)) - 1;
        int value = byRecursion(width, height, all, new HashMap<>());
        Board board = Board.empty(width, height);
        assertThat(search.nimber(board))
            .as("%d × %d", width, height)
            .isEqualTo(OptionalInt.of(value));
        Parameters instance = game.board(width, height);
        if (width % 2 == 0 || height % 2 == 0 || width == 1 || height == 1) {
          Answer outcome = symmetry.solve(instance, Question.OUTCOME);
          assertThat(outcome.outcome()).hasValue(value == 0 ? Outcome.LOSS : Outcome.WIN);
          Answer move = symmetry.solve(instance, Question.MOVE);
          if (value != 0) {
            Board after = (Board) move.move().orElseThrow().to();
            assertThat(byRecursion(width, height, after.free(), new HashMap<>())).isZero();
          }
        }
        if (width % 2 == 0 && height % 2 == 0) {
          assertThat(value).isZero();
        }
      }
    }
  }

  /** The eight images of a region have one least image, which is its own least image. */
  @Test
  void theImagesOfARegionUnderTheBoardsSymmetriesShareOneLeastImage() {
    Random random = new Random(5);
    for (int trial = 0; trial < 300; trial++) {
      int width = 1 + random.nextInt(8);
      int height = 1 + random.nextInt(64 / width);
      long region = random.nextLong() & (width * height == 64 ? -1L : (1L << (width * height)) - 1);
      if (region == 0) {
        continue;
      }
      Board least = Regions.least(width, height, region);
      assertThat(Regions.least(least.width(), least.height(), least.free())).isEqualTo(least);
      // The mirror image across the vertical axis, and the transpose, have the same least image.
      long mirrored = 0;
      long transposed = 0;
      for (long rest = region; rest != 0; rest &= rest - 1) {
        int at = Long.numberOfTrailingZeros(rest);
        int row = at / width;
        int column = at % width;
        mirrored |= 1L << (row * width + width - 1 - column);
        transposed |= 1L << (column * height + row);
      }
      assertThat(Regions.least(width, height, mirrored)).isEqualTo(least);
      assertThat(Regions.least(height, width, transposed)).isEqualTo(least);
      assertThat(Long.bitCount(least.free())).isEqualTo(Long.bitCount(region));
    }
  }

  @Test
  void hugeBoardsAreAnsweredWithMovesTheGameChecks() {
    long big = 1_000_000_000_000_000_000L;
    Parameters evenByOdd = game.board(big, big - 1);
    Answer centre = symmetry.solve(evenByOdd, Question.MOVE);
    assertThat(centre.moveLabel())
        .isEqualTo("domino at row 500000000000000000, column 500000000000000000, across");
    assertThat(game.checkMove(evenByOdd, centre)).isEmpty();
    assertThat(symmetry.solve(game.board(big, big), Question.OUTCOME).outcome())
        .hasValue(Outcome.LOSS);
    Parameters strip = game.board(big, 1);
    Answer move = symmetry.solve(strip, Question.MOVE);
    assertThat(game.checkMove(strip, move)).isEmpty();
    assertThat(symmetry.solve(strip, Question.GRUNDY).number())
        .hasValue(java.math.BigInteger.valueOf(DawsonsKayles.value(big)));
    assertThat(
            game.checkMove(
                evenByOdd, Answer.winningMove("domino at row 1, column 1, across", Map.of())))
        .hasValue("but no theory shows that it leaves a lost position on a board this large");
    assertThatThrownBy(() -> symmetry.checkSupports(game.board(5, 3), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("odd × odd board (5 × 3)");
  }
}
