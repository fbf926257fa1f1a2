package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The line of play of a search of positions as objects: a position met again on it is refused. */
class LineOfPlayTest {

  @Test
  void aPositionMetAgainOnTheLineIsARepeatAndOneLeftBehindIsNot() {
    LineOfPlay line = new LineOfPlay();
    line.enter(7);
    line.enter(8);
    line.leave(8);
    line.enter(8);
    assertThatThrownBy(() -> line.enter(7))
        .isInstanceOf(AlphaBetaValues.NotAcyclicException.class)
        .hasMessage(
            "the weak search answers games whose lines of play all end; a line of play repeats");
  }
}
