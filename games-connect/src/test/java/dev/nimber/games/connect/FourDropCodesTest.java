package dev.nimber.games.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Outcome;
import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The codes written out for four in a row against {@link DropCodes}, whose lines and threats loop
 * over k: the same verdict, the same children in the same order and the same win at once, on every
 * board of small shapes and on boards of random play on large ones.
 */
class FourDropCodesTest {

  private final ConnectGame game = new ConnectGame();

  /** What one expansion reported, as a list to compare: the verdict, or the children in order. */
  private static List<Object> expansion(dev.nimber.api.CodedPositions coding, int tier, long code) {
    List<Object> reported = new ArrayList<>();
    coding.expand(
        tier,
        code,
        new Expansion() {
          @Override
          public void verdict(Outcome outcome) {
            reported.add(outcome);
          }

          @Override
          public void child(int childTier, long childCode) {
            reported.add(new TierRank(childTier, childCode));
          }
        });
    return reported;
  }

  /**
   * Every board of a shape, as codes: from the empty board by every move, whether or not the
   * codings report it (they leave out moves that lose at once), stopping where a line is made.
   */
  private Set<TierRank> everyBoard(Shape shape) {
    DropCodes plain = new DropCodes(shape);
    TierRank empty =
        plain.codeOf(game.start(game.instance(shape.width(), shape.height(), 4, true, List.of())));
    Set<TierRank> seen = new HashSet<>(List.of(empty));
    Deque<TierRank> open = new ArrayDeque<>(seen);
    while (!open.isEmpty()) {
      TierRank board = open.pop();
      for (TierRank next : everyMove(plain, shape, board)) {
        if (seen.add(next)) {
          open.push(next);
        }
      }
    }
    return seen;
  }

  /** The boards every legal move leads to (none once a line is made or the board is full). */
  private static List<TierRank> everyMove(DropCodes plain, Shape shape, TierRank board) {
    if (expansion(plain, board.tier(), board.rank()).get(0) instanceof Outcome) {
      return List.of();
    }
    long code = board.rank();
    long mask = plain.maskOf(code);
    long bottom = plain.bottom();
    long mover = code - mask - bottom;
    long other = mask ^ mover;
    List<TierRank> moves = new ArrayList<>();
    for (int column = 0; column < shape.width(); column++) {
      long cell = (mask + bottom) & plain.board() & plain.column(column);
      if (cell != 0) {
        moves.add(new TierRank(board.tier() - 1, other + (mask | cell) + bottom));
      }
    }
    return moves;
  }

  private static void assertSameAsDropCodes(Shape shape, Iterable<TierRank> boards) {
    DropCodes plain = new DropCodes(shape);
    FourDropCodes four = new FourDropCodes(shape);
    int checked = 0;
    for (TierRank board : boards) {
      assertThat(expansion(four, board.tier(), board.rank()))
          .as("%s tier %d code %d", shape, board.tier(), board.rank())
          .isEqualTo(expansion(plain, board.tier(), board.rank()));
      assertThat(four.winsAtOnce(board.tier(), board.rank()))
          .as("%s tier %d code %d wins at once", shape, board.tier(), board.rank())
          .isEqualTo(plain.winsAtOnce(board.tier(), board.rank()));
      checked++;
    }
    assertThat(checked).isPositive();
  }

  @Test
  void everyBoardOfSmallShapesExpandsAsDropCodesExpandsIt() {
    for (Shape shape :
        List.of(
            new Shape(4, 4, 4, true),
            new Shape(5, 3, 4, true),
            new Shape(3, 5, 4, true),
            new Shape(4, 1, 4, true),
            new Shape(1, 6, 4, true))) {
      Set<TierRank> boards = everyBoard(shape);
      assertSameAsDropCodes(shape, boards);
    }
  }

  /** Boards of random play, every move legal, up to a line or a full board. */
  @Test
  void boardsOfRandomPlayOnLargeShapesExpandAsDropCodesExpandsThem() {
    Random random = new Random(48);
    for (Shape shape :
        List.of(new Shape(7, 6, 4, true), new Shape(6, 5, 4, true), new Shape(8, 5, 4, true))) {
      DropCodes plain = new DropCodes(shape);
      TierRank start =
          plain.codeOf(
              game.start(game.instance(shape.width(), shape.height(), 4, true, List.of())));
      List<TierRank> boards = new ArrayList<>();
      while (boards.size() < 30_000) {
        TierRank board = start;
        List<TierRank> moves;
        do {
          boards.add(board);
          moves = everyMove(plain, shape, board);
          board = moves.isEmpty() ? board : moves.get(random.nextInt(moves.size()));
        } while (!moves.isEmpty());
      }
      assertSameAsDropCodes(shape, boards);
    }
  }

  @Test
  void fourInARowOnBoardsDropCodesFitsIsCodedHereAndOtherShapesAreNot() {
    assertThat(game.coded(game.instance(7, 6, 4, true, List.of())).orElseThrow())
        .isInstanceOf(FourDropCodes.class);
    assertThat(game.coded(game.instance(7, 6, 5, true, List.of())).orElseThrow())
        .isInstanceOf(DropCodes.class);
    assertThat(game.coded(game.instance(4, 4, 4, false, List.of())).orElseThrow())
        .isNotInstanceOf(FourDropCodes.class);
    assertThatThrownBy(() -> new FourDropCodes(new Shape(7, 6, 3, true)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("four-in-a-row");
  }
}
