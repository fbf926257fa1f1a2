package dev.nimber.games.hackenbush;

import dev.nimber.api.ComponentValues;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.Optional;

/** The positions of green Hackenbush, for drawings of at most 64 edges. */
final class HackenbushPositions implements Positions {

  private final HackenbushGame game;

  HackenbushPositions(HackenbushGame game) {
    this.game = game;
  }

  /**
   * A drawing's standing edges valued by fusion ({@link Fusion}), as the {@link FusionSolver}
   * values a drawing: O(vertices + edges) a component.
   */
  @Override
  public Optional<ComponentValues> componentValues() {
    return Optional.of(
        component -> {
          if (!(component instanceof HackenbushPosition position)) {
            return -1;
          }
          boolean[] alive = new boolean[position.drawing().edges()];
          for (long left = position.standing(); left != 0; left &= left - 1) {
            alive[Long.numberOfTrailingZeros(left)] = true;
          }
          return Fusion.value(position.drawing(), alive);
        });
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
