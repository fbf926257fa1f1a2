package dev.nimber.games.nodekayles;

import dev.nimber.api.UnsupportedInstanceException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Grundy values of node Kayles on a graph of at most 64 vertices, by the Sprague–Grundy theory
 * alone: the parts of the vertices left that do not touch are valued apart and their values XOR
 * together; a part that is a path or a cycle is read from Dawson's chess ({@link DawsonSolver});
 * any other part is the mex of the values its moves leave, each part remembered once. Not
 * thread-safe: one a question.
 */
final class GraphValues {

  /**
   * The most parts remembered, about 100 MB, past which the instance is refused ({@link
   * UnsupportedInstanceException}), so that with no solver named the engine's search is asked.
   */
  static final int MOST_REMEMBERED = 2_000_000;

  private final long[] closed;
  private final Map<Long, Integer> values = new HashMap<>();
  private final int mostRemembered;

  GraphValues(long[] closed) {
    this(closed, MOST_REMEMBERED);
  }

  /** Values that refuse the instance past {@code mostRemembered} parts remembered. */
  GraphValues(long[] closed, int mostRemembered) {
    this.closed = closed;
    this.mostRemembered = mostRemembered;
  }

  /** The value of a set of vertices left. */
  int value(long left) {
    int sum = 0;
    for (long part : Graph.parts(closed, left)) {
      sum ^= valueOfPart(part);
    }
    return sum;
  }

  /** A vertex whose taking leaves a set of value 0, when the set's value is not 0. */
  Optional<Integer> winningVertex(long left) {
    for (long at = left; at != 0; at &= at - 1) {
      int vertex = Long.numberOfTrailingZeros(at);
      if (value(left & ~closed[vertex]) == 0) {
        return Optional.of(vertex);
      }
    }
    return Optional.empty();
  }

  private int valueOfPart(long part) {
    Integer known = values.get(part);
    if (known != null) {
      return known;
    }
    int value = pathOrCycle(part).orElseGet(() -> mexOfMoves(part));
    if (values.size() >= mostRemembered) {
      throw new UnsupportedInstanceException(
          "the graph's parts left are more than the "
              + mostRemembered
              + " the "
              + DawsonSolver.NAME
              + " solver remembers; the engine's search (--solver search) may answer it");
    }
    values.put(part, value);
    return value;
  }

  private int mexOfMoves(long part) {
    long seen = 0;
    List<Integer> large = new ArrayList<>();
    for (long at = part; at != 0; at &= at - 1) {
      int after = value(part & ~closed[Long.numberOfTrailingZeros(at)]);
      if (after < 64) {
        seen |= 1L << after;
      } else {
        large.add(after);
      }
    }
    int mex = Long.numberOfTrailingZeros(~seen);
    while (large.contains(mex)) {
      mex++;
    }
    return mex;
  }

  /**
   * The value of a connected part in which every vertex has at most two neighbours: a path or a
   * cycle, valued by Dawson's chess.
   */
  private Optional<Integer> pathOrCycle(long part) {
    int vertices = Long.bitCount(part);
    int edgeEnds = 0;
    for (long at = part; at != 0; at &= at - 1) {
      int degree = Long.bitCount(closed[Long.numberOfTrailingZeros(at)] & part) - 1;
      if (degree > 2) {
        return Optional.empty();
      }
      edgeEnds += degree;
    }
    boolean cycle = edgeEnds / 2 == vertices && vertices >= 3;
    return Optional.of((int) (cycle ? DawsonSolver.cycle(vertices) : DawsonSolver.path(vertices)));
  }
}
