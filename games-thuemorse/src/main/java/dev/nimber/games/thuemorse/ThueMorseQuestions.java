package dev.nimber.games.thuemorse;

import dev.nimber.api.Answer;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The questions particular to the Thue–Morse game, and how their answers read. */
final class ThueMorseQuestions {

  /** How many piles in [0, n] are P: evil and lost for the player to move. */
  static final Question COUNT =
      new Question("count", "how many piles in [0, n] are evil and lost for the player to move");

  /** The P piles in [from, to], at most {@code limit} of them. */
  static final Question LOSING =
      new Question("losing", "the evil piles in [from, to] that are lost for the player to move");

  private ThueMorseQuestions() {}

  static Answer count(BigInteger count) {
    return Answer.number(count);
  }

  /**
   * The P piles found, space-separated, or {@code none}.
   *
   * @param truncated whether more P piles lie in the range than were listed
   */
  static Answer losing(List<BigInteger> piles, boolean truncated) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("losing", piles);
    fields.put("truncated", truncated);
    String text =
        piles.isEmpty()
            ? "none"
            : piles.stream().map(BigInteger::toString).collect(Collectors.joining(" "))
                + (truncated ? " …" : "");
    return new Answer(text, fields);
  }
}
