package dev.nimber.games.staircase;

import dev.nimber.api.Answer;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;

/** The question particular to the staircase game, and how its answer reads. */
final class StaircaseQuestions {

  /** Of all C(n, m) placements, how many the first player wins. */
  static final Question COUNT =
      new Question("count", "how many of the C(n, m) placements the first player wins");

  private StaircaseQuestions() {}

  /**
   * The count, printed as the original prints it.
   *
   * @param modulus the modulus it was reduced by, or empty for the exact count
   */
  static Answer count(BigInteger count, Optional<BigInteger> modulus) {
    return Answer.number(count)
        .withDetails(
            Map.of("modulus", modulus.<Object>map(value -> value).orElse(ModulusType.EXACT)));
  }
}
