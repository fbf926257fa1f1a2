package dev.nimber.games.chomp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The theory against a plain recursion over row lengths, which shares no code with it: every
 * diagram inside a box of 7 × 7 that the theory decides has the recursion's outcome, and every
 * winning bite it names leaves a diagram the recursion finds lost.
 */
class TheorySolverTest {

  private final ChompGame game = new ChompGame();
  private final TheorySolver theory = new TheorySolver(game);
  private final Map<String, Boolean> lost = new HashMap<>();

  /** Whether the player to move loses the diagram of these row lengths (zeros dropped). */
  private boolean lostByRecursion(int[] rows) {
    String key = Arrays.toString(rows);
    Boolean known = lost.get(key);
    if (known != null) {
      return known;
    }
    boolean result = true;
    for (int row = 0; row < rows.length && result; row++) {
      for (int column = row == 0 ? 1 : 0; column < rows[row] && result; column++) {
        if (lostByRecursion(bite(rows, row, column))) {
          result = false;
        }
      }
    }
    lost.put(key, result);
    return result;
  }

  private static int[] bite(int[] rows, int row, int column) {
    List<Integer> after = new ArrayList<>();
    for (int i = 0; i < rows.length; i++) {
      int length = i < row ? rows[i] : Math.min(rows[i], column);
      if (length > 0) {
        after.add(length);
      }
    }
    return after.stream().mapToInt(Integer::intValue).toArray();
  }

  private static void everyDiagram(int[] above, int longest, int rowsLeft, List<int[]> into) {
    if (above.length > 0) {
      into.add(above);
    }
    if (rowsLeft == 0) {
      return;
    }
    for (int length = 1; length <= longest; length++) {
      int[] rows = Arrays.copyOf(above, above.length + 1);
      rows[above.length] = length;
      everyDiagram(rows, length, rowsLeft - 1, into);
    }
  }

  private Parameters instance(int[] rows) {
    return game.instance(Arrays.stream(rows).asLongStream().toArray());
  }

  @Test
  void everyDiagramTheTheoryDecidesInABoxOfSevenHasTheRecursionsOutcomeAndWinningBite() {
    List<int[]> diagrams = new ArrayList<>();
    everyDiagram(new int[0], 7, 7, diagrams);
    assertThat(diagrams).hasSize(3431);
    int decided = 0;
    int bites = 0;
    for (int[] rows : diagrams) {
      Diagram diagram = Diagram.ofRows(Arrays.stream(rows).asLongStream().toArray());
      Optional<Boolean> theory = diagram.lost();
      if (theory.isEmpty()) {
        continue;
      }
      decided++;
      assertThat(theory.get()).as(Arrays.toString(rows)).isEqualTo(lostByRecursion(rows));
      Optional<Bite> bite = diagram.winningBite();
      if (bite.isPresent()) {
        bites++;
        int[] after = bite(rows, (int) bite.get().row() - 1, (int) bite.get().column() - 1);
        assertThat(diagram.has(bite.get())).isTrue();
        assertThat(lostByRecursion(after)).as(Arrays.toString(rows) + " " + bite.get()).isTrue();
      }
    }
    assertThat(decided).isEqualTo(115);
    assertThat(bites).isEqualTo(78);
  }

  /**
   * Strategy stealing: every rectangle but the poisoned square alone is won by the first player.
   */
  @Test
  void everyRectangleButOneByOneIsAFirstPlayerWinByTheRecursion() {
    for (int height = 1; height <= 7; height++) {
      for (int width = 1; width <= 7; width++) {
        int[] rows = new int[height];
        Arrays.fill(rows, width);
        assertThat(lostByRecursion(rows)).isEqualTo(width == 1 && height == 1);
        Answer answer = theory.solve(game.rectangle(width, height), Question.OUTCOME);
        assertThat(answer.outcome()).hasValue(width * height == 1 ? Outcome.LOSS : Outcome.WIN);
      }
    }
  }

  @Test
  void hugeShapesAreAnsweredWithMovesTheGameChecks() {
    long big = 1_000_000_000_000_000_000L;
    Parameters square = game.rectangle(big, big);
    Answer bite = theory.solve(square, Question.MOVE);
    assertThat(bite.moveLabel()).isEqualTo("bite at row 2, column 2");
    assertThat(bite.details()).containsEntry("leaves", "1000000000000000000,1×999999999999999999");
    assertThat(game.checkMove(square, bite)).isEmpty();
    Parameters twoColumns = game.rectangle(2, big);
    Answer column = theory.solve(twoColumns, Question.MOVE);
    assertThat(column.moveLabel()).isEqualTo("bite at row 1000000000000000000, column 2");
    assertThat(game.checkMove(twoColumns, column)).isEmpty();
    Parameters twoRows = game.instance(new long[] {big, 5});
    assertThat(theory.solve(twoRows, Question.MOVE).moveLabel())
        .isEqualTo("bite at row 1, column 7");
    assertThat(game.checkMove(twoRows, Answer.winningMove("bite at row 1, column 8", Map.of())))
        .hasValue("but it leaves a position the opponent wins");
    assertThat(game.checkMove(twoRows, Answer.winningMove("bite at row 1, column 1", Map.of())))
        .hasValue("which is not a legal move here");
  }

  @Test
  void aRectangleOfThreeRowsOrMoreThatIsNotASquareHasNoKnownBite() {
    assertThatThrownBy(() -> theory.checkSupports(game.rectangle(5, 3), Question.MOVE))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("no winning bite is known for a rectangle of 3 × 5");
    assertThatThrownBy(
            () -> theory.checkSupports(game.instance(new long[] {3, 3, 2}), Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("3×2,2 is none of them");
  }

  /** The numbering of a 5 × 5 box: every diagram's rank read back, and C(10, 5) − 1 in all. */
  @Test
  void everyDiagramOfABoxIsRankedOnceAndReadBack() {
    ChompRanking ranking = new ChompRanking(5, 5);
    long total = 0;
    for (int tier = 0; tier < ranking.tierCount(); tier++) {
      for (long rank = 0; rank < ranking.tierSize(tier); rank++) {
        int[] rows = ranking.unrank(tier + 1, rank);
        assertThat(ranking.rank(rows, tier + 1)).isEqualTo(rank);
        assertThat(Arrays.stream(rows).sum()).isEqualTo(tier + 1);
        total++;
      }
    }
    assertThat(total).isEqualTo(251);
  }
}
