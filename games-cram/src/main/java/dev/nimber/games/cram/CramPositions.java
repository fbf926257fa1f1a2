package dev.nimber.games.cram;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.Optional;

/** The positions of Cram, on boards of at most {@value Board#MAX_CELLS} cells. */
final class CramPositions implements Positions {

  private final CramGame game;

  CramPositions(CramGame game) {
    this.game = game;
  }

  @Override
  public Position start(Parameters instance) {
    return game.board(instance)
        .orElseThrow(
            () ->
                new UnsupportedInstanceException(
                    "a position has at most "
                        + Board.MAX_CELLS
                        + " cells, and this board has "
                        + instance.longValue(CramGame.WIDTH)
                        + " × "
                        + instance.longValue(CramGame.HEIGHT)
                        + "; the "
                        + SymmetrySolver.NAME
                        + " solver answers whole boards with an even side, and strips, of any"
                        + " size"));
  }

  /** None: a position ends only when no move is left. */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  /** The empty board, from which every position of its size is reached. */
  @Override
  public Optional<Position> rulesetStart(Parameters instance) {
    return game.board(game.emptyBoard(instance)).map(Position.class::cast);
  }

  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof Board board)) {
      return Optional.empty();
    }
    return Optional.of(game.instance(board));
  }
}
