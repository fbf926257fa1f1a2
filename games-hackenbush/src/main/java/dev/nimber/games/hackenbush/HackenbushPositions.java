package dev.nimber.games.hackenbush;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;

/** The positions of green Hackenbush, for drawings of at most 64 edges. */
final class HackenbushPositions implements Positions {

  private final HackenbushGame game;

  HackenbushPositions(HackenbushGame game) {
    this.game = game;
  }

  /** None: a position ends only when no edge is left. */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  @Override
  public Position start(Parameters instance) {
    Drawing drawing = game.drawing(instance);
    if (drawing.edges() > HackenbushPosition.MAX_EDGES) {
      throw new UnsupportedInstanceException(
          "a position has at most "
              + HackenbushPosition.MAX_EDGES
              + " edges, and this drawing has "
              + drawing.edges()
              + "; the "
              + FusionSolver.NAME
              + " solver values drawings of up to "
              + Drawing.MAX_EDGES
              + " edges");
    }
    return HackenbushPosition.start(drawing);
  }
}
