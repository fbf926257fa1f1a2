package dev.nimber.games.cram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
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

  /**
   * The least image by its definition, cell by cell: every one of the eight images of the region's
   * box, the widest board first, then the least cells read as an unsigned number.
   */
  private static Board leastByDefinition(int width, int height, long region) {
    int top = height;
    int bottom = -1;
    int left = width;
    int right = -1;
    for (long rest = region; rest != 0; rest &= rest - 1) {
      int at = Long.numberOfTrailingZeros(rest);
      top = Math.min(top, at / width);
      bottom = Math.max(bottom, at / width);
      left = Math.min(left, at % width);
      right = Math.max(right, at % width);
    }
    int w = right - left + 1;
    int h = bottom - top + 1;
    Board best = null;
    for (int image = 0; image < 8; image++) {
      boolean transpose = (image & 4) != 0;
      int boardWidth = transpose ? h : w;
      long cells = 0;
      for (long rest = region; rest != 0; rest &= rest - 1) {
        int at = Long.numberOfTrailingZeros(rest);
        int row = (image & 2) != 0 ? bottom - at / width : at / width - top;
        int column = (image & 1) != 0 ? right - at % width : at % width - left;
        cells |= 1L << (transpose ? column * boardWidth + row : row * boardWidth + column);
      }
      Board candidate = new Board(boardWidth, transpose ? w : h, cells);
      if (best == null
          || candidate.width() > best.width()
          || candidate.width() == best.width()
              && Long.compareUnsigned(candidate.free(), best.free()) < 0) {
        best = candidate;
      }
    }
    return best;
  }

  /** Boards of every width from 1 to 64 and of up to 64 cells, full boards among them. */
  private static int[] randomBoard(Random random) {
    int width = 1 + random.nextInt(64);
    int height = random.nextInt(4) == 0 ? 64 / width : 1 + random.nextInt(64 / width);
    return new int[] {width, height};
  }

  /** A random set of a board's cells: sparse, dense or every cell. */
  private static long randomCells(Random random, int width, int height) {
    long all = Board.empty(width, height).free();
    return switch (random.nextInt(4)) {
      case 0 -> random.nextLong() & random.nextLong() & all;
      case 1 -> (random.nextLong() | random.nextLong()) & all;
      case 2 -> all;
      default -> random.nextLong() & all;
    };
  }

  @Test
  void aRegionsLeastImageIsTheWidestThenLeastOfItsImagesBuiltCellByCell() {
    Random random = new Random(11);
    for (int trial = 0; trial < 20_000; trial++) {
      int[] board = randomBoard(random);
      long region = randomCells(random, board[0], board[1]);
      if (region != 0) {
        assertThat(Regions.least(board[0], board[1], region))
            .as("%d x %d, cells %x", board[0], board[1], region)
            .isEqualTo(leastByDefinition(board[0], board[1], region));
      }
    }
  }

  @Test
  void aCellsNeighboursAreTheFreeOrCoveredCellsBesideAboveAndBelowIt() {
    Random random = new Random(12);
    for (int trial = 0; trial < 20_000; trial++) {
      int[] size = randomBoard(random);
      int width = size[0];
      int height = size[1];
      long cells = randomCells(random, width, height);
      long expected = 0;
      for (long rest = cells; rest != 0; rest &= rest - 1) {
        int at = Long.numberOfTrailingZeros(rest);
        int row = at / width;
        int column = at % width;
        expected |= column > 0 ? 1L << (at - 1) : 0;
        expected |= column + 1 < width ? 1L << (at + 1) : 0;
        expected |= row > 0 ? 1L << (at - width) : 0;
        expected |= row + 1 < height ? 1L << (at + width) : 0;
      }
      assertThat(Board.empty(width, height).neighbours(cells))
          .as("%d x %d, cells %x", width, height, cells)
          .isEqualTo(expected);
    }
  }

  @Test
  void theChildrenAreTheDominoesPositionsInTheirOrder() {
    Random random = new Random(13);
    for (int trial = 0; trial < 5_000; trial++) {
      int[] size = randomBoard(random);
      Board board = new Board(size[0], size[1], randomCells(random, size[0], size[1]));
      assertThat(board.children())
          .as("%s", board)
          .isEqualTo(board.moves().stream().map(Move::to).toList());
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
