package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Pictures whose clicks name moves, checked against the positions' legal moves. */
class PictureCheckTest {

  /**
   * A pile from which a move takes 1 to 3, drawn as a row of stones: a click on the stone at {@code
   * at} takes it and those to its right; from {@code wrongFrom} stones on, one click too many.
   */
  record DrawnPile(int stones, int wrongFrom) implements Position {
    @Override
    public List<Move> moves() {
      return IntStream.rangeClosed(1, Math.min(3, stones))
          .mapToObj(take -> new Move("take " + take, new DrawnPile(stones - take, wrongFrom)))
          .toList();
    }

    @Override
    public Optional<Picture> picture() {
      List<Picture.Token> tokens = new ArrayList<>();
      int most = stones >= wrongFrom ? 4 : 3;
      for (int at = 0; at < stones; at++) {
        int take = stones - at;
        tokens.add(
            new Picture.Token(
                Picture.Piece.of(Picture.Shape.DISC, Picture.Tint.NEUTRAL),
                take <= most ? Optional.of("take " + take) : Optional.empty()));
      }
      return Optional.of(new Picture.Rows(List.of(new Picture.Row("", tokens, List.of()))));
    }
  }

  static final class DrawnSubtraction extends SubtractionGame {
    private final int wrongFrom;

    DrawnSubtraction(int wrongFrom) {
      this.wrongFrom = wrongFrom;
    }

    @Override
    public Position start(Parameters instance) {
      return new DrawnPile(((SubtractionGame.Pile) super.start(instance)).stones(), wrongFrom);
    }
  }

  @Test
  void clicksThatNameLegalMovesPass() {
    DrawnSubtraction game = new DrawnSubtraction(Integer.MAX_VALUE);
    assertThat(PictureCheck.problem(game, game.pile(20), 1000)).isEmpty();
    assertThat(
            new Verifier(game, SearchSolver.solversOf(game), true)
                .check(game.smallInstances(20), false, () -> {})
                .finding())
        .isEmpty();
  }

  @Test
  void aClickOnNoLegalMoveIsFoundNamingThePositionAndShrunk() {
    DrawnSubtraction game = new DrawnSubtraction(5);
    assertThat(PictureCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "of position DrawnPile[stones=9, wrongFrom=5]: a click names the move 'take 4', which"
                + " is not a legal move");
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(List.of(game.pile(12)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found.instance()).isEqualTo(game.pile(5));
              assertThat(found.describe())
                  .isEqualTo(
                      "n=5: the game's picture of position DrawnPile[stones=5, wrongFrom=5]: a"
                          + " click names the move 'take 4', which is not a legal move");
            });
  }

  @Test
  void aPositionDecidedByRuleMayNameNoMove() {
    Picture grid =
        new Picture.Grid(
            1, 1, List.of(new Picture.Cell(0, 0, true, Optional.empty(), Optional.of("move"))));
    assertThat(PictureCheck.problem(grid, List.of()))
        .hasValue("a click names the move 'move', which is not a legal move");
  }
}
