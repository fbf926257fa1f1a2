package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class WeakScoresTest {

  /** The bounds of windows near a tie and near the quickest wins and losses. */
  private static int[] boundsAround() {
    int m = WeakScores.M;
    return IntStream.concat(
            IntStream.rangeClosed(-40, 40),
            IntStream.concat(IntStream.rangeClosed(m - 40, m), IntStream.rangeClosed(-m, 40 - m)))
        .toArray();
  }

  /** The scores a position takes: a tie, and wins and losses in up to 40 moves. */
  private static int[] scores() {
    int m = WeakScores.M;
    return IntStream.concat(
            IntStream.of(0),
            IntStream.rangeClosed(0, 40).flatMap(r -> IntStream.of(m - r, -(m - r))))
        .toArray();
  }

  /**
   * The child's bounds for a parent's window are what their definition says, read off every score a
   * child takes: {@code below(y)} has above it exactly the child scores s with s − sign(s) > y, and
   * {@code above(x)} below it exactly those with s − sign(s) < x.
   */
  @Test
  void aParentsWindowBoundsItsChildrenAsTheScoresItHolds() {
    for (int bound : boundsAround()) {
      for (int child : scores()) {
        int seenFromParentSide = child - Integer.signum(child);
        assertThat(child > WeakScores.below(bound))
            .as("below(%d) against child %d", bound, child)
            .isEqualTo(seenFromParentSide > bound);
        assertThat(child < WeakScores.above(bound))
            .as("above(%d) against child %d", bound, child)
            .isEqualTo(seenFromParentSide < bound);
      }
    }
  }
}
