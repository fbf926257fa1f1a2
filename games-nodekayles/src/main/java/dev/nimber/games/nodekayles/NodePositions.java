package dev.nimber.games.nodekayles;

import dev.nimber.api.ComponentValues;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
   * The most vertices of a part that {@link #componentValues} values: the parts of a larger part
   * may be millions, where the search, looking for the least nim-heap beside which it is lost,
   * often looks at far fewer.
   */
  static final int MOST_VALUED_VERTICES = 32;

  /**
   * A part of a graph of at most {@value #MOST_VALUED_VERTICES} vertices valued as the {@link
   * DawsonSolver} values it ({@link GraphValues}: its paths and cycles by Dawson's chess, other
   * parts by the parts their moves leave), one table of parts for each graph met (the graph's own,
   * and the shared path its parts are given on), while its values cost little ({@link
   * GraphValues#valueForSearch}); a part whose graph's table is full gets no value from then on,
   * and the search values it.
   */
  @Override
  public Optional<ComponentValues> componentValues() {
    Map<long[], GraphValues> graphs = new IdentityHashMap<>();
    Set<long[]> full = Collections.newSetFromMap(new IdentityHashMap<>());
    return Optional.of(
        component -> {
          if (!(component instanceof NodePosition part)
              || full.contains(part.closed())
              || Long.bitCount(part.left()) > MOST_VALUED_VERTICES) {
            return -1;
          }
          try {
            return graphs
                .computeIfAbsent(part.closed(), GraphValues::new)
                .valueForSearch(part.left());
          } catch (UnsupportedInstanceException tableFull) {
            full.add(part.closed());
            graphs.remove(part.closed());
            return -1;
          }
        });
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
