package dev.nimber.games.nodekayles;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Optional;

/** The positions of node Kayles, for graphs of at most 64 vertices. */
final class NodePositions implements Positions {

  @Override
  public Position start(Parameters instance) {
    Graph graph = instance.get(NodeKaylesGame.GRAPH);
    if (!graph.fitsAPosition()) {
      throw new UnsupportedInstanceException(
          "a position has at most "
              + Graph.MAX_LISTED
              + " vertices, and "
              + graph
              + " has "
              + graph.vertices()
              + "; the "
              + DawsonSolver.NAME
              + " solver answers paths and cycles of any length");
    }
    int n = (int) graph.vertices();
    return new NodePosition(
        NodePosition.shared(graph.neighbourhoods()), n == 64 ? -1L : (1L << n) - 1);
  }

  /** None: a position ends only when no move is left. */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  /**
   * Every vertex taken alone leaves a different set: at least one position a vertex, and the start.
   */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return Optional.of(
        BigInteger.valueOf(instance.get(NodeKaylesGame.GRAPH).vertices()).add(BigInteger.ONE));
  }
}
